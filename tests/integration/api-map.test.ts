import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema";
import { apiClient, type Fixtures, RATES, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** Where each fixture listing stands for these tests: [longitude, latitude]. */
const PLACES: Record<string, [number, number]> = {
  "Marina Villa": [55.14, 25.08],
  "Marina Apartment": [55.141, 25.081],
  "Hidden Draft Villa": [55.1405, 25.0805],
  "Downtown Office": [55.27, 25.19],
  // Far enough from the office that even the coarse grid of a box this large keeps them apart.
  "Downtown Rental Flat": [55.29, 25.21],
  "Majaz Apartment": [55.38, 25.32],
  "Reem Villa": [54.4, 24.49],
  "London Flat": [-0.19, 51.5],
};

const DUBAI_BOX = "55.0,25.0,55.5,25.4";

type Feature = {
  type: "Feature";
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: { cluster: boolean; count?: number; _id?: string; price?: number; title?: string };
};
type MapBody = { status: boolean; data: { type: string; features: Feature[] }; total: number };

describe.each(databases())("map search API on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    api = apiClient(server.url);
    for (const [title, [longitude, latitude]] of Object.entries(PLACES)) {
      await server.db.update(properties).set({ longitude, latitude }).where(eq(properties.title, title));
    }
    server.forgetRemembered();
  });
  afterAll(() => server?.close());

  async function map(query: string): Promise<MapBody> {
    const { status, body } = await api.get(`/property/map?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as MapBody;
  }

  const titles = (body: MapBody) => body.data.features.map((f) => f.properties.title).sort();
  const sum = (body: MapBody) => body.data.features.reduce((n, f) => n + (f.properties.count ?? 1), 0);

  it("answers the published listings inside the box as GeoJSON points, each with its id, price and title", async () => {
    const body = await map(`bbox=${DUBAI_BOX}&zoom=16&currency=AED`);
    expect(body.status).toBe(true);
    expect(body.data.type).toBe("FeatureCollection");
    expect(titles(body)).toEqual([
      "Downtown Office",
      "Downtown Rental Flat",
      "Majaz Apartment",
      "Marina Apartment",
      "Marina Villa",
    ]);
    expect(body.total).toBe(5);
    for (const f of body.data.features) {
      const [lng, lat] = f.geometry.coordinates;
      expect(lng).toBeGreaterThanOrEqual(55.0);
      expect(lng).toBeLessThanOrEqual(55.5);
      expect(lat).toBeGreaterThanOrEqual(25.0);
      expect(lat).toBeLessThanOrEqual(25.4);
      expect(f.properties.cluster).toBe(false);
    }
    const villa = body.data.features.find((f) => f.properties.title === "Marina Villa");
    expect(villa?.properties._id).toBe(fx.properties.marinaVilla.id);
    expect(villa?.geometry.coordinates).toEqual([55.14, 25.08]);
  });

  it("shows prices in the currency asked for", async () => {
    const aed = await map(`bbox=${DUBAI_BOX}&zoom=16&currency=AED`);
    const usd = await map(`bbox=${DUBAI_BOX}&zoom=16&currency=USD`);
    const price = (body: MapBody) =>
      body.data.features.find((f) => f.properties.title === "Marina Villa")?.properties.price;
    expect(price(usd)).toBe(Math.round(((price(aed) ?? 0) / RATES.AED) * RATES.USD));
  });

  it("clusters at a low zoom, and the clusters' counts add up to the total", async () => {
    const body = await map("bbox=-20,10,70,60&zoom=3&currency=AED");
    expect(body.total).toBe(7);
    expect(sum(body)).toBe(7);
    const clusters = body.data.features.filter((f) => f.properties.cluster);
    expect(clusters.length).toBeGreaterThan(0);
    // The Marina and Downtown listings share a cell at this zoom; London stands alone.
    expect(Math.max(...clusters.map((f) => f.properties.count ?? 0))).toBeGreaterThanOrEqual(4);
    expect(titles(body)).toContain("London Flat");
  });

  it("keeps only what lies inside a drawn area, and the area's order of points does not matter", async () => {
    const around = "55.13,25.07;55.15,25.07;55.15,25.09;55.13,25.09";
    const body = await map(`bbox=${DUBAI_BOX}&zoom=16&polygon=${around}`);
    expect(titles(body)).toEqual(["Marina Apartment", "Marina Villa"]);
    expect(body.total).toBe(2);
    const reversed = await map(`bbox=${DUBAI_BOX}&zoom=16&polygon=${around.split(";").reverse().join(";")}`);
    expect(titles(reversed)).toEqual(["Marina Apartment", "Marina Villa"]);
  });

  it("applies the search filters with the box", async () => {
    expect(titles(await map(`bbox=${DUBAI_BOX}&zoom=16&type=Villa`))).toEqual(["Marina Villa"]);
    expect((await map(`bbox=${DUBAI_BOX}&zoom=16&locationlable=Downtown Dubai`)).total).toBe(2);
    expect((await map(`bbox=${DUBAI_BOX}&zoom=16&locationlable=Nowhere At All`)).total).toBe(0);
  });

  const bowtie = "55.1,25.0;55.2,25.1;55.2,25.0;55.1,25.1";
  const fiftyOne = Array.from({ length: 51 }, (_, i) => {
    const a = (2 * Math.PI * i) / 51;
    return `${(55.2 + 0.1 * Math.cos(a)).toFixed(5)},${(25.1 + 0.1 * Math.sin(a)).toFixed(5)}`;
  }).join(";");
  it.each([
    ["no box", "zoom=10", "bbox"],
    ["a box of three numbers", "bbox=55,25,56&zoom=10", "bbox"],
    ["an inverted box", "bbox=56,25,55,26&zoom=10", "bbox"],
    ["a box south above north", "bbox=55,26,56,25&zoom=10", "bbox"],
    ["a longitude out of range", "bbox=-181,25,56,26&zoom=10", "bbox"],
    ["a latitude out of range", "bbox=55,25,56,91&zoom=10", "bbox"],
    ["a box that is not numbers", "bbox=west,south,east,north&zoom=10", "bbox"],
    ["no zoom", `bbox=${DUBAI_BOX}`, "zoom"],
    ["zoom 23", `bbox=${DUBAI_BOX}&zoom=23`, "zoom"],
    ["a negative zoom", `bbox=${DUBAI_BOX}&zoom=-1`, "zoom"],
    ["a zoom that is not a number", `bbox=${DUBAI_BOX}&zoom=near`, "zoom"],
    ["a polygon of two points", `bbox=${DUBAI_BOX}&zoom=10&polygon=55.1,25.0;55.2,25.1`, "polygon"],
    ["a polygon of 51 points", `bbox=${DUBAI_BOX}&zoom=10&polygon=${fiftyOne}`, "polygon"],
    ["a polygon that crosses itself", `bbox=${DUBAI_BOX}&zoom=10&polygon=${bowtie}`, "polygon"],
    ["a polygon of words", `bbox=${DUBAI_BOX}&zoom=10&polygon=a,b;c,d;e,f`, "polygon"],
    ["a polygon point out of range", `bbox=${DUBAI_BOX}&zoom=10&polygon=55,25;56,25;200,26`, "polygon"],
    ["a bad filter", `bbox=${DUBAI_BOX}&zoom=10&minPrice=-5`, "minPrice"],
  ])("refuses %s with a 400 naming the field", async (_case, query, field) => {
    const { status, body } = await api.get(`/property/map?${query}`);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.status).toBe(false);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field]).toContain(field);
  });

  it("accepts a polygon of exactly 50 points and a closing point equal to the first", async () => {
    const fifty = fiftyOne.split(";").slice(0, 50).join(";");
    expect((await api.get(`/property/map?bbox=${DUBAI_BOX}&zoom=10&polygon=${fifty}`)).status).toBe(200);
    const closed = "55.13,25.07;55.15,25.07;55.15,25.09;55.13,25.07";
    expect((await api.get(`/property/map?bbox=${DUBAI_BOX}&zoom=10&polygon=${closed}`)).status).toBe(200);
  });
});
