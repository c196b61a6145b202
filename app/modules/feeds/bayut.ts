import type { RentFrequency } from "../property/purpose";
import type { FeedListing, ListingProblem } from "./feed-listing";
import {
  agentOf,
  amenities,
  currency,
  furnishing,
  latLng,
  type MappedListing,
  numberField,
  photos,
  problem,
  type RawListing,
  rentPeriod,
  requirePrice,
  roomCount,
  SQFT_PER_SQM,
  text,
  values,
  wholeSqft,
} from "./mapping";

const PURPOSES: Record<string, "sale" | "rent"> = { buy: "sale", sale: "sale", sell: "sale", rent: "rent" };

/**
 * Bayut's `Property_Type` names (lower case) that have a type of ours, and whether they are
 * commercial. Villa compounds, bulk units, buildings, floors, factories and labour camps have none.
 */
export const BAYUT_PROPERTY_TYPES: Record<string, { type: string; commercial: boolean }> = {
  apartment: { type: "Apartment", commercial: false },
  flat: { type: "Apartment", commercial: false },
  "hotel apartment": { type: "Apartment", commercial: false },
  villa: { type: "Villa", commercial: false },
  bungalow: { type: "Villa", commercial: false },
  townhouse: { type: "Townhouse", commercial: false },
  penthouse: { type: "Penthouse", commercial: false },
  duplex: { type: "Duplex", commercial: false },
  "residential plot": { type: "Plot", commercial: false },
  "residential land": { type: "Plot", commercial: false },
  plot: { type: "Plot", commercial: false },
  land: { type: "Plot", commercial: false },
  office: { type: "Office", commercial: true },
  shop: { type: "Retail", commercial: true },
  retail: { type: "Retail", commercial: true },
  showroom: { type: "Retail", commercial: true },
  warehouse: { type: "Warehouse", commercial: true },
  "commercial plot": { type: "Plot", commercial: true },
  "commercial land": { type: "Plot", commercial: true },
};

/** Bayut's feature names (lower case) that match one of the site's facilities or features. */
export const BAYUT_FEATURES: Record<string, string> = {
  balcony: "Balcony",
  "balcony or terrace": "Balcony",
  terrace: "Balcony",
  "swimming pool": "Swimming Pool",
  "shared pool": "Swimming Pool",
  "shared swimming pool": "Swimming Pool",
  "private pool": "Private Pool",
  gym: "Gym",
  "gym or health club": "Gym",
  "shared gym": "Gym",
  "private gym": "Gym",
  "covered parking": "Covered Parking",
  "basement parking": "Covered Parking",
  security: "24/7 Security",
  "security staff": "24/7 Security",
  "24 hours security": "24/7 Security",
  "24/7 security": "24/7 Security",
  concierge: "Concierge",
  "concierge service": "Concierge",
  "24 hours concierge": "Concierge",
  "kids play area": "Kids Play Area",
  "children's play area": "Kids Play Area",
  "childrens play area": "Kids Play Area",
  "landscaped gardens": "Landscaped Gardens",
  "landscaped garden": "Landscaped Gardens",
  "bbq area": "BBQ Area",
  "barbeque area": "BBQ Area",
  "barbecue area": "BBQ Area",
  "jogging track": "Jogging Track",
  sauna: "Spa & Sauna",
  "steam room": "Spa & Sauna",
  spa: "Spa & Sauna",
  "shared spa": "Spa & Sauna",
  "spa & sauna": "Spa & Sauna",
  "ev charging": "EV Charging",
  "electric vehicle charging": "EV Charging",
  "high-speed lifts": "High-speed Lifts",
  "sea view": "Sea View",
  "view of water": "Sea View",
  "maid room": "Maid's Room",
  "maids room": "Maid's Room",
  "maid's room": "Maid's Room",
  "built in wardrobes": "Built-in Wardrobes",
  "built-in wardrobes": "Built-in Wardrobes",
  "smart home": "Smart Home",
  "private garden": "Private Garden",
  "study room": "Study Room",
  study: "Study Room",
  "walk-in closet": "Walk-in Closet",
  "walk in closet": "Walk-in Closet",
  "central a/c": "Central A/C",
  "central air conditioning": "Central A/C",
  "centrally air-conditioned": "Central A/C",
  "storage room": "Storage Room",
  "pets allowed": "Pets Allowed",
};

const SIZE_UNITS: Record<string, number> = { sqft: 1, "sq.ft": 1, "sq ft": 1, sqm: SQFT_PER_SQM, "sq.m": SQFT_PER_SQM };

