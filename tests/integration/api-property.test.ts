import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { one } from "../../db/one";
import { properties } from "../../db/schema";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const PROPERTY_FIELDS = [
  "_id",
  "agency",
  "agent",
  "area",
  "bathrooms",
  "bedrooms",
  "city",
  "completionStatus",
  "country",
  "createdAt",
  "currency",
  "description",
  "descriptionlabel",
  "descriptiontitle",
  "descriptionvalue",
  "developer",
  "developername",
  "district",
  "facilitieid",
  "featureId",
  "fromamout",
  "furnishing",
  "latitude",
  "location",
  "locationlable",
  "longitude",
  "nearbyPlaces",
  "permitExpiry",
  "permitNumber",
  "propertyimage",
  "propertylabel",
  "propertyvalue",
  "purpose",
  "referenceNumber",
  "rentFrequency",
  "state",
  "subtitle",
  "tagtitle",
  "title",
  "type",
  "verifiedAt",
];

const NEWEST_FIRST = [
  "Marina Villa",
  "Marina Apartment",
  "Downtown Office",
  "Downtown Rental Flat",
  "Reem Villa",
  "Majaz Apartment",
  "London Flat",
];

const CHEAPEST_FIRST = [
  "Downtown Rental Flat",
  "Majaz Apartment",
  "Marina Apartment",
  "London Flat",
  "Marina Villa",
  "Downtown Office",
  "Reem Villa",
];

