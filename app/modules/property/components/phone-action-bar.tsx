import type { MouseEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { whatsappLink } from "../../../components/need-help-button";
import { telHref } from "../../../components/site-nav";
import { MessageCircle, Phone, Send } from "../../../components/ui/icons";
import { currentLanguage, t } from "../../../i18n/i18n";
import { LANGUAGES } from "../../../i18n/languages";
import type { RootData } from "../../../root-data";
import { LEARN_MORE_ID } from "./property-contact-form";

/** The listing's reference from its column ("CHB-100043"), or the start of its id where it has none. */
export function listingReference(id: string, reference: string): string {
  return reference.trim() || id.slice(0, 8).toUpperCase();
}

/** Isolated in right-to-left text, so a reference or an address keeps its order. */
function isolate(text: string): string {
  return LANGUAGES[currentLanguage()].dir === "rtl" ? `\u2068${text}\u2069` : text;
}

/** Scrolls to the Learn more form and puts the cursor in its first field. */
function openLearnMore(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(LEARN_MORE_ID);
  const field = form?.querySelector<HTMLElement>("input:not([type=hidden]), textarea");
  if (!form || !field) return;
  event.preventDefault();
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  form.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  field.focus({ preventScroll: true });
}

const ACTION =
  "flex min-h-12 min-w-0 items-center justify-center gap-2 rounded-full px-3 text-sm font-bold transition-colors";

/**
 * Below 768 px, a bar fixed to the bottom of listing pages: Call, WhatsApp (the message names
 * the listing's reference and address) and Enquire, which goes to the Learn more form (a plain
 * anchor without JavaScript). The footer's bottom padding keeps the bar off the last line of the page.
 */
export function PhoneActionBar(props: { id: string; reference: string; pageUrl: string }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const phone = root?.settings.phone;
  const whatsapp = root?.settings.whatsapp;
  const text = t("propertyPage.whatsappText", {
    ref: isolate(listingReference(props.id, props.reference)),
    url: isolate(props.pageUrl),
  });
  return (
    <section
      aria-label={t("propertyPage.actionBar")}
      data-action-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(11_27_43/0.08)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-xl gap-2">
        {phone ? (
          <a
            href={telHref(phone)}
            className={`${ACTION} flex-1 text-ink ring-1 ring-neutral-300 hover:bg-sand hover:ring-gold`}
          >
            <Phone aria-hidden className="size-4 shrink-0 text-gold-700" />
            {t("propertyPage.call")}
          </a>
        ) : null}
        {whatsapp ? (
          <a
            href={whatsappLink(whatsapp, text)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${ACTION} flex-1 bg-ink text-white hover:bg-navy`}
          >
            <MessageCircle aria-hidden className="size-4 shrink-0 text-gold" />
            {t("propertyPage.whatsapp")}
            <span className="sr-only"> {t("shell.newTab")}</span>
          </a>
        ) : null}
        <a
          href={`#${LEARN_MORE_ID}`}
          onClick={openLearnMore}
          className={`${ACTION} flex-[1.2] bg-gold text-ink hover:bg-gold-600 hover:text-white`}
        >
          <Send aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
          {t("propertyPage.enquire")}
        </a>
      </div>
    </section>
  );
}
