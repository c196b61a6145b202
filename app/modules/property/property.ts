/**
 * A published listing as its page, the REST API and the cards read it (load.server.ts loads
 * it). Types only, so browser components may name them.
 */
import type { LabelValue, Translations } from "../../../db/schema";
import type { CompletionStatus, Furnishing } from "./permit";
import type { ListingPurpose, RentFrequency } from "./purpose";
import type { PropertySegment } from "./schema";

export type NearbyPlace = { name: string; type: string; latitude: number; longitude: number; distanceM: number };

export type Property = {
  id: string;
  title: string;
  propertyType: { id: string; name: string };
  segment: PropertySegment;
  purpose: ListingPurpose;
  /** How often the rent is asked; null for a sale. */
  rentFrequency: RentFrequency | null;
  address: string;
  location: { id: string; country: string; state: string; city: string; label: string };
  developer: { id: string; firmName: string } | null;
  tagTitle: string;
  priceAmount: number;
  priceCurrency: string;
  priceAed: number;
  bedrooms: number | null;
  bathrooms: number | null;
  areaSqft: number | null;
  highlights: LabelValue[];
  descriptionTitle: string;
  descriptionRows: LabelValue[];
  /** Sanitised HTML. */
  description: string;
  latitude: number;
  longitude: number;
  /** In gallery order. */
  imageIds: string[];
  facilityIds: string[];
  featureIds: string[];
  /** Nearest first. */
  nearbyPlaces: NearbyPlace[];
  isFeatured: boolean;
  createdAt: Date;
  /** The listing's texts in other languages (localize.server.ts picks the page's). */
  translations: Translations;
  /** The property type's names in other languages. */
  typeTranslations: Translations;
  updatedAt: Date;
  /** Dubai's advertising permit (Trakheesi) and the day it lapses (YYYY-MM-DD); null where none. */
  permitNumber: string | null;
  permitExpiry: string | null;
  /** The agency's own reference; "" where none. */
  referenceNumber: string;
  completionStatus: CompletionStatus;
  furnishing: Furnishing | null;
  /** When staff checked the listing against its permit; null when not verified. */
  verifiedAt: Date | null;
  agent: ListingAgent | null;
  agency: ListingAgency | null;
  /** The published off-plan project the unit belongs to (decision 062); null for none. */
  project: ListingProject | null;
  /** A resale of an off-plan unit: the first buyer's price and what is paid of it (AED); null when not given. */
  originalPrice: number | null;
  amountPaid: number | null;
};

/** A listing's project: RERA's off-plan advertising details go beside its permit. */
export type ListingProject = {
  slug: string;
  name: string;
  /** Dropped once the name is in the page's language. */
  translations?: Translations;
  inEnglish?: readonly string[];
  dldProjectNumber: string | null;
  escrowAccountNumber: string;
  escrowBank: string;
};

/** The broker of a listing, as its page and the API show them. */
export type ListingAgent = {
  id: string;
  name: string;
  brn: string;
  slug: string;
  photoImageId: string | null;
  languages: string[];
  phone: string;
  whatsapp: string;
  email: string;
};

/** The licensed brokerage of a listing's agent. */
export type ListingAgency = { id: string; name: string; orn: string; slug: string };
