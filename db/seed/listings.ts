/**
 * Scale seeding: adds generated listings that reuse the locations, categories,
 * developers and pictures already in the database, in batched multi-row inserts.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { type Db, isEmpty } from "../client";
import { MASTER } from "../ids";
import * as t from "../schema";
import { type AgentPicker, type AgentRef, agentPicker, withTrust } from "./agents";
import { PLACES, type Place, placeByLabel, type TypeName } from "./data-places";
import { seedDemo } from "./demo";
import { insertChunked } from "./insert";
import {
  type ImageChoice,
  type Listing,
  type ListingContext,
  type LocationRef,
  makeListing,
  type Named,
  typeFor,
  typesOf,
} from "./properties";
import { createRng, type Rng } from "./random";

const ROWS_PER_STATEMENT = 2000;
/** How many existing listings to look at to learn which pictures each type uses. */
const SAMPLE_LISTINGS = 3000;

export type SeedListingsOptions = {
  /** Varies the generated data; the same seed on the same database gives the same listings. */
  seed?: number;
  /** Listings per transaction (default 2,000). */
  batchSize?: number;
  /** Called after each batch with the number of listings added so far. */
  onProgress?: (added: number) => void;
  /** Stops between batches; the listings already written stay. */
  signal?: AbortSignal;
};

/**
 * Adds `count` published listings; loads the demo data first when the database is
 * empty. Each batch of listings (with its images, amenities and nearby places) is
 * written in its own transaction. Returns the number of listings added.
 */
export async function seedListings(db: Db, count: number, opts: SeedListingsOptions = {}): Promise<number> {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`seedListings: count must be a non-negative integer, got ${count}`);
  if (await isEmpty(db)) await seedDemo(db);
  const ctx = await loadContext(db);
  const locations = await loadLocations(db, ctx);
  const existing = await countProperties(db);
  const rng = createRng(`listings:${opts.seed ?? 1}:${existing}`);
  const batchSize = Math.max(1, opts.batchSize ?? 2000);
  const pickLocation = weightedPicker(rng, locations);
  const pickAgent = await loadAgents(db);
  let done = 0;
  while (done < count && !opts.signal?.aborted) {
    const n = Math.min(batchSize, count - done);
    const batch: Listing[] = [];
    for (let i = 0; i < n; i++) {
      const loc = pickLocation();
      const seq = existing + done + i + 100_001;
      const listing = makeListing(rng, ctx, loc, pickType(rng, loc.place, ctx));
      if (pickAgent) listing.property = withTrust(listing.property, seq, loc.state === "Dubai", pickAgent, ctx.now);
      batch.push(listing);
    }
    await writeBatch(db, batch);
    done += n;
    opts.onProgress?.(done);
  }
  return done;
}

async function writeBatch(db: Db, batch: Listing[]): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await insertChunked(
      tx,
      t.properties,
      batch.map((l) => l.property),
      ROWS_PER_STATEMENT,
    );
    await insertChunked(
      tx,
      t.propertyImages,
      batch.flatMap((l) => l.images),
      ROWS_PER_STATEMENT,
    );
    await insertChunked(
      tx,
      t.propertyAmenities,
      batch.flatMap((l) => l.amenities),
      ROWS_PER_STATEMENT,
    );
    await insertChunked(
      tx,
      t.nearbyPlaces,
      batch.flatMap((l) => l.nearby),
      ROWS_PER_STATEMENT,
    );
  });
}

async function countProperties(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.properties);
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- what is already there

/** The active agents, their agency's reference prefix and the places they serve; null when there are none. */
async function loadAgents(db: Db): Promise<AgentPicker | null> {
  const rows = await db
    .select({ id: t.agents.id, name: t.brokerages.name })
    .from(t.agents)
    .innerJoin(t.brokerages, eq(t.brokerages.id, t.agents.brokerageId))
    .where(eq(t.agents.isActive, true))
    .orderBy(t.agents.slug);
  if (!rows.length) return null;
  const areas = await db.select().from(t.agentAreas);
  const refs: AgentRef[] = rows.map((r) => ({
    id: r.id,
    // The agency's initials, e.g. Palm Crest Realty -> PCR, as the demo's references read.
    prefix: r.name
      .split(/\s+/)
      .map((w) => w[0]?.toUpperCase() ?? "")
      .join("")
      .slice(0, 4),
    areas: new Set(areas.filter((a) => a.agentId === r.id).map((a) => a.locationId)),
  }));
  return agentPicker(refs);
}

