import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { generatePropertyFinderFeed } from "../../../scripts/feed-generator";
import { type FeedListing, FeedRefused, type ParsedFeed } from "./feed-listing";
import { MAX_DESCRIPTION_CHARS, MAX_FIELD_CHARS, parseFeed } from "./parse.server";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/feeds");
const PHOTO_BASE = "http://127.0.0.1:8123/photos";

async function fixture(name: string): Promise<ParsedFeed> {
  const xml = (await readFile(path.join(FIXTURES, name), "utf8")).replaceAll("{{PHOTO_BASE}}", PHOTO_BASE);
  return parseFeed(Readable.from([Buffer.from(xml)]));
}

function byReference(feed: ParsedFeed, reference: string): FeedListing {
  const found = feed.listings.find((listing) => listing.reference === reference);
  if (!found) throw new Error(`no listing ${reference}`);
  return found;
}

async function refusal(run: Promise<unknown>): Promise<FeedRefused> {
  const error = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FeedRefused);
  return error as FeedRefused;
}

describe("a Property Finder feed", () => {
  it("reads every field of a sale, in the site's own terms", async () => {
    const feed = await fixture("propertyfinder.xml");
    expect(feed.format).toBe("propertyfinder");
    expect(byReference(feed, "PF-001")).toEqual({
      reference: "PF-001",
      deleted: false,
      permitNumber: "7112345601",
      purpose: "sale",
      commercial: false,
      propertyType: "Apartment",
      rentFrequency: null,
      price: 2_450_000,
      currency: "AED",
      serviceCharge: 18_500,
      cheques: null,
      city: "Dubai",
      community: "Dubai Marina",
      subCommunity: "Marina Gate",
      tower: "Marina Gate 1",
      titleEn: "Sea-view 2 bed in Marina Gate",
      titleAr: "شقة بغرفتي نوم بإطلالة على البحر في مارينا جيت",
      descriptionEn: "Bright two-bedroom apartment on a high floor.\nFull sea view & direct access to the Marina walk.",
      descriptionAr: "شقة مشرقة بغرفتي نوم في طابق مرتفع.\nإطلالة كاملة على البحر.",
      amenities: [
        "Balcony",
        "Swimming Pool",
        "Gym",
        "Covered Parking",
        "Central A/C",
        "Built-in Wardrobes",
        "Sea View",
      ],
      areaSqft: 1351,
      plotSqft: null,
      bedrooms: 2,
      bathrooms: 3,
      agent: {
        id: "A-17",
        name: "Sofia Marlowe",
        email: "sofia.marlowe@palmcrest.example",
        phone: "+971 50 218 4471",
        licenseNo: "41207",
      },
      furnishing: "furnished",
      photos: [
        { url: `${PHOTO_BASE}/pf/001-1.jpg`, version: "2026-11-30 08:00:00" },
        { url: `${PHOTO_BASE}/pf/001-2.jpg`, version: "2026-11-30 08:00:01" },
        { url: `${PHOTO_BASE}/pf/001-3.jpg`, version: "2026-11-30 08:00:02" },
      ],
      latitude: 25.0805,
      longitude: 55.1403,
      completion: "ready",
      project: null,
      originalPrice: null,
      amountPaid: null,
      lastUpdate: "2026-12-01 09:00:00",
      problems: [{ field: "private_amenities", code: "unknownAmenity", detail: "XZ" }],
    });
  });

  it("reads the same listings however the bytes are split, Arabic letters included", async () => {
    const xml = (await readFile(path.join(FIXTURES, "propertyfinder.xml"))).toString("utf8");
    const bytes = Buffer.from(xml.replaceAll("{{PHOTO_BASE}}", PHOTO_BASE));
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, n) => bytes.subarray(n * 7, n * 7 + 7));
    expect(await parseFeed(Readable.from(pieces))).toEqual(await fixture("propertyfinder.xml"));
  });

  it("reads a studio, rents in every period and the longest period when several are given", async () => {
    const feed = await fixture("propertyfinder.xml");
    const studio = byReference(feed, "PF-002");
    expect(studio).toMatchObject({ bedrooms: 0, purpose: "rent", rentFrequency: "yearly", price: 85_000, cheques: 4 });
    expect(studio).toMatchObject({
      furnishing: "partly",
      completion: "ready",
      amenities: ["Balcony", "24/7 Security"],
    });
    expect(byReference(feed, "PF-003")).toMatchObject({ rentFrequency: "monthly", price: 45_000, bedrooms: 7 });
    expect(byReference(feed, "PF-003")).toMatchObject({ plotSqft: 14_000, furnishing: "unfurnished" });
    expect(byReference(feed, "PF-003").amenities).toEqual([
      "Private Pool",
      "Private Garden",
      "Maid's Room",
      "Study Room",
      "Walk-in Closet",
      "Pets Allowed",
    ]);
    expect(byReference(feed, "PF-004")).toMatchObject({
      rentFrequency: "weekly",
      price: 12_000,
      propertyType: "Penthouse",
    });
    expect(byReference(feed, "PF-005")).toMatchObject({
      rentFrequency: "daily",
      price: 1_500,
      propertyType: "Townhouse",
    });
    expect(byReference(feed, "PF-009")).toMatchObject({
      rentFrequency: "yearly",
      price: 180_000,
      propertyType: "Duplex",
    });
    expect(byReference(feed, "PF-009").completion).toBe("off_plan");
    expect(byReference(feed, "PF-010")).toMatchObject({ rentFrequency: "monthly", price: 9_000 });
  });

  it("reads a commercial rent with a flat price and its period, and reports an unknown furnishing", async () => {
    const office = byReference(await fixture("propertyfinder.xml"), "PF-006");
    expect(office).toMatchObject({
      purpose: "rent",
      commercial: true,
      propertyType: "Office",
      rentFrequency: "yearly",
    });
    expect(office).toMatchObject({ price: 320_000, furnishing: null, tower: "Bay Square" });
    expect(office.amenities).toEqual(["Covered Parking", "24/7 Security", "Concierge"]);
    expect(office.agent).toEqual({
      id: "",
      name: "Lina Unknown",
      email: "lina@unknown-agency.example",
      phone: "",
      licenseNo: "99999",
    });
    expect(office.problems).toEqual([{ field: "furnished", code: "unknownFurnishing", detail: "Maybe" }]);
  });

  it("keeps a listing without a permit, on application, or in a place we do not know, for the import to judge", async () => {
    const feed = await fixture("propertyfinder.xml");
    const shop = byReference(feed, "PF-007");
    expect(shop).toMatchObject({ permitNumber: "", price: null, propertyType: "Retail", commercial: true });
    expect(shop).toMatchObject({ latitude: null, longitude: null, agent: null });
    expect(shop.problems).toEqual([{ field: "geopoints", code: "badCoordinates", detail: "255.1,25.1" }]);
    const plot = byReference(feed, "PF-008");
    expect(plot).toMatchObject({ community: "Nowhere Gardens", propertyType: "Plot", plotSqft: 8000 });
    expect(plot.completion).toBe("off_plan");
  });

  it("rejects a listing with an unknown type, no reference or an unreadable price, and goes on", async () => {
    const feed = await fixture("propertyfinder.xml");
    expect(feed.listings).toHaveLength(10);
    expect(feed.rejected).toEqual([
      { reference: "PF-BULK", problems: [{ field: "property_type", code: "unknownType", detail: "BU" }] },
      { reference: "", problems: [{ field: "reference_number", code: "missingReference", detail: "" }] },
      { reference: "PF-CALL", problems: [{ field: "price", code: "badNumber", detail: "call us" }] },
    ]);
  });
});

