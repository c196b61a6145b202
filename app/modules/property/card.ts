import type { InEnglish } from "../../i18n/stored";
import type { ShownName } from "../location/match";
import type { Property } from "./property";
import type { ListingPurpose, RentFrequency } from "./purpose";

/** What a listing card shows: only these fields travel to the browser. */
export type PropertyCardData = {
  id: string;
  title: string;
  typeName: string;
  locationLabel: string;
  city: string;
  tagTitle: string;
  priceAed: number;
  purpose: ListingPurpose;
  /** A rent's period ("/year"); null for a sale. */
  rentFrequency: RentFrequency | null;
  bedrooms: number | null;
  bathrooms: number | null;
  areaSqft: number | null;
  imageId: string | null;
  /** When staff verified the listing (decision 013); null or absent when not verified. */
  verifiedAt: Date | string | null;
  /** "Place, town" in the page's language, where the loader named it (decision 011). */
  place?: ShownName;
  /** The off-plan project's DLD number and escrow account (decision 062); absent for a listing of none. */
  project?: CardProject;
} & InEnglish;

export type CardProject = { number: string | null; escrow: string };

export function toCard(p: Property): PropertyCardData {
  return {
    id: p.id,
    title: p.title,
    typeName: p.propertyType.name,
    locationLabel: p.location.label,
    city: p.location.city,
    tagTitle: p.tagTitle,
    priceAed: p.priceAed,
    purpose: p.purpose,
    rentFrequency: p.rentFrequency,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    areaSqft: p.areaSqft,
    imageId: p.imageIds[0] ?? null,
    verifiedAt: p.verifiedAt,
    ...(p.project ? { project: { number: p.project.dldProjectNumber, escrow: p.project.escrowAccountNumber } } : {}),
  };
}

/** The original site cuts card titles at 60 characters (50 on some cards). */
export function truncate(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
