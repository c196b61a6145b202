/**
 * Square feet or square metres (decision 061): the same page in m² shows m² sizes and prices per
 * m², chosen by the address or the cookie the header's switch sets; the size filter typed in m²
 * finds the listings whose shown size is in range; the API's square feet are unchanged.
 */
import { and, eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema";
import { send } from "../helpers/http";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** The listings the page links to, in order. */
const linked = (html: string) => [...html.matchAll(/href="(?:\/ar)?\/property\/([^"?#]+)"/g)].map((m) => m[1]);

describe.each(databases())("sizes in sq ft or m² (%s)", (database) => {
  let server: TestServer;
  /** 1,071 sq ft (99 m²), 1,072 (100 m²), 1,081 (100 m²), 1,082 (101 m²). */
  let ids: string[] = [];

  beforeAll(async () => {
    // The page cache on: a page kept for one unit must not be served in the other.
    server = await startTestServer({ database, demo: true, pageCache: true });
    const sales = await server.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "sale")))
      .limit(4);
    ids = sales.map((s) => s.id);
    expect(ids).toHaveLength(4);
    // Every other listing far from the sizes searched for, so only these four can match.
    await server.db.update(properties).set({ areaSqft: 5000 }).where(notInArray(properties.id, ids));
    const sizes = [1071, 1072, 1081, 1082];
    for (const [i, id] of ids.entries()) {
      await server.db
        .update(properties)
        .set({
          areaSqft: sizes[i],
          priceAed: 1076391.04,
          highlights: [{ label: "Service charge", value: "AED 18.5 per sq ft" }],
        })
        .where(eq(properties.id, id));
    }
  });
  afterAll(() => server?.close());

  it("shows the same listing in m² from the address or the cookie, in sq ft otherwise", async () => {
    const path = `/property/${ids[1]}`;
    const feet = await send(server.url, path);
    expect(feet.text).toContain("1,072 sq ft");
    // 1,076,391.04 AED over 1,072 sq ft: AED 1,004.10 per sq ft; over 99.59 m²: AED 10,808.00 per m².
    expect(feet.text).toMatch(/data-price-per-area[^>]*>[^<]*per sq ft/);
    // The address wins over the cookie.
    for (const headers of [{ cookie: "currency=AED" }, { cookie: "currency=AED; area=sqft" }]) {
      const byAddress = await send(server.url, `${path}?unit=sqm&currency=AED`, { headers });
      expect(byAddress.text).toContain("100 m²");
      expect(byAddress.text).toContain("AED 10,808.00 per m²");
      expect(byAddress.text).toContain("AED 199.13 per m²");
      expect(byAddress.text).not.toContain("1,072 sq ft");
    }
    // Asked twice each, so the second answer comes from the page cache: it keys on the cookie's unit.
    for (let i = 0; i < 2; i++) {
      const cookied = await send(server.url, path, { headers: { cookie: "currency=AED; area=sqm" } });
      expect(cookied.text).toContain("100 m²");
      const plain = await send(server.url, path, { headers: { cookie: "currency=AED" } });
      expect(plain.text).toContain("AED 1,004.10 per sq ft");
      expect(plain.text).not.toContain("100 m²");
    }
    const arabic = await send(server.url, `/ar${path}`, { headers: { cookie: "area=sqm" } });
    expect(arabic.text).toContain("100 م²");
    expect(arabic.text).toContain("للمتر المربع");
  });

  it("remembers the switch in the cookie and goes back to the page with the unit in its address", async () => {
    const back = `/ar/property-search?locationlable=Dubai%20Marina`;
    const switched = await send(server.url, "/unit/sqm", { headers: { referer: `${server.url}${back}` } });
    expect(switched.status).toBe(303);
    expect(switched.headers.location).toBe("/ar/property-search?locationlable=Dubai+Marina&unit=sqm");
    expect(String(switched.headers["set-cookie"])).toMatch(/^area=sqm; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const elsewhere = await send(server.url, "/unit/sqft", { headers: { referer: "https://evil.example/x" } });
    expect(elsewhere.headers.location).toBe("/?unit=sqft");
    const bad = await send(server.url, "/unit/acres", { headers: { referer: `${server.url}/ru/` } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("единица площади");
  });

  it("finds the listings whose shown size is in a range typed in m², and keeps sq ft for the API", async () => {
    const page = await send(server.url, "/property-search?minSize=100&maxSize=100&unit=sqm");
    expect(page.status).toBe(200);
    expect(new Set(linked(page.text))).toEqual(new Set([ids[1], ids[2]]));
    // The form reopens in the page's unit, with the unit it was typed in.
    expect(page.text).toMatch(/<input[^>]*name="minSize"[^>]*value="100"/);
    expect(page.text).toMatch(/<input type="hidden" name="unit" value="sqm"/);
    // The same search in sq ft, from an address without a unit; the form shows it in m² for an m² visitor.
    const feet = await send(server.url, "/property-search?minSize=1072&maxSize=1081", {
      headers: { cookie: "area=sqm" },
    });
    expect(new Set(linked(feet.text))).toEqual(new Set([ids[1], ids[2]]));
    expect(feet.text).toMatch(/<input[^>]*name="minSize"[^>]*value="100"/);
    const api = await send(server.url, "/api/property/propertyfilter?minSize=1072&maxSize=1081");
    expect((api.json().data as { _id: string; area: number }[]).map((p) => p.area).sort()).toEqual([1072, 1081]);
    const apiSqm = await send(server.url, "/api/property/propertyfilter?minSize=101&unit=sqm&maxSize=101");
    expect((apiSqm.json().data as { area: number }[]).map((p) => p.area)).toEqual([1082]);
    const wrong = await send(server.url, "/api/property/propertyfilter?minSize=200&maxSize=100");
    expect(wrong.status).toBe(400);
    expect(wrong.json().errors).toHaveProperty("minSize");
    const arabic = await send(server.url, "/ar/property-search?minSize=abc");
    expect(arabic.status).toBe(400);
    expect(arabic.text).toContain("الحد الأدنى للمساحة");
  });
});
