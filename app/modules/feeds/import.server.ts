import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { agents, type feeds, properties, propertyAmenities, propertyImages } from "../../../db/schema";
import { escapeHtml } from "../../components/ui/escape-html";
import type { ListingChange } from "../alerts/match-jobs.server";
import { getRates, toAed } from "../currency/currency.server";
import { sanitizeRichText } from "../html.server";
import { normalizeName } from "../location/match";
import type { IndexedPlace } from "../location/match.server";
import { deleteOrphanImages, storeImages } from "../media/upload.server";
import { writePublicData } from "../memo.server";
import { dubaiToday, isInDubai, isPermitNumber } from "../property/permit";
import {
  type FeedAgent,
  type FeedListing,
  FeedRefused,
  type ListingProblem,
  type ParsedFeed,
  type RunCounts,
} from "./feed-listing";
import { downloadPhotos, photoKey, storedPhotos } from "./photos.server";
import {
  type AgentBook,
  createAgents,
  type Lookups,
  loadLookups,
  matchAgent,
  resolveAmenities,
} from "./resolve.server";

// Importing a parsed feed: every listing checked and planned first, the whole run refused
// when it would do harm, then written in batches, each listing whole in one transaction.

export type FeedRow = typeof feeds.$inferSelect;

export type RunProblem = ListingProblem & { reference: string };

export type ImportResult = { counts: RunCounts; problems: RunProblem[] };

/** Listings written per transaction: a crash loses at most one batch's work, never half a listing. */
const BATCH = 250;

type Existing = {
  id: string;
  reference: string;
  status: "published" | "draft" | "archived";
  priceAed: number;
  feedHash: string | null;
  permitNumber: string | null;
  permitExpiry: string | null;
  importNote: string;
};

/** What one listing of the feed becomes. */
type Planned = {
  listing: FeedListing;
  existing: Existing | undefined;
  values: ListingValues;
  amenityIds: string[];
  agent: FeedAgent | null;
  hash: string;
};

type ListingValues = Omit<typeof properties.$inferInsert, "id" | "createdAt">;

export type ImportOptions = {
  /**
   * Told, after each batch commits, of its listings now published or cheaper (saved searches'
   * alerts): it queues their matching and returns, so the import never waits for it.
   */
  onListingsChanged?: (changes: ListingChange[]) => Promise<void>;
};

export async function importParsed(
  db: Db,
  feed: FeedRow,
  parsed: ParsedFeed,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  const counts: RunCounts = {
    seen: parsed.listings.length + parsed.rejected.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    drafted: 0,
    refused: 0,
    photosFetched: 0,
    photosFailed: 0,
  };
  if (counts.seen === 0) throw new FeedRefused("empty");
  const problems: RunProblem[] = [];
  const report = (reference: string, list: ListingProblem[]) => {
    for (const p of list) problems.push({ reference, ...p });
  };
  for (const r of parsed.rejected) report(r.reference, r.problems);
  counts.refused += parsed.rejected.length;

  const [lookups, existing, takenReferences, rates] = await Promise.all([
    loadLookups(db, feed.brokerageId),
    feedListings(db, feed.id),
    otherReferences(db, feed),
    getRates(db),
  ]);
  const livePermits = await permitsLiveElsewhere(db, feed.id, parsed.listings);
  const present = new Set(parsed.rejected.map((r) => r.reference));
  const planned: Planned[] = [];
  for (const listing of parsed.listings) {
    const listProblems = [...listing.problems];
    const plan = planListing(listing, listProblems, {
      lookups,
      existing: existing.get(listing.reference),
      taken: present.has(listing.reference) || takenReferences.has(listing.reference),
      repeated: present.has(listing.reference),
      livePermits,
      rates,
      feedId: feed.id,
    });
    present.add(listing.reference);
    report(listing.reference, listProblems);
    if (plan) planned.push(plan);
    else counts.refused++;
  }

  const leaving = feed.onLeave === "draft" ? [...existing.values()].filter((e) => !present.has(e.reference)) : [];
  refuseMassRemoval(feed, existing, planned, leaving);

  const changed = planned.filter((p) => !isUnchanged(p));
  counts.unchanged = planned.length - changed.length;
  const failedPhotos = new Map<string, string>();
  for (let i = 0; i < changed.length; i += BATCH) {
    const batch = changed.slice(i, i + BATCH);
    const ids = await writeBatch(db, lookups.agents, batch, counts, problems, failedPhotos);
    await tellChanges(opts, alertChanges(batch, ids));
  }
  counts.drafted += changed.filter((p) => p.existing?.status === "published" && p.values.status === "draft").length;
  counts.drafted += await draftLeaving(db, leaving);
  return { counts, problems };
}

