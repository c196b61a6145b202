import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { one } from "../../../db/one";
import {
  agents,
  brokerages,
  categories,
  developers,
  locations,
  nearbyPlaces,
  properties,
  propertyAmenities,
  propertyImages,
} from "../../../db/schema";
import { type Checked, checkForm } from "../../errors";
import { t } from "../../i18n/i18n";
import { type Actor, recordAudit } from "../admin/audit.server";
import { likePattern, pageParam, textParam } from "../admin/text";
import { getRates, toAed } from "../currency/currency.server";
import { sanitizeRichText } from "../html.server";
import { deleteOrphanImages, type ProcessedImage, storeImages } from "../media/upload.server";
import { writePublicData } from "../memo.server";
import {
  type LabelValueRow,
  LISTING_CURRENCIES,
  LISTING_SEGMENTS,
  LISTING_STATUSES,
  LISTINGS_COUNT_CAP,
  LISTINGS_PAGE_SIZE,
  type ListingForm,
  type ListingStatus,
  MAX_ROWS,
  NEARBY_TYPES,
  type NearbyRow,
} from "./listings";
import { COMPLETION_STATUSES, dubaiToday, FURNISHINGS, isInDubai, isPermitNumber } from "./permit";
import { LISTING_PURPOSES, type ListingPurpose, RENT_FREQUENCIES } from "./purpose";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

// ---------------------------------------------------------------- the table

export type ListingFilters = {
  q: string;
  status: string;
  type: string;
  segment: string;
  purpose: string;
  location: string;
  page: number;
};

/** The table's filters from the URL; unknown values are dropped. */
export function parseListingFilters(search: URLSearchParams): ListingFilters {
  const get = (name: string) => textParam(search.get(name));
  const oneOf = (value: string, list: readonly string[]) => (list.includes(value) ? value : "");
  return {
    q: get("q"),
    status: oneOf(get("status"), LISTING_STATUSES),
    type: isUuid(get("type")) ? get("type") : "",
    segment: oneOf(get("segment"), LISTING_SEGMENTS),
    purpose: oneOf(get("purpose"), LISTING_PURPOSES),
    location: isUuid(get("location")) ? get("location") : "",
    page: pageParam(search.get("page")),
  };
}

export type ListingRow = {
  id: string;
  title: string;
  status: ListingStatus;
  segment: string;
  purpose: ListingPurpose;
  rentFrequency: "yearly" | "monthly" | null;
  priceAmount: number;
  priceCurrency: string;
  typeName: string;
  locationLabel: string;
  updatedAt: Date;
  permitNumber: string | null;
  permitExpiry: string | null;
  verifiedAt: Date | null;
};

/**
 * One page of listings, newest first (the created_at index gives the order, so a page
 * reads 25 rows, not the table). The count stops at 1 000: past that, "1,000+" is all a
 * person needs, and counting 100 000 matches on every page view is wasted work.
 */
export async function listListings(
  db: Db,
  f: ListingFilters,
): Promise<{ rows: ListingRow[]; total: number; capped: boolean }> {
  const parts: (SQL | undefined)[] = [];
  if (f.q) parts.push(ilike(properties.title, likePattern(f.q)));
  if (f.status) parts.push(eq(properties.status, f.status as ListingStatus));
  if (f.type) parts.push(eq(properties.propertyTypeId, f.type));
  if (f.segment) parts.push(eq(properties.segment, f.segment as (typeof LISTING_SEGMENTS)[number]));
  if (f.purpose) parts.push(eq(properties.purpose, f.purpose as ListingPurpose));
  if (f.location) parts.push(eq(properties.locationId, f.location));
  const where = and(...parts);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        status: properties.status,
        segment: properties.segment,
        purpose: properties.purpose,
        rentFrequency: properties.rentFrequency,
        priceAmount: properties.priceAmount,
        priceCurrency: properties.priceCurrency,
        typeName: categories.value,
        locationLabel: locations.label,
        updatedAt: properties.updatedAt,
        permitNumber: properties.permitNumber,
        permitExpiry: properties.permitExpiry,
        verifiedAt: properties.verifiedAt,
      })
      .from(properties)
      .innerJoin(categories, eq(categories.id, properties.propertyTypeId))
      .innerJoin(locations, eq(locations.id, properties.locationId))
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(LISTINGS_PAGE_SIZE)
      .offset((f.page - 1) * LISTINGS_PAGE_SIZE),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as("one") })
        .from(properties)
        .where(where)
        .limit(LISTINGS_COUNT_CAP + 1)
        .as("capped"),
    ),
  ]);
  const { n } = one(counted, "listings count");
  return { rows, total: Math.min(n, LISTINGS_COUNT_CAP), capped: n > LISTINGS_COUNT_CAP };
}

