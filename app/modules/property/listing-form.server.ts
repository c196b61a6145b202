import { z } from "zod";
import { type Checked, checkForm } from "../../errors";
import { t } from "../../i18n/i18n";
import { sanitizeRichText } from "../html.server";
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

// The listing editor's posted form: read as strings, then checked and typed by one schema
// (which stores the description sanitised).

// ---------------------------------------------------------------- reading the form

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const texts = (form: FormData, name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));

/** The posted editor form, as strings; rows are zipped from their parallel fields. */
export function readListingForm(form: FormData): ListingForm {
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
    isFeatured: form.get("isFeatured") === "on",
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
const line = (max: number, message: string, required = false) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine(noNul, { error: message })
    .refine((v) => !required || v !== "", { error: message });
const wholeOrBlank = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max), { error: message })
    .transform((v) => (v === "" ? null : Number(v)));
const coordinate = (limit: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (/^-?\d{1,3}(\.\d{1,12})?$/.test(v) && Math.abs(Number(v)) <= limit), {
      error: message,
    })
    .transform((v) => (v === "" ? null : Number(v)));
const rows = (message: string) =>
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
export const listingError = (field: string) => t(`adminContent.listing.error.${field}` as Parameters<typeof t>[0]);

export const listingSchema = z
  .object({
    title: line(200, listingError("title"), true),
    propertyTypeId: z.string().refine(isUuid, { error: listingError("propertyTypeId") }),
    segment: z.enum(LISTING_SEGMENTS, { error: listingError("segment") }),
    purpose: z.enum(LISTING_PURPOSES, { error: listingError("purpose") }),
    rentFrequency: z
      .union([z.enum(RENT_FREQUENCIES), z.literal("")], { error: listingError("rentFrequency") })
      .transform((v) => v || null),
    locationId: z.string().refine(isUuid, { error: listingError("locationId") }),
    developerId: z
      .string()
      .refine((v) => v === "" || isUuid(v), { error: listingError("developerId") })
      .transform((v) => v || null),
    tagTitle: line(60, listingError("tagTitle")),
    priceAmount: z
      .string()
      .trim()
      .regex(/^\d{1,11}(\.\d{1,2})?$/, { error: listingError("priceAmount") })
      .transform(Number),
    priceCurrency: z.enum(LISTING_CURRENCIES, { error: listingError("priceCurrency") }),
    bedrooms: wholeOrBlank(0, 50, listingError("bedrooms")),
    bathrooms: wholeOrBlank(0, 50, listingError("bathrooms")),
    areaSqft: wholeOrBlank(1, 10_000_000, listingError("areaSqft")),
    highlights: rows(listingError("highlights")),
    descriptionTitle: line(200, listingError("descriptionTitle")),
    descriptionRows: rows(listingError("descriptionRows")),
    description: z
      .string()
      .max(50_000, { error: listingError("description") })
      .transform((v) => sanitizeRichText(v.trim())),
    address: line(300, listingError("address"), true),
    latitude: coordinate(90, listingError("latitude")),
    longitude: coordinate(180, listingError("longitude")),
    isFeatured: z.boolean(),
    status: z.enum(LISTING_STATUSES, { error: listingError("status") }),
    amenityIds: z
      .array(z.string().refine(isUuid, { error: listingError("amenityIds") }))
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
      .refine((list) => list.length <= MAX_ROWS, { error: listingError("nearby") })
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
    imageIds: z.array(z.string().refine(isUuid, { error: listingError("images") })),
    permitNumber: z
      .string()
      .trim()
      .refine((v) => v === "" || isPermitNumber(v), { error: listingError("permitNumber") })
      .transform((v) => v || null),
    permitExpiry: z
      .string()
      .trim()
      .refine((v) => v === "" || isCalendarDate(v), { error: listingError("permitExpiry") })
      .transform((v) => v || null),
    referenceNumber: line(40, listingError("referenceNumber")),
    agentId: z
      .string()
      .refine((v) => v === "" || isUuid(v), { error: listingError("agentId") })
      .transform((v) => v || null),
    completionStatus: z.enum(COMPLETION_STATUSES, { error: listingError("completionStatus") }),
    furnishing: z
      .union([z.enum(FURNISHINGS), z.literal("")], { error: listingError("furnishing") })
      .transform((v) => v || null),
  })
  // A rent is asked per year or per month; a sale has no period (the table's CHECK says the same).
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

export type ListingInput = z.output<typeof listingSchema>;
export type FieldErrors = Partial<Record<string, string>>;

export function validateListing(form: ListingForm): Checked<ListingInput> {
  return checkForm(listingSchema, form);
}
