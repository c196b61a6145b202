import type { RentFrequency } from "../property/purpose";
import type { FeedListing, ListingProblem } from "./feed-listing";
import {
  agentOf,
  amenities,
  currency,
  furnishing,
  geopoints,
  isYes,
  type MappedListing,
  numberField,
  photos,
  problem,
  type RawListing,
  rentPeriod,
  requirePrice,
  roomCount,
  text,
  values,
  wholeSqft,
} from "./mapping";

/** Property Finder's `offering_type`: residential or commercial, for sale or for rent. */
export const PF_OFFERING_TYPES: Record<string, { purpose: "sale" | "rent"; commercial: boolean }> = {
  RS: { purpose: "sale", commercial: false },
  RR: { purpose: "rent", commercial: false },
  CS: { purpose: "sale", commercial: true },
  CR: { purpose: "rent", commercial: true },
};

/**
 * Property Finder's `property_type` codes that have a type of ours. Codes without one (BU bulk
 * units, FF full floor, HF half floor, WB whole building, CD compound, LC labour camp, SA staff
 * accommodation, FA factory, FM farm, RT restaurant, ST storage, BC business centre) are reported.
 */
export const PF_PROPERTY_TYPES: Record<string, string> = {
  AP: "Apartment",
  HA: "Apartment",
  VH: "Villa",
  BW: "Villa",
  TH: "Townhouse",
  PH: "Penthouse",
  DX: "Duplex",
  OF: "Office",
  CW: "Office",
  SH: "Retail",
  RE: "Retail",
  SR: "Retail",
  WH: "Warehouse",
  LP: "Plot",
  PL: "Plot",
};

/**
 * Property Finder's amenity codes (private_amenities and commercial_amenities) that match one
 * of the site's facilities or features. BK (built-in kitchen appliances), BL (view of a
 * landmark), LB (lobby), MS (maid service), PJ (private jacuzzi), VC (vastu), CO (children's
 * pool), CR (conference room), AN (networked), PN (pantry), MZ (mezzanine), DN (dining) have none.
 */
export const PF_AMENITIES: Record<string, string> = {
  ba: "Balcony",
  bp: "Covered Parking",
  cp: "Covered Parking",
  pp: "Private Pool",
  sp: "Swimming Pool",
  pg: "Private Garden",
  mr: "Maid's Room",
  st: "Study Room",
  ac: "Central A/C",
  bw: "Built-in Wardrobes",
  wc: "Walk-in Closet",
  pa: "Pets Allowed",
  se: "24/7 Security",
  cs: "Concierge",
  py: "Gym",
  sy: "Gym",
  ss: "Spa & Sauna",
  vw: "Sea View",
  pr: "Kids Play Area",
  br: "BBQ Area",
};

const COMPLETION: Record<string, FeedListing["completion"]> = {
  completed: "ready",
  completed_primary: "ready",
  ready: "ready",
  off_plan: "off_plan",
  off_plan_primary: "off_plan",
};

const PERIOD_ORDER: RentFrequency[] = ["yearly", "monthly", "weekly", "daily"];

