import { type MessageKey, t } from "../i18n/i18n";
import { stripLanguage } from "../i18n/languages";

/** The residential-filter scope every main-navigation listing link shares: the original site's addresses. */
const DUBAI = "country=United+Arab+Emirates&state=Dubai&district=Dubai";

export type NavItem = {
  to: string;
  label: string;
};

/** The label is looked up when shown, in the page's language, not when this module loads. */
function navItem(to: string, key: MessageKey): NavItem {
  return {
    to,
    get label() {
      return t(key);
    },
  };
}

export const MAIN_NAV: readonly NavItem[] = [
  navItem(`/residential-filter?type=Residential&${DUBAI}`, "nav.housing"),
  navItem(`/residential-filter?type=Commercial&${DUBAI}`, "nav.enterprise"),
  navItem(`/residential-filter?type=Rental&${DUBAI}`, "nav.buy"),
  navItem("/residence-passports", "nav.residence"),
  navItem("/contact", "nav.contact"),
];

/** The header's top bar, large screens only. */
export const TOP_NAV: readonly NavItem[] = [
  navItem("/about", "nav.about"),
  navItem("/articals", "nav.articles"),
  navItem("/blogs", "nav.blogs"),
  navItem("/news", "nav.news"),
  navItem("/Affiliate", "nav.affiliate"),
  navItem("/Advertise", "nav.advertise"),
];

/**
 * What the mobile menu adds below the main links: the original site's three, and the reading the
 * top bar offers on large screens, so phones reach articles, blogs and news too.
 */
export const MOBILE_EXTRA_NAV: readonly NavItem[] = [
  navItem("/about", "nav.ourStory"),
  navItem("/articals", "nav.articles"),
  navItem("/blogs", "nav.blogs"),
  navItem("/news", "nav.news"),
  navItem("/Affiliate", "nav.affiliate"),
  navItem("/Advertise", "nav.advertise"),
  navItem("/agents", "nav.agents"),
  navItem("/agencies", "nav.agencies"),
];

export const FOOTER_NAV: readonly NavItem[] = [
  navItem("/contact", "nav.contact"),
  navItem("/about", "nav.about"),
  navItem("/articals", "nav.articles"),
  navItem("/blogs", "nav.blogs"),
  // Beyond the original site's five: without it News has no way in on phones.
  navItem("/news", "nav.news"),
  navItem("/agents", "nav.agents"),
  navItem("/agencies", "nav.agencies"),
  navItem("/mortgage-calculator", "nav.mortgageCalculator"),
  navItem("/privacy-policy", "nav.privacy"),
];

/**
 * Whether `item` is the page being shown. NavLink ignores the query string, which would mark
 * Housing, Enterprise Assets and Buy active together; here the listing type must match too.
 */
export function isCurrent(item: NavItem, location: { pathname: string; search: string }): boolean {
  const url = new URL(item.to, "http://x");
  if (url.pathname.toLowerCase() !== stripLanguage(location.pathname).toLowerCase()) return false;
  const type = url.searchParams.get("type");
  return type === null || new URLSearchParams(location.search).get("type") === type;
}

/** "+971 4 555 0100" -> "tel:+97145550100". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