// ---------------------------------------------------------------- choices of the editor

export type Choice = { id: string; name: string };
export type LocationChoice = Choice & { latitude: number; longitude: number };
export type ListingOptions = {
  types: Choice[];
  locations: LocationChoice[];
  developers: Choice[];
  facilities: Choice[];
  features: Choice[];
  /** Active agents, "Name (Agency)", for the listing's agent select. */
  agents: Choice[];
};

export async function listingOptions(db: Db): Promise<ListingOptions> {
  const master = (id: string) =>
    db
      .select({ id: categories.id, name: categories.value })
      .from(categories)
      .where(eq(categories.masterId, id))
      .orderBy(asc(categories.sortOrder), asc(categories.value));
  const [types, locs, devs, facilities, features, people] = await Promise.all([
    master(MASTER.propertyType),
    db
      .select({
        id: locations.id,
        label: locations.label,
        city: locations.city,
        latitude: locations.latitude,
        longitude: locations.longitude,
      })
      .from(locations)
      .orderBy(asc(locations.label), asc(locations.city)),
    db.select({ id: developers.id, name: developers.firmName }).from(developers).orderBy(asc(developers.firmName)),
    master(MASTER.facility),
    master(MASTER.feature),
    db
      .select({ id: agents.id, name: agents.name, agency: brokerages.name })
      .from(agents)
      .innerJoin(brokerages, eq(brokerages.id, agents.brokerageId))
      .where(eq(agents.isActive, true))
      .orderBy(asc(agents.name)),
  ]);
  return {
    types,
    locations: locs.map((l) => ({
      id: l.id,
      name: l.label === l.city ? l.label : `${l.label}, ${l.city}`,
      latitude: l.latitude,
      longitude: l.longitude,
    })),
    developers: devs,
    facilities,
    features,
    agents: people.map((a) => ({ id: a.id, name: `${a.name} (${a.agency})` })),
  };
}

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

const e = (field: string) => t(`adminContent.listing.error.${field}` as Parameters<typeof t>[0]);