/** The batch's listings now published that were not, or are cheaper than they were. */
function alertChanges(batch: Planned[], ids: Map<string, string>): ListingChange[] {
  const changes: ListingChange[] = [];
  for (const p of batch) {
    const id = ids.get(p.listing.reference);
    const priceAed = p.values.priceAed as number;
    if (!id || p.values.status !== "published") continue;
    if (p.existing?.status !== "published") changes.push({ id });
    else if (priceAed < p.existing.priceAed) changes.push({ id, priceBeforeAed: p.existing.priceAed });
  }
  return changes;
}

/** A queue that fails costs the batch its alerts, not the import its run (the listings are written). */
async function tellChanges(opts: ImportOptions, changes: ListingChange[]): Promise<void> {
  if (!opts.onListingsChanged || changes.length === 0) return;
  try {
    await opts.onListingsChanged(changes);
  } catch (error) {
    console.error(`feeds: the alerts of ${changes.length} listings were not queued: ${(error as Error).message}`);
  }
}

/** This feed's listings, by reference. */
async function feedListings(db: Db, feedId: string): Promise<Map<string, Existing>> {
  const rows = await db
    .select({
      id: properties.id,
      reference: properties.referenceNumber,
      status: properties.status,
      priceAed: properties.priceAed,
      feedHash: properties.feedHash,
      permitNumber: properties.permitNumber,
      permitExpiry: properties.permitExpiry,
      importNote: properties.importNote,
    })
    .from(properties)
    .where(eq(properties.feedId, feedId));
  return new Map(rows.map((r) => [r.reference, r]));
}

/** References the agency uses on listings this feed did not bring: never taken over by it. */
async function otherReferences(db: Db, feed: FeedRow): Promise<Set<string>> {
  const rows = await db
    .select({ reference: properties.referenceNumber })
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .where(
      and(
        eq(agents.brokerageId, feed.brokerageId),
        ne(properties.referenceNumber, ""),
        or(sql`${properties.feedId} is null`, ne(properties.feedId, feed.id)),
      ),
    );
  return new Set(rows.map((r) => r.reference));
}

/** The feed's permit numbers that are live on a listing some other source brought. */
async function permitsLiveElsewhere(db: Db, feedId: string, listings: FeedListing[]): Promise<Set<string>> {
  const permits = [...new Set(listings.map((l) => l.permitNumber).filter((p) => p !== ""))];
  const live = new Set<string>();
  for (let i = 0; i < permits.length; i += 1000) {
    const rows = await db
      .select({ permit: properties.permitNumber })
      .from(properties)
      .where(
        and(
          inArray(properties.permitNumber, permits.slice(i, i + 1000)),
          eq(properties.status, "published"),
          or(sql`${properties.feedId} is null`, ne(properties.feedId, feedId)),
        ),
      );
    for (const r of rows) if (r.permit) live.add(r.permit);
  }
  return live;
}

type PlanContext = {
  lookups: Lookups;
  existing: Existing | undefined;
  /** The reference is used twice in the feed, or by a listing another source brought. */
  taken: boolean;
  /** ...and it is the first of these: the feed gave it before. */
  repeated: boolean;
  /** Permits live elsewhere; this run adds each permit it publishes. */
  livePermits: Set<string>;
  rates: Record<string, number>;
  feedId: string;
};

