import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertySearchSchema } from "../../app/modules/property/schema";
import { countSearches } from "../../app/modules/property/search.server";
import { databases, startTestServer, type TestServer } from "../helpers/server";

type Listing = { _id: string; verifiedAt: string | null; bedrooms: number; fromamout: number; currency: string };
type Answer = { total: number; data: Listing[] };

/**
 * Issue 15: a search's SQL is built once per shape (which filters are set, one place or
 * several, the sort) and later searches of that shape send only their values. A shape that
 * lost one of its conditions would answer another search's rows: each answer here is checked
 * against a count built the plain way, one search right after another of a near shape.
 */
describe.each(databases())(
  "searches of one shape share a statement, and each keeps its own filters, on %s",
  (database) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ database, demo: true });
    }, 60_000);
    afterAll(() => server?.close());

    async function search(query: Record<string, string>): Promise<Answer> {
      const res = await fetch(`${server.url}/api/property/propertyfilter?${new URLSearchParams(query)}`);
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      // What the same search counts with its SQL built from scratch.
      const [expected] = await countSearches(server.db, [propertySearchSchema.parse(query)]);
      expect(body.total, new URLSearchParams(query).toString()).toBe(expected);
      const limit = Number(query.limit ?? 24);
      const before = (Number(query.page ?? 1) - 1) * limit;
      expect(body.data.length).toBe(Math.max(0, Math.min(limit, (expected ?? 0) - before)));
      return body;
    }

    it("answers each of a run of near searches with its own matches", async () => {
      // Prices count only with a currency (the API's rule).
      const marina = { locationlable: "Dubai Marina", sort: "price_asc", currency: "AED" };
      const all = await search({ ...marina, minPrice: "100000" });
      const everywhere = await search({ state: "Dubai", sort: "price_asc", currency: "AED", minPrice: "100000" });
      expect(everywhere.total).toBeGreaterThan(all.total);
      const verified = await search({ ...marina, minPrice: "100000", verified: "1" });
      expect(verified.total).toBeLessThan(all.total);
      expect(verified.data.every((p) => p.verifiedAt !== null)).toBe(true);
      const speaksRussian = await search({ ...marina, minPrice: "100000", agentLanguage: "ru" });
      expect(speaksRussian.total).toBeLessThan(all.total);
      const bigger = await search({ ...marina, minPrice: "100000", bedrooms: "3" });
      expect(bigger.data.every((p) => p.bedrooms >= 3)).toBe(true);
      // The first shape again, with other values: its statement, not one of the others'.
      const middle = all.data[Math.floor(all.data.length / 2)];
      expect(middle?.currency).toBe("AED");
      const dearer = await search({ ...marina, minPrice: String(middle?.fromamout) });
      expect(dearer.total).toBeLessThan(all.total);
      await search({ ...marina, minPrice: "100000", page: "2", limit: "5" });
    });

    it("keeps a page past the last one empty, with the count of every match", async () => {
      const query = { state: "Dubai", currency: "AED", minPrice: "100000", limit: "50" };
      const first = await search(query);
      const res = await fetch(
        `${server.url}/api/property/propertyfilter?${new URLSearchParams({ ...query, page: "999" })}`,
      );
      const body = (await res.json()) as Answer;
      expect(res.status).toBe(200);
      expect(body.data).toEqual([]);
      expect(body.total).toBe(first.total);
    });
  },
);
