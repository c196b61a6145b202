/**
 * The listing generator shared by the demo data and the scale seeder: given a
 * location and a property type it produces a believable listing (price, size,
 * title, highlights, description, coordinates, images, amenities, nearby places).
 */
import type { nearbyPlaces, properties, propertyAmenities, propertyImages } from "../schema";
import { COASTAL_ONLY_FEATURES, RESIDENTIAL_ONLY_FEATURES } from "./data-content";
import { AIRPORTS, GENERIC_NEARBY, type NearbyType, type Place, TYPE_CODES, type TypeName } from "./data-places";
import { createRng, type Rng } from "./random";

export type PropertyRow = typeof properties.$inferInsert;
export type PropertyImageRow = typeof propertyImages.$inferInsert;
export type AmenityRow = typeof propertyAmenities.$inferInsert;
export type NearbyRow = typeof nearbyPlaces.$inferInsert;

export type LocationRef = {
  id: string;
  label: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  place: Place;
};
export type Named = { id: string; name: string };
export type ImageChoice = { exterior: string[]; extra: string[] };

/** Everything a listing may refer to, already in the database. */
export type ListingContext = {
  now: Date;
  typeIds: Record<TypeName, string>;
  facilities: Named[];
  features: Named[];
  developers: Named[];
  images: Record<TypeName, ImageChoice>;
};

export type Listing = {
  property: PropertyRow;
  images: PropertyImageRow[];
  amenities: AmenityRow[];
  nearby: NearbyRow[];
};

const COMMERCIAL: ReadonlySet<TypeName> = new Set(["Office", "Retail", "Warehouse"]);
const RENTABLE: ReadonlySet<TypeName> = new Set(["Apartment", "Villa", "Townhouse", "Penthouse", "Duplex"]);
const DAY = 86_400_000;

/** The property types of a place, in the order of its type codes. */
export function typesOf(place: Place): TypeName[] {
  return [...place.types].map((code) => TYPE_CODES[code] as TypeName);
}

/**
 * The n-th listing's type in a place: the first listings cover every type the
 * place has, later ones favour its first (most common) types.
 */
export function typeFor(rng: Rng, place: Place, index: number): TypeName {
  const types = typesOf(place);
  if (index < types.length) return types[index] as TypeName;
  const weighted = types.flatMap((t, i) => Array<TypeName>(Math.max(1, types.length - i) * (i === 0 ? 2 : 1)).fill(t));
  return rng.pick(weighted);
}

// ---------------------------------------------------------------- size and price

type Size = { bedrooms: number | null; bathrooms: number | null; area: number };

const TYPE_PRICE: Record<TypeName, number> = {
  Apartment: 1,
  Duplex: 1.1,
  Penthouse: 1.45,
  Townhouse: 0.95,
  Villa: 0.85,
  Office: 0.85,
  Retail: 1.2,
  Warehouse: 0.2,
  Plot: 0.45,
};

const APARTMENT_AREA: [number, number][] = [
  [380, 520],
  [650, 950],
  [1000, 1450],
  [1450, 2100],
  [2200, 3200],
];

function size(rng: Rng, type: TypeName, place: Place): Size {
  const prime = place.psf >= 3000 ? 1.9 : 1;
  const rooms = (beds: number, area: number): Size => ({
    bedrooms: beds,
    bathrooms: Math.max(1, beds + rng.int(0, 1)),
    area: Math.round(area / 5) * 5,
  });
  switch (type) {
    case "Apartment": {
      const beds = rng.pick([0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4]);
      const [lo, hi] = APARTMENT_AREA[beds] as [number, number];
      return rooms(beds, rng.int(lo, hi));
    }
    case "Duplex": {
      const beds = rng.int(2, 5);
      return rooms(beds, beds * rng.int(750, 900));
    }
    case "Penthouse": {
      const beds = rng.int(3, 6);
      return rooms(beds, beds * rng.int(1000, 1500));
    }
    case "Townhouse": {
      const beds = rng.int(2, 5);
      return rooms(beds, beds * rng.int(550, 700));
    }
    case "Villa": {
      const beds = rng.int(3, 7);
      return rooms(beds, beds * rng.int(650, 950) * prime);
    }
    case "Office":
      return { bedrooms: null, bathrooms: null, area: rng.int(12, 120) * 50 };
    case "Retail":
      return { bedrooms: null, bathrooms: null, area: rng.int(8, 80) * 50 };
    case "Warehouse":
      return { bedrooms: null, bathrooms: null, area: rng.int(10, 120) * 500 };
    case "Plot":
      return { bedrooms: null, bathrooms: null, area: rng.int(10, 50) * 500 * prime };
  }
}

