import { lazy, type MessageKey, t } from "../../i18n/i18n";
import { z } from "../../zod";
import {
  isUuid,
  type LabelValueRow,
  LISTING_CURRENCIES,
  LISTING_SEGMENTS,
  LISTING_STATUSES,
  type ListingForm,
  MAX_ROWS,
  NEARBY_TYPES,
  type NearbyRow,
} from "./listings";
import { COMPLETION_STATUSES, FURNISHINGS, isPermitNumber } from "./permit";
import { LISTING_PURPOSES, RENT_FREQUENCIES } from "./purpose";

// The listing editor's posted form, checked by one schema in the browser and in the action
// (decision 039); this file imports nothing server-side, so the description is sanitised when
// it is saved (listing-writes.server.ts), not here.

// ---------------------------------------------------------------- reading the form

/** A posted form as Conform reads it: one value a name, a list for a name posted more than once. */
type Posted = Record<string, unknown>;

const text = (form: Posted, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
};
const texts = (form: Posted, name: string) => {
  const value = form[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((v) => (typeof v === "string" ? v : ""));
};

/** The posted editor form, as strings; rows are zipped from their parallel fields. */
export function toListingForm(form: Posted): ListingForm {
  const pairs = (prefix: string): LabelValueRow[] => {
    const labels = texts(form, `${prefix}Label`);
    const values = texts(form, `${prefix}Value`);
    return labels.slice(0, MAX_ROWS + 1).map((label, i) => ({ label, value: values[i] ?? "" }));
  };
  const names = texts(form, "nearbyName");
  const nearby: NearbyRow[] = names.slice(0, MAX_ROWS + 1).map((name, i) => ({
    name,
    type: texts(form, "nearbyType")[i] ?? "",
    latitude: texts(form, "nearbyLat")[i] ?? "",
    longitude: texts(form, "nearbyLng")[i] ?? "",
    distanceM: texts(form, "nearbyDistance")[i] ?? "",
  }));
  return {
    title: text(form, "title"),
    propertyTypeId: text(form, "propertyTypeId"),
    segment: text(form, "segment"),
    // A form from before the field existed posts none: the column's default.
    purpose: text(form, "purpose") || "sale",
    rentFrequency: text(form, "rentFrequency"),
    locationId: text(form, "locationId"),
    developerId: text(form, "developerId"),
    tagTitle: text(form, "tagTitle"),
    priceAmount: text(form, "priceAmount"),
    priceCurrency: text(form, "priceCurrency"),
    bedrooms: text(form, "bedrooms"),
    bathrooms: text(form, "bathrooms"),
    areaSqft: text(form, "areaSqft"),
    highlights: pairs("highlight"),
    descriptionTitle: text(form, "descriptionTitle"),
    descriptionRows: pairs("descriptionRow"),
    description: text(form, "description"),
    address: text(form, "address"),
    latitude: text(form, "latitude"),
    longitude: text(form, "longitude"),
    isFeatured: text(form, "isFeatured") === "on",
    status: text(form, "status"),
    amenityIds: texts(form, "amenityIds").slice(0, 200),
    nearby,
    imageIds: texts(form, "imageIds").slice(0, 100),
    permitNumber: text(form, "permitNumber"),
    permitExpiry: text(form, "permitExpiry"),
    referenceNumber: text(form, "referenceNumber"),
    agentId: text(form, "agentId"),
    // A form from before the fields existed posts none: the column's default.
    completionStatus: text(form, "completionStatus") || "ready",
    furnishing: text(form, "furnishing"),
  };
}

// ---------------------------------------------------------------- validation

const noNul = (v: string) => !v.includes("\u0000");
const line = (max: number, message: () => string, required = false) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine(noNul, { error: message })
    .refine((v) => !required || v !== "", { error: message });
const wholeOrBlank = (min: number, max: number, message: () => string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max), { error: message })
    .transform((v) => (v === "" ? null : Number(v)));
const coordinate = (limit: number, message: () => string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (/^-?\d{1,3}(\.\d{1,12})?$/.test(v) && Math.abs(Number(v)) <= limit), {
      error: message,
    })
    .transform((v) => (v === "" ? null : Number(v)));
const rows = (message: () => string) =>
  z
    .array(z.object({ label: z.string().trim(), value: z.string().trim() }))
    .transform((list) => list.filter((r) => r.label !== "" || r.value !== ""))
    .refine(
      (list) =>
        list.length <= MAX_ROWS &&
        list.every(
          (r) => r.label && r.value && r.label.length <= 80 && r.value.length <= 200 && noNul(r.label + r.value),
        ),
      { error: message },
    );

/** The message of a listing field's refusal, from the back office's catalogue. */
export const listingError = (field: string) => t(`adminContent.listing.error.${field}` as MessageKey);
/** The same, looked up when a refusal is said (the schema is built once, at import). */
const refusal = (field: string) => lazy(`adminContent.listing.error.${field}` as MessageKey);

