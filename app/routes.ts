import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("enquiry", "routes/enquiry.tsx"),
  // Property detail, contact and FAQ (issue 4)
  route("property/:id", "routes/property.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  // Browse and search (issue 5)
  route("property-search", "routes/property-search.tsx"),
  route("property-search-list", "routes/property-search-list.tsx"),
  route("residential-filter", "routes/residential-filter.tsx"),
  route("dubai-locations", "routes/dubai-locations.tsx"),
  route("country-property-sale-list", "routes/country-property-sale-list.tsx"),
  route("country-property-sale-list-dist", "routes/country-property-sale-list-dist.tsx"),
  route("country-property-sale-list-properties", "routes/country-property-sale-list-properties.tsx"),
  route("property-lsiting-list/:id?", "routes/property-listing-list.tsx"),
  route("DubaiOnlyNotice", "routes/dubai-only-notice.tsx"),
  // Content and static pages (issue 6)
  route("articals", "routes/articals.tsx"),
  route("blogs", "routes/blogs.tsx"),
  route("news", "routes/news.tsx"),
  route("blog-details/:id?", "routes/blog-details.tsx"),
  route("developer-profile", "routes/developer-profile.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("Affiliate", "routes/affiliate.tsx"),
  route("Advertise", "routes/advertise.tsx"),
  route("residence-passports", "routes/residence-passports.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