function roundPrice(value: number): number {
  const step = value < 200_000 ? 500 : value < 1_000_000 ? 1_000 : 5_000;
  return Math.round(value / step) * step;
}

function salePrice(rng: Rng, type: TypeName, place: Place, area: number): number {
  return roundPrice(area * place.psf * TYPE_PRICE[type] * rng.float(0.85, 1.2));
}

const MIN_RENT = 55_000;
const MAX_RENT = 900_000;

/** Yearly rent: a gross yield on the sale value, kept within the market's range. */
function yearlyRent(rng: Rng, sale: number): number {
  const rent = sale * rng.float(0.058, 0.085);
  return roundPrice(rent > MAX_RENT ? MAX_RENT * rng.float(0.6, 1) : Math.max(MIN_RENT, rent));
}

// ---------------------------------------------------------------- words

const COASTAL_VIEWS = ["Sea-view", "Waterfront", "Beachfront", "Water-view"];
const CITY_VIEWS = ["Bright", "Spacious", "Upgraded", "High-floor", "Corner", "Brand-new", "Park-view", "Skyline-view"];
const BUILDING_A = [
  "Azure",
  "Coral",
  "Horizon",
  "Pearl",
  "Oasis",
  "Falcon",
  "Saffron",
  "Amber",
  "Vista",
  "Serene",
  "Lumina",
  "Aurum",
  "Sapphire",
  "Olive",
  "Cedar",
  "Zenith",
  "Jade",
  "Marquis",
  "Bayview",
  "Sunset",
];
const BUILDING_B = [
  "Residences",
  "Tower",
  "Heights",
  "Court",
  "Gardens",
  "Terraces",
  "House",
  "Views",
  "Point",
  "Park",
];
const CLUSTERS = [
  "Palmera",
  "Alvorada",
  "Mira",
  "Saheel",
  "Rosa",
  "Yasmin",
  "Reem",
  "Lila",
  "Zahra",
  "Maple",
  "Sidra",
  "Noor",
];
const FURNISHING = ["Unfurnished", "Semi-furnished", "Furnished"];

const bedText = (beds: number | null) => (beds === 0 ? "Studio" : `${beds} Bedroom`);
/** 1234567 -> "1,234,567" (Intl is slow when called a million times). */
export const thousands = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const sqft = (area: number) => `${thousands(area)} sq ft`;
const aed = (value: number) => `AED ${thousands(value)}`;

function viewWord(rng: Rng, place: Place): string {
  if (place.label === "Downtown Dubai") return rng.pick(["Fountain-view", "Boulevard-view", "Skyline-view"]);
  return rng.pick(place.coastal && rng.chance(0.7) ? COASTAL_VIEWS : CITY_VIEWS);
}