/** Maps one `<property>` of a Property Finder feed. */
export function mapPropertyFinder(raw: RawListing): MappedListing {
  const problems: ListingProblem[] = [...raw.problems];
  const reference = text(raw, "reference_number");
  if (reference === "") problems.push(problem("reference_number", "missingReference", ""));

  const offering = PF_OFFERING_TYPES[text(raw, "offering_type").toUpperCase()];
  if (!offering) problems.push(problem("offering_type", "unknownPurpose", text(raw, "offering_type")));
  const typeCode = text(raw, "property_type");
  const propertyType = PF_PROPERTY_TYPES[typeCode.toUpperCase()];
  if (!propertyType) problems.push(problem("property_type", "unknownType", typeCode));

  const priced = offering ? readPrice(raw, offering.purpose, problems) : undefined;
  if (reference === "" || !offering || !propertyType || priced === undefined) {
    return { rejected: { reference, problems } };
  }

  const listing: FeedListing = {
    reference,
    deleted: false,
    permitNumber: text(raw, "permit_number"),
    purpose: offering.purpose,
    commercial: offering.commercial,
    propertyType,
    rentFrequency: priced.rentFrequency,
    price: priced.price,
    currency: currency(text(raw, "currency"), problems),
    serviceCharge: numberField(text(raw, "service_charge"), "service_charge", problems),
    cheques: numberField(text(raw, "cheques"), "cheques", problems),
    city: text(raw, "city"),
    community: text(raw, "community"),
    subCommunity: text(raw, "sub_community"),
    tower: text(raw, "property_name"),
    titleEn: text(raw, "title_en"),
    titleAr: text(raw, "title_ar"),
    descriptionEn: text(raw, "description_en"),
    descriptionAr: text(raw, "description_ar"),
    amenities: amenities(
      [...text(raw, "private_amenities").split(","), ...text(raw, "commercial_amenities").split(",")],
      PF_AMENITIES,
      "private_amenities",
      problems,
    ),
    areaSqft: wholeSqft(numberField(text(raw, "size"), "size", problems)),
    plotSqft: wholeSqft(numberField(text(raw, "plot_size"), "plot_size", problems)),
    bedrooms: roomCount(text(raw, "bedroom"), "bedroom", problems),
    bathrooms: roomCount(text(raw, "bathroom"), "bathroom", problems),
    agent: agentOf({
      id: text(raw, "agent/id"),
      name: text(raw, "agent/name"),
      email: text(raw, "agent/email"),
      phone: text(raw, "agent/phone"),
      licenseNo: text(raw, "agent/license_no"),
    }),
    furnishing: furnishing(text(raw, "furnished"), "furnished", problems),
    photos: photos(values(raw, "photo/url"), "photo", problems),
    ...geopoints(text(raw, "geopoints"), problems),
    completion: completion(text(raw, "completion_status"), problems),
    project: offPlanProject(text(raw, "completion_status"), text(raw, "project_name"), text(raw, "developer")),
    // Property Finder's feed carries no resale amounts.
    originalPrice: null,
    amountPaid: null,
    lastUpdate: text(raw, "last_update") || (raw.attrs.last_update ?? ""),
    problems,
  };
  return { listing };
}

/** The project an off-plan (off_plan, off_plan_primary) listing names; null for any other. */
function offPlanProject(status: string, name: string, developer: string): FeedListing["project"] {
  return COMPLETION[status.toLowerCase()] === "off_plan" && name !== "" ? { name, developer } : null;
}

function completion(value: string, problems: ListingProblem[]): FeedListing["completion"] {
  if (value === "") return "ready";
  const found = COMPLETION[value.toLowerCase()];
  if (!found) problems.push(problem("completion_status", "unknownCompletion", value));
  return found ?? "ready";
}

/**
 * A rent's price comes from `price/yearly|monthly|weekly|daily` (the longest period given wins)
 * or from a flat `price` with `rental_period`; undefined rejects the listing.
 */
function readPrice(
  raw: RawListing,
  purpose: "sale" | "rent",
  problems: ListingProblem[],
): { price: number | null; rentFrequency: RentFrequency | null } | undefined {
  const onApplication = isYes(text(raw, "price_on_application"));
  const byPeriod = PERIOD_ORDER.find((period) => text(raw, `price/${period}`) !== "");
  let field = "price";
  let period: RentFrequency | undefined;
  if (byPeriod && (purpose === "rent" || text(raw, "price") === "")) {
    field = `price/${byPeriod}`;
    period = byPeriod;
  } else if (purpose === "rent") {
    period = flatRentPeriod(text(raw, "rental_period"), problems);
    if (!period) return undefined;
  }
  const price = requirePrice(text(raw, field), field, onApplication, problems);
  if (price === "reject") return undefined;
  return { price, rentFrequency: purpose === "rent" ? (period ?? "yearly") : null };
}

/** Dubai rents are asked by the year: a flat rent without `rental_period` is yearly. */
function flatRentPeriod(given: string, problems: ListingProblem[]): RentFrequency | undefined {
  if (given === "") return "yearly";
  const period = rentPeriod(given);
  if (!period) problems.push(problem("rental_period", "unknownRentPeriod", given));
  return period;
}