describe("a Bayut feed", () => {
  it("reads every field of a sale, converting square metres to square feet once", async () => {
    const feed = await fixture("bayut.xml");
    expect(feed.format).toBe("bayut");
    expect(byReference(feed, "BY-001")).toEqual({
      reference: "BY-001",
      deleted: false,
      permitNumber: "6123456701",
      purpose: "sale",
      commercial: false,
      propertyType: "Apartment",
      rentFrequency: null,
      price: 1_850_000,
      currency: "AED",
      serviceCharge: null,
      cheques: null,
      city: "Dubai",
      community: "Business Bay",
      subCommunity: "Executive Towers",
      tower: "Executive Tower B",
      titleEn: "Two bedrooms with a canal view",
      titleAr: "شقة بغرفتي نوم مطلة على القناة",
      descriptionEn: "Two bedrooms, two baths.\nWalk to the Dubai Water Canal.",
      descriptionAr: "غرفتا نوم وحمامان.\nعلى بعد خطوات من قناة دبي المائية.",
      amenities: ["Balcony", "Swimming Pool", "Gym"],
      areaSqft: 1292,
      plotSqft: null,
      bedrooms: 2,
      bathrooms: 2,
      agent: {
        id: "",
        name: "Karim Haddad",
        email: "karim.haddad@creeksidehomes.example",
        phone: "+971 50 000 0000",
        licenseNo: "",
      },
      furnishing: "furnished",
      photos: [
        { url: `${PHOTO_BASE}/by/001-1.jpg`, version: "2026-11-28 10:00:00" },
        { url: `${PHOTO_BASE}/by/001-2.jpg`, version: "2026-11-28 10:00:01" },
      ],
      latitude: null,
      longitude: null,
      completion: "ready",
      project: null,
      originalPrice: null,
      amountPaid: null,
      lastUpdate: "2026-12-01 08:00:00",
      problems: [{ field: "Features", code: "unknownAmenity", detail: "Helipad" }],
    });
  });

  it("reads a studio (-1), rents in every period, off-plan, deleted and commercial listings", async () => {
    const feed = await fixture("bayut.xml");
    expect(byReference(feed, "BY-002")).toMatchObject({ bedrooms: 0, rentFrequency: "yearly", price: 65_000 });
    expect(byReference(feed, "BY-002")).toMatchObject({ areaSqft: 410, furnishing: "unfurnished" });
    expect(byReference(feed, "BY-003")).toMatchObject({
      rentFrequency: "monthly",
      price: 38_000,
      furnishing: "partly",
    });
    expect(byReference(feed, "BY-004")).toMatchObject({ rentFrequency: "weekly", price: 9_500 });
    expect(byReference(feed, "BY-005")).toMatchObject({ rentFrequency: "daily", price: 2_200 });
    expect(byReference(feed, "BY-006")).toMatchObject({ completion: "off_plan", permitNumber: "" });
    expect(byReference(feed, "BY-006")).toMatchObject({ community: "Nowhere Gardens", areaSqft: 4500, plotSqft: 6000 });
    expect(byReference(feed, "BY-007").deleted).toBe(true);
    expect(byReference(feed, "BY-001").deleted).toBe(false);
    const office = byReference(feed, "BY-008");
    expect(office).toMatchObject({ commercial: true, propertyType: "Office", areaSqft: 2691 });
    expect(office.amenities).toEqual(["Covered Parking", "24/7 Security"]);
  });

  it("rejects an unknown type and a missing price", async () => {
    const feed = await fixture("bayut.xml");
    expect(feed.listings).toHaveLength(8);
    expect(feed.rejected).toEqual([
      { reference: "BY-CAMP", problems: [{ field: "Property_Type", code: "unknownType", detail: "Labour Camp" }] },
      { reference: "BY-NOPRICE", problems: [{ field: "Price", code: "missingPrice", detail: "" }] },
    ]);
  });
});

