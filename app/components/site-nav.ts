import { t } from "../i18n/i18n";

/** The residential-filter scope every main-navigation listing link shares (spec, part 1 section 2). */
const DUBAI = "country=United+Arab+Emirates&state=Dubai&district=Dubai";

export type NavItem = { to: string; label: string };

export const MAIN_NAV: readonly NavItem[] = [
  { to: `/residential-filter?type=Residential&${DUBAI}`, label: t("nav.housing") },
  { to: `/residential-filter?type=Commercial&${DUBAI}`, label: t("nav.enterprise") },
  { to: `/residential-filter?type=Rental&${DUBAI}`, label: t("nav.buy") },
  { to: "/residence-passports", label: t("nav.residence") },
  { to: "/contact", label: t("nav.contact") },
];

/** The header's top bar, large screens only. */
export const TOP_NAV: readonly NavItem[] = [
  { to: "/about", label: t("nav.about") },
  { to: "/articals", label: t("nav.articles") },
  { to: "/blogs", label: t("nav.blogs") },
  { to: "/news", label: t("nav.news") },
  { to: "/Affiliate", label: t("nav.affiliate") },
  { to: "/Advertise", label: t("nav.advertise") },
];

/** What the mobile menu adds below the main links. */
export const MOBILE_EXTRA_NAV: readonly NavItem[] = [
  { to: "/about", label: t("nav.ourStory") },
  { to: "/Affiliate", label: t("nav.affiliate") },
  { to: "/Advertise", label: t("nav.advertise") },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { to: "/contact", label: t("nav.contact") },
  { to: "/about", label: t("nav.about") },
  { to: "/articals", label: t("nav.articles") },
  { to: "/blogs", label: t("nav.blogs") },
  { to: "/privacy-policy", label: t("nav.privacy") },
];

/**
 * Whether `item` is the page being shown. NavLink ignores the query string, which would mark
 * Housing, Enterprise Assets and Buy active together; here the listing type must match too.
 */
export function isCurrent(item: NavItem, location: { pathname: string; search: string }): boolean {
  const url = new URL(item.to, "http://x");
  if (url.pathname.toLowerCase() !== location.pathname.toLowerCase()) return false;
  const type = url.searchParams.get("type");
  return type === null || new URLSearchParams(location.search).get("type") === type;
}

/** "+971 4 555 0100" -> "tel:+97145550100". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
