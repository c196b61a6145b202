import { asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { nearbyPlaces, properties, propertyAmenities, propertyImages } from "../../../db/schema";
import { isUuid, type ListingForm, type ListingStatus } from "./listings";

// One listing as stored: the editor's form of it, and the snapshot the audit log records.

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
  /** Whether an agency's feed brought the listing, and why the import left it waiting ("" when it did not). */
  fromFeed: boolean;
  importNote: string;
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
    fromFeed: p.feedId !== null,
    importNote: p.importNote,
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
export async function snapshot(db: DbOrTx, id: string) {
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

export function auditable(snap: Awaited<ReturnType<typeof snapshot>>) {
  if (!snap) return null;
  const { updatedAt: _updated, ...rest } = snap;
  return rest;
}
