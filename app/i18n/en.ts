/** English catalogue: the source every other language translates. */
export const en = {
  "site.name": "Dubai Estates",
  "site.tagline": "Curated property in Dubai and the UAE",
  "nav.home": "Home",
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
  "home.recentBlogs": "Recent Blogs",
  "home.recentArticles": "Recent Articles",
  "home.topProperties": "Top Dubai Properties",
  "home.featured": "Featured Properties",
  "property.listings": "{count} Listings",
  "property.from": "From",
  "property.beds": "{count} Beds",
  "property.baths": "{count} Baths",
  "property.sqft": "{count} sq ft",
  "notFound.code": "404",
  "notFound.title": "Page not found",
  "notFound.text": "The page you are looking for does not exist or has been moved.",
  "notFound.home": "Back To Home",
  "error.title": "Something went wrong",
  "error.text": "Please try again in a moment.",
  "footer.copyright": "© {year} {site}. All rights reserved.",
  "footer.propertyIn": "Property in {location}",
  // ---- shell (header, footer, currency and language selectors)
  // ---- enquiry (dialog, /enquiry page, toasts)
  // ---- home-a (hero search, popular locations, call to action, golden visa, other countries)
  // ---- home-b (client cases, agencies, posts, offer, investments, property rows, investors, map)
} as const;

export type MessageKey = keyof typeof en;
