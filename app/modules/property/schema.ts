import { z } from "zod";

export const PROPERTY_SEGMENTS = ["Residential", "Commercial", "Rental"] as const;
export type PropertySegment = (typeof PROPERTY_SEGMENTS)[number];

export const PROPERTY_SORTS = ["newest", "price_asc", "price_desc"] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Deeper pages are never linked and an OFFSET that large only burns database time. */
export const MAX_PAGE = 10_000;

// Builders for URL query values (always strings). Each message names its parameter,
// because the API answers with the message as it is.

/** Free text, trimmed; blank counts as absent. PostgreSQL text cannot hold U+0000. */
export function queryText(name: string, max = 200) {
  return z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .refine((v) => !v.includes("\u0000"), `${name} contains a character that is not allowed.`)
    .optional()
    .transform((v) => (v ? v : undefined));
}

export function queryWholeNumber(name: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be a whole number from ${min} to ${max}.`)
        .max(max, `${name} must be a whole number from ${min} to ${max}.`),
    );
}

function queryAmount(name: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, `${name} must be a number of 0 or more with at most 2 decimals.`)
    .transform(Number)
    .optional();
}

export function queryChoice<T extends readonly [string, ...string[]]>(name: string, choices: T) {
  return z.enum(choices, { error: `${name} must be one of ${choices.join(", ")}.` });
}

/**
 * The property search of /property-search, /residential-filter, the location pages and
 * the REST endpoints property/properties and property/propertyfilter.
 * Location words are matched case-insensitively; prices are in `currency`.
 */
export const propertySearchSchema = z
  .object({
    /** A property-type category id, a segment (Residential, Commercial, Rental) or a property-type name. */
    type: queryText("type"),
    /** A property-type name, e.g. Villa. */
    subtitle: queryText("subtitle"),
    /** A developer id or firm name. */
    developer: queryText("developer"),
    country: queryText("country"),
    state: queryText("state"),
    /** The spec's pages say district where the data says city; both mean the location's city. */
    district: queryText("district"),
    city: queryText("city"),
    /** The location label; the spec spells it three ways. */
    location: queryText("location"),
    locationlable: queryText("locationlable"),
    locationlabel: queryText("locationlabel"),
    minPrice: queryAmount("minPrice"),
    maxPrice: queryAmount("maxPrice"),
    /** At least this many bedrooms; 0 means a studio or more. */
    bedrooms: queryWholeNumber("bedrooms", 0, 20).optional(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, "currency must be a 3-letter currency code.")
      .transform((v) => v.toUpperCase())
      .default("INR"),
    page: queryWholeNumber("page", 1, MAX_PAGE).default(1),
    limit: queryWholeNumber("limit", 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: queryChoice("sort", PROPERTY_SORTS).default("newest"),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ["minPrice"],
    message: "minPrice cannot be greater than maxPrice.",
  });

export type PropertySearch = z.output<typeof propertySearchSchema>;
export type PropertySearchInput = z.input<typeof propertySearchSchema>;