function title(rng: Rng, type: TypeName, place: Place, s: Size, rental: boolean): string {
  const at = place.label;
  const view = viewWord(rng, place);
  const beds = bedText(s.bedrooms);
  const long = rng.chance(0.18);
  switch (type) {
    case "Apartment":
      if (rental)
        return rng.pick([
          `${beds} Apartment for Rent in ${at}`,
          `Furnished ${beds} Apartment for Rent, ${at}`,
          `${view} ${beds} Apartment to Rent in ${at}`,
        ]);
      return long
        ? `Fully Furnished ${beds} Apartment with ${view.replace("-view", " Views")} and Private Balcony in ${at}`
        : `${view} ${beds} Apartment in ${at}`;
    case "Villa":
      if (rental) return `${beds} Villa for Rent with Private Garden in ${at}`;
      return long
        ? `Signature ${beds} Villa with Private Pool and Landscaped Garden in ${at}`
        : `${beds} ${rng.pick(["Contemporary", "Family", "Luxury", "Corner"])} Villa in ${at}`;
    case "Townhouse":
      if (rental) return `${beds} Townhouse for Rent in ${at}`;
      return long
        ? `Corner ${beds} Townhouse Backing onto the Park with Maid's Room in ${at}`
        : `${beds} Townhouse in ${at}`;
    case "Penthouse":
      if (rental) return `Furnished ${beds} Penthouse for Rent in ${at}`;
      return long
        ? `${beds} Sky Penthouse with Private Pool and Panoramic Views in ${at}`
        : `${view} ${beds} Penthouse in ${at}`;
    case "Duplex":
      if (rental) return `${beds} Duplex for Rent in ${at}`;
      return `${beds} Duplex with Terrace in ${at}`;
    case "Office":
      return rng.pick([
        `Fitted Grade A Office in ${at}`,
        `Shell & Core Office Floor in ${at}`,
        `${view} Office with Parking in ${at}`,
        `Furnished Office Suite Near the Metro in ${at}`,
      ]);
    case "Retail":
      return rng.pick([
        `Ground-floor Retail Unit in ${at}`,
        `High-footfall Shop on the Boulevard in ${at}`,
        `Corner Retail Space with Terrace Seating in ${at}`,
      ]);
    case "Warehouse":
      return `${sqft(s.area)} Warehouse with Loading Bays in ${at}`;
    case "Plot":
      return rng.pick([
        `Freehold Villa Plot in ${at}`,
        `Corner Residential Plot near the Park in ${at}`,
        `${sqft(s.area)} Plot with Approved Plans in ${at}`,
      ]);
  }
}

function address(rng: Rng, type: TypeName, loc: LocationRef): string {
  const street = rng.pick(loc.place.streets);
  const tail = `${street}, ${loc.label}, ${loc.city}`;
  if (type === "Villa" || type === "Townhouse")
    return `${rng.pick(["Villa", "Unit"])} ${rng.int(1, 180)}, ${rng.pick(CLUSTERS)} Cluster, ${tail}`;
  if (type === "Plot") return `Plot ${rng.int(10, 990)}-${rng.int(100, 999)}, ${tail}`;
  if (type === "Warehouse") return `Warehouse ${rng.int(1, 60)}, ${tail}`;
  const unit = `${type === "Office" ? "Office" : type === "Retail" ? "Shop" : "Unit"} ${rng.int(1, 60)}${String(rng.int(1, 20)).padStart(2, "0")}`;
  return `${unit}, ${rng.pick(BUILDING_A)} ${rng.pick(BUILDING_B)}, ${tail}`;
}

// ---------------------------------------------------------------- details

type Details = { offPlan: boolean; handover: string; furnishing: string; tag: string };

function details(rng: Rng, ctx: ListingContext, type: TypeName, rental: boolean): Details {
  const offPlan = !rental && type !== "Plot" && rng.chance(0.3);
  const year = ctx.now.getUTCFullYear() + rng.int(1, 3);
  const handover = offPlan ? `Q${rng.int(1, 4)} ${year}` : "Ready";
  const tag = offPlan
    ? rng.pick(["Off-Plan", "New Launch", "Off-Plan", ""])
    : rng.pick(["Ready to Move", "Hot Deal", "Exclusive", "Price Reduced", "", "Ready to Move"]);
  const furnishing =
    COMMERCIAL.has(type) || type === "Plot"
      ? ""
      : rental
        ? rng.pick(["Furnished", "Furnished", "Unfurnished"])
        : rng.pick(FURNISHING);
  return { offPlan, handover, furnishing, tag };
}

