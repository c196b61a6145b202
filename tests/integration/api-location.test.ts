import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
