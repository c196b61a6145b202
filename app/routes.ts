// The addresses are the public contract of the original site: links, bookmarks and search
// engines know them as they are spelled, misspellings and odd cases included
// (/property-lsiting-list, /articals, /usre-profile1, /Affiliate, /DubaiOnlyNotice).
// Never correct one here; a route file may have a plain name (routes/property-listing-list.tsx).
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Every public page, in English at its unprefixed address and under /ar, /hi and /ru
  // (decision 006); routes/language.tsx answers 404 for any other prefix.
  route(":lang?", "routes/language.tsx", [
    index("routes/home.tsx"),
    route("enquiry", "routes/enquiry.tsx"),
    // Property detail, contact and FAQ
    route("property/:id", "routes/property.tsx"),
    route("contact", "routes/contact.tsx"),
    route("faq", "routes/faq.tsx"),
    // Browse and search
    route("property-search", "routes/property-search.tsx"),
    route("property-search-list", "routes/property-search-list.tsx"),
    route("residential-filter", "routes/residential-filter.tsx"),
    route("dubai-locations", "routes/dubai-locations.tsx"),
    route("country-property-sale-list", "routes/country-property-sale-list.tsx"),
    route("country-property-sale-list-dist", "routes/country-property-sale-list-dist.tsx"),
    route("country-property-sale-list-properties", "routes/country-property-sale-list-properties.tsx"),
    route("property-lsiting-list/:id?", "routes/property-listing-list.tsx"),
    route("DubaiOnlyNotice", "routes/dubai-only-notice.tsx"),
    // Listings side by side (decision 060): the address carries the list.
    route("compare", "routes/compare.tsx"),
    // Content and static pages
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
    // Off-plan projects (decision 062)
    route("projects", "routes/projects.tsx"),
    route("projects/:slug", "routes/project.tsx"),
    // Buyer tools (decision 059)
    route("mortgage-calculator", "routes/mortgage-calculator.tsx"),
    // A tenant's rent increase under Decree 43 of 2013 (decision 066)
    route("rent-increase", "routes/rent-increase.tsx"),
    // Area guides from the land registry's sales and rents (decision 065).
    route("area/:slug", "routes/area.tsx"),
    // Licensed agents and agencies (decision 012)
    route("agents", "routes/agents.tsx"),
    route("agents/:slug", "routes/agent.tsx"),
    route("agencies", "routes/agencies.tsx"),
    route("agencies/:slug", "routes/agency.tsx"),
    // Accounts
    route("login-signup", "routes/login-signup.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("usre-profile1", "routes/profile-user.tsx"),
    route("customer-profile", "routes/profile-customer.tsx"),
    // The links of alert e-mails (a token each): confirm the address, manage, unsubscribe.
    route("alerts/confirm", "routes/alerts-confirm.tsx"),
    route("alerts/manage", "routes/alerts-manage.tsx"),
    route("alerts/unsubscribe", "routes/alerts-unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Back office: staff only; every loader and action checks the role itself.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("enquiries", "routes/admin/enquiries.tsx"),
    route("enquiries/:id", "routes/admin/enquiry.tsx"),
    route("rates", "routes/admin/rates.tsx"),
    // The land registry's imports and area-name mapping (decision 064).
    route("market", "routes/admin/market.tsx"),
    route("home-layout", "routes/admin/home-layout.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("listings", "routes/admin/listings.tsx"),
    route("listings/new", "routes/admin/listings-edit.tsx", { id: "routes/admin/listings-new" }),
    route("listings/:id", "routes/admin/listings-edit.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("content/:kind", "routes/admin/content-list.tsx"),
    route("content/:kind/:id", "routes/admin/content-edit.tsx"),
    // Licensed agencies and agents (decision 012): one list and one form serve both.
    route("agencies", "routes/admin/directory.tsx", { id: "routes/admin/agencies" }),
    route("agencies/:id", "routes/admin/directory-edit.tsx", { id: "routes/admin/agencies-edit" }),
    // An agency's XML feeds (decision 055): a feed's form and runs, and one run's problems.
    route("agencies/:id/feeds/:feedId", "routes/admin/feed-edit.tsx"),
    route("agencies/:id/feeds/:feedId/runs/:runId", "routes/admin/feed-run.tsx"),
    // Off-plan projects (decision 063): their unit types, payment plan and pictures in one form.
    route("projects", "routes/admin/projects.tsx"),
    route("projects/new", "routes/admin/projects-edit.tsx", { id: "routes/admin/projects-new" }),
    route("projects/:id", "routes/admin/projects-edit.tsx"),
    route("agents", "routes/admin/directory.tsx", { id: "routes/admin/agents" }),
    route("agents/:id", "routes/admin/directory-edit.tsx", { id: "routes/admin/agents-edit" }),
  ]),
] satisfies RouteConfig;
