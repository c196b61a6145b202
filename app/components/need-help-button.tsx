import { useLocation } from "react-router";
import { t } from "../i18n/i18n";
import { MessageCircle } from "./ui/icons";

/** wa.me link whose message is the greeting plus the address of the page being read. */
export function whatsappHref(whatsapp: string, pageUrl: string): string {
  const number = whatsapp.replace(/\D/g, "");
  return `https://wa.me/${number}?text=${encodeURIComponent(`${t("shell.whatsappGreeting")} ${pageUrl}`)}`;
}

/**
 * The floating "Need Help?" chat button, bottom end corner. The address follows client
 * navigation through useLocation, and is rendered on the server too.
 */
export function NeedHelpButton({ whatsapp, siteUrl }: { whatsapp?: string; siteUrl?: string }) {
  const location = useLocation();
  if (!whatsapp) return null;
  const pageUrl = `${(siteUrl ?? "").replace(/\/+$/, "")}${location.pathname}${location.search}`;
  return (
    <a
      href={whatsappHref(whatsapp, pageUrl)}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed end-4 bottom-4 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-ink py-2 ps-2 pe-5 text-sm font-bold text-white shadow-[0_10px_30px_rgb(11_27_43/0.35)] ring-1 ring-gold/40 transition-[background-color,translate] hover:-translate-y-0.5 hover:bg-navy md:end-6 md:bottom-6"
    >
      <span aria-hidden className="grid size-8 place-items-center rounded-full bg-gold text-ink">
        <MessageCircle className="size-[1.125rem]" />
      </span>
      {t("shell.needHelp")}
      <span className="sr-only"> {t("shell.newTab")}</span>
    </a>
  );
}