export const listingSchema = z
  .object({
    title: line(200, e("title"), true),
    propertyTypeId: z.string().refine(isUuid, { error: e("propertyTypeId") }),
    segment: z.enum(LISTING_SEGMENTS, { error: e("segment") }),
    purpose: z.enum(LISTING_PURPOSES, { error: e("purpose") }),
    rentFrequency: z
      .union([z.enum(RENT_FREQUENCIES), z.literal("")], { error: e("rentFrequency") })
      .transform((v) => v || null),
    locationId: z.string().refine(isUuid, { error: e("locationId") }),
    developerId: z
      .string()
      .refine((v) => v === "" || isUuid(v), { error: e("developerId") })
      .transform((v) => v || null),
    tagTitle: line(60, e("tagTitle")),
    priceAmount: z
      .string()
      .trim()
      .regex(/^\d{1,11}(\.\d{1,2})?$/, { error: e("priceAmount") })
      .transform(Number),
    priceCurrency: z.enum(LISTING_CURRENCIES, { error: e("priceCurrency") }),
    bedrooms: wholeOrBlank(0, 50, e("bedrooms")),
    bathrooms: wholeOrBlank(0, 50, e("bathrooms")),
    areaSqft: wholeOrBlank(1, 10_000_000, e("areaSqft")),
    highlights: rows(e("highlights")),
    descriptionTitle: line(200, e("descriptionTitle")),
    descriptionRows: rows(e("descriptionRows")),
    description: z
      .string()
      .max(50_000, { error: e("description") })
      .transform((v) => sanitizeRichText(v.trim())),
    address: line(300, e("address"), true),
    latitude: coordinate(90, e("latitude")),
    longitude: coordinate(180, e("longitude")),
    isFeatured: z.boolean(),
    status: z.enum(LISTING_STATUSES, { error: e("status") }),
    amenityIds: z.array(z.string().refine(isUuid, { error: e("amenityIds") })).transform((ids) => [...new Set(ids)]),
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
      .refine((list) => list.length <= MAX_ROWS, { error: e("nearby") })
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
    imageIds: z.array(z.string().refine(isUuid, { error: e("images") })),
    permitNumber: z
      .string()
      .trim()
      .refine((v) => v === "" || isPermitNumber(v), { error: e("permitNumber") })
      .transform((v) => v || null),
    permitExpiry: z
      .string()
      .trim()
      .refine((v) => v === "" || isCalendarDate(v), { error: e("permitExpiry") })
      .transform((v) => v || null),
    referenceNumber: line(40, e("referenceNumber")),
    agentId: z
      .string()
      .refine((v) => v === "" || isUuid(v), { error: e("agentId") })
      .transform((v) => v || null),
    completionStatus: z.enum(COMPLETION_STATUSES, { error: e("completionStatus") }),
    furnishing: z.union([z.enum(FURNISHINGS), z.literal("")], { error: e("furnishing") }).transform((v) => v || null),
  })
  // A rent is asked per year or per month; a sale has no period (the table's CHECK says the same).
  .superRefine((v, ctx) => {
    if (v.purpose === "rent" && !v.rentFrequency)
      ctx.addIssue({ code: "custom", path: ["rentFrequency"], message: e("rentFrequency") });
    if (v.purpose === "sale" && v.rentFrequency)
      ctx.addIssue({ code: "custom", path: ["rentFrequency"], message: e("rentFrequencySale") });
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

// ---------------------------------------------------------------- reading one listing

export type ListingImage = { id: string; width: number; height: number };

/** The stored listing as the editor's form, with its images in order; null when there is none. */
export async function loadListing(
  db: Db,
  id: string,
): Promise<{
  form: ListingForm;
  images: ListingImage[];
  status: ListingStatus;
  updatedAt: Date;
  verifiedAt: Date | null;
} | null> {
  if (!isUuid(id)) return null;
  const snap = await snapshot(db, id);
  if (!snap) return null;
  const imgs = await db.execute<{ id: string; width: number; height: number }>(
    sql`select i.id, i.width, i.height from property_images pi join images i on i.id = pi.image_id
        where pi.property_id = ${id} order by pi.position`,
  );
  const p = snap;
  const str = (v: number | null) => (v === null ? "" : String(v));
  return {
    status: p.status,
    updatedAt: p.updatedAt,
    images: rowsOf(imgs),
    form: {
      title: p.title,
      propertyTypeId: p.propertyTypeId,
      segment: p.segment,
      purpose: p.purpose,
      rentFrequency: p.rentFrequency ?? "",
      locationId: p.locationId,
      developerId: p.developerId ?? "",
      tagTitle: p.tagTitle,
      priceAmount: String(p.priceAmount),
      priceCurrency: p.priceCurrency,
      bedrooms: str(p.bedrooms),
      bathrooms: str(p.bathrooms),
      areaSqft: str(p.areaSqft),
      highlights: p.highlights,
      descriptionTitle: p.descriptionTitle,
      descriptionRows: p.descriptionRows,
      description: p.description,
      address: p.address,
      latitude: String(p.latitude),
      longitude: String(p.longitude),
      isFeatured: p.isFeatured,
      status: p.status,
      amenityIds: p.amenityIds,
      nearby: p.nearby.map((n) => ({
        name: n.name,
        type: n.type,
        latitude: String(n.latitude),
        longitude: String(n.longitude),
        distanceM: String(n.distanceM),
      })),
      imageIds: p.imageIds,
      permitNumber: p.permitNumber ?? "",
      permitExpiry: p.permitExpiry ?? "",
      referenceNumber: p.referenceNumber,
      agentId: p.agentId ?? "",
      completionStatus: p.completionStatus,
      furnishing: p.furnishing ?? "",
    },
    verifiedAt: p.verifiedAt,
  };
}

/** Rows of a raw query on either driver (node-postgres answers { rows }, PGlite too). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/**
 * Everything about a listing, as the audit log records it before and after a change.
 * One query after another: inside a transaction they share one connection, where
 * overlapping queries are deprecated by node-postgres (and refused by pg 9).
 */
async function snapshot(db: DbOrTx, id: string) {
  const [p] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  if (!p) return null;
  const amenities = await db
    .select({ id: propertyAmenities.categoryId })
    .from(propertyAmenities)
    .where(eq(propertyAmenities.propertyId, id));
  const nearby = await db
    .select({
      name: nearbyPlaces.name,
      type: nearbyPlaces.type,
      latitude: nearbyPlaces.latitude,
      longitude: nearbyPlaces.longitude,
      distanceM: nearbyPlaces.distanceM,
    })
    .from(nearbyPlaces)
    .where(eq(nearbyPlaces.propertyId, id))
    .orderBy(asc(nearbyPlaces.distanceM), asc(nearbyPlaces.name));
  const imgs = await db
    .select({ id: propertyImages.imageId })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, id))
    .orderBy(asc(propertyImages.position));
  const { createdAt: _created, ...rest } = p;
  return {
    ...rest,
    amenityIds: amenities.map((a) => a.id).sort(),
    nearby,
    imageIds: imgs.map((i) => i.id),
  };
}

