import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featuredIdsQuery, listFeaturedProperties } from "../../app/modules/property/property.server";
import { refreshStatistics } from "../../db/client";
import { properties } from "../../db/schema";
import { seedListings } from "../../db/seed/listings";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * The home page's featured listings are a few dozen among many thousands: they are read from
 * their own partial index. Without it the query read every listing (issue 15: 70-170 ms at
 * 100,000 listings on PostgreSQL, each time its memo expired).
 */
describe.each(databases())("featured listings among thousands on %s", (database) => {
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

  it("are found through properties_featured_idx, newest first, never by reading every listing", async () => {
    const result = await server.db.execute(sql`explain ${featuredIdsQuery(server.db, 12)}`);
    const plan = result.rows.map((row) => String(Object.values(row)[0])).join("\n");
    expect(plan).toContain("properties_featured_idx");
    expect(plan).not.toMatch(/Seq Scan on properties/);

    const featured = await listFeaturedProperties(server.db, 12);
    const expected = await server.db.execute<{ id: string }>(
      sql`select id from ${properties} where is_featured and status = 'published' order by created_at desc limit 12`,
    );
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.map((p) => p.id)).toEqual(expected.rows.map((r) => r.id));
  });
});