const FALLBACK_PLACE: Omit<Place, "label" | "state" | "lat" | "lng"> = {
  psf: 1200,
  types: "AVT",
  coastal: false,
  weight: 3,
  streets: ["Main Street", "Community Road"],
  near: [],
};

async function loadLocations(db: Db, ctx: ListingContext): Promise<LocationRef[]> {
  const rows = await db.select().from(t.locations);
  const known = new Set(Object.keys(ctx.typeIds));
  return rows.map((r) => {
    const place: Place = placeByLabel(r.label) ?? {
      ...FALLBACK_PLACE,
      label: r.label,
      state: stateOf(r.state),
      lat: r.latitude,
      lng: r.longitude,
    };
    const types = typesOf(place).filter((type) => known.has(type));
    const usable = types.length ? place : { ...place, types: "A" };
    return { id: r.id, label: r.label, city: r.city, state: r.state, lat: r.latitude, lng: r.longitude, place: usable };
  });
}

function stateOf(state: string): Place["state"] {
  return PLACES.find((p) => p.state.toLowerCase() === state.toLowerCase())?.state ?? "Dubai";
}

async function loadContext(db: Db): Promise<ListingContext> {
  const cats = await db
    .select({ id: t.categories.id, masterId: t.categories.masterId, value: t.categories.value })
    .from(t.categories);
  const named = (masterId: string): Named[] =>
    cats.filter((c) => c.masterId === masterId).map((c) => ({ id: c.id, name: c.value }));
  const typeIds = Object.fromEntries(named(MASTER.propertyType).map((c) => [c.name, c.id])) as Record<TypeName, string>;
  const developers = (await db
    .select({ id: t.developers.id, name: t.developers.firmName })
    .from(t.developers)) as Named[];
  if (!typeIds.Apartment) throw new Error("seedListings: the property types of the demo data are missing");
  return {
    now: new Date(),
    typeIds,
    facilities: named(MASTER.facility),
    features: named(MASTER.feature),
    developers,
    images: await loadImages(db, typeIds),
  };
}

/** The pictures (a sample of) existing listings of each type use: first pictures as exteriors, the rest as extras. */
async function loadImages(db: Db, typeIds: Record<TypeName, string>): Promise<Record<TypeName, ImageChoice>> {
  const rows = await db
    .selectDistinct({
      typeId: t.properties.propertyTypeId,
      imageId: t.propertyImages.imageId,
      first: sql<boolean>`${t.propertyImages.position} = 0`,
    })
    .from(t.propertyImages)
    .innerJoin(t.properties, eq(t.properties.id, t.propertyImages.propertyId))
    .where(
      inArray(
        t.propertyImages.propertyId,
        db.select({ id: t.properties.id }).from(t.properties).limit(SAMPLE_LISTINGS),
      ),
    );
  const all = [...new Set(rows.map((r) => r.imageId))];
  if (all.length < 3) throw new Error("seedListings: at least three property pictures must exist to reuse");
  const choice = (typeId: string): ImageChoice => {
    const mine = rows.filter((r) => r.typeId === typeId);
    const exterior = [...new Set(mine.filter((r) => r.first).map((r) => r.imageId))];
    const extra = [...new Set(mine.filter((r) => !r.first).map((r) => r.imageId))];
    return exterior.length && extra.length >= 3
      ? { exterior, extra }
      : { exterior: exterior.length ? exterior : all, extra: all };
  };
  return Object.fromEntries(Object.entries(typeIds).map(([name, id]) => [name, choice(id)])) as Record<
    TypeName,
    ImageChoice
  >;
}

// ---------------------------------------------------------------- choosing

function weightedPicker(rng: Rng, locations: LocationRef[]): () => LocationRef {
  const cumulative: number[] = [];
  let total = 0;
  for (const loc of locations) {
    total += loc.place.weight;
    cumulative.push(total);
  }
  return () => {
    const x = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return locations[lo] as LocationRef;
  };
}

function pickType(rng: Rng, place: Place, ctx: ListingContext): TypeName {
  const type = typeFor(rng, place, Number.MAX_SAFE_INTEGER);
  return ctx.typeIds[type] ? type : "Apartment";
}
