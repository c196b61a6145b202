import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Page reads are rendered two at a time per process, the others waiting their turn in the order
 * they came (server/app.ts, decision 023). The listings table is held so that two listing pages
 * stay in their renders; a third page, whose data is already in memory, must wait for them.
 */
describe.each(databases())("pages rendered in turn on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
  });
  afterAll(() => server?.close());

  type Hold = { release(): Promise<void>; waitForQueries(count: number): Promise<void> };

  /** Stops every query on listings until released: a table lock (PostgreSQL), the one session (PGlite). */
  async function holdListings(): Promise<Hold> {
    if (server.databaseUrl) {
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      await client.query("begin");
      await client.query("lock table properties in access exclusive mode");
      return {
        async release() {
          await client.query("commit");
          await client.end();
        },
        // The renders are in the database, queued behind the lock.
        async waitForQueries(count) {
          const waiting =
            "select count(*)::int as n from pg_locks where relation = 'properties'::regclass and not granted";
          for (let i = 0; i < 100; i++) {
            if ((await client.query<{ n: number }>(waiting)).rows[0]?.n === count) return;
            await settle(50);
          }
          throw new Error(`${count} queries never came`);
        },
      };
    }
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const holding = new Promise<void>((resolve) => {
      started = resolve;
    });
    const done = server.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started();
      await released;
    });
    await holding;
    return {
      async release() {
        release();
        await done;
      },
      // PGlite's queue cannot be looked into; the server runs in this process and the route is warm.
      waitForQueries: () => settle(500),
    };
  }

  const settle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it("lets a third page wait while two are rendering, then answers all three", async () => {
    // The FAQ's data is remembered first: without turns it answers at once while listings are held.
    expect((await fetch(`${server.url}/faq?warm=1`)).status).toBe(200);
    // Another listing's page, so the listing route's code is loaded before the clock matters.
    expect((await fetch(`${server.url}/property/${fx.properties.reemVilla.id}`)).status).toBe(200);
    const hold = await holdListings();
    const finished: string[] = [];
    const get = (name: string, path: string) =>
      fetch(server.url + path).then(async (res) => {
        await res.text();
        finished.push(name);
        return res.status;
      });
    try {
      const listings = [
        get("villa", `/property/${fx.properties.marinaVilla.id}`),
        get("office", `/property/${fx.properties.downtownOffice.id}`),
      ];
      await hold.waitForQueries(2);
      const faq = get("faq", "/faq?turn=1");
      await settle(700);
      expect(finished).toEqual([]);
      await hold.release();
      expect(await Promise.all([...listings, faq])).toEqual([200, 200, 200]);
    } finally {
      await hold.release().catch(() => {});
    }
  });

  it("gives each turn back, whatever the page answered", async () => {
    const statuses: number[] = [];
    for (const path of ["/property/not-a-listing", "/xx/faq", "/no-such-page", "/faq?after=1"]) {
      statuses.push((await fetch(server.url + path, { signal: AbortSignal.timeout(10_000) })).status);
    }
    expect(statuses).toEqual([404, 404, 404, 200]);
  });
});