/** The listing's row, or null (with its problems) when it cannot be imported at all. */
function planListing(l: FeedListing, problems: ListingProblem[], c: PlanContext): Planned | null {
  if (c.taken) {
    problems.push({ field: "reference", code: c.repeated ? "duplicate" : "referenceTaken", detail: l.reference });
    return null;
  }
  const place = c.lookups.findPlace(l);
  if (!place) {
    // Waits for staff to add the place (or a short name of it): never attached to a wrong one.
    problems.push({
      field: "community",
      code: "unknownPlace",
      detail: [l.community, l.subCommunity].filter(Boolean).join(" / "),
    });
    return null;
  }
  const typeId = c.lookups.types.get(normalizeName(l.propertyType));
  if (!typeId) {
    problems.push({ field: "property_type", code: "unknownType", detail: l.propertyType });
    return null;
  }
  if (l.price === null) {
    problems.push({ field: "price", code: "priceOnApplication", detail: "" });
    return null;
  }
  const priceAed = toAed(l.price, l.currency, c.rates);
  if (priceAed === null || priceAed > 999_999_999_999) {
    problems.push({ field: "price", code: "badNumber", detail: `${l.currency} ${l.price}` });
    return null;
  }
  const projectId = projectOf(c.lookups, l, problems);
  const originalPrice = resaleAed(l.originalPrice, l, "originalPrice", c.rates, problems);
  const amountPaid = resaleAed(l.amountPaid, l, "amountPaid", c.rates, problems);
  const amenityIds = resolveAmenities(c.lookups, l, problems);
  const agent = agentOf(c.lookups.agents, l, problems);
  const permitExpiry =
    c.existing && c.existing.permitNumber === l.permitNumber && l.permitNumber ? c.existing.permitExpiry : null;
  const notes = l.deleted ? ["deleted"] : publishProblems(l, place, permitExpiry, c.livePermits);
  for (const code of notes)
    if (code !== "deleted") problems.push({ field: "permit_number", code, detail: l.permitNumber });
  // A listing staff archived stays archived: the feed does not bring back what they took down.
  const status = c.existing?.status === "archived" ? "archived" : notes.length === 0 ? "published" : "draft";
  if (status === "published" && l.permitNumber) c.livePermits.add(l.permitNumber);
  const values = listingValues(l, {
    place,
    typeId,
    priceAed,
    agentId: agent.id,
    permitExpiry,
    status,
    feedId: c.feedId,
  });
  Object.assign(values, { projectId, originalPrice, amountPaid });
  values.importNote = notes.join(",");
  const hash = contentHash(l, values, amenityIds);
  values.feedHash = hash;
  return { listing: l, existing: c.existing, values, amenityIds, agent: agent.create, hash };
}

/** The listing's project, when the feed names one we have; a problem (the listing imported without it) otherwise. */
function projectOf(lookups: Lookups, l: FeedListing, problems: ListingProblem[]): string | null {
  if (!l.project) return null;
  const match = lookups.findProject(l.project);
  if ("id" in match) return match.id;
  const detail = [l.project.name, l.project.developer].filter(Boolean).join(" / ");
  problems.push({ field: "project_name", code: match.problem, detail });
  return null;
}

/** A resale amount in AED, whole; null (with a problem) when it cannot be converted. */
function resaleAed(
  amount: number | null,
  l: FeedListing,
  field: string,
  rates: Record<string, number>,
  problems: ListingProblem[],
): number | null {
  if (amount === null) return null;
  const aed = toAed(amount, l.currency, rates);
  if (aed === null || aed > 999_999_999_999) {
    problems.push({ field, code: "badNumber", detail: `${l.currency} ${amount}` });
    return null;
  }
  return aed;
}

/** The matched agent's id, or the agent to create; a problem for anything else. */
function agentOf(
  book: AgentBook,
  l: FeedListing,
  problems: ListingProblem[],
): { id: string | null; create: FeedAgent | null } {
  const match = matchAgent(book, l.agent);
  if (match === null) {
    problems.push({ field: "agent", code: "noAgent", detail: "" });
    return { id: null, create: null };
  }
  if ("id" in match) return { id: match.id, create: null };
  if ("problem" in match) {
    problems.push(match.problem);
    return { id: null, create: null };
  }
  problems.push({ field: "agent", code: "agentCreated", detail: match.create.email || match.create.licenseNo });
  return { id: null, create: match.create };
}

/**
 * Why the listing may not go live (decision 013's rules, as for a typed listing): in Dubai a
 * valid permit no other live listing carries, not known to have expired. Feeds carry no expiry:
 * a listing whose expiry is unknown goes live, and the expiry job leaves it until one is known.
 */
function publishProblems(
  l: FeedListing,
  place: IndexedPlace,
  permitExpiry: string | null,
  livePermits: Set<string>,
): string[] {
  if (!isInDubai(place)) return l.permitNumber && livePermits.has(l.permitNumber) ? ["permitTaken"] : [];
  if (!l.permitNumber) return ["noPermit"];
  if (!isPermitNumber(l.permitNumber)) return ["badPermit"];
  if (livePermits.has(l.permitNumber)) return ["permitTaken"];
  if (permitExpiry && permitExpiry <= dubaiToday()) return ["permitExpired"];
  return [];
}

type Resolved = {
  place: IndexedPlace;
  typeId: string;
  priceAed: number;
  agentId: string | null;
  permitExpiry: string | null;
  status: "published" | "draft" | "archived";
  feedId: string;
};

