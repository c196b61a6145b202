/**
 * Value lists shared by the database enums and the browser's forms. This file imports
 * nothing, so a form can use it without pulling the ORM into the page's JavaScript.
 */

/** Who opened the enquiry form: the spec's inquireType values plus the page forms. */
export const ENQUIRY_TYPES = [
  "Become A Partner",
  "Advertise Your Property",
  "Golden Visa",
  "Offer Section",
  "Investment Opportunity",
  "Developer Profile",
  "Property Enquiry",
  "Contact Us",
  "Residence & Passports",
  "General",
  "Project Enquiry",
] as const;

/** An off-plan project's stage (decision 062). */
export const PROJECT_STATUSES = ["launching", "under_construction", "ready"] as const;

/** What a project's image is: its hero, a gallery photo, a brochure page or a floor plan. */
export const PROJECT_IMAGE_KINDS = ["hero", "gallery", "brochure", "floor_plan"] as const;

/** When a payment-plan milestone falls due. */
export const PROJECT_STAGES = ["booking", "construction", "handover", "post_handover"] as const;

/**
 * The home layout switches, keyed by lower-cased section title as the spec spells them
 * ("offer sessoin" included); docs/decisions/003 says which block each one controls.
 */
export const HOME_SECTIONS = [
  "hero section",
  "golden visa",
  "offer sessoin",
  "investor session",
  "top properties",
  "featured properties",
  "other countries",
  "investors map",
  "recent articles",
  "client cases",
  "agencies",
  "recent blogs",
  "investment map",
  "new projects",
] as const;

/** The kinds of nearby place a listing may show, as the map's icons know them. */
export const NEARBY_TYPES = [
  "hospital",
  "lodging",
  "bus_station",
  "train_station",
  "airport",
  "school",
  "shopping_mall",
  "park",
] as const;

/** Where an enquiry stands in the sales team's inbox. */
export const ENQUIRY_STATUSES = ["New", "Contacted", "Qualified", "Closed", "Spam"] as const;
