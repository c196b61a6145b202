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
 * The "Need Help?" chat button, docked in the sticky header at every width, beside the call
 * button: it never lies over the page. Floating over a corner, as it once did, it sat on sort
 * controls, the map's corner and card badges, and hid behind the toasts.
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
      className="grid size-11 shrink-0 place-items-center rounded-full bg-gold text-ink transition-colors hover:bg-gold-600"
    >
      <MessageCircle aria-hidden className="size-[1.125rem]" />
      <span className="sr-only">
        {t("shell.needHelp")} {t("shell.newTab")}
      </span>
    </a>
  );
}
