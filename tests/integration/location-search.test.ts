import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema";
import { apiClient } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** A handful of places, enough for ordering, the 8-place cap and LIKE wildcards. */
async function seedPlaces(db: Db): Promise<void> {
  const place = (label: string, city: string, state: string, country = "United Arab Emirates") => ({
    label,
    city,
    state,
    country,
    latitude: 25.1,
    longitude: 55.2,
  });
  await db
    .insert(locations)
    .values([
      place("Dubai Marina", "Dubai", "Dubai"),
      place("Marina Village", "Abu Dhabi", "Abu Dhabi"),
      place("Al Marjan Island", "Ras Al Khaimah", "Ras Al Khaimah"),
      place("Kensington", "London", "England", "United Kingdom"),
      place("100% Tower_A", "Dubai", "Dubai"),
      ...["Arabian Ranches", "Business Bay", "City Walk", "Deira", "Emirates Hills", "Meydan", "Mirdif"].map((label) =>
        place(label, "Dubai", "Dubai"),
      ),
    ]);
}

describe.each(databases())("GET /api/location/search on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: seedPlaces });
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  it("answers places whose label contains q, case-insensitively, label prefixes first", async () => {
    const { status, body } = await api.get("/location/search?q=MARINA");
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      data: [
        {
          locationvaluetitle: "Marina Village, Abu Dhabi, United Arab Emirates",
          latitude: 25.1,
          longitude: 55.2,
          address: "Marina Village, Abu Dhabi, United Arab Emirates",
          locationlabel: "Marina Village",
          country: "United Arab Emirates",
          state: "Abu Dhabi",
          district: "Abu Dhabi",
        },
        {
          locationvaluetitle: "Dubai Marina, Dubai, United Arab Emirates",
          latitude: 25.1,
          longitude: 55.2,
          address: "Dubai Marina, Dubai, United Arab Emirates",
          locationlabel: "Dubai Marina",
          country: "United Arab Emirates",
          state: "Dubai",
          district: "Dubai",
        },
      ],
    });
  });

  it("matches the city and the state too, and keeps the state when it differs from the city", async () => {
    const { body } = await api.get("/location/search?q=england");
    expect(body.data.map((p: { locationvaluetitle: string }) => p.locationvaluetitle)).toEqual([
      "Kensington, London, England, United Kingdom",
    ]);
    const byCity = await api.get("/location/search?q=ras%20al");
    expect(byCity.body.data.map((p: { locationlabel: string }) => p.locationlabel)).toEqual(["Al Marjan Island"]);
  });

  it("answers at most 8 places", async () => {
    const { status, body } = await api.get("/location/search?q=dubai");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    // "Dubai Marina" starts with q, so it leads; the city matches follow alphabetically.
    expect(body.data[0].locationlabel).toBe("Dubai Marina");
    expect(body.data.slice(1).map((p: { locationlabel: string }) => p.locationlabel)).toEqual([
      "100% Tower_A",
      "Arabian Ranches",
      "Business Bay",
      "City Walk",
      "Deira",
      "Emirates Hills",
      "Meydan",
    ]);
  });

  it("treats % and _ in q as plain characters", async () => {
    expect(
      (await api.get("/location/search?q=%25")).body.data.map((p: { locationlabel: string }) => p.locationlabel),
    ).toEqual(["100% Tower_A"]);
    expect((await api.get("/location/search?q=_")).body.data).toHaveLength(1);
    expect((await api.get("/location/search?q=nowhere")).body).toEqual({ status: true, data: [] });
  });

  it.each([
    ["missing", "/location/search", "q is required."],
    ["empty", "/location/search?q=", "q is required."],
    ["blank", "/location/search?q=%20%20", "q is required."],
    ["too long", `/location/search?q=${"a".repeat(81)}`, "q must be at most 80 characters."],
  ])("refuses a %s q with 400 naming q", async (_case, path, message) => {
    const { status, body } = await api.get(path);
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, message, errors: { q: message } });
  });

  it("refuses unknown and repeated parameters", async () => {
    expect((await api.get("/location/search?q=a&limit=50")).status).toBe(400);
    const repeated = await api.get("/location/search?q=a&q=b");
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors).toHaveProperty("q");
  });

  it("accepts q of exactly 80 characters", async () => {
    const { status, body } = await api.get(`/location/search?q=${"a".repeat(80)}`);
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, data: [] });
  });
});
