import { Link, NavLink } from "react-router";
import { t } from "../i18n/i18n";
import type { RootData } from "../root";

const DUBAI = "country=United+Arab+Emirates&state=Dubai&district=Dubai";

export const MAIN_NAV = [
  { to: `/residential-filter?type=Residential&${DUBAI}`, label: t("nav.housing") },
  { to: `/residential-filter?type=Commercial&${DUBAI}`, label: t("nav.enterprise") },
  { to: `/residential-filter?type=Rental&${DUBAI}`, label: t("nav.buy") },
  { to: "/residence-passports", label: t("nav.residence") },
  { to: "/contact", label: t("nav.contact") },
];

export function SiteHeader(_props: { settings?: RootData["settings"] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200/70 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink">
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-navy text-sm text-gold">
            DE
          </span>
          {t("site.name")}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 text-sm font-semibold lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className="text-ink/80 hover:text-ink">
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