/**
 * The listing's facts that have no column of their own. Size, completion and furnishing are
 * columns (the page shows them from there), so they are not copied here.
 */
function highlights(rng: Rng, type: TypeName, s: Size, rental: boolean): { label: string; value: string }[] {
  if (type === "Plot") {
    return [
      { label: "Permitted use", value: rng.pick(["Villa, G+1", "Villa, G+2", "Townhouses, G+1"]) },
      { label: "Service charge", value: `AED ${rng.int(2, 6)} per sq ft` },
    ];
  }
  if (type === "Warehouse") {
    return [
      { label: "Ceiling height", value: `${rng.int(8, 14)} m` },
      { label: "Power", value: `${rng.int(4, 40) * 25} kW` },
      { label: "Loading bays", value: String(rng.int(2, 8)) },
    ];
  }
  const rows: { label: string; value: string }[] = [];
  if (COMMERCIAL.has(type))
    rows.push({ label: "Fit-out", value: rng.pick(["Fitted", "Shell & core", "Fitted and furnished"]) });
  const spaces = (s.bedrooms ?? 2) <= 1 ? 1 : rng.int(1, (s.bedrooms ?? 0) > 2 ? 3 : 2);
  rows.push({ label: "Parking", value: `${spaces} ${spaces === 1 ? "space" : "spaces"}` });
  rows.push(
    rental
      ? { label: "Payment", value: cheques(rng.pick([1, 2, 4])) }
      : { label: "Service charge", value: `AED ${rng.int(12, 32)} per sq ft` },
  );
  return rows;
}

/** "1 cheque", "4 cheques": a year's rent is paid in one or more cheques. */
function cheques(count: number): string {
  return `${count} ${count === 1 ? "cheque" : "cheques"}`;
}

/**
 * The description block's rows that have no column: ownership, and the expected handover of an
 * off-plan listing. Reference, permit, developer and listed date are columns, shown from there.
 */
function descriptionRows(rng: Rng, place: Place, d: Details): { label: string; value: string }[] {
  // Drawn and dropped: the permit number is the listing's column now, but this draw keeps every
  // later value of the demo (and every later listing's id) what it was.
  rng.int(1e9, 9e9 - 1);
  const freehold = !["Deira", "Bur Dubai", "Al Quoz"].includes(place.label);
  return [
    { label: "Ownership", value: freehold ? "Freehold" : "Leasehold" },
    ...(d.offPlan ? [{ label: "Handover", value: d.handover }] : []),
  ];
}

/** The furnishing column's value for the words the listing's text uses; null where not stated. */
function furnishingOf(words: string): "furnished" | "unfurnished" | "partly" | null {
  if (words === "Furnished") return "furnished";
  if (words === "Unfurnished") return "unfurnished";
  if (words === "Semi-furnished") return "partly";
  return null;
}