function auditable(snap: Awaited<ReturnType<typeof snapshot>>) {
  if (!snap) return null;
  const { updatedAt: _updated, ...rest } = snap;
  return rest;
}

// ---------------------------------------------------------------- writing

/** A reference that does not exist (a deleted location, a facility of another master, ...). */
class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export type SaveResult = { ok: true; id: string } | { ok: false; errors: FieldErrors } | { ok: false; missing: true };

/**
 * Creates (id null) or updates a listing with its facilities, features, nearby places
 * and images, audited with before and after, in one transaction: a refused reference
 * leaves nothing half-written. `uploads` are appended after the kept images.
 */
export async function saveListing(
  db: Db,
  actor: Actor,
  id: string | null,
  input: ListingInput,
  uploads: ProcessedImage[],
): Promise<SaveResult> {
  const rates = await getRates(db);
  const priceAed = toAed(input.priceAmount, input.priceCurrency, rates);
  if (priceAed === null) return { ok: false, errors: { priceCurrency: e("priceCurrencyRate") } };
  if (priceAed > 999_999_999_999) return { ok: false, errors: { priceAmount: e("priceAmount") } };
  try {
    return await writePublicData(db, async (tx) => {
      const before = id ? await snapshot(tx, id) : null;
      if (id && !before) return { ok: false as const, missing: true as const };
      const location = await checkReferences(tx, input);
      const values = {
        title: input.title,
        propertyTypeId: input.propertyTypeId,
        segment: input.segment,
        purpose: input.purpose,
        rentFrequency: input.rentFrequency,
        locationId: input.locationId,
        developerId: input.developerId,
        address: input.address,
        tagTitle: input.tagTitle,
        priceAmount: input.priceAmount,
        priceCurrency: input.priceCurrency,
        priceAed,
        bedrooms: input.bedrooms,
        bathrooms: input.bathrooms,
        areaSqft: input.areaSqft,
        highlights: input.highlights,
        descriptionTitle: input.descriptionTitle,
        descriptionRows: input.descriptionRows,
        description: input.description,
        // Blank coordinates take the location's.
        latitude: input.latitude ?? location.latitude,
        longitude: input.longitude ?? location.longitude,
        status: input.status,
        isFeatured: input.isFeatured,
        permitNumber: input.permitNumber,
        permitExpiry: input.permitExpiry,
        referenceNumber: input.referenceNumber,
        agentId: input.agentId,
        completionStatus: input.completionStatus,
        furnishing: input.furnishing,
      };
      const refused = await publishRefusal(tx, id, { ...values, state: location.state, city: location.city });
      if (refused) throw new FieldProblem(refused.field, refused.message);
      let listingId: string;
      if (id) {
        await tx
          .update(properties)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(properties.id, id));
        listingId = id;
      } else {
        const inserted = await tx.insert(properties).values(values).returning({ id: properties.id });
        listingId = one(inserted, "listing insert").id;
      }
      await tx.delete(propertyAmenities).where(eq(propertyAmenities.propertyId, listingId));
      if (input.amenityIds.length > 0) {
        await tx
          .insert(propertyAmenities)
          .values(input.amenityIds.map((categoryId) => ({ propertyId: listingId, categoryId })));
      }
      await tx.delete(nearbyPlaces).where(eq(nearbyPlaces.propertyId, listingId));
      if (input.nearby.length > 0) {
        await tx.insert(nearbyPlaces).values(input.nearby.map((n) => ({ ...n, propertyId: listingId })));
      }
      // Images: the kept ones (only this listing's own) in the posted order, then the new uploads.
      const current = before?.imageIds ?? [];
      const kept = [...new Set(input.imageIds)].filter((imageId) => current.includes(imageId));
      const added = await storeImages(tx, uploads);
      const order = [...kept, ...added];
      await tx.delete(propertyImages).where(eq(propertyImages.propertyId, listingId));
      if (order.length > 0) {
        await tx
          .insert(propertyImages)
          .values(order.map((imageId, position) => ({ propertyId: listingId, imageId, position })));
      }
      await deleteOrphanImages(
        tx,
        current.filter((imageId) => !kept.includes(imageId)),
      );
      const after = await snapshot(tx, listingId);
      await recordAudit(tx, actor, {
        action: id ? "update" : "create",
        entity: "property",
        entityId: listingId,
        before: auditable(before),
        after: auditable(after),
      });
      return { ok: true as const, id: listingId };
    });
  } catch (error) {
    if (error instanceof FieldProblem) return { ok: false, errors: { [error.field]: error.message } };
    // Two editors publishing the same permit at once: the second meets the unique index.
    if (isPermitClash(error)) return { ok: false, errors: { permitNumber: e("permitTaken") } };
    throw error;
  }
}

