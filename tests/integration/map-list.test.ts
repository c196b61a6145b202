/**
 * Issue 18, the list half of the map view: /property-search takes the map's box and drawn
 * area (bbox, polygon) and lists, counts and pages only the listings inside; a bad value is
 * the page's 400 naming the field in the page's language.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** [longitude, latitude] of the fixture listings (the same places as api-map.test.ts). */
const PLACES: Record<string, [number, number]> = {
  "Marina Villa": [55.14, 25.08],
  "Marina Apartment": [55.141, 25.081],
  "Hidden Draft Villa": [55.1405, 25.0805],
  "Downtown Office": [55.27, 25.19],
  "Downtown Rental Flat": [55.272, 25.195],
  "Majaz Apartment": [55.38, 25.32],
  "Reem Villa": [54.4, 24.49],
  "London Flat": [-0.19, 51.5],
};

const MARINA_BOX = "55.13,25.07,55.15,25.09";
/** A square around Marina Villa that leaves Marina Apartment (55.141, 25.081) outside. */
const VILLA_SQUARE = "55.135,25.075;55.1405,25.075;55.1405,25.0805;55.135,25.0805";

describe.each(databases())("the listing page follows the map (%s)", (database) => {
  let server: TestServer;
  let fx: Fixtures;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    for (const [title, [longitude, latitude]] of Object.entries(PLACES)) {
      await server.db.update(properties).set({ longitude, latitude }).where(eq(properties.title, title));
    }
    server.forgetRemembered();
  });
  afterAll(() => server?.close());

  const get = (path: string) => fetch(`${server.url}${path}`);
  /** The listings a page links to, sorted. */
  const listed = (html: string) =>
    [...new Set([...html.matchAll(/href="\/property\/([0-9a-f-]{36})"/g)].map((m) => m[1]))].sort();

  it("lists and counts only the published listings inside the box", async () => {
    const res = await get(`/property-search?bbox=${MARINA_BOX}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const p = fx.properties;
    expect(listed(html)).toEqual([p.marinaApartment.id, p.marinaVilla.id].sort());
    expect(html).toContain("2 properties");
    // The whole site, for comparison, lists more than the box.
    expect(listed(await (await get("/property-search")).text()).length).toBeGreaterThan(2);
  });

  it("pages through the box only", async () => {
    const first = listed(await (await get(`/property-search?bbox=${MARINA_BOX}&limit=1`)).text());
    const second = listed(await (await get(`/property-search?bbox=${MARINA_BOX}&limit=1&page=2`)).text());
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect([...first, ...second].sort()).toEqual(
      [fx.properties.marinaApartment.id, fx.properties.marinaVilla.id].sort(),
    );
  });

  it("keeps only what is inside a drawn area, with or without the box", async () => {
    const withBox = await (await get(`/property-search?bbox=${MARINA_BOX}&polygon=${VILLA_SQUARE}`)).text();
    expect(listed(withBox)).toEqual([fx.properties.marinaVilla.id]);
    expect(withBox).toContain("1 property");
    const alone = await (await get(`/property-search?polygon=${VILLA_SQUARE}`)).text();
    expect(listed(alone)).toEqual([fx.properties.marinaVilla.id]);
  });

  it("the REST search takes the same box", async () => {
    const res = await get(`/api/property/properties?bbox=${MARINA_BOX}&currency=AED`);
    const body = (await res.json()) as { data: { _id: string }[]; total: number };
    expect(res.status).toBe(200);
    expect(body.total).toBe(2);
  });

  it("refuses a bad box or area with the page's 400 naming the field, in the page's language", async () => {
    for (const [query, field] of [
      ["bbox=55.2,25,55.1,25.4", "bbox"],
      ["bbox=here", "bbox"],
      ["polygon=55,25;55.1,25", "polygon"],
      // A bow tie crosses itself.
      ["polygon=55,25;55.1,25.1;55.1,25;55,25.1", "polygon"],
    ] as const) {
      const res = await get(`/property-search?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.text(), query).toContain(field);
    }
    const arabic = await get("/ar/property-search?bbox=here");
    expect(arabic.status).toBe(400);
    expect(await arabic.text()).toContain("حدود الخريطة");
    const drawn = await get("/ar/property-search?polygon=55,25;55.1,25");
    expect(drawn.status).toBe(400);
    expect(await drawn.text()).toContain("المنطقة المرسومة");
  });

  it("the map view's page allows images from exactly the tile host", async () => {
    const res = await get("/property-search?view=map");
    expect(res.status).toBe(200);
    const imgSrc = /img-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(imgSrc?.split(" ").sort()).toEqual(["'self'", "blob:", "data:", "https://tile.openstreetmap.org"]);
    // Without JavaScript the map view still lists the results.
    expect(await res.text()).toContain("The map needs JavaScript");
  });
});
