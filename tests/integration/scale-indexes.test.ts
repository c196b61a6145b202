import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featuredIdsQuery, listFeaturedProperties } from "../../app/modules/property/load.server";
import { propertySearchSchema } from "../../app/modules/property/schema";
import { explainSearch } from "../../app/modules/property/search.server";
import { refreshStatistics } from "../../db/client";
import { properties } from "../../db/schema";
import { seedListings } from "../../db/seed/listings";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Queries that read every listing cost 70-170 ms at 100,000 listings on PostgreSQL (issue 15),
 * each time their memo expired; with thousands of listings the planner already shows whether
 * they are answered from an index instead.
 */
describe.each(databases())("queries among thousands of listings on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        await seedListings(db, 2_000);
        await refreshStatistics(db);
      },
    });
  }, 120_000);
  afterAll(() => server?.close());

  it("the home page's featured listings are found through properties_featured_idx, newest first, never by reading every listing", async () => {
    const result = (await server.db.execute(sql`explain ${featuredIdsQuery(server.db, 12)}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const plan = result.rows.map((row) => String(Object.values(row)[0])).join("\n");
    expect(plan).toContain("properties_featured_idx");
    expect(plan).not.toMatch(/Seq Scan on properties/);

    const featured = await listFeaturedProperties(server.db, 12);
    const expected = (await server.db.execute(
      sql`select id from ${properties} where is_featured and status = 'published' order by created_at desc limit 12`,
    )) as unknown as { rows: { id: string }[] };
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.map((p) => p.id)).toEqual(expected.rows.map((r) => r.id));
  });

  it("a segment's listings in a state are counted from properties_published_segment_location_idx alone", async () => {
    const search = propertySearchSchema.parse({ type: "Residential", state: "Dubai" });
    const { count } = await explainSearch(server.db, search);
    expect(count).toContain("Index Only Scan using properties_published_segment_location_idx");
    expect(count).not.toMatch(/Seq Scan on properties|Bitmap Heap Scan on properties/);
  });
});