function description(
  rng: Rng,
  type: TypeName,
  loc: LocationRef,
  s: Size,
  d: Details,
  rental: boolean,
  price: number,
  nearest: string[],
  featureNames: string[],
): string {
  const at = loc.label;
  const kind = type.toLowerCase();
  const space =
    s.bedrooms === null ? `${sqft(s.area)}` : `${bedText(s.bedrooms).toLowerCase()} ${kind} of ${sqft(s.area)}`;
  const intro = COMMERCIAL.has(type)
    ? `<p>A well-positioned <strong>${kind}</strong> of ${space} in ${at}, ${rng.pick(["ideal for an owner-occupier or an investor looking for a secure tenant", "with strong footfall and easy access for staff and visitors", "in one of the most connected business addresses in the emirate"])}. ${d.handover === "Ready" ? "It is ready to occupy" : `Handover is expected in ${d.handover}`}.</p>`
    : type === "Plot"
      ? `<p>A freehold plot of ${space} in ${at}, with approved plans and all utilities at the boundary. Build the home you want, with the community's parks, schools and shops already in place.</p>`
      : `<p>This <strong>${space}</strong> in ${at} ${rng.pick(["is filled with natural light and finished to a high standard", "offers generous, open-plan living with quality finishes throughout", "combines a practical layout with views across the community"])}. ${d.furnishing ? `It is offered ${d.furnishing.toLowerCase()}` : "It is offered as seen"}${d.offPlan ? `, with handover in ${d.handover}` : " and is ready to move into"}.</p>`;
  const points = [...featureNames.slice(0, 3), `Minutes from ${nearest[0] ?? `the heart of ${at}`}`];
  if (d.offPlan) points.push("Flexible 60/40 payment plan with 10% on booking");
  const list = `<ul>${points.map((p) => `<li>${p}</li>`).join("")}</ul>`;
  const community = `<p>${at} is ${communityLine(loc.place)}. ${nearest[1] ? `${nearest[1]} is close by, ` : ""}and ${AIRPORTS[loc.place.state].name} is an easy drive away.</p>`;
  const money = rental
    ? `<p>The rent is <strong>${aed(price)} per year</strong>, payable in up to four cheques. A 5% security deposit and Ejari registration apply.</p>`
    : `<p>Asking price <strong>${aed(price)}</strong>. ${loc.place.state === "Dubai" ? "Buyers pay the 4% DLD transfer fee and a 0.25% registration fee" : "Buyers pay the land department's transfer and registration fees"}; we charge no commission on selected listings.</p>`;
  // Place names carry "&" ("Supermarket & Retail"): stored HTML is exactly what the sanitiser would keep.
  return (intro + list + community + money).replaceAll("&", "&amp;");
}

function communityLine(place: Place): string {
  if (place.coastal)
    return "one of the most sought-after waterfront addresses in the UAE, with beaches, marinas and promenades a short walk away";
  if (place.types.includes("O"))
    return "a central district with offices, restaurants, hotels and fast links to the rest of the city";
  if (place.types.startsWith("V") || place.types.startsWith("T"))
    return "a mature, family-friendly community with parks, schools and retail on the doorstep";
  return "a popular, well-connected community with shops, cafés and everyday services close to home";
}

// ---------------------------------------------------------------- geography

const EARTH_M = 6_371_000;

export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.sqrt(a));
}

/** A point within maxM metres of (lat, lng), uniformly over the disc. */
export function jitter(rng: Rng, lat: number, lng: number, maxM: number): [number, number] {
  const r = maxM * Math.sqrt(rng.next());
  const a = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(a)) / 111_320;
  const dLng = (r * Math.sin(a)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [Math.round((lat + dLat) * 1e6) / 1e6, Math.round((lng + dLng) * 1e6) / 1e6];
}

type Landmark = { name: string; type: NearbyType; lat: number; lng: number };
const landmarkCache = new Map<string, Landmark[]>();

/** The places near a community: its own landmarks, generic neighbours and the airport. */
export function landmarks(loc: LocationRef): Landmark[] {
  const cached = landmarkCache.get(loc.label);
  if (cached) return cached;
  const rng = createRng(`near:${loc.label}`);
  const near = [
    ...loc.place.near,
    ...GENERIC_NEARBY.map(([type, name]) => [type, name(loc.label)] as [NearbyType, string]),
  ];
  const list: Landmark[] = near.map(([type, name]) => {
    const [lat, lng] = jitter(rng, loc.lat, loc.lng, 1800);
    return { name, type, lat, lng };
  });
  const airport = AIRPORTS[loc.place.state];
  list.push({ name: airport.name, type: "airport", lat: airport.lat, lng: airport.lng });
  landmarkCache.set(loc.label, list);
  return list;
}

// ---------------------------------------------------------------- the listing

