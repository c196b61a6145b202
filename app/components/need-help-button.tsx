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

/**
 * The floating "Need Help?" chat button, bottom end corner: a round icon on phones, a pill
 * from 640 px. It slides out of the way while the focused element, a control or text sits
 * under its corner, and gives way to the phone bar of listing pages. The
 * address follows client navigation through useLocation, and is rendered on the server too.
 */
export function NeedHelpButton({ whatsapp, siteUrl }: { whatsapp?: string; siteUrl?: string }) {
  const location = useLocation();
  const spot = useRef<HTMLDivElement>(null);
  const inTheWay = useInTheWay(spot, location.key);
  if (!whatsapp) return null;
  const pageUrl = `${(siteUrl ?? "").replace(/\/+$/, "")}${location.pathname}${location.search}`;
  return (
    // The resting box: it stays put (and lets clicks through) while the button slides away.
    <div
      ref={spot}
      data-need-help
      className="pointer-events-none fixed end-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 sm:end-4 sm:bottom-4 md:end-6 md:bottom-6 max-md:[body:has([data-action-bar])_&]:hidden"
    >
      {/* Opacity changes at once, only the slide is animated: a half-faded label fails the
          contrast check of anyone (axe included) who looks while it moves. */}
      <a
        href={whatsappHref(whatsapp, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        data-in-the-way={inTheWay || undefined}
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