/**
 * Why a listing may not be published as it is, or null (issue 17): in Dubai it needs a
 * valid permit whose expiry is still ahead (Dubai's calendar), and no permit is live on two
 * listings. A draft or an archived listing may be saved without any of it.
 */
async function publishRefusal(
  tx: DbOrTx,
  id: string | null,
  l: { status: ListingStatus; permitNumber: string | null; permitExpiry: string | null; state: string; city: string },
): Promise<{ field: string; message: string } | null> {
  if (l.status !== "published") return null;
  if (isInDubai(l)) {
    if (!l.permitNumber) return { field: "permitNumber", message: e("permitRequired") };
    if (!isPermitNumber(l.permitNumber)) return { field: "permitNumber", message: e("permitNumber") };
    if (!l.permitExpiry) return { field: "permitExpiry", message: e("permitExpiryRequired") };
    if (l.permitExpiry <= dubaiToday()) return { field: "permitExpiry", message: e("permitExpired") };
  }
  if (l.permitNumber) {
    const [other] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.permitNumber, l.permitNumber),
          eq(properties.status, "published"),
          id ? sql`${properties.id} <> ${id}` : undefined,
        ),
      )
      .limit(1);
    if (other) return { field: "permitNumber", message: e("permitTaken") };
  }
  return null;
}

/** A unique violation of properties_permit_live_idx, whichever driver (and wrapper) reports it. */
function isPermitClash(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 4; depth++) {
    const c = cause as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (c.code === "23505" && (c.constraint === "properties_permit_live_idx" || c.message?.includes("permit_live")))
      return true;
    cause = c.cause;
  }
  return false;
}

