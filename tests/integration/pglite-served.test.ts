import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPropertyById, searchProperties } from "../../app/modules/property/property.server";
import { propertySearchSchema } from "../../app/modules/property/schema";
import { type Database, openDatabase } from "../../db/client";
import { servePglite } from "../../db/pglite-server";
import { seedDemo } from "../../db/seed/demo";

/**
 * Embedded PGlite served over the wire is one session for every connection. The listing
 * loader is a named prepared statement: two connections preparing the same name in one
 * session would clash, so each connection names its own (db/client.ts).
 */
describe("embedded PGlite served to several connections", () => {
  let embedded: Database;
  let served: { url: string; close(): Promise<void> };
  const clients: Database[] = [];

  beforeAll(async () => {
    embedded = await openDatabase({ dataDir: "memory://" });
    await seedDemo(embedded.db);
    if (!embedded.pglite) throw new Error("expected embedded PGlite");
    served = await servePglite(embedded.pglite);
    // Two "workers", each with a pool of four connections, as the cluster opens them.
    for (let i = 0; i < 2; i++) {
      clients.push(await openDatabase({ databaseUrl: served.url, dataDir: "", poolSize: 4, oneSession: true }));
    }
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.close();
    await served?.close();
    await embedded?.close();
  });

  it("loads listings on every connection at once, each with its own prepared loader", async () => {
    const searches = Array.from({ length: 16 }, (_, i) =>
      propertySearchSchema.parse({ country: "United Arab Emirates", page: String(1 + (i % 8)) }),
    );
    const pages = await Promise.all(
      searches.map((search, i) => searchProperties((clients[i % 2] as Database).db, search)),
    );
    for (const page of pages) expect(page.items.length).toBeGreaterThan(0);
    const first = pages[0]?.items[0];
    expect(first && (await getPropertyById((clients[1] as Database).db, first.id))?.title).toBe(first?.title);

    // The session holds the loader once per connection that ran it, under names of its own.
    const result = (await embedded.db.execute(
      sql`select name from pg_prepared_statements where name like 'load_properties%'`,
    )) as unknown as { rows: { name: string }[] };
    const names = result.rows.map((r) => r.name);
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
  });
});