function listingValues(l: FeedListing, r: Resolved): ListingValues {
  const title = (l.titleEn || l.titleAr || `${l.propertyType}, ${r.place.label}`).slice(0, 300);
  const arabic = {
    ...(l.titleAr ? { title: l.titleAr.slice(0, 300) } : {}),
    ...(l.descriptionAr ? { description: textToHtml(l.descriptionAr) } : {}),
  };
  return {
    title,
    propertyTypeId: r.typeId,
    segment: l.commercial ? "Commercial" : l.purpose === "rent" ? "Rental" : "Residential",
    locationId: r.place.id,
    address: [l.tower, l.subCommunity, l.community, l.city].filter(Boolean).join(", ").slice(0, 300),
    priceAmount: l.price ?? 0,
    priceCurrency: l.currency,
    priceAed: r.priceAed,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    areaSqft: l.areaSqft,
    highlights: highlights(l),
    description: textToHtml(l.descriptionEn),
    latitude: l.latitude ?? r.place.latitude,
    longitude: l.longitude ?? r.place.longitude,
    status: r.status,
    purpose: l.purpose,
    rentFrequency: l.purpose === "rent" ? (l.rentFrequency ?? "yearly") : null,
    permitNumber: l.permitNumber || null,
    permitExpiry: r.permitExpiry,
    referenceNumber: l.reference,
    agentId: r.agentId,
    completionStatus: l.completion,
    furnishing: l.furnishing,
    feedId: r.feedId,
    translations: Object.keys(arabic).length > 0 ? { ar: arabic } : {},
    updatedAt: new Date(),
  };
}

/** The feed's facts that have no column, written as the listing page's fact rows read them. */
function highlights(l: FeedListing): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (l.plotSqft) rows.push({ label: "Plot area", value: `${l.plotSqft.toLocaleString("en-US")} sq ft` });
  if (l.serviceCharge) rows.push({ label: "Service charge", value: serviceCharge(l.serviceCharge) });
  if (l.cheques) rows.push({ label: "Payment", value: `${l.cheques} ${l.cheques === 1 ? "cheque" : "cheques"}` });
  return rows;
}

/**
 * Property Finder's service charge is AED per sq ft a year; CRMs also put the year's total there.
 * No charge is 500 AED per sq ft, so a larger figure is read as the total.
 */
function serviceCharge(amount: number): string {
  return amount < 500 ? `AED ${amount} per sq ft` : `AED ${Math.round(amount).toLocaleString("en-US")} a year`;
}