/** One complete listing of the given type in the given location. */
export function makeListing(rng: Rng, ctx: ListingContext, loc: LocationRef, type: TypeName): Listing {
  const id = rng.uuid();
  const rental = RENTABLE.has(type) && rng.chance(type === "Apartment" ? 0.28 : 0.18);
  const segment = COMMERCIAL.has(type) ? "Commercial" : rental ? "Rental" : "Residential";
  const s = size(rng, type, loc.place);
  const sale = salePrice(rng, type, loc.place, s.area);
  const price = rental ? yearlyRent(rng, sale) : sale;
  const d = details(rng, ctx, type, rental);
  const developer = rng.chance(0.85) ? rng.pick(ctx.developers) : undefined;
  const [lat, lng] = jitter(rng, loc.lat, loc.lng, 1500);
  const nearby = rng.sample(landmarks(loc), rng.int(4, 10)).map((l) => ({
    id: rng.uuid(),
    propertyId: id,
    name: l.name,
    type: l.type,
    latitude: l.lat,
    longitude: l.lng,
    distanceM: Math.round(distanceM(lat, lng, l.lat, l.lng)),
  }));
  nearby.sort((a, b) => a.distanceM - b.distanceM);
  const features = pickFeatures(rng, ctx, type, loc.place);
  const facilities = rng.sample(ctx.facilities, rng.int(3, 6));
  const created = new Date(ctx.now.getTime() - rng.float(0, 180) * DAY);
  const nearestNames = nearby.filter((p) => p.type !== "airport").map((p) => p.name);
  const property: PropertyRow = {
    id,
    title: title(rng, type, loc.place, s, rental),
    propertyTypeId: ctx.typeIds[type],
    segment,
    purpose: rental ? "rent" : "sale",
    rentFrequency: rental ? "yearly" : null,
    locationId: loc.id,
    developerId: developer?.id ?? null,
    address: address(rng, type, loc),
    tagTitle: d.tag,
    priceAmount: price,
    priceCurrency: "AED",
    priceAed: price,
    bedrooms: s.bedrooms,
    bathrooms: s.bathrooms,
    areaSqft: s.area,
    highlights: highlights(rng, type, s, rental),
    descriptionTitle: rng.pick([`About this ${type.toLowerCase()}`, "Property details", "Key information"]),
    descriptionRows: descriptionRows(rng, loc.place, d),
    description: description(
      rng,
      type,
      loc,
      s,
      d,
      rental,
      price,
      nearestNames,
      features.map((f) => f.name),
    ),
    latitude: lat,
    longitude: lng,
    status: "published",
    isFeatured: false,
    // From the same details the title, tag and description use, so they never disagree.
    completionStatus: d.offPlan ? "off_plan" : "ready",
    furnishing: furnishingOf(d.furnishing),
    createdAt: created,
    updatedAt: created,
  };
  return {
    property,
    images: pickImages(rng, ctx.images[type]).map((imageId, position) => ({ propertyId: id, imageId, position })),
    amenities: [...facilities, ...features].map((c) => ({ propertyId: id, categoryId: c.id })),
    nearby,
  };
}

function pickFeatures(rng: Rng, ctx: ListingContext, type: TypeName, place: Place): Named[] {
  const residential = !COMMERCIAL.has(type) && type !== "Plot";
  const allowed = ctx.features.filter(
    (f) =>
      (residential || !RESIDENTIAL_ONLY_FEATURES.has(f.name)) && (place.coastal || !COASTAL_ONLY_FEATURES.has(f.name)),
  );
  return rng.sample(allowed, rng.int(3, Math.min(6, allowed.length)));
}

/** An exterior first, then two to four different extra views. */
function pickImages(rng: Rng, choice: ImageChoice): string[] {
  const first = rng.pick(choice.exterior);
  const extras = rng.sample(
    choice.extra.filter((id) => id !== first),
    rng.int(2, 4),
  );
  return [first, ...extras];
}
