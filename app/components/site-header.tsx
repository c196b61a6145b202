import { useLocation } from "react-router";
import { lp, t } from "../i18n/i18n";
import { AccountMenu } from "../modules/account/components/account-menu";
import { EnquiryButton } from "../modules/enquiry/enquiry-opener";
import type { RootData } from "../root-data";
import { AreaUnitSwitch } from "./area-unit-switch";
import { BrandLogo } from "./brand-logo";
import { CurrencySelector } from "./currency-selector";
import { LanguageSelector } from "./language-selector";
import { MobileMenu } from "./mobile-menu";
import { NeedHelpButton } from "./need-help-button";
import { isCurrent, MAIN_NAV, TOP_NAV, telHref } from "./site-nav";
import { Phone } from "./ui/icons";
import { Link } from "./ui/link";
import { useScrolled } from "./use-scrolled";

export { MAIN_NAV };

/** The pill every primary action in the shell shares: gold on white and on ink alike. */
export const PRIMARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-gold px-5 text-sm font-bold whitespace-nowrap text-ink shadow-sm transition-colors hover:bg-gold-600 focus-visible:outline-offset-3";

/**
 * Top bar (large screens) plus the main bar. The whole header is sticky; on large screens
 * it sticks 44 px up, so the top bar scrolls away and the main bar stays. Past 50 px of
 * scroll the main bar turns ink; only colours change, so nothing below moves.
 */
export function SiteHeader({ settings, siteUrl }: { settings?: RootData["settings"]; siteUrl?: string }) {
  const scrolled = useScrolled();
  const location = useLocation();
  return (
    <header data-scrolled={scrolled || undefined} className="group sticky top-0 z-40 lg:-top-11">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-gold focus:px-5 focus:py-3 focus:font-bold focus:text-ink"
      >
        {t("shell.skipToContent")}
      </a>
      <div className="hidden h-11 bg-ink text-white/75 lg:block">
        <div className="container-page flex h-full items-center justify-between gap-6">
          <nav aria-label={t("shell.topNav")}>
            <ul className="-ms-2.5 flex items-center gap-1">
              {TOP_NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    to={lp(item.to)}
                    aria-current={isCurrent(item, location) ? "page" : undefined}
                    className="inline-flex h-11 items-center px-2.5 text-[0.8125rem] font-medium tracking-wide transition-colors hover:text-gold aria-[current=page]:text-gold"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <LanguageSelector />
            <span aria-hidden className="h-4 w-px bg-white/20" />
            <CurrencySelector tone="dark" />
            <AreaUnitSwitch />
          </div>
        </div>
      </div>

      <div className="border-b border-neutral-200/80 bg-white transition-[background-color,border-color,box-shadow] duration-300 group-data-scrolled:border-white/10 group-data-scrolled:bg-ink group-data-scrolled:shadow-[0_8px_24px_rgb(11_27_43/0.28)]">
        <div className="container-page flex h-16 items-center gap-4 lg:h-[4.5rem]">
          <Link to={lp("/")} className="me-auto rounded-lg">
            <BrandLogo
              nameClassName="text-ink group-data-scrolled:text-white"
              taglineClassName="text-gold-700 group-data-scrolled:text-gold"
            />
          </Link>

          <nav aria-label={t("shell.mainNav")} className="hidden 2xl:block">
            <ul className="flex items-center gap-0.5 xl:gap-1.5">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    to={lp(item.to)}
                    aria-current={isCurrent(item, location) ? "page" : undefined}
                    className="relative inline-flex h-11 items-center rounded-full px-2 text-sm font-semibold whitespace-nowrap text-ink/80 transition-colors after:absolute after:inset-x-2 after:bottom-1.5 xl:px-3 xl:after:inset-x-3 after:h-0.5 after:origin-center after:scale-x-0 after:rounded-full after:bg-gold after:transition-transform hover:text-ink hover:after:scale-x-100 aria-[current=page]:text-ink aria-[current=page]:after:scale-x-100 group-data-scrolled:text-white/80 group-data-scrolled:hover:text-white group-data-scrolled:aria-[current=page]:text-white"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-2 2xl:ms-4">
            <AccountMenu />
            {settings?.phone ? (
              <a
                href={telHref(settings.phone)}
                aria-label={t("shell.callUs")}
                title={t("shell.callUs")}
                // On a phone the call link waits in the menu: the header keeps room for Need Help?.
                className="grid size-11 max-sm:hidden place-items-center rounded-full text-ink ring-1 ring-neutral-300 transition-colors hover:bg-sand hover:ring-gold group-data-scrolled:text-white group-data-scrolled:ring-white/25 group-data-scrolled:hover:bg-white/10 group-data-scrolled:hover:ring-gold"
              >
                <Phone aria-hidden className="size-[1.125rem]" />
              </a>
            ) : null}
            <NeedHelpButton whatsapp={settings?.whatsapp} siteUrl={siteUrl} />
            <EnquiryButton type="Become A Partner" className={`${PRIMARY_BUTTON} max-sm:hidden`}>
              {t("shell.becomePartner")}
            </EnquiryButton>
            <MobileMenu phone={settings?.phone} />
          </div>
        </div>
      </div>
    </header>
  );
}
