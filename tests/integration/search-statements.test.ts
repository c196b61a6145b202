import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertySearchSchema } from "../../app/modules/property/schema";
import { searchProperties } from "../../app/modules/property/search.server";
import { databases, startTestServer, type TestServer } from "../helpers/server";

type Statement = { name: string; statement: string; generic_plans: number; custom_plans: number };

/**
 * Issue 15: a search was parsed and planned on every call (about a third of PostgreSQL's
 * work per search). Each search shape is now a named statement, planned once per connection,
 * and its generic plan serves every later search of that shape. PGlite shares one session
 * between the site's connections, so names would clash there: this is PostgreSQL's alone.
 */
describe.skipIf(!databases().includes("postgres"))("searches as prepared statements on PostgreSQL", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: "postgres", demo: true });
  }, 60_000);
  afterAll(() => server?.close());

  /** The session's search statements: one request at a time, so the pool hands back one connection. */
  async function statements(): Promise<Statement[]> {
    const result = (await server.db.execute(
      sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements where name like 'search%'`,
    )) as unknown as { rows: Statement[] };
    return result.rows;
  }

  it("plans a search shape once, then runs its generic plan with the published-only indexes", async () => {
    for (let i = 0; i < 12; i++) {
      const min = 100_000 + i * 1_000; // a new search each time: nothing remembered answers it
      const res = await fetch(
        `${server.url}/api/property/propertyfilter?locationlable=Dubai%20Marina&minPrice=${min}&sort=price_asc`,
      );
      expect(res.status).toBe(200);
      expect((await res.json()).total).toBeGreaterThan(0);
    }
    const search = (await statements()).find((s) => s.statement.includes("order by") && s.statement.includes("limit"));
    expect(search, "a named search statement on this connection").toBeDefined();
    const runs = Number(search?.generic_plans) + Number(search?.custom_plans);
    expect(runs).toBe(12);
    // A bound status would match no partial index, and PostgreSQL would then keep planning each call.
    expect(search?.statement).toContain(`"properties"."status" = 'published'`);
    expect(Number(search?.generic_plans)).toBeGreaterThan(0);
  });

  it("gives each search shape its own statement, named after its text, and every shape answers correctly", async () => {
    const shapes = [
      "sort=price_desc&minPrice=500000",
      "type=Villa&sort=newest",
      "state=Dubai&sort=price_asc",
      "purpose=rent&maxPrice=300000",
      "minPrice=500000",
    ];
    for (const round of [0, 1]) {
      for (const query of shapes) {
        const res = await fetch(`${server.url}/api/property/propertyfilter?${query}&page=${1 + round}&limit=2`);
        const body = await res.json();
        expect(res.status, `${query}: ${JSON.stringify(body)}`).toBe(200);
        expect(body.page).toBe(1 + round);
      }
    }
    const names = (await statements()).map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(shapes.length);
  });

  it("names a shape alike in every copy of the search code that shares a connection", async () => {
    // This test's own copy of the module (from source) and the server's bundle, on one pool.
    for (const sort of ["price_desc", "newest", "price_asc"]) {
      const search = propertySearchSchema.parse({ minPrice: "250000", sort });
      expect((await searchProperties(server.db, search)).total).toBeGreaterThan(0);
      const res = await fetch(`${server.url}/api/property/propertyfilter?minPrice=260000&sort=${sort}`);
      expect(res.status, sort).toBe(200);
    }
  });
});
