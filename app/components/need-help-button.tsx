import { useRef } from "react";
import { useLocation } from "react-router";
import { t } from "../i18n/i18n";
import { MessageCircle } from "./ui/icons";
import { useInTheWay } from "./use-in-the-way";

/** wa.me link to `whatsapp` ("+971 50 …") with `text` written in the message box. */
export function whatsappLink(whatsapp: string, text: string): string {
  return `https://wa.me/${whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** wa.me link whose message is the greeting plus the address of the page being read. */
export function whatsappHref(whatsapp: string, pageUrl: string): string {
  return whatsappLink(whatsapp, `${t("shell.whatsappGreeting")} ${pageUrl}`);
}

/** The chat link to the page being read; the address follows client navigation (useLocation). */
function useChatHref(whatsapp: string, siteUrl: string | undefined): string {
  const location = useLocation();
  return whatsappHref(whatsapp, `${(siteUrl ?? "").replace(/\/+$/, "")}${location.pathname}${location.search}`);
}

/**
 * The "Need Help?" chat button docked in the sticky header beside the call button from 1280 px,
 * where it never lies over the page (NeedHelpFloating below that width). Floating over a corner
 * it sat on sort controls, the map's corner and card badges before its first check.
 */
export function NeedHelpButton({ whatsapp, siteUrl }: { whatsapp?: string; siteUrl?: string }) {
  const href = useChatHref(whatsapp ?? "", siteUrl);
  if (!whatsapp) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={t("shell.needHelp")}
      data-need-help="header"
      className="grid size-11 place-items-center rounded-full bg-gold text-ink transition-colors hover:bg-gold-600 max-2xl:hidden"
    >
      <MessageCircle aria-hidden className="size-[1.125rem]" />
      <span className="sr-only">
        {t("shell.needHelp")} {t("shell.newTab")}
      </span>
    </a>
  );
}

/**
 * Below 1280 px, where the header has no room left, "Need Help?" floats in the bottom end
 * corner: a round icon on phones, a pill from 640 px. It shows only once a check has found its
 * corner clear of the focused element, controls and text (useInTheWay), and slides away while
 * one is under it, so it never lies over the sort control, a card's badges or the map's corner;
 * it gives way to the phone bar of listing pages.
 */
export function NeedHelpFloating({ whatsapp, siteUrl }: { whatsapp?: string; siteUrl?: string }) {
  const location = useLocation();
  const href = useChatHref(whatsapp ?? "", siteUrl);
  const spot = useRef<HTMLDivElement>(null);
  const inTheWay = useInTheWay(spot, location.key);
  if (!whatsapp) return null;
  return (
    // The resting box: it stays put (and lets clicks through) while the button slides away.
    <div
      ref={spot}
      data-need-help="floating"
      className="pointer-events-none fixed end-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 sm:end-4 sm:bottom-4 md:end-6 md:bottom-6 2xl:hidden max-md:[body:has([data-action-bar])_&]:hidden"
    >
      {/* Out of the way until the first check (before hydration nothing knows what lies under
          it). Opacity changes at once, only the slide is animated: a half-faded label fails the
          contrast check of anyone (axe included) who looks while it moves. */}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-in-the-way={inTheWay !== false || undefined}
        className="pointer-events-auto inline-flex min-h-12 items-center gap-2 rounded-full bg-ink p-2 text-sm font-bold text-white shadow-[0_10px_30px_rgb(11_27_43/0.35)] ring-1 ring-gold/40 transition-[background-color,translate] duration-300 hover:-translate-y-0.5 hover:bg-navy data-in-the-way:pointer-events-none data-in-the-way:translate-y-[calc(100%+2rem)] data-in-the-way:opacity-0 sm:pe-5"
      >
        <span aria-hidden className="grid size-8 place-items-center rounded-full bg-gold text-ink">
          <MessageCircle className="size-[1.125rem]" />
        </span>
        <span className="max-sm:sr-only">{t("shell.needHelp")}</span>
        <span className="sr-only"> {t("shell.newTab")}</span>
      </a>
    </div>
  );
}
