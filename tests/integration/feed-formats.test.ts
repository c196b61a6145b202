/**
 * Issue 54: the two formats' fixtures (every field the import reads) imported into the demo
 * data on both databases, and what a visitor and a client then see of each listing.
 */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedFormat } from "../../app/modules/feeds/feed-listing";
import { type RunOutcome, runFeed } from "../../app/modules/feeds/run.server";
import { agents, brokerages, feeds, properties } from "../../db/schema";
import { apiClient } from "../helpers/factories";
import { type FeedServer, photo, startFeedServer } from "../helpers/feeds";
import { databases, startTestServer, type TestServer } from "../helpers/server";

type Wire = Record<string, unknown> & { _id: string; propertylabel: string[]; propertyvalue: string[] };

describe.each(databases())("feed formats (%s)", (database) => {
  let server: TestServer;
  let crm: FeedServer;
  const outcomes = new Map<FeedFormat, RunOutcome>();

  /** Serves a fixture with its photos at the CRM's address, and runs it as the agency's feed. */
  async function importFixture(format: FeedFormat, agencySlug: string) {
    const xml = readFileSync(`tests/fixtures/feeds/${format}.xml`, "utf8").replaceAll("{{PHOTO_BASE}}", crm.url);
    crm.files.set(`/${format}.xml`, xml);
    for (const [i, url] of [...xml.matchAll(/>(http:\/\/127\.0\.0\.1:\d+\/[^<\]]+)</g)].entries())
      crm.files.set(new URL(url[1] ?? "").pathname, await photo(40 + i));
    const [agency] = await server.db.select().from(brokerages).where(eq(brokerages.slug, agencySlug));
    const [feed] = await server.db
      .insert(feeds)
      .values({ brokerageId: agency?.id ?? "", url: `${crm.url}/${format}.xml` })
      .returning();
    outcomes.set(format, await runFeed(server.db, feed?.id ?? "", "staff"));
    server.forgetRemembered();
  }

  beforeAll(async () => {
    crm = await startFeedServer();
    server = await startTestServer({ database, demo: true });
    await importFixture("propertyfinder", "palm-crest-realty");
    await importFixture("bayut", "creekside-homes-brokerage");
  });

  afterAll(async () => {
    await server?.close();
    await crm?.close();
  });

  const byReference = async (reference: string): Promise<Wire | undefined> => {
    const answer = await apiClient(server.url).get(`/property/propertyfilter?reference=${reference}`);
    return answer.body.data?.[0];
  };

  const stored = async (reference: string) =>
    (await server.db.select().from(properties).where(eq(properties.referenceNumber, reference)))[0];

  const problemsOf = (format: FeedFormat, reference: string) => {
    const outcome = outcomes.get(format);
    if (outcome?.status !== "done") throw new Error(`the ${format} run did not finish: ${JSON.stringify(outcome)}`);
    return outcome.result.problems.filter((p) => p.reference === reference).map((p) => p.code);
  };

  it("Property Finder: a sale with every field, in the site's own terms", async () => {
    const p = await byReference("PF-001");
    expect(p).toMatchObject({
      purpose: "sale",
      fromamout: 2_450_000,
      currency: "AED",
      bedrooms: 2,
      bathrooms: 3,
      furnishing: "furnished",
      completionStatus: "ready",
      locationlable: "Dubai Marina",
      permitNumber: "7112345601",
      // Property Finder gives the longitude first.
      latitude: 25.0805,
      longitude: 55.1403,
      agent: { slug: expect.stringContaining("sofia") },
      agency: { slug: "palm-crest-realty" },
    });
    expect(p?.location).toBe("Marina Gate 1, Marina Gate, Dubai Marina, Dubai");
    // The feed's 18 500: a year's total, not a charge per sq ft.
    expect((await stored("PF-001"))?.highlights).toContainEqual({
      label: "Service charge",
      value: "AED 18,500 a year",
    });
    expect(p?.propertyimage).toHaveLength(3);
    expect(p?.title).toBe("Sea-view 2 bed in Marina Gate");
    expect(problemsOf("propertyfinder", "PF-001")).toEqual(["unknownAmenity"]);
  });

  it("Property Finder: a studio, rents by the year, month, week and day, and cheques", async () => {
    expect(await byReference("PF-002")).toMatchObject({ bedrooms: 0, rentFrequency: "yearly", fromamout: 85_000 });
    expect((await byReference("PF-002"))?.propertyvalue[0]).toContain("4 cheques");
    expect(await byReference("PF-003")).toMatchObject({ rentFrequency: "monthly", fromamout: 45_000, bedrooms: 7 });
    expect(await byReference("PF-004")).toMatchObject({ rentFrequency: "weekly", fromamout: 12_000 });
    expect(await byReference("PF-005")).toMatchObject({ rentFrequency: "daily", fromamout: 1_500 });
  });

  it("Property Finder: an unknown agent is created inactive for review; what cannot be imported is reported", async () => {
    const office = await stored("PF-006");
    const [agent] = await server.db
      .select()
      .from(agents)
      .where(eq(agents.id, office?.agentId ?? ""));
    expect(agent).toMatchObject({ brn: "99999", isActive: false, email: "lina@unknown-agency.example" });
    expect(problemsOf("propertyfinder", "PF-006")).toContain("agentCreated");
    expect(await stored("PF-007")).toBeUndefined();
    expect(problemsOf("propertyfinder", "PF-007")).toContain("priceOnApplication");
    expect(await stored("PF-008")).toBeUndefined();
    expect(problemsOf("propertyfinder", "PF-008")).toEqual(["unknownPlace"]);
    expect(await stored("PF-BULK")).toBeUndefined();
  });

  it("Bayut: square metres stored once as square feet, a studio, every rent period, a withdrawn listing as draft", async () => {
    // 120 m² and 250 m², at 10.7639 sq ft each.
    expect(await byReference("BY-001")).toMatchObject({
      area: 1292,
      fromamout: 1_850_000,
      locationlable: "Business Bay",
    });
    expect(await byReference("BY-008")).toMatchObject({ area: 2691 });
    expect(await byReference("BY-002")).toMatchObject({ bedrooms: 0, rentFrequency: "yearly" });
    expect(await byReference("BY-003")).toMatchObject({ rentFrequency: "monthly" });
    expect(await byReference("BY-004")).toMatchObject({ rentFrequency: "weekly" });
    expect(await byReference("BY-005")).toMatchObject({ rentFrequency: "daily" });
    expect(await stored("BY-007")).toMatchObject({ status: "draft", importNote: "deleted" });
    expect(await byReference("BY-007")).toBeUndefined();
    expect(problemsOf("bayut", "BY-006")).toContain("unknownPlace");
  });

  it("the listing page in English and in Arabic, with the feed's Arabic title and description", async () => {
    const p = await byReference("PF-001");
    const english = await (await fetch(`${server.url}/property/${p?._id}`)).text();
    expect(english).toContain("Sea-view 2 bed in Marina Gate");
    const arabic = await (await fetch(`${server.url}/ar/property/${p?._id}`)).text();
    expect(arabic).toContain("شقة بغرفتي نوم بإطلالة على البحر في مارينا جيت");
    expect(arabic).toContain("إطلالة كاملة على البحر.");
  });

  it("a weekly and a daily rent read with their period, in English and Arabic", async () => {
    for (const [reference, en, ar] of [
      ["PF-004", "/week", "/أسبوع"],
      ["PF-005", "/day", "/يوم"],
    ] as const) {
      const p = await byReference(reference);
      expect(await (await fetch(`${server.url}/property/${p?._id}`)).text()).toContain(en);
      expect(await (await fetch(`${server.url}/ar/property/${p?._id}`)).text()).toContain(ar);
    }
  });
});