/** A feed's plain-text description as sanitised paragraphs: its line breaks kept, its markup inert. */
function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, "<br>")}</p>`);
  return sanitizeRichText(paragraphs.join(""));
}

/** Everything the run would write for the listing: equal hashes mean nothing to do. */
function contentHash(l: FeedListing, v: ListingValues, amenityIds: string[]): string {
  const { updatedAt: _, feedHash: __, ...stable } = v;
  return createHash("sha256")
    .update(JSON.stringify({ l: { ...l, problems: undefined }, stable, amenityIds, agent: l.agent }))
    .digest("base64url");
}

function isUnchanged(p: Planned): boolean {
  return !!p.existing && p.existing.feedHash === p.hash && p.existing.status === p.values.status;
}

/**
 * Refuses the run when it would take more than the feed's share of its live listings off the
 * site: a CRM outage that empties most of a feed must not empty the agency's stock.
 */
function refuseMassRemoval(feed: FeedRow, existing: Map<string, Existing>, planned: Planned[], leaving: Existing[]) {
  const live = [...existing.values()].filter((e) => e.status === "published").length;
  if (live === 0) return;
  const off =
    leaving.filter((e) => e.status === "published").length +
    planned.filter((p) => p.existing?.status === "published" && p.values.status === "draft").length;
  if (off * 100 > live * feed.maxRemovalPercent)
    throw new FeedRefused("tooManyRemovals", `${off} of ${live} live listings`);
}

/** Writes one batch: its new agents, photos, listings, facilities and photo links in one transaction. Answers each listing's id by reference. */
async function writeBatch(
  db: Db,
  book: AgentBook,
  batch: Planned[],
  counts: RunCounts,
  problems: RunProblem[],
  /** Photos that failed earlier in this run, by photoKey: tried once a run. */
  failedPhotos: Map<string, string>,
): Promise<Map<string, string>> {
  const photos = batch.flatMap((p) => p.listing.photos);
  const known = await storedPhotos(db, photos);
  const missing = photos.filter((p) => !known.has(photoKey(p)) && !failedPhotos.has(photoKey(p)));
  const downloaded = await downloadPhotos(missing, () => "");
  counts.photosFetched += downloaded.ready.size;
  counts.photosFailed += downloaded.failed.size;
  for (const [key, reason] of downloaded.failed) failedPhotos.set(key, reason);
  for (const p of batch) {
    const failed = p.listing.photos.filter((ph) => failedPhotos.has(photoKey(ph)));
    for (const ph of failed)
      problems.push({
        reference: p.listing.reference,
        field: "photo",
        code: "photoFailed",
        detail: ph.url.slice(0, 200),
      });
    // Not the feed's version yet: the next run sees a change and tries the photo again.
    if (failed.length > 0) p.values.feedHash = `${p.hash}:incomplete`;
  }
  return writePublicData(db, async (tx) => {
    const wanted = batch.flatMap((p) => (p.agent ? [p.agent] : []));
    if (wanted.length > 0) await createAgents(tx, book, wanted);
    const keys = [...downloaded.ready.keys()];
    const stored = await storeImages(tx, [...downloaded.ready.values()]);
    for (const [i, key] of keys.entries()) known.set(key, stored[i] as string);
    for (const p of batch) if (p.agent) p.values.agentId = agentIdIn(book, p.agent);
    const ids = await upsertListings(tx, batch);
    counts.created += batch.filter((p) => !p.existing).length;
    counts.updated += batch.filter((p) => p.existing).length;
    await deleteOrphanImages(tx, await linkChildren(tx, batch, ids, known));
    return ids;
  });
}

function agentIdIn(book: AgentBook, agent: FeedAgent): string | null {
  const match = matchAgent(book, agent);
  return match && "id" in match ? match.id : null;
}

/** Writes the batch's listings: the new ones in one statement. Answers each one's id by reference. */
async function upsertListings(tx: Tx, batch: Planned[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const p of batch) {
    if (!p.existing) continue;
    await tx.update(properties).set(p.values).where(eq(properties.id, p.existing.id));
    ids.set(p.listing.reference, p.existing.id);
  }
  const fresh = batch.filter((p) => !p.existing).map((p) => p.values);
  if (fresh.length > 0) {
    const rows = await tx
      .insert(properties)
      .values(fresh)
      .returning({ id: properties.id, reference: properties.referenceNumber });
    for (const r of rows) ids.set(r.reference, r.id);
  }
  return ids;
}

/** Sets the batch's facilities and photos; answers the images its listings no longer show. */
async function linkChildren(
  tx: Tx,
  batch: Planned[],
  ids: Map<string, string>,
  photos: Map<string, string>,
): Promise<string[]> {
  const idOf = (p: Planned) => ids.get(p.listing.reference) as string;
  const updated = batch.filter((p) => p.existing).map(idOf);
  let before: { imageId: string }[] = [];
  if (updated.length > 0) {
    await tx.delete(propertyAmenities).where(inArray(propertyAmenities.propertyId, updated));
    before = await tx
      .delete(propertyImages)
      .where(inArray(propertyImages.propertyId, updated))
      .returning({ imageId: propertyImages.imageId });
  }
  const amenityRows = batch.flatMap((p) => p.amenityIds.map((categoryId) => ({ propertyId: idOf(p), categoryId })));
  if (amenityRows.length > 0) await tx.insert(propertyAmenities).values(amenityRows);
  const imageRows = batch.flatMap((p) =>
    [...new Set(p.listing.photos.map((ph) => photos.get(photoKey(ph))).filter((v) => v !== undefined))].map(
      (imageId, position) => ({ propertyId: idOf(p), imageId, position }),
    ),
  );
  if (imageRows.length > 0) await tx.insert(propertyImages).values(imageRows);
  const shown = new Set(imageRows.map((r) => r.imageId));
  return [...new Set(before.map((b) => b.imageId))].filter((imageId) => !shown.has(imageId));
}

/** Live listings that left the feed go to draft (never deleted); answers how many. */
async function draftLeaving(db: Db, leaving: Existing[]): Promise<number> {
  const ids = leaving.filter((e) => e.status === "published").map((e) => e.id);
  if (ids.length === 0) return 0;
  await writePublicData(db, (tx) =>
    tx
      .update(properties)
      .set({ status: "draft", importNote: "leftFeed", updatedAt: new Date() })
      .where(and(inArray(properties.id, ids), isNotNull(properties.feedId))),
  );
  return ids.length;
}