/** Maps one `<Property>` of a Bayut (dubizzle) feed. */
export function mapBayut(raw: RawListing): MappedListing {
  const problems: ListingProblem[] = [...raw.problems];
  const reference = text(raw, "property_ref_no");
  if (reference === "") problems.push(problem("Property_Ref_No", "missingReference", ""));

  const purpose = PURPOSES[text(raw, "property_purpose").toLowerCase()];
  if (!purpose) problems.push(problem("Property_purpose", "unknownPurpose", text(raw, "property_purpose")));
  const typeName = text(raw, "property_type");
  const type = BAYUT_PROPERTY_TYPES[typeName.toLowerCase()];
  if (!type) problems.push(problem("Property_Type", "unknownType", typeName));

  const period = purpose === "rent" ? rentFrequency(text(raw, "rent_frequency"), problems) : null;
  const price = requirePrice(text(raw, "price"), "Price", false, problems);
  if (reference === "" || !purpose || !type || period === undefined || price === "reject") {
    return { rejected: { reference, problems } };
  }

  const unit = sizeUnit(text(raw, "property_size_unit"), problems);
  const listing: FeedListing = {
    reference,
    deleted: deleted(text(raw, "property_status"), problems),
    permitNumber: text(raw, "permit_number"),
    purpose,
    commercial: type.commercial,
    propertyType: type.type,
    rentFrequency: period,
    price,
    currency: currency(text(raw, "currency"), problems),
    serviceCharge: numberField(text(raw, "service_charge"), "Service_Charge", problems),
    cheques: numberField(text(raw, "cheques"), "Cheques", problems),
    city: text(raw, "city"),
    community: text(raw, "locality"),
    subCommunity: text(raw, "sub_locality"),
    tower: text(raw, "tower_name"),
    titleEn: text(raw, "property_title"),
    titleAr: text(raw, "property_title_ar"),
    descriptionEn: text(raw, "property_description"),
    descriptionAr: text(raw, "property_description_ar"),
    amenities: amenities(
      values(raw, "features/feature").map((value) => value.text),
      BAYUT_FEATURES,
      "Features",
      problems,
    ),
    areaSqft:
      unit === null ? null : wholeSqft(numberField(text(raw, "property_size"), "Property_Size", problems), unit),
    plotSqft: unit === null ? null : wholeSqft(numberField(text(raw, "plotarea"), "plotArea", problems), unit),
    bedrooms: bedrooms(text(raw, "bedrooms"), problems),
    bathrooms: roomCount(text(raw, "bathrooms"), "Bathrooms", problems),
    agent: agentOf({
      id: "",
      name: text(raw, "listing_agent"),
      email: text(raw, "listing_agent_email"),
      phone: text(raw, "listing_agent_phone"),
      licenseNo: "",
    }),
    furnishing: furnishing(text(raw, "furnished"), "Furnished", problems),
    photos: photos(values(raw, "images/image"), "Images", problems),
    ...latLng(text(raw, "latitude"), text(raw, "longitude"), problems),
    completion: offPlan(text(raw, "off_plan"), problems),
    ...offPlanDetails(raw, problems),
    lastUpdate: text(raw, "last_updated") || (raw.attrs.last_update ?? ""),
    problems,
  };
  return { listing };
}

/** Dubai rents are asked by the year: a rent without `Rent_Frequency` is yearly. */
function rentFrequency(given: string, problems: ListingProblem[]): RentFrequency | undefined {
  if (given === "") return "yearly";
  const period = rentPeriod(given);
  if (!period) problems.push(problem("Rent_Frequency", "unknownRentPeriod", given));
  return period;
}

/** The factor to square feet; null (sizes left out) for a unit we do not know. */
function sizeUnit(given: string, problems: ListingProblem[]): number | null {
  if (given === "") return 1;
  const factor = SIZE_UNITS[given.toLowerCase()];
  if (factor === undefined) problems.push(problem("Property_Size_Unit", "unknownUnit", given));
  return factor ?? null;
}

/** Bayut writes a studio as -1 bedrooms. */
function bedrooms(given: string, problems: ListingProblem[]): number | null {
  return given.trim() === "-1" ? 0 : roomCount(given, "Bedrooms", problems);
}

function deleted(given: string, problems: ListingProblem[]): boolean {
  const status = given.trim().toLowerCase();
  if (status === "deleted") return true;
  if (status !== "" && status !== "live") problems.push(problem("Property_Status", "unknownStatus", given));
  return false;
}

/**
 * An off-plan listing's project and resale amounts: Bayut's feed names the project in
 * Project_Name where a CRM adds it, else in Tower_Name, and its developer in Developer when
 * given; `offplanDetails_originalPrice` and `offplanDetails_amountPaid` are a resale's amounts.
 */
function offPlanDetails(
  raw: RawListing,
  problems: ListingProblem[],
): Pick<FeedListing, "project" | "originalPrice" | "amountPaid"> {
  if (text(raw, "off_plan").trim().toLowerCase() !== "yes")
    return { project: null, originalPrice: null, amountPaid: null };
  const name = text(raw, "project_name") || text(raw, "tower_name");
  const developer = text(raw, "developer") || text(raw, "developer_name");
  return {
    project: name ? { name, developer } : null,
    originalPrice: numberField(text(raw, "offplandetails_originalprice"), "offplanDetails_originalPrice", problems),
    amountPaid: numberField(text(raw, "offplandetails_amountpaid"), "offplanDetails_amountPaid", problems),
  };
}

function offPlan(given: string, problems: ListingProblem[]): FeedListing["completion"] {
  const value = given.trim().toLowerCase();
  if (value === "yes") return "off_plan";
  if (value !== "" && value !== "no") problems.push(problem("Off_plan", "unknownCompletion", given));
  return "ready";
}