describe.each(databases())("property API on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  /** Titles of a search's page, checking the paging fields on the way. */
  async function titles(path: string): Promise<string[]> {
    const { status, body } = await api.get(path);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe(true);
    return body.data.map((p: { title: string }) => p.title);
  }

  describe("GET property/properties", () => {
    it("lists published listings newest first with total, page and limit", async () => {
      const { status, body } = await api.get("/property/properties");
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: true, total: 7, page: 1, limit: 24 });
      expect(body.data.map((p: { title: string }) => p.title)).toEqual(NEWEST_FIRST);
      for (const item of body.data) expect(Object.keys(item).sort()).toEqual(PROPERTY_FIELDS);
    });

    it("never shows a draft", async () => {
      const { body } = await api.get("/property/properties?limit=100");
      expect(body.data.map((p: { _id: string }) => p._id)).not.toContain(fx.hiddenDraft.id);
    });

    it("pages with page and limit", async () => {
      const { body } = await api.get("/property/properties?page=2&limit=3");
      expect(body).toMatchObject({ total: 7, page: 2, limit: 3 });
      expect(body.data.map((p: { title: string }) => p.title)).toEqual(NEWEST_FIRST.slice(3, 6));
      const last = await api.get("/property/properties?page=3&limit=3");
      expect(last.body.data.map((p: { title: string }) => p.title)).toEqual(["London Flat"]);
      const beyond = await api.get("/property/properties?page=4&limit=3");
      expect(beyond.body).toMatchObject({ status: true, data: [], total: 7, page: 4, limit: 3 });
    });

    it("sorts by AED price both ways", async () => {
      expect(await titles("/property/properties?sort=price_asc")).toEqual(CHEAPEST_FIRST);
      expect(await titles("/property/properties?sort=price_desc")).toEqual([...CHEAPEST_FIRST].reverse());
      expect(await titles("/property/properties?sort=newest")).toEqual(NEWEST_FIRST);
    });

    it("maps a listing to the spec's wire shape", async () => {
      const { body } = await api.get("/property/properties?limit=1");
      const { img1, img2, img3: _ } = fx.images;
      expect(body.data[0]).toEqual({
        _id: fx.properties.marinaVilla.id,
        title: "Marina Villa",
        subtitle: "Villa",
        type: "Residential",
        purpose: "sale",
        rentFrequency: null,
        tagtitle: "Hot Deal",
        fromamout: 2_000_000,
        currency: "AED",
        location: "Marina Villa street",
        locationlable: "Dubai Marina",
        country: "United Arab Emirates",
        state: "Dubai",
        city: "Dubai",
        district: "Dubai",
        latitude: 25.08,
        longitude: 55.14,
        bedrooms: 4,
        bathrooms: 5,
        area: 3200,
        propertyimage: [`/media/${img1.id}`, `/media/${img2.id}`],
        propertylabel: ["Parking,View"],
        propertyvalue: ["2 spaces,Sea"],
        descriptiontitle: "Overview",
        descriptionlabel: "Ownership,Payment plan",
        descriptionvalue: "Freehold,60/40",
        description: "<p>Sea <strong>view</strong></p>",
        facilitieid: [fx.amenities.pool.id, fx.amenities.gym.id],
        featureId: [fx.amenities.balcony.id],
        nearbyPlaces: JSON.stringify([
          { name: "Marina Station", type: "train_station", latitude: 25.08, longitude: 55.14 },
          { name: "Marina Mall", type: "shopping_mall", latitude: 25.07, longitude: 55.13 },
        ]),
        developer: fx.developers.emaar.id,
        developername: "Emaar Properties",
        createdAt: "2024-01-06T12:00:00.000Z",
        // Issue 17: a fixture listing has no permit, agent or verification.
        permitNumber: null,
        permitExpiry: null,
        referenceNumber: "",
        completionStatus: "ready",
        furnishing: null,
        verifiedAt: null,
        agent: null,
        agency: null,
      });
    });

    it("keeps the stored price and currency of a listing priced in another currency", async () => {
      const { body } = await api.get("/property/properties?locationlable=Kensington");
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ title: "London Flat", fromamout: 320_000, currency: "GBP" });
    });
  });

  describe("filters", () => {
    it("type: a property-type id, a property-type name in any case, or a segment", async () => {
      expect(await titles(`/property/properties?type=${fx.types.villa.id}`)).toEqual(["Marina Villa", "Reem Villa"]);
      expect(await titles("/property/properties?type=Villa")).toEqual(["Marina Villa", "Reem Villa"]);
      expect(await titles("/property/properties?type=vILLA")).toEqual(["Marina Villa", "Reem Villa"]);
      expect(await titles("/property/properties?type=Commercial")).toEqual(["Downtown Office"]);
      expect(await titles("/property/properties?type=Rental")).toEqual(["Downtown Rental Flat"]);
      expect(await titles("/property/properties?type=residential")).toEqual([
        "Marina Villa",
        "Marina Apartment",
        "Reem Villa",
        "Majaz Apartment",
        "London Flat",
      ]);
      expect(await titles(`/property/properties?type=${fx.hiddenDraft.id}`)).toEqual([]);
    });

    it("subtitle: the property-type name, case-insensitive", async () => {
      expect(await titles("/property/propertyfilter?subtitle=apartment")).toEqual([
        "Marina Apartment",
        "Downtown Rental Flat",
        "Majaz Apartment",
        "London Flat",
      ]);
      expect(await titles("/property/propertyfilter?subtitle=Office")).toEqual(["Downtown Office"]);
    });

    it("developer: an id or a firm name", async () => {
      expect(await titles(`/property/propertyfilter?developer=${fx.developers.emaar.id}`)).toEqual([
        "Marina Villa",
        "Downtown Office",
      ]);
      expect(await titles("/property/propertyfilter?developer=nakheel")).toEqual(["Marina Apartment", "Reem Villa"]);
    });

    it("country, state, district and city, case-insensitive", async () => {
      const { body } = await api.get("/property/propertyfilter?country=united%20arab%20emirates");
      expect(body.total).toBe(6);
      expect(await titles("/property/propertyfilter?country=United+Kingdom")).toEqual(["London Flat"]);
      expect(await titles("/property/propertyfilter?state=DUBAI")).toEqual(NEWEST_FIRST.slice(0, 4));
      expect(await titles("/property/propertyfilter?district=Dubai")).toEqual(NEWEST_FIRST.slice(0, 4));
      expect(await titles("/property/propertyfilter?city=abu%20dhabi")).toEqual(["Reem Villa"]);
      expect(await titles("/property/propertyfilter?state=Dubai&district=Sharjah")).toEqual([]);
    });

    it("location, locationlable and locationlabel: the location label, case-insensitive", async () => {
      expect(await titles("/property/propertyfilter?locationlable=dubai%20marina")).toEqual([
        "Marina Villa",
        "Marina Apartment",
      ]);
      expect(await titles("/property/propertyfilter?locationlabel=Downtown%20Dubai")).toEqual([
        "Downtown Office",
        "Downtown Rental Flat",
      ]);
      expect(await titles("/property/propertyfilter?location=Al%20Majaz")).toEqual(["Majaz Apartment"]);
      // Typed text finds the places whose names contain it (issue 16, item 2).
      expect(await titles("/property/propertyfilter?locationlable=Marina")).toEqual([
        "Marina Villa",
        "Marina Apartment",
      ]);
      expect(await titles("/property/propertyfilter?locationlable=Nowhere")).toEqual([]);
    });

    it("combines filters as the header's Housing link does", async () => {
      const path =
        "/property/propertyfilter?type=Residential&country=United%20Arab%20Emirates&state=Dubai&district=Dubai";
      expect(await titles(path)).toEqual(["Marina Villa", "Marina Apartment"]);
      const { body } = await api.get(`${path}&limit=1&page=2`);
      expect(body).toMatchObject({ total: 2, page: 2, limit: 1 });
      expect(body.data.map((p: { title: string }) => p.title)).toEqual(["Marina Apartment"]);
    });
  });

  describe("price filters and currencies", () => {
    const between900kAnd2m = ["Marina Villa", "Marina Apartment", "London Flat"];

    it("compares AED prices, both bounds included", async () => {
      expect(await titles("/property/properties?currency=AED&minPrice=900000&maxPrice=2000000")).toEqual(
        between900kAnd2m,
      );
    });

    it("reads prices in INR by default (1 INR = 0.05 AED)", async () => {
      expect(await titles("/property/properties?minPrice=18000000&maxPrice=40000000")).toEqual(between900kAnd2m);
    });

    it("converts USD (1 USD = 4 AED) and EUR (1 EUR = 5 AED), whatever the code's case", async () => {
      expect(await titles("/property/properties?currency=USD&minPrice=225000&maxPrice=500000")).toEqual(
        between900kAnd2m,
      );
      expect(await titles("/property/properties?currency=usd&minPrice=225000&maxPrice=500000")).toEqual(
        between900kAnd2m,
      );
      expect(await titles("/property/properties?currency=EUR&maxPrice=100000")).toEqual([
        "Downtown Rental Flat",
        "Majaz Apartment",
      ]);
      expect(await titles("/property/properties?currency=EUR&minPrice=1000000")).toEqual(["Reem Villa"]);
    });

    it("refuses a currency without a stored rate, naming currency", async () => {
      for (const code of ["XYZ", "GBP"]) {
        const { status, body } = await api.get(`/property/properties?currency=${code}&minPrice=1`);
        expect(status).toBe(400);
        expect(body).toEqual({
          status: false,
          message: `Unknown currency: ${code}.`,
          errors: { currency: `Unknown currency: ${code}.` },
        });
      }
    });

    it("handles prices far beyond any listing", async () => {
      const { status, body } = await api.get("/property/properties?currency=EUR&minPrice=9999999999999.99");
      expect(status).toBe(200);
      expect(body).toMatchObject({ data: [], total: 0 });
      expect(await titles("/property/properties?currency=EUR&maxPrice=9999999999999.99&limit=100")).toEqual(
        NEWEST_FIRST,
      );
    });

    it("refuses minPrice above maxPrice", async () => {
      const { status, body } = await api.get("/property/properties?minPrice=10&maxPrice=5");
      expect(status).toBe(400);
      expect(body).toEqual({
        status: false,
        message: "minPrice cannot be greater than maxPrice.",
        errors: { minPrice: "minPrice cannot be greater than maxPrice." },
      });
    });
  });

  describe("bedrooms filter", () => {
    it("bedrooms=N keeps listings with at least N bedrooms; unknown counts never match", async () => {
      // Only Marina Villa records a bedroom count (4) in the fixtures.
      expect(await titles("/property/propertyfilter?bedrooms=4")).toEqual(["Marina Villa"]);
      expect(await titles("/property/propertyfilter?bedrooms=0")).toEqual(["Marina Villa"]);
      expect(await titles("/property/propertyfilter?bedrooms=5")).toEqual([]);
      expect(await titles("/property/propertyfilter?bedrooms=3&currency=AED&maxPrice=900000")).toEqual([]);
      expect(await titles("/property/propertyfilter?bedrooms=3&currency=AED&maxPrice=2000000")).toEqual([
        "Marina Villa",
      ]);
    });
  });

  describe("buy or rent (issue 16, item 1)", () => {
    const RENT = "Downtown Rental Flat";

    it("without purpose answers as before: sales and rents together, each saying which it is", async () => {
      const { body } = await api.get("/property/propertyfilter?state=Dubai");
      expect(body.total).toBe(4);
      expect(body.data.map((p: { title: string }) => p.title)).toEqual(NEWEST_FIRST.slice(0, 4));
      const kinds = body.data.map((p: { title: string; purpose: string; rentFrequency: string | null }) => [
        p.title,
        p.purpose,
        p.rentFrequency,
      ]);
      expect(kinds).toEqual([
        ["Marina Villa", "sale", null],
        ["Marina Apartment", "sale", null],
        ["Downtown Office", "sale", null],
        [RENT, "rent", "yearly"],
      ]);
    });

    it("purpose=rent lists only rents, with their period, on the list and the single listing", async () => {
      const { body } = await api.get("/property/properties?purpose=rent");
      expect(body).toMatchObject({ status: true, total: 1, page: 1, limit: 24 });
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ title: RENT, purpose: "rent", rentFrequency: "yearly", fromamout: 120_000 });
      const one = await api.get(`/property/properties/${fx.properties.downtownRental.id}`);
      expect(one.body.data).toMatchObject({ purpose: "rent", rentFrequency: "yearly" });
    });

    it("purpose=sale counts, sorts and pages among sales only", async () => {
      const sales = CHEAPEST_FIRST.filter((title) => title !== RENT);
      expect(await titles("/property/propertyfilter?purpose=sale&sort=price_asc")).toEqual(sales);
      expect(await titles("/property/propertyfilter?purpose=sale&sort=price_desc")).toEqual([...sales].reverse());
      const { body } = await api.get("/property/propertyfilter?purpose=sale&sort=price_asc&limit=2&page=1");
      expect(body).toMatchObject({ total: 6, page: 1, limit: 2 });
      // The cheapest listing of all is the rent: a sale search starts after it.
      expect(body.data.map((p: { title: string }) => p.title)).toEqual(["Majaz Apartment", "Marina Apartment"]);
      const dubai = await api.get("/property/propertyfilter?state=Dubai&purpose=sale");
      expect(dubai.body.total).toBe(3);
      const downtownRents = await api.get("/property/propertyfilter?locationlable=Downtown%20Dubai&purpose=rent");
      expect(downtownRents.body.data.map((p: { title: string }) => p.title)).toEqual([RENT]);
    });

    it.each(["buy", "Rent", "both"])("purpose=%s → 400 naming purpose", async (value) => {
      const { status, body } = await api.get(`/property/propertyfilter?purpose=${value}`);
      expect(status).toBe(400);
      expect(body.status).toBe(false);
      expect(Object.keys(body.errors)).toEqual(["purpose"]);
      expect(body.errors.purpose).toBe("purpose must be one of sale, rent.");
    });
  });

  describe("bad search input", () => {
    it.each([
      ["page=abc", "page"],
      ["page=0", "page"],
      ["page=1.5", "page"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["sort=cheapest", "sort"],
      ["minPrice=-5", "minPrice"],
      ["maxPrice=ten", "maxPrice"],
      ["currency=US", "currency"],
      ["bedrooms=21", "bedrooms"],
      ["bedrooms=two", "bedrooms"],
      [`locationlable=${"x".repeat(201)}`, "locationlable"],
    ])("%s → 400 naming %s", async (query, field) => {
      const { status, body } = await api.get(`/property/properties?${query}`);
      expect(status).toBe(400);
      expect(body.status).toBe(false);
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.message).toContain(field);
    });

    it("refuses a parameter given twice", async () => {
      const { status, body } = await api.get("/property/properties?page=1&page=2");
      expect(status).toBe(400);
      expect(body.errors).toEqual({ page: "page must be given only once." });
    });

    it("treats SQL-looking text as data: empty results, table intact", async () => {
      const attacks = ["' OR '1'='1", "'; DROP TABLE properties; --", "%' OR 1=1 --", "\\'); select pg_sleep(1); --"];
      for (const attack of attacks) {
        for (const field of ["type", "subtitle", "developer", "country", "state", "district", "locationlable"]) {
          const { status, body } = await api.get(`/property/propertyfilter?${field}=${encodeURIComponent(attack)}`);
          expect(status, `${field}=${attack}`).toBe(200);
          expect(body).toMatchObject({ status: true, data: [], total: 0 });
        }
      }
      const { n } = one(await server.db.select({ n: count() }).from(properties), "the listing count");
      expect(n).toBe(8);
    });

    it("treats a LIKE wildcard as a literal character", async () => {
      expect(await titles("/property/propertyfilter?locationlable=%25")).toEqual([]);
      expect(await titles("/property/propertyfilter?locationlable=Dubai_Marina")).toEqual([]);
    });
  });

  describe("GET property/properties/:id", () => {
    it("answers one listing in the same shape as the list", async () => {
      const list = await api.get("/property/properties?limit=1");
      const { status, body } = await api.get(`/property/properties/${fx.properties.marinaVilla.id}`);
      expect(status).toBe(200);
      expect(body).toEqual({ status: true, data: list.body.data[0] });
    });

    it.each([
      ["an unknown id", "00000000-0000-4000-8000-000000000000"],
      ["a malformed id", "not-a-uuid"],
      ["SQL", encodeURIComponent("1' OR '1'='1")],
      ["a number", "42"],
    ])("answers 404 for %s", async (_label, id) => {
      const { status, body } = await api.get(`/property/properties/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ status: false, message: "Property not found" });
    });

    it("answers 404 for a draft", async () => {
      const { status } = await api.get(`/property/properties/${fx.hiddenDraft.id}`);
      expect(status).toBe(404);
    });
  });

  describe("GET property/propertybannerdata", () => {
    it("lists banners in display order under `banners`", async () => {
      const { status, body } = await api.get("/property/propertybannerdata");
      expect(status).toBe(200);
      expect(body).toEqual({
        status: true,
        banners: [
          {
            _id: expect.any(String),
            bannertype: "Property Banner",
            propertyId: fx.properties.marinaVilla.id,
            adverticestext: "Marina living",
            adverticesvalue: "Sea view,Private pool",
            image: `/media/${fx.images.img1.id}`,
          },
          {
            _id: expect.any(String),
            bannertype: "Informative Banner",
            propertyId: "",
            adverticestext: "Golden Visa",
            adverticesvalue: "10 years",
            image: null,
          },
        ],
      });
    });
  });
});