describe("a feed the reader refuses", () => {
  it("refuses a billion-laughs document at its DOCTYPE, before any entity is expanded", async () => {
    const refused = await refusal(parseFeed(createReadStream(path.join(FIXTURES, "billion-laughs.xml"))));
    expect(refused.code).toBe("doctype");
  });

  it("refuses an external-entity document without reading the file it names", async () => {
    const refused = await refusal(parseFeed(createReadStream(path.join(FIXTURES, "external-entity.xml"))));
    expect(refused.code).toBe("doctype");
  });

  it("refuses malformed XML with the line and the fault", async () => {
    const refused = await refusal(parseFeed(createReadStream(path.join(FIXTURES, "malformed.xml"))));
    expect(refused.code).toBe("malformed");
    expect(refused.detail).toBe("line 8, column 12: unexpected close tag.");
  });

  it("refuses an entity the document never declared, and an encoding other than UTF-8", async () => {
    const undeclared = await refusal(
      parse("<list><property><reference_number>&x;</reference_number></property></list>"),
    );
    expect(undeclared.code).toBe("malformed");
    const latin = await refusal(parse('<?xml version="1.0" encoding="ISO-8859-1"?><list/>'));
    expect(latin).toMatchObject({ code: "malformed", detail: "encoding ISO-8859-1: only UTF-8 is read" });
  });

  it("refuses an unknown root, and a feed of the other format than the one chosen", async () => {
    expect(await refusal(parse("<rss><channel/></rss>"))).toMatchObject({ code: "unknownFormat", detail: "rss" });
    const bayut = await readFile(path.join(FIXTURES, "bayut.xml"));
    const wrong = await refusal(parseFeed(Readable.from([bayut]), "propertyfinder"));
    expect(wrong).toMatchObject({ code: "wrongFormat", detail: "bayut" });
  });

  it("reads an empty feed as no listings (the import refuses it), and an empty file as malformed", async () => {
    expect(await fixture("empty.xml")).toEqual({ format: "propertyfinder", listings: [], rejected: [] });
    expect(await parse("<Properties></Properties>", "bayut")).toEqual({ format: "bayut", listings: [], rejected: [] });
    expect((await refusal(parse(""))).code).toBe("malformed");
  });
});

