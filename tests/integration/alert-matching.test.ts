/**
 * Saved searches matched to listings on both databases: every criterion, only confirmed and
 * unpaused searches, a listing matched once, a price drop once per price, saved properties'
 * drops, and the writes that queue the matching (back office, feed import) without waiting.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { matchingSearches } from "../../app/modules/alerts/match.server";
import {
  ALERTS_INSTANT_JOB,
  ALERTS_MATCH_JOB,
  defineAlertMatchJobs,
  matchListings,
} from "../../app/modules/alerts/match-jobs.server";
import { runFeed } from "../../app/modules/feeds/run.server";
import { createJobs, type Jobs } from "../../app/modules/jobs/jobs.server";
import { listingSchema } from "../../app/modules/property/listing-form";
import { loadListing } from "../../app/modules/property/listing-record.server";
import { saveListing, setListingStatus } from "../../app/modules/property/listing-writes.server";
import { type Database, openDatabase } from "../../db/client";
import {
  alertMatches,
  feeds,
  profiles,
  properties,
  savedProperties,
  savedPropertyDrops,
  savedSearches,
} from "../../db/schema";
import { createScratchDatabase } from "../../db/scratch";
import { addAgent, addBrokerage, type Fixtures, seedFixtures } from "../helpers/factories";
import { bayutFeed, type FeedServer, startFeedServer } from "../helpers/feeds";
import { migratedPglite } from "../helpers/pglite-template";
import { databases } from "../helpers/server";

/** A fresh migrated database of the kind, seeded: no site is needed to match listings. */
async function openSeeded(kind: "pglite" | "postgres", seed: (db: Database["db"]) => Promise<void>) {
  const scratch =
    kind === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL as string, "alerts") : undefined;
  const database = await openDatabase({
    databaseUrl: scratch?.url,
    dataDir: "memory://",
    startFrom: scratch ? undefined : await migratedPglite(),
  });
  await seed(database.db);
  return {
    database,
    db: database.db,
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

type Criteria = Partial<typeof savedSearches.$inferInsert>;

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe.each(databases())("saved searches matched to listings (%s)", (database) => {
  let server: Awaited<ReturnType<typeof openSeeded>>;
  let fx: Fixtures;
  let agentId: string;
  let agencyId: string;
  let crm: FeedServer;
  const staff = { id: "", email: "staff@example.com" };
  let reemVilla: string;

  beforeAll(async () => {
    crm = await startFeedServer();
    server = await openSeeded(database, async (db) => {
      fx = await seedFixtures(db);
      const agency = await addBrokerage(db, { slug: "palm-keys", name: "Palm Keys Realty", orn: "40123" });
      agencyId = agency.id;
      const agent = await addAgent(db, {
        slug: "layla-haddad",
        name: "Layla Haddad",
        brn: "12345",
        brokerageId: agency.id,
        email: "layla@palmkeys.example",
      });
      agentId = agent.id;
      const [owner] = await db
        .insert(profiles)
        .values({
          firstName: "Sara",
          lastName: "Staff",
          email: staff.email,
          phone: "",
          contactEmail: staff.email,
          passwordHash: "x",
        })
        .returning();
      staff.id = owner?.id ?? "";
    });
    reemVilla = fx.properties.reemVilla.id;
  });

  afterAll(async () => {
    await server?.close();
    await crm?.close();
  });

  beforeEach(async () => {
    await server.db.delete(savedSearches);
    await server.db.delete(savedPropertyDrops);
    // Reem Villa: Abu Dhabi, a villa for sale by Nakheel at AED 5,000,000, 3 bedrooms, ready, furnished, verified.
    await server.db
      .update(properties)
      .set({
        status: "published",
        priceAed: 5_000_000,
        priceAmount: 5_000_000,
        bedrooms: 3,
        completionStatus: "ready",
        furnishing: "furnished",
        verifiedAt: new Date(),
        agentId,
        latitude: 24.5,
        longitude: 54.4,
      })
      .where(eq(properties.id, reemVilla));
  });

  const save = async (criteria: Criteria, extra: Criteria = {}) => {
    const [row] = await server.db
      .insert(savedSearches)
      .values({
        email: "buyer@example.com",
        name: "A search",
        searchPath: "/search",
        confirmedAt: new Date(),
        ...criteria,
        ...extra,
      })
      .returning({ id: savedSearches.id });
    return row?.id ?? "";
  };

  const matchedIds = async (propertyId: string) =>
    (await matchingSearches(server.db, [propertyId])).map((m) => m.savedSearchId).sort();

  const matchesOf = (searchId: string) =>
    server.db
      .select({ kind: alertMatches.kind, priceAed: alertMatches.priceAed, propertyId: alertMatches.propertyId })
      .from(alertMatches)
      .where(eq(alertMatches.savedSearchId, searchId))
      .orderBy(alertMatches.matchedAt, alertMatches.kind);

  // A triangle around Reem Villa (54.4, 24.5), and one beside it inside the same box.
  const around: [number, number][] = [
    [54.3, 24.4],
    [54.5, 24.4],
    [54.4, 24.6],
    [54.3, 24.4],
  ];
  const beside: [number, number][] = [
    [54.3, 24.4],
    [54.35, 24.4],
    [54.3, 24.6],
    [54.3, 24.4],
  ];
  const box = { minLng: 54.3, minLat: 24.4, maxLng: 54.5, maxLat: 24.6 };

  const criteria = (): [string, Criteria, Criteria][] => [
    ["purpose", { purpose: "sale" }, { purpose: "rent" }],
    ["segment", { segment: "Residential" }, { segment: "Commercial" }],
    ["type", { typeIds: [fx.types.villa.id, fx.types.office.id] }, { typeIds: [fx.types.apartment.id] }],
    [
      "place",
      { locationIds: [fx.locations.marina.id, fx.locations.reem.id] },
      { locationIds: [fx.locations.marina.id] },
    ],
    ["developer", { developerIds: [fx.developers.nakheel.id] }, { developerIds: [fx.developers.emaar.id] }],
    ["agency's agents", { agentIds: [agentId] }, { agentIds: [fx.developers.emaar.id] }],
    ["lowest price", { minAed: 5_000_000 }, { minAed: 5_000_001 }],
    ["highest price", { maxAed: 5_000_000 }, { maxAed: 4_999_999 }],
    ["bedrooms", { minBedrooms: 3 }, { minBedrooms: 4 }],
    ["completion", { completionStatus: "ready" }, { completionStatus: "off_plan" }],
    ["furnishing", { furnishing: "furnished" }, { furnishing: "unfurnished" }],
    ["box", box, { minLng: 55, minLat: 25, maxLng: 55.5, maxLat: 25.5 }],
    [
      "box and place",
      { ...box, locationIds: [fx.locations.reem.id] },
      { minLng: 55, minLat: 25, maxLng: 55.5, maxLat: 25.5, locationIds: [fx.locations.reem.id] },
    ],
    ["drawn area", { ...box, polygon: around }, { ...box, polygon: beside }],
  ];

  it("matches a listing to the searches whose every criterion it meets, and not to the others", async () => {
    for (const [name, yes, no] of criteria()) {
      await server.db.delete(savedSearches);
      const matching = await save(yes);
      await save(no);
      expect(await matchedIds(reemVilla), name).toEqual([matching]);
    }
  });

  it("matches a verified-only search to a verified listing only", async () => {
    const verifiedOnly = await save({ verifiedOnly: true });
    expect(await matchedIds(reemVilla)).toEqual([verifiedOnly]);
    expect(await matchedIds(fx.properties.majazApartment.id)).toEqual([]);
  });

  it("matches neither an unconfirmed nor a paused search, nor a listing not published", async () => {
    await save({}, { confirmedAt: null });
    await save({}, { paused: true });
    const live = await save({});
    expect(await matchedIds(reemVilla)).toEqual([live]);
    expect(await matchedIds(fx.hiddenDraft.id)).toEqual([]);
  });

  it("records a listing once per search, and a price drop once per price, with its price", async () => {
    const search = await save({ locationIds: [fx.locations.reem.id] });
    await matchListings(server.db, { propertyIds: [reemVilla] });
    await matchListings(server.db, { propertyIds: [reemVilla] });
    expect(await matchesOf(search)).toEqual([{ kind: "new", priceAed: 5_000_000, propertyId: reemVilla }]);

    await server.db.update(properties).set({ priceAed: 4_500_000 }).where(eq(properties.id, reemVilla));
    await matchListings(server.db, { propertyIds: [reemVilla], pricesBefore: { [reemVilla]: 5_000_000 } });
    // The same price again, or a rise and a fall back to it: not sent again.
    await matchListings(server.db, { propertyIds: [reemVilla], pricesBefore: { [reemVilla]: 4_600_000 } });
    expect((await matchesOf(search)).map((m) => [m.kind, m.priceAed])).toEqual([
      ["new", 5_000_000],
      ["priceDrop", 4_500_000],
    ]);
  });

  it("makes a listing that falls into a search's price band new to it", async () => {
    const search = await save({ maxAed: 4_000_000 });
    await server.db.update(properties).set({ priceAed: 3_900_000 }).where(eq(properties.id, reemVilla));
    await matchListings(server.db, { propertyIds: [reemVilla], pricesBefore: { [reemVilla]: 5_000_000 } });
    expect((await matchesOf(search)).map((m) => [m.kind, m.priceAed])).toEqual([["new", 3_900_000]]);
  });

  it("records a price drop for the owners of the saved property, once per price", async () => {
    await server.db
      .insert(savedProperties)
      .values({ profileId: staff.id, propertyId: reemVilla })
      .onConflictDoNothing();
    await server.db.update(properties).set({ priceAed: 4_800_000 }).where(eq(properties.id, reemVilla));
    await matchListings(server.db, { propertyIds: [reemVilla], pricesBefore: { [reemVilla]: 5_000_000 } });
    await matchListings(server.db, { propertyIds: [reemVilla], pricesBefore: { [reemVilla]: 5_000_000 } });
    // A listing whose price did not fall: nothing.
    const marina = fx.properties.marinaVilla.id;
    await server.db.insert(savedProperties).values({ profileId: staff.id, propertyId: marina }).onConflictDoNothing();
    await matchListings(server.db, { propertyIds: [marina], pricesBefore: { [marina]: 1_000_000 } });
    const drops = await server.db
      .select({ propertyId: savedPropertyDrops.propertyId, priceAed: savedPropertyDrops.priceAed })
      .from(savedPropertyDrops)
      .where(eq(savedPropertyDrops.profileId, staff.id));
    expect(drops).toEqual([{ propertyId: reemVilla, priceAed: 4_800_000 }]);
  });

  describe("on the job queue", () => {
    let jobs: Jobs;
    let instantRuns: number;

    beforeAll(async () => {
      instantRuns = 0;
      jobs = createJobs(server.database, { run: true });
      defineAlertMatchJobs(jobs, server.db);
      // A stand-in for the sending job, which another module defines.
      jobs.define({ name: ALERTS_INSTANT_JOB, pollSeconds: 0.5, handler: async () => void instantRuns++ });
      await jobs.start();
    });

    afterAll(async () => {
      await jobs?.stop(1);
    });

    const unfinishedMatching = async () => {
      const result = await server.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${ALERTS_MATCH_JOB} and state <> 'completed'`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };

    const countMatches = async (searchId: string) => (await matchesOf(searchId)).length;

    it("a listing published in the back office is matched once, and re-publishing it matches it no more", async () => {
      const search = await save({ locationIds: [fx.locations.majaz.id] });
      const majaz = fx.properties.majazApartment.id;
      await server.db.update(properties).set({ status: "draft" }).where(eq(properties.id, majaz));
      await setListingStatus(server.db, staff, majaz, "published", jobs);
      await until(async () => (await countMatches(search)) === 1, "the published listing matched");
      await until(async () => instantRuns > 0, "the instant alerts sent");
      await setListingStatus(server.db, staff, majaz, "draft", jobs);
      await setListingStatus(server.db, staff, majaz, "published", jobs);
      await until(async () => (await unfinishedMatching()) === 0, "the second matching done");
      expect(await matchesOf(search)).toEqual([{ kind: "new", priceAed: 450_000, propertyId: majaz }]);
    });

    it("a price lowered in the back office reaches the searches and the saved property's owner", async () => {
      const search = await save({ locationIds: [fx.locations.reem.id] });
      await matchListings(server.db, { propertyIds: [reemVilla] });
      await server.db
        .insert(savedProperties)
        .values({ profileId: staff.id, propertyId: reemVilla })
        .onConflictDoNothing();
      const loaded = await loadListing(server.db, reemVilla);
      if (!loaded) throw new Error("Reem Villa is not there");
      const input = listingSchema.parse({ ...loaded.form, priceAmount: "4200000", priceCurrency: "AED" });
      await saveListing(server.db, staff, reemVilla, input, [], jobs);
      await until(async () => (await countMatches(search)) === 2, "the price drop matched");
      expect((await matchesOf(search)).map((m) => [m.kind, m.priceAed])).toEqual([
        ["new", 5_000_000],
        ["priceDrop", 4_200_000],
      ]);
      const drops = await server.db
        .select()
        .from(savedPropertyDrops)
        .where(eq(savedPropertyDrops.propertyId, reemVilla));
      expect(drops.map((d) => d.priceAed)).toEqual([4_200_000]);
    });

    it("a feed import that publishes listings queues their matching and does not wait for it", async () => {
      const search = await save({ locationIds: [fx.locations.marina.id] });
      const [feed] = await server.db
        .insert(feeds)
        .values({ brokerageId: agencyId, url: `${crm.url}/feed.xml`, format: "bayut" })
        .returning();
      crm.files.set(
        "/feed.xml",
        bayutFeed(
          Array.from({ length: 3 }, (_, i) => ({ ref: `AL-${i}`, permit: String(7200000000 + i), price: "1500000" })),
        ),
      );
      // The import's process only sends; the queue that runs the matching is stopped meanwhile.
      const sender = createJobs(server.database, { run: false });
      defineAlertMatchJobs(sender, server.db);
      await sender.start();
      await jobsPaused(async () => {
        const outcome = await runFeed(server.db, feed?.id ?? "", "staff", sender);
        expect(outcome.status).toBe("done");
        expect(await countMatches(search)).toBe(0);
      });
      await until(async () => (await countMatches(search)) === 3, "the imported listings matched");
      await sender.stop(1);
    });

    /** Runs `during` while no process runs jobs, then starts the queue again. */
    async function jobsPaused(during: () => Promise<void>) {
      await jobs.stop(1);
      try {
        await during();
      } finally {
        jobs = createJobs(server.database, { run: true });
        defineAlertMatchJobs(jobs, server.db);
        jobs.define({ name: ALERTS_INSTANT_JOB, pollSeconds: 0.5, handler: async () => void instantRuns++ });
        await jobs.start();
      }
    }
  });
});
