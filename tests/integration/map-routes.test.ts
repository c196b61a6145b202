/**
 * Issue 18 on every listing page of part 2 (not only /property-search): List | Map, and the
 * map's box and drawn area (bbox, polygon) narrow the page's own list and count, together with
 * what the page filters by itself (country, state, city, location, type); the map API takes
 * the same filters and counts the same listings.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** [longitude, latitude] of the fixture listings (as in map-list.test.ts). */
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

/** Dubai Marina: Marina Villa and Marina Apartment. */
const MARINA_BOX = "55.13,25.07,55.15,25.09";
/** Marina Villa alone. */
const VILLA_BOX = "55.135,25.075,55.1405,25.0805";
/** Dubai Marina to Sharjah's Al Majaz: Marina, Downtown and Majaz. */
const NORTH_BOX = "55.1,25,55.4,25.4";
/** A square around Marina Villa that leaves Marina Apartment outside. */
const VILLA_SQUARE = "55.135,25.075;55.1405,25.075;55.1405,25.0805;55.135,25.0805";
const UAE = "country=United%20Arab%20Emirates";

describe.each(databases())("the listing pages follow the map (%s)", (database) => {
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
    [...new Set([...html.matchAll(/href="(?:\/ar)?\/property\/([0-9a-f-]{36})"/g)].map((m) => m[1]))].sort();
  const ids = (...names: (keyof Fixtures["properties"])[]) => names.map((n) => fx.properties[n].id).sort();
  /** The map API's total for the page's own filters in a box. */
  const mapTotal = async (filters: string, bbox: string) => {
    const res = await get(`/api/property/map?${filters}&bbox=${bbox}&zoom=12&currency=AED`);
    expect(res.status, filters).toBe(200);
    return ((await res.json()) as { total: number }).total;
  };
  /** The page with and without the box: the box narrows the list, its count and the map agrees. */
  async function narrows(
    path: string,
    filters: string,
    box: string,
    inside: (keyof Fixtures["properties"])[],
    all: (keyof Fixtures["properties"])[],
  ) {
    const sep = path.includes("?") ? "&" : "?";
    const whole = await get(`${path}${sep}view=map`);
    expect(whole.status, path).toBe(200);
    const wholeHtml = await whole.text();
    expect(listed(wholeHtml), path).toEqual(ids(...all));
    expect(wholeHtml).toContain(`${all.length} propert`);
    const res = await get(`${path}${sep}view=map&bbox=${box}&zoom=14`);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(listed(html), `${path} in ${box}`).toEqual(ids(...inside));
    expect(html).toContain(inside.length === 1 ? "1 property" : `${inside.length} properties`);
    // The map view: the map (with its no-JavaScript note) beside the list.
    expect(html).toContain("The map needs JavaScript");
    expect(html).toContain('data-testid="map-view"');
    // The map's markers are the same listings: its API takes every filter of the page.
    expect(await mapTotal(filters, box), `map of ${path}`).toBe(inside.length);
    return html;
  }

  describe("country, state and city pages", () => {
    it("the country page's list narrows to the box", async () => {
      await narrows(
        `/country-property-sale-list?${UAE}`,
        `${UAE}&purpose=sale`,
        MARINA_BOX,
        ["marinaVilla", "marinaApartment"],
        ["marinaVilla", "marinaApartment", "downtownOffice", "reemVilla", "majazApartment"],
      );
    });

    it("the state page keeps its state inside the box", async () => {
      // The box reaches Sharjah; the page is Dubai's.
      await narrows(
        `/country-property-sale-list-dist?${UAE}&state=Dubai`,
        `${UAE}&state=Dubai&purpose=sale`,
        NORTH_BOX,
        ["marinaVilla", "marinaApartment", "downtownOffice"],
        ["marinaVilla", "marinaApartment", "downtownOffice"],
      );
      await narrows(
        `/country-property-sale-list-dist?${UAE}&state=Dubai`,
        `${UAE}&state=Dubai&purpose=sale`,
        MARINA_BOX,
        ["marinaVilla", "marinaApartment"],
        ["marinaVilla", "marinaApartment", "downtownOffice"],
      );
    });

    it("the city page (city=, which the map API takes too) narrows to the box", async () => {
      await narrows(
        `/country-property-sale-list-properties?${UAE}&state=Dubai&city=Dubai`,
        `${UAE}&state=Dubai&city=Dubai&purpose=sale`,
        VILLA_BOX,
        ["marinaVilla"],
        ["marinaVilla", "marinaApartment", "downtownOffice"],
      );
    });

    it("the map view leaves out the hero and the states grid; the list view has them and the switch", async () => {
      const map = await (await get(`/country-property-sale-list?${UAE}&view=map`)).text();
      expect(map).not.toContain('id="states-title"');
      const list = await (await get(`/country-property-sale-list?${UAE}`)).text();
      expect(list).toContain('id="states-title"');
      expect(list).toContain('data-testid="view-map"');
      expect(list).not.toContain('data-testid="map-view"');
      expect(list).toMatch(
        /href="\/country-property-sale-list\?country=United(\+|%20)Arab(\+|%20)Emirates&amp;view=map#results-map"/,
      );
    });

    it("a bad box is the page's 400 naming the field", async () => {
      const res = await get(`/country-property-sale-list?${UAE}&view=map&bbox=here`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("bbox");
    });
  });

  describe("location, type and search-list pages", () => {
    it("a location's list narrows to the box", async () => {
      await narrows(
        "/dubai-locations?locationlable=Dubai%20Marina",
        "locationlable=Dubai%20Marina&purpose=sale",
        VILLA_BOX,
        ["marinaVilla"],
        ["marinaVilla", "marinaApartment"],
      );
    });

    it("/dubai-locations without a label stays in Dubai inside a box that reaches Sharjah", async () => {
      await narrows(
        "/dubai-locations",
        "state=Dubai&purpose=sale",
        NORTH_BOX,
        ["marinaVilla", "marinaApartment", "downtownOffice"],
        ["marinaVilla", "marinaApartment", "downtownOffice"],
      );
    });

    it("a segment's list narrows to the box and to a drawn area", async () => {
      await narrows(
        "/residential-filter?type=Residential",
        "type=Residential&purpose=sale",
        MARINA_BOX,
        ["marinaVilla", "marinaApartment"],
        ["marinaVilla", "marinaApartment", "reemVilla", "majazApartment", "londonFlat"],
      );
      const drawn = await (await get(`/residential-filter?type=Residential&view=map&polygon=${VILLA_SQUARE}`)).text();
      expect(listed(drawn)).toEqual(ids("marinaVilla"));
      expect(drawn).toContain("1 property");
    });

    it("the search list (subtitle=) narrows to the box", async () => {
      await narrows(
        "/property-search-list?subtitle=Villa",
        "subtitle=Villa&purpose=sale",
        MARINA_BOX,
        ["marinaVilla"],
        ["marinaVilla", "reemVilla"],
      );
    });

    it("in Arabic too, and a bad area is refused in Arabic", async () => {
      const res = await get(`/ar/dubai-locations?locationlable=Dubai%20Marina&view=map&bbox=${VILLA_BOX}`);
      expect(res.status).toBe(200);
      expect(listed(await res.text())).toEqual(ids("marinaVilla"));
      const bad = await get("/ar/residential-filter?type=Residential&polygon=55,25;55.1,25");
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("المنطقة المرسومة");
    });

    it("paging and sort keep the map view and its box", async () => {
      const html = await (await get(`/residential-filter?type=Residential&view=map&bbox=${MARINA_BOX}&limit=1`)).text();
      expect(listed(html)).toHaveLength(1);
      const next = /href="(\/residential-filter\?[^"]*page=2[^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
      expect(next).toContain("view=map");
      expect(next).toContain(`bbox=${encodeURIComponent(MARINA_BOX)}`);
    });
  });
});
