import type { RentFrequency } from "../property/purpose";

/**
 * One listing of an agency's feed, read from either format and mapped to the site's own
 * values (decision 055). The parsers (parse-*.server.ts) make these; the import
 * (import.server.ts) resolves places, agents, types and amenities to rows and writes them.
 */

export const FEED_FORMATS = ["propertyfinder", "bayut"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** What is wrong with one listing of a feed: the field and a message key (feeds.problem.*). */
export type ListingProblem = {
  field: string;
  /** A key under feeds.problem.*, e.g. "unknownType", "unknownAmenity", "badNumber". */
  code: string;
  /** The value at fault, as the feed gave it (cut to 200 characters). */
  detail: string;
};

export type FeedAgent = {
  /** The CRM's own id for the agent, when given. */
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The broker registration number (BRN); "" when the feed gives none (Bayut). */
  licenseNo: string;
};

export type FeedPhoto = { url: string /** The feed's version of the photo ("" when none). */; version: string };

/** A listing read from a feed, every value already in the site's own terms. */
export type FeedListing = {
  reference: string;
  /** The feed marks the listing withdrawn (Bayut's Property_Status "deleted"): it goes to draft. */
  deleted: boolean;
  permitNumber: string;
  purpose: "sale" | "rent";
  /** Residential or Commercial (Property Finder's RS/RR vs CS/CR; Bayut's type names). */
  commercial: boolean;
  /** The English name of one of the site's property types: Apartment, Villa, Townhouse, Penthouse, Duplex, Office, Retail, Warehouse, Plot. */
  propertyType: string;
  /** The rent's period; null for a sale. */
  rentFrequency: RentFrequency | null;
  /** The price in `currency`, per `rentFrequency` for a rent; null when "price on application". */
  price: number | null;
  currency: string;
  serviceCharge: number | null;
  cheques: number | null;
  city: string;
  community: string;
  subCommunity: string;
  /** The building or project name (Property Finder's property_name, Bayut's Tower_Name). */
  tower: string;
  titleEn: string;
  titleAr: string;
  /** Plain text as the feed gave it (line breaks kept); the import makes sanitised HTML of it. */
  descriptionEn: string;
  descriptionAr: string;
  /** English names of the site's facilities and features (Swimming Pool, Balcony, ...). */
  amenities: string[];
  /** Built-up area in square feet, converted from square metres when the feed gave those. */
  areaSqft: number | null;
  plotSqft: number | null;
  /** 0 is a studio; "7+" reads as 7. */
  bedrooms: number | null;
  bathrooms: number | null;
  agent: FeedAgent | null;
  furnishing: "furnished" | "unfurnished" | "partly" | null;
  photos: FeedPhoto[];
  latitude: number | null;
  longitude: number | null;
  completion: "ready" | "off_plan";
  /**
   * The off-plan project the feed names (Property Finder's project_name and developer; Bayut's
   * Project_Name or Tower_Name, and Developer when given), matched to one of ours on import
   * (decision 063); null for a ready listing or one that names none.
   */
  project: { name: string; developer: string } | null;
  /** A resale of an off-plan unit: what the first buyer paid, and how much of it is paid, in `currency`. */
  originalPrice: number | null;
  amountPaid: number | null;
  /** The feed's own last-update stamp for the listing, as given ("" when none). */
  lastUpdate: string;
  /** Values that could not be mapped: reported, never guessed; the listing is imported without them. */
  problems: ListingProblem[];
};

/** A listing of the feed that cannot be imported at all (no reference, no type, no price...). */
export type RejectedListing = { reference: string; problems: ListingProblem[] };

export type ParsedFeed = {
  format: FeedFormat;
  listings: FeedListing[];
  rejected: RejectedListing[];
};

/** What a run did, listing by listing: the counts a run records and staff read. */
export type RunCounts = {
  seen: number;
  created: number;
  updated: number;
  unchanged: number;
  drafted: number;
  refused: number;
  photosFetched: number;
  photosFailed: number;
};

/** Why a whole feed was refused: it changes nothing (a message key under feeds.refused.*, and detail). */
export class FeedRefused extends Error {
  constructor(
    readonly code: string,
    readonly detail = "",
  ) {
    super(`feed refused: ${code}${detail ? ` (${detail})` : ""}`);
  }
}
