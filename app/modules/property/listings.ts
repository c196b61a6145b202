/** Values the listing pages share between server and browser (this file imports nothing server-side). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export const LISTINGS_PAGE_SIZE = 25;
/** The table counts matches up to this many; beyond it shows "1,000+" rather than scanning 100 000 rows. */
export const LISTINGS_COUNT_CAP = 1000;

export const LISTING_STATUSES = ["published", "draft", "archived"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_SEGMENTS = ["Residential", "Commercial", "Rental"] as const;

export { NEARBY_TYPES } from "../../../db/enums";

/** Prices may be entered in AED or any display currency; they are stored with their AED value too. */
export const LISTING_CURRENCIES = ["AED", "USD", "EUR", "GBP", "INR", "CAD", "AUD", "JPY", "CNY"] as const;

export const MAX_ROWS = 30;

export type LabelValueRow = { label: string; value: string };
export type NearbyRow = { name: string; type: string; latitude: string; longitude: string; distanceM: string };

/** The editor's form as strings, as typed (so a refused form comes back exactly as sent). */
export type ListingForm = {
  title: string;
  propertyTypeId: string;
  segment: string;
  /** "sale" or "rent". */
  purpose: string;
  /** The rent's period (yearly, monthly, weekly, daily); "" for a sale. */
  rentFrequency: string;
  locationId: string;
  developerId: string;
  tagTitle: string;
  priceAmount: string;
  priceCurrency: string;
  bedrooms: string;
  bathrooms: string;
  areaSqft: string;
  highlights: LabelValueRow[];
  descriptionTitle: string;
  descriptionRows: LabelValueRow[];
  description: string;
  address: string;
  latitude: string;
  longitude: string;
  isFeatured: boolean;
  status: string;
  amenityIds: string[];
  nearby: NearbyRow[];
  imageIds: string[];
  /** Dubai's advertising permit (decision 013): ten digits, and the day it lapses (YYYY-MM-DD). */
  permitNumber: string;
  permitExpiry: string;
  /** The agency's own reference. */
  referenceNumber: string;
  agentId: string;
  /** "ready" or "off_plan". */
  completionStatus: string;
  /** "furnished", "unfurnished", "partly" or "" (not said). */
  furnishing: string;
};

export const EMPTY_LISTING: ListingForm = {
  title: "",
  propertyTypeId: "",
  segment: "Residential",
  purpose: "sale",
  rentFrequency: "",
  locationId: "",
  developerId: "",
  tagTitle: "",
  priceAmount: "",
  priceCurrency: "AED",
  bedrooms: "",
  bathrooms: "",
  areaSqft: "",
  highlights: [],
  descriptionTitle: "",
  descriptionRows: [],
  description: "",
  address: "",
  latitude: "",
  longitude: "",
  isFeatured: false,
  status: "draft",
  amenityIds: [],
  nearby: [],
  imageIds: [],
  permitNumber: "",
  permitExpiry: "",
  referenceNumber: "",
  agentId: "",
  completionStatus: "ready",
  furnishing: "",
};
