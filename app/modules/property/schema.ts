import "../../i18n/en-pages";
import { type MessageKey, t } from "../../i18n/i18n";
import { z } from "../../zod";
import { AREA_UNITS } from "../area/unit";
import { PROPERTY_SORTS } from "./choices";
import {
  type Box,
  crossesItself,
  MAX_POLYGON_POINTS,
  MIN_POLYGON_POINTS,
  parseBox,
  parseRing,
  type Ring,
} from "./geometry";
import { COMPLETION_STATUSES, FURNISHINGS } from "./permit";
import { LISTING_PURPOSES } from "./purpose";

export { PROPERTY_SEGMENTS, PROPERTY_SORTS, type PropertySegment, type PropertySort } from "./choices";

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Deeper pages are never linked and an OFFSET that large only burns database time. */
export const MAX_PAGE = 10_000;

// Builders for URL query values (always strings). Each message names its parameter,
// because the API answers with the message as it is: in English ("bedrooms must be …"),
// where the parameter's name is its label. A page shows the same message in its own
// language, naming the field in that language.

/** The visitor's name of each parameter a listing page reads; in English, the parameter itself. */
const FIELD_LABELS: Record<string, MessageKey> = {
  type: "search.field.type",
  subtitle: "search.field.subtitle",
  developer: "search.field.developer",
  country: "search.field.country",
  state: "search.field.state",
  district: "search.field.district",
  city: "search.field.city",
  location: "search.field.location",
  locationlable: "search.field.locationlable",
  locationlabel: "search.field.locationlabel",
  minPrice: "search.field.minPrice",
  maxPrice: "search.field.maxPrice",
  bedrooms: "search.field.bedrooms",
  minSize: "search.field.minSize",
  maxSize: "search.field.maxSize",
  unit: "search.field.unit",
  currency: "search.field.currency",
  page: "search.field.page",
  limit: "search.field.limit",
  sort: "search.field.sort",
  purpose: "search.field.purpose",
  query: "search.field.query",
  completionStatus: "search.field.completionStatus",
  furnishing: "search.field.furnishing",
  verified: "search.field.verified",
  agentLanguage: "search.field.agentLanguage",
  bbox: "search.field.bbox",
  polygon: "search.field.polygon",
};

/** How a page names the parameter `name`: its label, or the name itself (API-only parameters). */
export function fieldLabel(name: string): string {
  const key = Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name] : undefined;
  return key === undefined ? name : t(key);
}

/** The visitor's name of each sort value; in English, the value itself. */
const CHOICE_LABELS: Record<string, MessageKey> = {
  newest: "search.choice.newest",
  price_asc: "search.choice.price_asc",
  price_desc: "search.choice.price_desc",
  sale: "search.choice.sale",
  rent: "search.choice.rent",
  ready: "search.choice.ready",
  off_plan: "search.choice.off_plan",
  furnished: "search.choice.furnished",
  unfurnished: "search.choice.unfurnished",
  partly: "search.choice.partly",
};

/** `verified`: true or 1 asks for verified listings only; false or 0 is the same as leaving it out. */
export const VERIFIED_VALUES = ["true", "1", "false", "0"] as const;

/** A list of values as the page's language writes one ("a, b, c" in English). */
export function choiceList(choices: readonly string[]): string {
  return choices
    .map((c) => {
      const key = Object.hasOwn(CHOICE_LABELS, c) ? CHOICE_LABELS[c] : undefined;
      return key === undefined ? c : t(key);
    })
    .join(t("search.listSeparator"));
}

/** A message naming the field, read when validation runs (so in the page's language). */
function fieldMessage(key: MessageKey, name: string, vars: Record<string, string | number> = {}) {
  return { error: () => t(key, { ...vars, field: fieldLabel(name) }) };
}

/** Free text, trimmed; blank counts as absent. PostgreSQL text cannot hold U+0000. */
export function queryText(name: string, max = 200) {
  return z
    .string()
    .trim()
    .max(max, fieldMessage("search.textMax", name, { max }))
    .refine((v) => !v.includes("\u0000"), fieldMessage("search.notAllowed", name))
    .optional()
    .transform((v) => (v ? v : undefined));
}

export function queryWholeNumber(name: string, min: number, max: number) {
  const message = fieldMessage("search.wholeNumber", name, { min, max });
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

function queryAmount(name: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, fieldMessage("search.amount", name))
    .transform(Number)
    .optional();
}

export function queryChoice<T extends readonly [string, ...string[]]>(name: string, choices: T) {
  return z.enum(choices, { error: () => t("search.oneOf", { field: fieldLabel(name), choices: choiceList(choices) }) });
}

/** The visible map box (decision 014): "west,south,east,north" in degrees. */
export function queryBox(name: string) {
  return z.string().transform((text, ctx): Box => {
    const box = parseBox(text.trim());
    if (!box) {
      ctx.addIssue({ code: "custom", message: t("search.mapBox", { field: fieldLabel(name) }) });
      return z.NEVER;
    }
    return box;
  });
}

