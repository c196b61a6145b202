import { useLocation } from "react-router";
import { t } from "../i18n/i18n";
import { MessageCircle } from "./ui/icons";

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
 * The "Need Help?" chat button, docked where it never lies over the page: from 1280 px in the
 * sticky header beside the call button (this one); below, where the header has no room left,
 * in a bar of its own at the foot of the screen (NeedHelpDock). Floating over a corner it sat
 * on sort controls, the map's corner and card badges, and stepping aside left a results page
 * without it.
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
 * Below 1280 px, the bar at the foot of the screen that holds "Need Help?": sticky at the end of
 * the page, so it takes its own room below the footer rather than covering it, and the page
 * keeps focused fields above it (scroll-padding in app.css). A listing's phone bar replaces it.
 */
export function NeedHelpDock({ whatsapp, siteUrl }: { whatsapp?: string; siteUrl?: string }) {
  const href = useChatHref(whatsapp ?? "", siteUrl);
  if (!whatsapp) return null;
  return (
    <div
      data-need-help="dock"
      className="sticky bottom-0 z-30 border-t border-neutral-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(11_27_43/0.08)] backdrop-blur 2xl:hidden max-md:[body:has([data-action-bar])_&]:hidden"
    >
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="mx-auto flex min-h-11 max-w-xl items-center justify-center gap-2 rounded-full bg-ink px-5 text-sm font-bold text-white hover:bg-navy"
      >
        <span aria-hidden className="grid size-7 place-items-center rounded-full bg-gold text-ink">
          <MessageCircle className="size-4" />
        </span>
        {t("shell.needHelp")}
        <span className="sr-only"> {t("shell.newTab")}</span>
      </a>
    </div>
  );
}
