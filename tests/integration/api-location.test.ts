import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

describe.each(databases())("location API on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  it("GET location/toplocationsalldata lists the top locations in display order", async () => {
    const { status, body } = await api.get("/location/toplocationsalldata");
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      data: [
        { _id: fx.locations.marina.id, locationlable: "Dubai Marina" },
        { _id: fx.locations.downtown.id, locationlable: "Downtown Dubai" },
        { _id: fx.locations.reem.id, locationlable: "Al Reem Island" },
      ],
    });
  });

  it("GET location/locationtop counts published listings per top location", async () => {
    const { status, body } = await api.get("/location/locationtop");
    expect(status).toBe(200);
    // Dubai Marina also holds a draft, which is not counted.
    expect(body).toEqual({
      status: true,
      data: [
        { _id: fx.locations.marina.id, locationlable: "Dubai Marina", count: 2, image: `/media/${fx.images.img1.id}` },
        { _id: fx.locations.downtown.id, locationlable: "Downtown Dubai", count: 2, image: null },
        { _id: fx.locations.reem.id, locationlable: "Al Reem Island", count: 1, image: null },
      ],
    });
  });

  it("GET location/locationall lists every location with the spec's capitalised fields", async () => {
    const { status, body } = await api.get("/location/locationall");
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.map((l: { locationlable: string }) => l.locationlable)).toEqual([
      "Al Reem Island",
      "Downtown Dubai",
      "Dubai Marina",
      "Al Majaz",
      "Kensington",
    ]);
    expect(body.data[2]).toEqual({
      _id: fx.locations.marina.id,
      Country: "United Arab Emirates",
      State: "Dubai",
      City: "Dubai",
      locationlable: "Dubai Marina",
      latitude: 25.1,
      longitude: 55.2,
      image: `/media/${fx.images.img1.id}`,
    });
  });

  describe("GET location/alllocationfilter", () => {
    it("nests countries > states > cities > locations with counts from GROUP BY", async () => {
      const { status, body } = await api.get("/location/alllocationfilter");
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        data: {
          countries: [
            {
              name: "United Arab Emirates",
              states: [
                {
                  name: "Abu Dhabi",
                  cities: [{ name: "Abu Dhabi", locations: [{ location: "Al Reem Island", count: 1 }] }],
                },
                {
                  name: "Dubai",
                  cities: [
                    {
                      name: "Dubai",
                      locations: [
                        { location: "Downtown Dubai", count: 2 },
                        { location: "Dubai Marina", count: 2 },
                      ],
                    },
                  ],
                },
                { name: "Sharjah", cities: [{ name: "Sharjah", locations: [{ location: "Al Majaz", count: 1 }] }] },
              ],
            },
            {
              name: "United Kingdom",
              states: [
                { name: "England", cities: [{ name: "London", locations: [{ location: "Kensington", count: 1 }] }] },
              ],
            },
          ],
        },
      });
    });

    it("filters by country, state and district, case-insensitive", async () => {
      const { body } = await api.get(
        "/location/alllocationfilter?country=united%20arab%20emirates&state=dubai&district=DUBAI",
      );
      expect(body.data.countries).toEqual([
        {
          name: "United Arab Emirates",
          states: [
            {
              name: "Dubai",
              cities: [
                {
                  name: "Dubai",
                  locations: [
                    { location: "Downtown Dubai", count: 2 },
                    { location: "Dubai Marina", count: 2 },
                  ],
                },
              ],
            },
          ],
        },
      ]);
    });

    it("filters by property type (subtitle) and orders the busiest location first", async () => {
      const { body } = await api.get("/location/alllocationfilter?subtitle=apartment&state=Dubai");
      expect(body.data.countries[0].states[0].cities[0].locations).toEqual([
        { location: "Downtown Dubai", count: 1 },
        { location: "Dubai Marina", count: 1 },
      ]);
      const villas = await api.get("/location/alllocationfilter?subtitle=Villa");
      const places = villas.body.data.countries.flatMap((c: { states: { cities: { locations: unknown[] }[] }[] }) =>
        c.states.flatMap((s) => s.cities.flatMap((city) => city.locations)),
      );
      expect(places).toEqual([
        { location: "Al Reem Island", count: 1 },
        { location: "Dubai Marina", count: 1 },
      ]);
    });

    it("counts follow listings published, withdrawn and moved, by any write (counts kept on write)", async () => {
      const counts = async (path: string) => {
        server.forgetRemembered();
        const { body } = await api.get(path);
        const rows: { location: string; count: number }[] = body.data.countries.flatMap(
          (c: { states: { cities: { locations: { location: string; count: number }[] }[] }[] }) =>
            c.states.flatMap((s) => s.cities.flatMap((city) => city.locations)),
        );
        return Object.fromEntries(rows.map((r) => [r.location, r.count]));
      };
      const tiles = async () => {
        server.forgetRemembered();
        const { body } = await api.get("/location/locationtop");
        return Object.fromEntries(
          body.data.map((l: { locationlable: string; count: number }) => [l.locationlable, l.count]),
        );
      };
      const set = (id: string, values: Partial<typeof properties.$inferInsert>) =>
        server.db.update(properties).set(values).where(eq(properties.id, id));
      try {
        await set(fx.hiddenDraft.id, { status: "published" });
        expect((await counts("/location/alllocationfilter"))["Dubai Marina"]).toBe(3);
        expect((await tiles())["Dubai Marina"]).toBe(3);
        // Moved to Downtown Dubai, which is then the busiest of the city and comes first.
        await set(fx.hiddenDraft.id, { locationId: fx.locations.downtown.id });
        expect(await counts("/location/alllocationfilter?state=Dubai")).toEqual({
          "Downtown Dubai": 3,
          "Dubai Marina": 2,
        });
        // The one rent withdrawn: Downtown's sales still count, its rents no longer.
        await set(fx.properties.downtownRental.id, { status: "draft" });
        expect((await counts("/location/alllocationfilter?state=Dubai"))["Downtown Dubai"]).toBe(2);
        expect((await tiles())["Downtown Dubai"]).toBe(2);
        await set(fx.properties.reemVilla.id, { status: "draft" });
        expect(await counts("/location/alllocationfilter")).not.toHaveProperty("Al Reem Island");
        expect((await tiles())["Al Reem Island"]).toBe(0);
      } finally {
        await set(fx.hiddenDraft.id, { status: "draft", locationId: fx.locations.marina.id });
        await set(fx.properties.downtownRental.id, { status: "published" });
        await set(fx.properties.reemVilla.id, { status: "published" });
        server.forgetRemembered();
      }
      expect((await counts("/location/alllocationfilter"))["Dubai Marina"]).toBe(2);
    });

    it("answers an empty tree for SQL-looking text", async () => {
      const { status, body } = await api.get(
        `/location/alllocationfilter?country=${encodeURIComponent("' OR 1=1 --")}`,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, data: { countries: [] } });
    });

    it("refuses unknown parameters and over-long text", async () => {
      const unknown = await api.get("/location/alllocationfilter?city=Dubai");
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({
        status: false,
        message: "Unknown parameter: city",
        errors: { city: "Unknown parameter." },
      });
      const long = await api.get(`/location/alllocationfilter?state=${"a".repeat(201)}`);
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ state: "state must be at most 200 characters." });
    });
  });
});
