import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signInAs } from "../helpers/auth";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { describePgOverlaps, takePgOverlaps } from "../helpers/pg-overlap";
import { databases, startTestServer, type TestServer } from "../helpers/server";

// Only node-postgres has the problem: PGlite is one connection that serialises by design.
describe.skipIf(!databases().includes("postgres"))("no queries overlap on one PostgreSQL client", () => {
  let server: TestServer;
  let fx: Fixtures;
  let editor: SignedIn;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    let fixtures: Fixtures | undefined;
    server = await startTestServer({
      database: "postgres",
      seed: async (db) => {
        fixtures = await seedFixtures(db);
      },
    });
    fx = fixtures as Fixtures;
    editor = await signInAs(server.db, "editor");
    process.on("warning", onWarning);
  }, 60_000);
  afterAll(async () => {
    process.off("warning", onWarning);
    await server?.close();
  });
  afterEach(() => {
    expect(warnings.filter((w) => w.includes("already executing a query"))).toEqual([]);
  });

  const post = (path: string, body: FormData | URLSearchParams) =>
    fetch(server.url + path, { method: "POST", redirect: "manual", headers: { cookie: editor.cookie }, body });

  it("the guard sees parallel queries inside a transaction", async () => {
    await server.db.transaction(async (tx) => {
      await Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 1`)]);
    });
    const seen = takePgOverlaps();
    expect(seen.length).toBe(1);
    expect(seen[0]?.query).toContain("select 1");
    expect(seen[0]?.busyWith).toContain("pg_sleep");
  });

  it("creates, edits, unpublishes and deletes a listing (audited, in transactions) one query at a time", async () => {
    const form = new FormData();
    const fields: Record<string, string | string[]> = {
      intent: "save",
      title: "Overlap check villa",
      propertyTypeId: fx.types.villa.id,
      segment: "Residential",
      locationId: fx.locations.marina.id,
      address: "Marina Walk, Dubai",
      priceAmount: "1000000",
      priceCurrency: "AED",
      bedrooms: "4",
      bathrooms: "3",
      areaSqft: "3500",
      description: "<p>Villa</p>",
      status: "published",
      // A published Dubai listing carries its advertising permit (issue 17).
      permitNumber: "4100000001",
      permitExpiry: "2099-12-31",
      amenityIds: [fx.amenities.pool.id],
      nearbyName: ["Marina Mall"],
      nearbyType: ["shopping_mall"],
      nearbyLat: ["25.0757"],
      nearbyLng: ["55.1403"],
      nearbyDistance: ["450"],
    };
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    }
    const created = await post("/admin/listings/new", form);
    expect(created.status).toBe(302);
    const id = /\/admin\/listings\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] as string;
    expect(id).toBeTruthy();

    form.set("title", "Overlap check villa, edited");
    expect((await post(`/admin/listings/${id}`, form)).status).toBe(200);
    expect(
      (await post(`/admin/listings/${id}`, new URLSearchParams({ intent: "status", status: "draft" }))).status,
    ).toBe(200);
    expect((await post(`/admin/listings/${id}`, new URLSearchParams({ intent: "delete" }))).status).toBe(302);

    const seen = takePgOverlaps();
    expect(seen, describePgOverlaps(seen)).toEqual([]);
  });
});
