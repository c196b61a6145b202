import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { one } from "../../../db/one";
import {
  agents,
  categories,
  developers,
  locations,
  nearbyPlaces,
  properties,
  propertyAmenities,
  propertyImages,
} from "../../../db/schema";
import { DomainError, invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { type Actor, recordAudit } from "../admin/audit.server";
import { type ListingChange, queueAlertMatching } from "../alerts/match-jobs.server";
import { getRates, toAed } from "../currency/currency.server";
import { sanitizeRichText } from "../html.server";
import type { JobSender } from "../jobs/jobs.server";
import { deleteOrphanImages, type ProcessedImage, storeImages } from "../media/upload.server";
import { writePublicData } from "../memo.server";
import { type ListingInput, listingError } from "./listing-form";
import { auditable, snapshot } from "./listing-record.server";
import { isUuid, type ListingStatus } from "./listings";
import { dubaiToday, isInDubai, isPermitNumber } from "./permit";

// Writing listings: saving the editor's form, changing status and verification, deleting.

/** The listing asked for is not there (deleted meanwhile, or never was). */
const missingListing = () => new DomainError(404, t("admin.missing.text"));
/** Two editors publishing the same permit at once: the second meets the unique index. */
const permitTaken = () => invalid({ permitNumber: listingError("permitTaken") });

/**
 * Creates (id null) or updates a listing with its facilities, features, nearby places
 * and images, audited with before and after, in one transaction: a refused reference
 * leaves nothing half-written. `uploads` are appended after the kept images. A listing
 * published by it, or made cheaper, has its saved searches' matching queued on `jobs`.
 */
export async function saveListing(
  db: Db,
  actor: Actor,
  id: string | null,
  input: ListingInput,
  uploads: ProcessedImage[],
  jobs?: JobSender,
): Promise<string> {
  const rates = await getRates(db);
  const priceAed = toAed(input.priceAmount, input.priceCurrency, rates);
  if (priceAed === null) throw invalid({ priceCurrency: listingError("priceCurrencyRate") });
  if (priceAed > 999_999_999_999) throw invalid({ priceAmount: listingError("priceAmount") });
  try {
    return await writePublicData(db, async (tx) => {
      const before = id ? await snapshot(tx, id) : null;
      if (id && !before) throw missingListing();
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
        description: sanitizeRichText(input.description),
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
      if (refused) throw invalid({ [refused.field]: refused.message });
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
      const change = alertChange(listingId, before, { status: input.status, priceAed });
      if (change) await queueAlertMatching(jobs, [change], tx);
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
      return listingId;
    });
  } catch (error) {
    if (isPermitClash(error)) throw permitTaken();
    throw error;
  }
}

/** What saved searches' alerts hear of: a listing now published that was not, or published and cheaper. */
function alertChange(
  id: string,
  before: { status: ListingStatus; priceAed: number } | null,
  after: { status: ListingStatus; priceAed: number },
): ListingChange | null {
  if (after.status !== "published") return null;
  if (before?.status !== "published") return { id };
  return after.priceAed < before.priceAed ? { id, priceBeforeAed: before.priceAed } : null;
}

/**
 * Why a listing may not be published as it is, or null (decision 013): in Dubai it needs a
 * valid permit whose expiry is still ahead (Dubai's calendar), and no permit is live on two
 * listings. A draft or an archived listing may be saved without any of it.
 */
async function publishRefusal(
  tx: DbOrTx,
  id: string | null,
  l: {
    status: ListingStatus;
    permitNumber: string | null;
    permitExpiry: string | null;
    state: string;
    city: string;
    feedId?: string | null;
  },
): Promise<{ field: string; message: string } | null> {
  if (l.status !== "published") return null;
  if (isInDubai(l)) {
    if (!l.permitNumber) return { field: "permitNumber", message: listingError("permitRequired") };
    if (!isPermitNumber(l.permitNumber)) return { field: "permitNumber", message: listingError("permitNumber") };
    // An agency's feed carries no expiry: its listing goes live with the expiry unknown (decision 055).
    if (!l.permitExpiry && !l.feedId) return { field: "permitExpiry", message: listingError("permitExpiryRequired") };
    if (l.permitExpiry && l.permitExpiry <= dubaiToday())
      return { field: "permitExpiry", message: listingError("permitExpired") };
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
    if (other) return { field: "permitNumber", message: listingError("permitTaken") };
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
  if (!type) throw invalid({ propertyTypeId: listingError("propertyTypeId") });
  const [location] = await tx
    .select({
      latitude: locations.latitude,
      longitude: locations.longitude,
      state: locations.state,
      city: locations.city,
    })
    .from(locations)
    .where(eq(locations.id, input.locationId));
  if (!location) throw invalid({ locationId: listingError("locationId") });
  if (input.developerId) {
    const [dev] = await tx.select({ id: developers.id }).from(developers).where(eq(developers.id, input.developerId));
    if (!dev) throw invalid({ developerId: listingError("developerId") });
  }
  if (input.agentId) {
    const [agent] = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, input.agentId), eq(agents.isActive, true)));
    if (!agent) throw invalid({ agentId: listingError("agentId") });
  }
  if (input.amenityIds.length > 0) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(inArray(categories.id, input.amenityIds), inArray(categories.masterId, [MASTER.facility, MASTER.feature])),
      );
    if (found.length !== input.amenityIds.length) throw invalid({ amenityIds: listingError("amenityIds") });
  }
  return location;
}

