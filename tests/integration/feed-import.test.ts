/**
 * Issue 54: agencies' XML feeds imported on both databases from a local server standing in for
 * the CRM. A feed only changes what it brought; a bad feed changes nothing; each listing is
 * checked against Dubai's rules as a typed one is.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defineFeedJobs, dueFeedIds, type FeedRunData } from "../../app/modules/feeds/jobs.server";
import { type RunOutcome, requestFeedRun, runFeed } from "../../app/modules/feeds/run.server";
import { createJobs } from "../../app/modules/jobs/jobs.server";
import { feedRunProblems, feedRuns, feeds, properties } from "../../db/schema";
import { addAgent, addBrokerage, apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { type BayutItem, bayutFeed, type FeedServer, photo, startFeedServer } from "../helpers/feeds";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const permit = (n: number) => String(7100000000 + n);

/** Ten live listings in Dubai Marina, each with its permit and two photos (one shared by all). */
function stock(): BayutItem[] {
  return Array.from({ length: 10 }, (_, i) => ({
    ref: `PK-${i + 1}`,
    permit: permit(i + 1),
    price: String(1_000_000 + i * 10_000),
    images: ["/photos/shared.png", `/photos/${i + 1}.png`],
    features: ["Balcony"],
  }));
}

describe.each(databases())("agency feed import (%s)", (database) => {
  let server: TestServer;
  let crm: FeedServer;
  let fx: Fixtures;
  let feedId: string;
  let agencyId: string;
  let laylaId: string;

  beforeAll(async () => {
    crm = await startFeedServer();
    crm.files.set("/photos/shared.png", await photo(10));
    for (let i = 1; i <= 12; i++) crm.files.set(`/photos/${i}.png`, await photo(20 + i * 10));
    let fixtures: Fixtures | undefined;
    server = await startTestServer({
      database,
      seed: async (db) => {
        fixtures = await seedFixtures(db);
        const agency = await addBrokerage(db, { slug: "palm-keys", name: "Palm Keys Realty", orn: "40123" });
        agencyId = agency.id;
        const layla = await addAgent(db, {
          slug: "layla-haddad",
          name: "Layla Haddad",
          brn: "12345",
          brokerageId: agency.id,
          email: "layla@palmkeys.example",
        });
        laylaId = layla.id;
      },
    });
    if (!fixtures) throw new Error("fixtures were not seeded");
    fx = fixtures;
  });

  afterAll(async () => {
    await server?.close();
    await crm?.close();
  });

  beforeEach(async () => {
    await server.db.delete(properties);
    await server.db.delete(feeds);
    const [feed] = await server.db
      .insert(feeds)
      .values({ brokerageId: agencyId, url: `${crm.url}/feed.xml`, format: "bayut" })
      .returning();
    feedId = feed?.id ?? "";
    crm.hits.clear();
  });

  /** The CRM serves these listings, their photos at its own address. */
  const serve = (items: BayutItem[] | string) =>
    crm.files.set(
      "/feed.xml",
      typeof items === "string"
        ? items
        : bayutFeed(items.map((i) => ({ ...i, images: i.images?.map((path) => `${crm.url}${path}`) }))),
    );

  const run = async (): Promise<RunOutcome> => {
    const outcome = await runFeed(server.db, feedId, "staff");
    server.forgetRemembered();
    return outcome;
  };

  const done = (outcome: RunOutcome) => {
    if (outcome.status !== "done")
      throw new Error(`run ${outcome.status}: ${"reason" in outcome ? outcome.reason : ""}`);
    return outcome.result;
  };

  const listings = () =>
    server.db
      .select({
        reference: properties.referenceNumber,
        status: properties.status,
        price: properties.priceAmount,
        importNote: properties.importNote,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .orderBy(asc(properties.referenceNumber));

  const api = () => apiClient(server.url);

  it("imports a feed: the listings on the site with their photos, found by agency and reference", async () => {
    serve(stock());
    const result = done(await run());
    expect(result.counts).toMatchObject({ seen: 10, created: 10, unchanged: 0, refused: 0, photosFetched: 11 });
    const found = await api().get("/property/propertyfilter?agency=palm-keys&reference=PK-3");
    expect(found.status).toBe(200);
    expect(found.body.data.map((p: { referenceNumber: string }) => p.referenceNumber)).toEqual(["PK-3"]);
    const one = found.body.data[0];
    expect(one.agency.slug).toBe("palm-keys");
    expect(one.propertyimage).toHaveLength(2);
    // Every listing shows the shared photo: downloaded once.
    expect(crm.hits.get("/photos/shared.png")).toBe(1);
  });

  it("a second run changes what changed, drafts what left or was withdrawn, and leaves the rest alone", async () => {
    serve(stock());
    done(await run());
    const before = new Map((await listings()).map((l) => [l.reference, l.updatedAt.getTime()]));
    crm.hits.clear();
    const next = stock().filter((i) => i.ref !== "PK-9");
    next[0] = { ...next[0], ref: "PK-1", price: "1250000" } as BayutItem;
    next[1] = { ...next[1], ref: "PK-2", status: "deleted" } as BayutItem;
    serve(next);
    const result = done(await run());
    expect(result.counts).toMatchObject({
      seen: 9,
      created: 0,
      updated: 2,
      unchanged: 7,
      drafted: 2,
      photosFetched: 0,
    });
    const after = await listings();
    const byRef = new Map(after.map((l) => [l.reference, l]));
    expect(byRef.get("PK-1")).toMatchObject({ status: "published", price: 1_250_000 });
    expect(byRef.get("PK-2")).toMatchObject({ status: "draft", importNote: "deleted" });
    expect(byRef.get("PK-9")).toMatchObject({ status: "draft", importNote: "leftFeed" });
    expect(byRef.get("PK-5")?.updatedAt.getTime()).toBe(before.get("PK-5"));
    // No photo was asked for again.
    expect([...crm.hits.keys()].filter((path) => path.startsWith("/photos/"))).toEqual([]);
    const page = await api().get("/property/propertyfilter?agency=palm-keys&reference=PK-1");
    expect(page.body.data[0].fromamout).toBe(1_250_000);
    const gone = await api().get("/property/propertyfilter?agency=palm-keys&reference=PK-9");
    expect(gone.body.data).toEqual([]);
  });

  it("a photo that fails does not hold its listing back, and is fetched on the next run", async () => {
    const items = stock().slice(0, 2);
    items[0] = { ...items[0], ref: "PK-1", images: ["/photos/late.png"] } as BayutItem;
    serve(items);
    const first = done(await run());
    expect(first.counts).toMatchObject({ created: 2, photosFailed: 1 });
    expect(first.problems).toContainEqual(expect.objectContaining({ reference: "PK-1", code: "photoFailed" }));
    expect((await api().get("/property/propertyfilter?reference=PK-1")).body.data[0].propertyimage).toEqual([]);
    crm.files.set("/photos/late.png", await photo(200));
    const second = done(await run());
    expect(second.counts).toMatchObject({ updated: 1, unchanged: 1, photosFetched: 1, photosFailed: 0 });
    expect((await api().get("/property/propertyfilter?reference=PK-1")).body.data[0].propertyimage).toHaveLength(1);
    crm.files.delete("/photos/late.png");
  });

  it("imports a Dubai listing without a permit as a draft, with the reason; an unknown community waits", async () => {
    serve([
      ...stock(),
      { ref: "PK-NOPERMIT", permit: "" },
      { ref: "PK-NOWHERE", permit: permit(50), locality: "Nowhere Gardens" },
    ]);
    const result = done(await run());
    expect(result.counts).toMatchObject({ seen: 12, created: 11, refused: 1 });
    const byRef = new Map((await listings()).map((l) => [l.reference, l]));
    expect(byRef.get("PK-NOPERMIT")).toMatchObject({ status: "draft", importNote: "noPermit" });
    expect(byRef.has("PK-NOWHERE")).toBe(false);
    const problems = await server.db
      .select({ reference: feedRunProblems.reference, code: feedRunProblems.code, detail: feedRunProblems.detail })
      .from(feedRunProblems);
    expect(problems).toEqual(
      expect.arrayContaining([
        { reference: "PK-NOPERMIT", code: "noPermit", detail: "" },
        { reference: "PK-NOWHERE", code: "unknownPlace", detail: "Nowhere Gardens" },
      ]),
    );
  });

  it("never touches a listing the agency typed in the back office, nor a permit live on it", async () => {
    await server.db.insert(properties).values({
      title: "Typed by staff",
      propertyTypeId: fx.types.apartment.id,
      segment: "Residential",
      locationId: fx.locations.marina.id,
      address: "Dubai Marina",
      priceAmount: 900_000,
      priceAed: 900_000,
      latitude: 25.08,
      longitude: 55.14,
      referenceNumber: "PK-1",
      permitNumber: permit(2),
      permitExpiry: "2099-12-31",
      agentId: laylaId,
    });
    serve(stock());
    const result = done(await run());
    expect(result.counts).toMatchObject({ created: 9, refused: 1 });
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: "PK-1", code: "referenceTaken" }),
        expect.objectContaining({ reference: "PK-2", code: "permitTaken" }),
      ]),
    );
    const typed = await server.db.select().from(properties).where(eq(properties.title, "Typed by staff"));
    expect(typed[0]).toMatchObject({ status: "published", priceAmount: 900_000, feedId: null });
  });

  describe("a feed that would do harm changes nothing", () => {
    const refusals: [string, () => string, string][] = [
      ["a broken document", () => `${bayutFeed(stock()).slice(0, 900)}`, "malformed"],
      ["an empty feed", () => bayutFeed([]), "empty"],
      ["a feed that would take half the listings off", () => bayutFeed(stock().slice(0, 5)), "tooManyRemovals"],
      [
        "an entity-expansion document",
        () =>
          `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;">]><Properties><Property><Property_Ref_No>&lol2;</Property_Ref_No></Property></Properties>`,
        "doctype",
      ],
      [
        "an external-entity document",
        () =>
          `<?xml version="1.0"?><!DOCTYPE p [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Properties><Property><Property_Ref_No>&xxe;</Property_Ref_No></Property></Properties>`,
        "doctype",
      ],
    ];

    it.each(refusals)("%s", async (_name, document, reason) => {
      serve(stock());
      done(await run());
      const before = await listings();
      serve(document());
      const outcome = await run();
      expect(outcome.status).toBe("refused");
      expect(outcome.status === "refused" && outcome.reason).toMatch(new RegExp(`^${reason}`));
      expect(await listings()).toEqual(before);
      const [last] = await server.db
        .select({ status: feedRuns.status, reason: feedRuns.reason })
        .from(feedRuns)
        .where(eq(feedRuns.feedId, feedId))
        .orderBy(asc(feedRuns.startedAt));
      expect(last?.status).toBe("done");
    });

    it("an address that answers 404", async () => {
      serve(stock());
      done(await run());
      const before = await listings();
      crm.files.set("/feed.xml", { status: 404 });
      const outcome = await run();
      expect(outcome.status).toBe("refused");
      expect(await listings()).toEqual(before);
    });
  });

  it("Run now through the queue: one run per feed at a time, whoever asks twice", async () => {
    serve(stock());
    const jobs = createJobs(server.database, { run: true });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: FeedRunData[] = [];
    defineFeedJobs(jobs, server.db, async (data) => {
      runs.push(data);
      await held;
      await runFeed(server.db, data.feedId, data.trigger);
    });
    await jobs.start();
    try {
      expect(await requestFeedRun(server.db, feedId, "staff", jobs)).toEqual({ accepted: true });
      expect(await requestFeedRun(server.db, feedId, "staff", jobs)).toEqual({ accepted: false });
      for (let i = 0; i < 100 && runs.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await requestFeedRun(server.db, feedId, "staff", jobs)).toEqual({ accepted: false });
      release();
      for (let i = 0; i < 100 && (await listings()).length < 10; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await listings()).toHaveLength(10);
      expect(runs).toEqual([{ feedId, trigger: "staff" }]);
    } finally {
      release();
      await jobs.stop();
    }
  });

  it("a feed is due when enabled, not running, and its interval has passed since its last run", async () => {
    expect(await dueFeedIds(server.db)).toEqual([feedId]);
    await server.db.update(feeds).set({ lastRunAt: new Date(Date.now() - 30 * 60_000) });
    expect(await dueFeedIds(server.db)).toEqual([]);
    await server.db.update(feeds).set({ lastRunAt: new Date(Date.now() - 61 * 60_000) });
    expect(await dueFeedIds(server.db)).toEqual([feedId]);
    await server.db.update(feeds).set({ enabled: false });
    expect(await dueFeedIds(server.db)).toEqual([]);
  });

  it("two runs started at once: one runs, the other finds the feed busy", async () => {
    serve(stock());
    const outcomes = await Promise.all([run(), run()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["busy", "done"]);
    expect(await listings()).toHaveLength(10);
  });
});