/** A drawn area (decision 014): 3 to 50 "lng,lat" points joined by ";", never crossing itself. */
export function queryRing(name: string) {
  return z.string().transform((text, ctx): Ring => {
    const ring = parseRing(text.trim());
    const field = fieldLabel(name);
    if (!ring || ring.length < MIN_POLYGON_POINTS || ring.length > MAX_POLYGON_POINTS) {
      ctx.addIssue({
        code: "custom",
        message: t("search.mapPolygon", { field, min: MIN_POLYGON_POINTS, max: MAX_POLYGON_POINTS }),
      });
      return z.NEVER;
    }
    if (crossesItself(ring)) {
      ctx.addIssue({ code: "custom", message: t("search.mapPolygonCrosses", { field }) });
      return z.NEVER;
    }
    return ring;
  });
}

/** A search's minimum price may not pass its maximum (the message names both fields). */
export const priceOrder: [
  (q: { minPrice?: number; maxPrice?: number }) => boolean,
  { path: string[]; error: () => string },
] = [
  (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  {
    path: ["minPrice"],
    error: () => t("search.priceOrder", { field: fieldLabel("minPrice"), other: fieldLabel("maxPrice") }),
  },
];

/** A search's minimum size may not pass its maximum. */
export const sizeOrder: [
  (q: { minSize?: number; maxSize?: number }) => boolean,
  { path: string[]; error: () => string },
] = [
  (q) => q.minSize === undefined || q.maxSize === undefined || q.minSize <= q.maxSize,
  {
    path: ["minSize"],
    error: () => t("search.priceOrder", { field: fieldLabel("minSize"), other: fieldLabel("maxSize") }),
  },
];

/**
 * The property search of /property-search, /residential-filter, the location pages and
 * the REST endpoints property/properties and property/propertyfilter.
 * Location words are matched case-insensitively; prices are in `currency`; sizes are in `unit`,
 * square feet when it is absent (decision 061).
 */
export const propertySearchSchema = z
  .object({
    /** A property-type category id, a segment (Residential, Commercial, Rental) or a property-type name. */
    type: queryText("type"),
    /** A property-type name, e.g. Villa. */
    subtitle: queryText("subtitle"),
    /** A developer id or firm name. */
    developer: queryText("developer"),
    /** An agency's page address (its slug): the listings of its agents. */
    agency: queryText("agency", 120),
    /** The agency's own reference for a listing (as its CRM and feed name it). */
    reference: queryText("reference", 120),
    country: queryText("country"),
    state: queryText("state"),
    /** The original site's pages say district where the data says city; both mean the location's city. */
    district: queryText("district"),
    city: queryText("city"),
    /** The location label; the original front end spells it three ways. */
    location: queryText("location"),
    locationlable: queryText("locationlable"),
    locationlabel: queryText("locationlabel"),
    minPrice: queryAmount("minPrice"),
    maxPrice: queryAmount("maxPrice"),
    /** At least this many bedrooms; 0 means a studio or more. */
    bedrooms: queryWholeNumber("bedrooms", 0, 20).optional(),
    /** The size range, whole numbers in `unit`, bounds included as the pages show sizes (decision 061). */
    minSize: queryWholeNumber("minSize", 0, 10_000_000).optional(),
    maxSize: queryWholeNumber("maxSize", 0, 10_000_000).optional(),
    /** sqft (the default) or sqm: the unit of minSize and maxSize, and of the sizes a page shows. */
    unit: queryChoice("unit", AREA_UNITS).optional(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, fieldMessage("search.currencyCode", "currency"))
      .transform((v) => v.toUpperCase())
      .default("INR"),
    page: queryWholeNumber("page", 1, MAX_PAGE).default(1),
    limit: queryWholeNumber("limit", 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: queryChoice("sort", PROPERTY_SORTS).default("newest"),
    /** Sale or rent; absent (the API's default) means both. Pages always choose one. */
    purpose: queryChoice("purpose", LISTING_PURPOSES).optional(),
    /** Ready or off-plan (decision 013). */
    completionStatus: queryChoice("completionStatus", COMPLETION_STATUSES).optional(),
    furnishing: queryChoice("furnishing", FURNISHINGS).optional(),
    /** Verified listings only. */
    verified: queryChoice("verified", VERIFIED_VALUES)
      .optional()
      .transform((v) => (v === "true" || v === "1" ? true : undefined)),
    /** A language the listing's agent speaks: a two- or three-letter code (en, ar, hi, ru, fr, ...). */
    agentLanguage: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}$/, fieldMessage("search.languageCode", "agentLanguage"))
      .transform((v) => v.toLowerCase())
      .optional(),
    /** Only listings inside this map box (decision 014): what the map view shows. */
    bbox: queryBox("bbox").optional(),
    /** Only listings inside this drawn area (decision 014). */
    polygon: queryRing("polygon").optional(),
  })
  .refine(...priceOrder)
  .refine(...sizeOrder);

export type PropertySearch = z.output<typeof propertySearchSchema>;
export type PropertySearchInput = z.input<typeof propertySearchSchema>;