const listingShape = z
  .object({
    title: line(200, refusal("title"), true),
    propertyTypeId: z.string().refine(isUuid, { error: refusal("propertyTypeId") }),
    segment: z.enum(LISTING_SEGMENTS, { error: refusal("segment") }),
    purpose: z.enum(LISTING_PURPOSES, { error: refusal("purpose") }),
    rentFrequency: z
      .union([z.enum(RENT_FREQUENCIES), z.literal("")], { error: refusal("rentFrequency") })
      .transform((v) => v || null),
    locationId: z.string().refine(isUuid, { error: refusal("locationId") }),
    developerId: z
      .string()
      .refine((v) => v === "" || isUuid(v), { error: refusal("developerId") })
      .transform((v) => v || null),
    tagTitle: line(60, refusal("tagTitle")),
    priceAmount: z
      .string()
      .trim()
      .regex(/^\d{1,11}(\.\d{1,2})?$/, { error: refusal("priceAmount") })
      .transform(Number),
    priceCurrency: z.enum(LISTING_CURRENCIES, { error: refusal("priceCurrency") }),
    bedrooms: wholeOrBlank(0, 50, refusal("bedrooms")),
    bathrooms: wholeOrBlank(0, 50, refusal("bathrooms")),
    areaSqft: wholeOrBlank(1, 10_000_000, refusal("areaSqft")),
    highlights: rows(refusal("highlights")),
    descriptionTitle: line(200, refusal("descriptionTitle")),
    descriptionRows: rows(refusal("descriptionRows")),
    description: z
      .string()
      .max(50_000, { error: refusal("description") })
      .transform((v) => v.trim()),
    address: line(300, refusal("address"), true),
    latitude: coordinate(90, refusal("latitude")),
    longitude: coordinate(180, refusal("longitude")),
    isFeatured: z.boolean(),
    status: z.enum(LISTING_STATUSES, { error: refusal("status") }),
    amenityIds: z
      .array(z.string())
      .refine((ids) => ids.every(isUuid), { error: refusal("amenityIds") })
      .transform((ids) => [...new Set(ids)]),
    nearby: z
      .array(
        z.object({
          name: z.string().trim(),
          type: z.string(),
          latitude: z.string().trim(),
          longitude: z.string().trim(),
          distanceM: z.string().trim(),
        }),
      )
      .transform((list) =>
        list.filter((r) => r.name !== "" || r.latitude !== "" || r.longitude !== "" || r.distanceM !== ""),
      )
      .refine((list) => list.length <= MAX_ROWS, { error: refusal("nearby") })
      .transform((list, ctx) => {
        const out: {
          name: string;
          type: (typeof NEARBY_TYPES)[number];
          latitude: number;
          longitude: number;
          distanceM: number;
        }[] = [];
        for (const [i, r] of list.entries()) {
          const lat = Number(r.latitude);
          const lng = Number(r.longitude);
          const distance = Number(r.distanceM);
          const ok =
            r.name.length >= 1 &&
            r.name.length <= 120 &&
            noNul(r.name) &&
            (NEARBY_TYPES as readonly string[]).includes(r.type) &&
            r.latitude !== "" &&
            Number.isFinite(lat) &&
            Math.abs(lat) <= 90 &&
            r.longitude !== "" &&
            Number.isFinite(lng) &&
            Math.abs(lng) <= 180 &&
            /^\d{1,7}$/.test(r.distanceM) &&
            distance <= 1_000_000;
          if (!ok) {
            ctx.addIssue({ code: "custom", message: t("adminContent.listing.error.nearbyRow", { row: i + 1 }) });
            return z.NEVER;
          }
          out.push({
            name: r.name,
            type: r.type as (typeof NEARBY_TYPES)[number],
            latitude: lat,
            longitude: lng,
            distanceM: distance,
          });
        }
        return out;
      }),
    imageIds: z.array(z.string()).refine((ids) => ids.every(isUuid), { error: refusal("images") }),
    permitNumber: z
      .string()
      .trim()
      .refine((v) => v === "" || isPermitNumber(v), { error: refusal("permitNumber") })
      .transform((v) => v || null),
    permitExpiry: z
      .string()
      .trim()
      .refine((v) => v === "" || isCalendarDate(v), { error: refusal("permitExpiry") })
      .transform((v) => v || null),
    referenceNumber: line(40, refusal("referenceNumber")),
    agentId: z
      .string()
      .refine((v) => v === "" || isUuid(v), { error: refusal("agentId") })
      .transform((v) => v || null),
    completionStatus: z.enum(COMPLETION_STATUSES, { error: refusal("completionStatus") }),
    furnishing: z
      .union([z.enum(FURNISHINGS), z.literal("")], { error: refusal("furnishing") })
      .transform((v) => v || null),
  })
  // A rent is asked per year, month, week or day; a sale has no period (the table's CHECK says the same).
  .superRefine((v, ctx) => {
    if (v.purpose === "rent" && !v.rentFrequency)
      ctx.addIssue({ code: "custom", path: ["rentFrequency"], message: listingError("rentFrequency") });
    if (v.purpose === "sale" && v.rentFrequency)
      ctx.addIssue({ code: "custom", path: ["rentFrequency"], message: listingError("rentFrequencySale") });
  });

/** A real day written YYYY-MM-DD (2026-02-30 is refused). */
function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The editor's schema over what the form posts: the rows zipped, then every field checked. */
export const listingSchema = z.record(z.string(), z.unknown()).transform(toListingForm).pipe(listingShape);

export type ListingInput = z.output<typeof listingShape>;

const posted = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" ? v : ""), schema);

/**
 * One language's texts of a listing: the English fields' rules, except that none is required
 * (an empty field shows the English). The description is sanitised when it is saved.
 */
export const listingTranslationSchema = z.object({
  title: posted(line(200, refusal("titleTranslation"))),
  tagTitle: posted(line(60, refusal("tagTitle"))),
  descriptionTitle: posted(line(200, refusal("descriptionTitle"))),
  description: posted(
    z
      .string()
      .max(50_000, { error: refusal("description") })
      .transform((v) => v.trim()),
  ),
});