function parse(xml: string, format?: "propertyfinder" | "bayut"): Promise<ParsedFeed> {
  return parseFeed(Readable.from([Buffer.from(xml)]), format);
}

function pfListing(fields: string): string {
  return `<list><property><reference_number>R1</reference_number><offering_type>RS</offering_type><property_type>AP</property_type><price>100</price>${fields}</property></list>`;
}

describe("what the reader keeps of one listing", () => {
  it("cuts a description past 64 K characters and any other field past 1 K, and says so", async () => {
    const long = "x".repeat(MAX_DESCRIPTION_CHARS + 10);
    const feed = await parse(pfListing(`<description_en>${long}</description_en><title_en>${long}</title_en>`));
    const [listing] = feed.listings;
    expect(listing?.descriptionEn).toHaveLength(MAX_DESCRIPTION_CHARS);
    expect(listing?.titleEn).toHaveLength(MAX_FIELD_CHARS);
    expect(listing?.problems.map((found) => [found.field, found.code])).toEqual([
      ["description_en", "tooLong"],
      ["title_en", "tooLong"],
    ]);
  });

  it("keeps at most 50 photos of a listing, and only http(s) ones", async () => {
    const urls = Array.from({ length: 60 }, (_, n) => `<url>https://photos.example/${n}.jpg</url>`).join("");
    const feed = await parse(pfListing(`<photo><url>file:///etc/passwd</url>${urls}</photo>`));
    const [listing] = feed.listings;
    expect(listing?.photos).toHaveLength(50);
    expect(listing?.photos[49]?.url).toBe("https://photos.example/49.jpg");
    expect(listing?.problems.map((found) => found.code)).toEqual(["badPhotoUrl", "tooManyPhotos"]);
  });

  it("reads a generated feed of 10,000 listings, one listing at a time", async () => {
    const feed = await parseFeed(
      Readable.from(generatePropertyFinderFeed({ listings: 10_000, photoBase: "http://127.0.0.1:9/photos" })),
    );
    expect(feed.listings).toHaveLength(10_000);
    expect(feed.rejected).toEqual([]);
    expect(new Set(feed.listings.map((listing) => listing.permitNumber)).size).toBe(10_000);
    expect(feed.listings.every((listing) => listing.photos.length >= 3 && listing.photos.length <= 5)).toBe(true);
    expect(feed.listings.filter((listing) => listing.problems.length > 0)).toEqual([]);
  });
});