/**
 * Publishes, unpublishes (draft) or archives; audited. Publishing follows Dubai's permit
 * rules (publishRefusal), answered as a field message. Publishing queues the saved searches' matching on `jobs`.
 */
export async function setListingStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: ListingStatus,
  jobs?: JobSender,
): Promise<void> {
  if (!isUuid(id)) throw missingListing();
  try {
    await writePublicData(db, async (tx) => {
      const [row] = await tx
        .select({
          status: properties.status,
          permitNumber: properties.permitNumber,
          permitExpiry: properties.permitExpiry,
          feedId: properties.feedId,
          state: locations.state,
          city: locations.city,
        })
        .from(properties)
        .innerJoin(locations, eq(locations.id, properties.locationId))
        .where(eq(properties.id, id))
        .for("update", { of: properties });
      if (!row) throw missingListing();
      if (row.status === status) return;
      const refused = await publishRefusal(tx, id, { ...row, status });
      if (refused) throw invalid({ [refused.field]: refused.message });
      await tx.update(properties).set({ status, updatedAt: new Date() }).where(eq(properties.id, id));
      if (status === "published") await queueAlertMatching(jobs, [{ id }], tx);
      await recordAudit(tx, actor, {
        action: "status",
        entity: "property",
        entityId: id,
        before: { status: row.status },
        after: { status },
      });
    });
  } catch (error) {
    if (isPermitClash(error)) throw permitTaken();
    throw error;
  }
}

/**
 * Staff mark a listing verified (checked against its permit) or take the mark away: who and
 * when are stored on the listing and in the audit log. Only this back-office path sets it.
 */
export async function setListingVerified(db: Db, actor: Actor, id: string, verified: boolean): Promise<void> {
  if (!isUuid(id)) throw missingListing();
  await writePublicData(db, async (tx) => {
    const [row] = await tx
      .select({ verifiedAt: properties.verifiedAt, verifiedBy: properties.verifiedBy })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row) throw missingListing();
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
  });
}

/**
 * Deletes a listing: its images links, facilities, nearby places, property banners and
 * saved entries go with it (foreign keys cascade); enquiries keep their text. Images
 * nothing else uses are deleted too. Audited with the whole listing as "before".
 */
export async function deleteListing(db: Db, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw missingListing();
  await writePublicData(db, async (tx) => {
    const before = await snapshot(tx, id);
    if (!before) throw missingListing();
    await tx.delete(properties).where(eq(properties.id, id));
    await deleteOrphanImages(tx, before.imageIds);
    await recordAudit(tx, actor, { action: "delete", entity: "property", entityId: id, before: auditable(before) });
  });
}