/** Every referenced row exists and is of the right kind; answers the chosen location. */
async function checkReferences(tx: DbOrTx, input: ListingInput) {
  const [type] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.propertyTypeId), eq(categories.masterId, MASTER.propertyType)));
  if (!type) throw new FieldProblem("propertyTypeId", e("propertyTypeId"));
  const [location] = await tx
    .select({
      latitude: locations.latitude,
      longitude: locations.longitude,
      state: locations.state,
      city: locations.city,
    })
    .from(locations)
    .where(eq(locations.id, input.locationId));
  if (!location) throw new FieldProblem("locationId", e("locationId"));
  if (input.developerId) {
    const [dev] = await tx.select({ id: developers.id }).from(developers).where(eq(developers.id, input.developerId));
    if (!dev) throw new FieldProblem("developerId", e("developerId"));
  }
  if (input.agentId) {
    const [agent] = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, input.agentId), eq(agents.isActive, true)));
    if (!agent) throw new FieldProblem("agentId", e("agentId"));
  }
  if (input.amenityIds.length > 0) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(inArray(categories.id, input.amenityIds), inArray(categories.masterId, [MASTER.facility, MASTER.feature])),
      );
    if (found.length !== input.amenityIds.length) throw new FieldProblem("amenityIds", e("amenityIds"));
  }
  return location;
}

export type StatusResult = { ok: true } | { ok: false; missing: true } | { ok: false; errors: FieldErrors };

/**
 * Publishes, unpublishes (draft) or archives; audited. Publishing follows Dubai's permit
 * rules (publishRefusal), answered as a field message.
 */
export async function setListingStatus(db: Db, actor: Actor, id: string, status: ListingStatus): Promise<StatusResult> {
  if (!isUuid(id)) return { ok: false, missing: true };
  try {
    return await writePublicData(db, async (tx) => {
      const [row] = await tx
        .select({
          status: properties.status,
          permitNumber: properties.permitNumber,
          permitExpiry: properties.permitExpiry,
          state: locations.state,
          city: locations.city,
        })
        .from(properties)
        .innerJoin(locations, eq(locations.id, properties.locationId))
        .where(eq(properties.id, id))
        .for("update", { of: properties });
      if (!row) return { ok: false as const, missing: true as const };
      if (row.status === status) return { ok: true as const };
      const refused = await publishRefusal(tx, id, { ...row, status });
      if (refused) return { ok: false as const, errors: { [refused.field]: refused.message } };
      await tx.update(properties).set({ status, updatedAt: new Date() }).where(eq(properties.id, id));
      await recordAudit(tx, actor, {
        action: "status",
        entity: "property",
        entityId: id,
        before: { status: row.status },
        after: { status },
      });
      return { ok: true as const };
    });
  } catch (error) {
    if (isPermitClash(error)) return { ok: false, errors: { permitNumber: e("permitTaken") } };
    throw error;
  }
}

/**
 * Staff mark a listing verified (checked against its permit) or take the mark away: who and
 * when are stored on the listing and in the audit log. Only this back-office path sets it.
 */
export async function setListingVerified(db: Db, actor: Actor, id: string, verified: boolean): Promise<boolean> {
  if (!isUuid(id)) return false;
  return writePublicData(db, async (tx) => {
    const [row] = await tx
      .select({ verifiedAt: properties.verifiedAt, verifiedBy: properties.verifiedBy })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row) return false;
    const verifiedAt = verified ? new Date() : null;
    const verifiedBy = verified ? actor.id : null;
    await tx.update(properties).set({ verifiedAt, verifiedBy }).where(eq(properties.id, id));
    await recordAudit(tx, actor, {
      action: verified ? "verify" : "unverify",
      entity: "property",
      entityId: id,
      before: { verifiedAt: row.verifiedAt, verifiedBy: row.verifiedBy },
      after: { verifiedAt, verifiedBy },
    });
    return true;
  });
}

/**
 * Deletes a listing: its images links, facilities, nearby places, property banners and
 * saved entries go with it (foreign keys cascade); enquiries keep their text. Images
 * nothing else uses are deleted too. Audited with the whole listing as "before".
 */
export async function deleteListing(db: Db, actor: Actor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return writePublicData(db, async (tx) => {
    const before = await snapshot(tx, id);
    if (!before) return false;
    await tx.delete(properties).where(eq(properties.id, id));
    await deleteOrphanImages(tx, before.imageIds);
    await recordAudit(tx, actor, { action: "delete", entity: "property", entityId: id, before: auditable(before) });
    return true;
  });
}
