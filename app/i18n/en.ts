import type { enAdmin } from "./en-admin";
import type { enPages } from "./en-pages";

/**
 * English, part 1: what the site shell and the home page can show, shipped with every
 * page. Other public pages also load en-pages.ts and the back office en-admin.ts; the three
 * together are the source every language translates (app/i18n/catalogue-split.test.ts
 * checks that nothing the shell or home page shows lives outside this file).
 */
export const en = {
  "site.name": "Dubai Estates",
  "site.tagline": "Curated property in Dubai and the UAE",
  "nav.housing": "Housing",
  "nav.enterprise": "Enterprise Assets",
  "nav.buy": "Buy",
  "nav.residence": "Residence & Passports",
  "nav.contact": "Contact Us",
  "nav.about": "About Us",
  "nav.ourStory": "Our Story",
  "nav.articles": "Articles",
  "nav.blogs": "Blogs",
  "nav.news": "News",
  "nav.affiliate": "Affiliate",
  "nav.advertise": "Advertise",
  "nav.privacy": "Privacy Policy",
  "nav.agents": "Agents",
  "nav.agencies": "Agencies",
  "home.recentBlogs": "Recent Blogs",
  "home.recentArticles": "Recent Articles",
  "home.topProperties": "Top Dubai Properties",
  "home.featured": "Featured Properties",
  "property.listings": "{count, plural, one {# Listing} other {# Listings}}",
  "price.perYear": "/year",
  "price.perMonth": "/month",
  "property.rent": "Rent",
  "purpose.label": "Buy or rent",
  "purpose.sale": "Buy",
  "purpose.rent": "Rent",
  "notFound.code": "404",
  "notFound.title": "Page not found",
  "notFound.text": "The page you are looking for does not exist or has been moved.",
  "notFound.home": "Back To Home",
  "error.title": "Something went wrong",
  "error.text": "Please try again in a moment.",
  "footer.copyright": "© {year} {site}. All rights reserved.",
  "footer.propertyIn": "Property in {location}",
  // ---- shell (header, footer, currency and language selectors)
  "shell.skipToContent": "Skip to content",
  "shell.loadingPage": "Loading the page",
  "shell.homeLink": "Dubai Estates, home",
  "shell.logoTagline": "Dubai · UAE",
  "shell.mainNav": "Main",
  "shell.topNav": "Company",
  "shell.callUs": "Call us",
  "shell.becomePartner": "Become a Partner",
  "shell.openMenu": "Open menu",
  "shell.closeMenu": "Close menu",
  "shell.mobileNav": "Menu",
  "shell.currency": "Currency",
  "shell.language": "Language",
  "shell.needHelp": "Need Help?",
  "shell.whatsappGreeting": "Hello! I would like to know more about this page:",
  "shell.newTab": "(opens in a new tab)",
  "shell.footerAbout":
    "Hand-picked homes, offices and investment opportunities across Dubai and the UAE, with advice from first viewing to residency.",
  "shell.footerLocations": "Popular locations",
  "shell.footerExplore": "Explore",
  "shell.footerContact": "Get in touch",
  "shell.email": "Email",
  "shell.phone": "Phone",
  // ---- enquiry (dialog, /enquiry page, toasts)
  // ---- home-a (hero search, popular locations, call to action, golden visa, other countries)
  "hero.form": "Property search",
  "hero.location": "Location",
  "hero.searchLocation": "Search Location",
  "hero.noLocations": "No matching places",
  "hero.propertyType": "Property type",
  "hero.allType": "All Type",
  "hero.searchCategory": "Search Category",
  "hero.noCategories": "No matching categories",
  "hero.priceRange": "Price Range",
  "hero.priceFrom": "From {min} {symbol}",
  "hero.priceUpTo": "Up to {max} {symbol}",
  "hero.priceBetween": "{min} – {max} {symbol}",
  "hero.minPrice": "Min price",
  "hero.maxPrice": "Max price",
  "hero.minAboveMax": "Min price cannot be greater than Max price.",
  "hero.maxBelowMin": "Max price cannot be less than Min price.",
  "hero.currency": "Currency",
  "hero.search": "Search",
  "hero.seeOnMap": "See on map",
  "hero.more": "More",
  "hero.filterProperties": "Filter Properties",
  "hero.close": "Close",
  "hero.applyFilters": "Apply Filters",
  "hero.popularEnquiries": "Popular searches",
  "locations.eyebrow": "Where to live",
  "locations.title": "Dubai Popular Locations",
  "locations.subtitle": "The communities our buyers and tenants ask about most.",
  "locations.empty": "No locations found for the specified subcategoryId.",
  "locations.error": "Popular locations are unavailable right now.",
  "locations.viewProperties": "View Properties",
  // ---- home-b (client cases, agencies, posts, offer, investments, property rows, investors, map)
  "rows.topEyebrow": "United Arab Emirates",
  "rows.featuredEyebrow": "Hand-picked",
  // ---- validation (form messages shown on pages; the REST API answers in English)
  // ---- accounts (login, signup, profile)
  "account.headerLogin": "Log in",
  "account.headerProfile": "My profile",
  "account.headerLogout": "Log out",
  "account.headerMenu": "Account of {name}",
  // ---- trust (issue 17): the verified badge on every listing card
  "trust.verified": "Verified",
  "trust.verifiedOn": "Verified {date}",
  // ---- ICU's words for app/i18n/locale-format.ts, split by "|": the months as a long date writes
  // them, the agent languages the search form offers (NAMED_LANGUAGES), in that order, and the
  // phone picker's countries (code and name), India first and the rest in alphabetical order
  "format.months": "January|February|March|April|May|June|July|August|September|October|November|December",
  "format.languageNames": "English|Arabic|Hindi|Urdu|Russian|French|German|Chinese|Persian|Spanish",
  "format.countries":
    "IN India|AF Afghanistan|AR Argentina|AU Australia|AT Austria|AZ Azerbaijan|BH Bahrain|BD Bangladesh|BE Belgium|BR Brazil|BG Bulgaria|CA Canada|CN China|HR Croatia|CY Cyprus|CZ Czechia|DK Denmark|EG Egypt|ET Ethiopia|FI Finland|FR France|GE Georgia|DE Germany|GR Greece|HK Hong Kong|HU Hungary|ID Indonesia|IR Iran|IQ Iraq|IE Ireland|IL Israel|IT Italy|JP Japan|JO Jordan|KZ Kazakhstan|KE Kenya|KW Kuwait|LV Latvia|LB Lebanon|MY Malaysia|MV Maldives|MX Mexico|ME Montenegro|MA Morocco|NP Nepal|NL Netherlands|NZ New Zealand|NG Nigeria|NO Norway|OM Oman|PK Pakistan|PH Philippines|PL Poland|PT Portugal|QA Qatar|RO Romania|RU Russia|SA Saudi Arabia|SG Singapore|ZA South Africa|KR South Korea|ES Spain|LK Sri Lanka|SE Sweden|CH Switzerland|TH Thailand|TR Türkiye|UA Ukraine|AE United Arab Emirates|GB United Kingdom|US United States|UZ Uzbekistan|VN Vietnam",
} as const;

export type MessageKey = keyof typeof en | keyof typeof enPages | keyof typeof enAdmin;
