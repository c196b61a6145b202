import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { FACILITIES, FEATURES, PROPERTY_TYPES } from "../../../db/seed/data-content";
import { BAYUT_FEATURES, BAYUT_PROPERTY_TYPES } from "./bayut";
import type { FeedListing, ParsedFeed } from "./feed-listing";
import { parseFeed } from "./parse.server";
import { PF_AMENITIES, PF_PROPERTY_TYPES } from "./propertyfinder";

const SITE_AMENITIES = new Set([...FACILITIES, ...FEATURES].map(([name]) => name));
const SITE_TYPES = new Set(PROPERTY_TYPES.map(([name]) => name));

function parse(xml: string): Promise<ParsedFeed> {
  return parseFeed(Readable.from([Buffer.from(xml)]));
}

/** One Property Finder listing: a residential sale of an apartment unless `fields` say otherwise. */
async function pf(fields: Record<string, string>): Promise<ParsedFeed> {
  const base: Record<string, string> = {
    reference_number: "R1",
    offering_type: "RS",
    property_type: "AP",
    price: "100",
  };
  const body = Object.entries({ ...base, ...fields })
    .filter(([, value]) => value !== "")
    .map(([name, value]) =>
      value.startsWith("<") ? `<${name}>${value}</${name}>` : `<${name}><![CDATA[${value}]]></${name}>`,
    )
    .join("");
  return parse(`<list><property>${body}</property></list>`);
}

async function pfListing(fields: Record<string, string>): Promise<FeedListing> {
  const feed = await pf(fields);
  const [listing] = feed.listings;
  if (!listing) throw new Error(`rejected: ${JSON.stringify(feed.rejected)}`);
  return listing;
}

async function bayut(fields: Record<string, string>): Promise<ParsedFeed> {
  const base: Record<string, string> = {
    Property_Ref_No: "B1",
    Property_purpose: "Buy",
    Property_Type: "Apartment",
    Price: "100",
  };
  const body = Object.entries({ ...base, ...fields })
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join("");
  return parse(`<Properties><Property>${body}</Property></Properties>`);
}

async function bayutListing(fields: Record<string, string>): Promise<FeedListing> {
  const feed = await bayut(fields);
  const [listing] = feed.listings;
  if (!listing) throw new Error(`rejected: ${JSON.stringify(feed.rejected)}`);
  return listing;
}

describe("the mapping tables", () => {
  it("name only types, facilities and features the site has", () => {
    for (const name of Object.values(PF_PROPERTY_TYPES)) expect(SITE_TYPES).toContain(name);
    for (const { type } of Object.values(BAYUT_PROPERTY_TYPES)) expect(SITE_TYPES).toContain(type);
    for (const name of Object.values(PF_AMENITIES)) expect(SITE_AMENITIES).toContain(name);
    for (const name of Object.values(BAYUT_FEATURES)) expect(SITE_AMENITIES).toContain(name);
  });

  it("give every facility and feature of the site a Bayut name", () => {
    expect(new Set(Object.values(BAYUT_FEATURES))).toEqual(SITE_AMENITIES);
  });
});

describe("Property Finder values", () => {
  it.each([
    ["RS", "sale", false],
    ["RR", "rent", false],
    ["CS", "sale", true],
    ["CR", "rent", true],
  ])("offering_type %s is a %s, commercial %s", async (code, purpose, commercial) => {
    expect(await pfListing({ offering_type: code })).toMatchObject({ purpose, commercial });
  });

  it.each([
    ["AP", "Apartment"],
    ["HA", "Apartment"],
    ["VH", "Villa"],
    ["BW", "Villa"],
    ["TH", "Townhouse"],
    ["PH", "Penthouse"],
    ["DX", "Duplex"],
    ["OF", "Office"],
    ["CW", "Office"],
    ["SH", "Retail"],
    ["RE", "Retail"],
    ["SR", "Retail"],
    ["WH", "Warehouse"],
    ["LP", "Plot"],
    ["PL", "Plot"],
    ["ap", "Apartment"],
  ])("property_type %s is a %s", async (code, type) => {
    expect((await pfListing({ property_type: code })).propertyType).toBe(type);
  });

  it.each(["BU", "FF", "HF", "WB", "CD", "LC", "SA", "FA", "FM", "RT", "ST", "BC", "ZZ", ""])(
    "property_type %s is reported and the listing rejected",
    async (code) => {
      const feed = await pf({ property_type: code });
      expect(feed.listings).toEqual([]);
      expect(feed.rejected).toEqual([
        { reference: "R1", problems: [{ field: "property_type", code: "unknownType", detail: code }] },
      ]);
    },
  );

  it("rejects an unknown or missing offering_type", async () => {
    for (const code of ["XS", ""])
      expect((await pf({ offering_type: code })).rejected[0]?.problems).toEqual([
        { field: "offering_type", code: "unknownPurpose", detail: code },
      ]);
  });

  it.each([
    ["BA", "Balcony"],
    ["BP", "Covered Parking"],
    ["CP", "Covered Parking"],
    ["PP", "Private Pool"],
    ["SP", "Swimming Pool"],
    ["PG", "Private Garden"],
    ["MR", "Maid's Room"],
    ["ST", "Study Room"],
    ["AC", "Central A/C"],
    ["BW", "Built-in Wardrobes"],
    ["WC", "Walk-in Closet"],
    ["PA", "Pets Allowed"],
    ["SE", "24/7 Security"],
    ["CS", "Concierge"],
    ["PY", "Gym"],
    ["SY", "Gym"],
    ["SS", "Spa & Sauna"],
    ["VW", "Sea View"],
    ["PR", "Kids Play Area"],
    ["BR", "BBQ Area"],
  ])("amenity %s is %s", async (code, name) => {
    expect((await pfListing({ private_amenities: code })).amenities).toEqual([name]);
    expect((await pfListing({ commercial_amenities: code })).amenities).toEqual([name]);
  });

  it("reports amenity codes without a match and drops them, keeping the rest", async () => {
    const listing = await pfListing({ private_amenities: "BK, BA,,LB,BA" });
    expect(listing.amenities).toEqual(["Balcony"]);
    expect(listing.problems).toEqual([
      { field: "private_amenities", code: "unknownAmenity", detail: "BK" },
      { field: "private_amenities", code: "unknownAmenity", detail: "LB" },
    ]);
  });

  it("takes a rent's period from price/<period>, preferring yearly, then monthly, weekly, daily", async () => {
    const rent = (price: string) => pfListing({ offering_type: "RR", price });
    expect(await rent("<daily>10</daily><weekly>60</weekly>")).toMatchObject({ rentFrequency: "weekly", price: 60 });
    expect(await rent("<daily>10</daily><monthly>250</monthly>")).toMatchObject({
      rentFrequency: "monthly",
      price: 250,
    });
    expect(await rent("<daily>10</daily>")).toMatchObject({ rentFrequency: "daily", price: 10 });
    expect(await rent("<monthly>250</monthly><yearly>2,900</yearly>")).toMatchObject({
      rentFrequency: "yearly",
      price: 2900,
    });
  });

  it.each([
    ["Y", "yearly"],
    ["M", "monthly"],
    ["W", "weekly"],
    ["D", "daily"],
    ["yearly", "yearly"],
    ["Monthly", "monthly"],
    ["week", "weekly"],
    ["day", "daily"],
    ["", "yearly"],
  ])("a flat rent with rental_period %j is %s", async (period, frequency) => {
    const listing = await pfListing({ offering_type: "RR", price: "1,000", rental_period: period });
    expect(listing).toMatchObject({ rentFrequency: frequency, price: 1000 });
  });

  it("rejects a rent with a period it cannot read, and gives a sale no period", async () => {
    const feed = await pf({ offering_type: "RR", price: "1000", rental_period: "fortnightly" });
    expect(feed.rejected[0]?.problems).toEqual([
      { field: "rental_period", code: "unknownRentPeriod", detail: "fortnightly" },
    ]);
    expect((await pfListing({ rental_period: "M" })).rentFrequency).toBeNull();
  });

  it("reads price_on_application as no price, and rejects a missing or unreadable price otherwise", async () => {
    expect(await pfListing({ price: "", price_on_application: "Yes" })).toMatchObject({ price: null });
    expect(await pfListing({ price: "5", price_on_application: "yes" })).toMatchObject({ price: null });
    expect(await pfListing({ price: "5", price_on_application: "No" })).toMatchObject({ price: 5 });
    expect((await pf({ price: "" })).rejected[0]?.problems).toEqual([
      { field: "price", code: "missingPrice", detail: "" },
    ]);
    for (const bad of ["AED 5", "-5", "0", "5e6"])
      expect((await pf({ price: bad })).rejected[0]?.problems).toEqual([
        { field: "price", code: "badNumber", detail: bad },
      ]);
  });

  it("reads numbers with commas and spaces, and reports other ones without rejecting the listing", async () => {
    const listing = await pfListing({ price: "1 250 000.50", service_charge: "12,000", cheques: "four" });
    expect(listing).toMatchObject({ price: 1_250_000.5, serviceCharge: 12_000, cheques: null });
    expect(listing.problems).toEqual([{ field: "cheques", code: "badNumber", detail: "four" }]);
  });

  it.each([
    ["0", 0],
    ["studio", 0],
    ["Studio", 0],
    ["3", 3],
    ["7+", 7],
    ["9", 9],
  ])("bedroom %j is %d", async (given, rooms) => {
    expect((await pfListing({ bedroom: given })).bedrooms).toBe(rooms);
  });

  it("reports bedrooms it cannot read", async () => {
    const listing = await pfListing({ bedroom: "many" });
    expect(listing.bedrooms).toBeNull();
    expect(listing.problems).toEqual([{ field: "bedroom", code: "badNumber", detail: "many" }]);
  });

  it("keeps sizes in square feet as whole numbers", async () => {
    expect(await pfListing({ size: "1,200.4", plot_size: "3000" })).toMatchObject({ areaSqft: 1200, plotSqft: 3000 });
  });

  it.each([
    ["Yes", "furnished"],
    ["No", "unfurnished"],
    ["Partly", "partly"],
    ["partly", "partly"],
    ["", null],
  ])("furnished %j is %s", async (given, furnishing) => {
    expect(await pfListing({ furnished: given })).toMatchObject({ furnishing, problems: [] });
  });

  it.each([
    ["completed", "ready"],
    ["completed_primary", "ready"],
    ["off_plan", "off_plan"],
    ["off_plan_primary", "off_plan"],
  ])("completion_status %s is %s", async (given, completion) => {
    expect(await pfListing({ completion_status: given })).toMatchObject({ completion, problems: [] });
  });

  it("reports a completion status it does not know", async () => {
    const listing = await pfListing({ completion_status: "under_construction" });
    expect(listing.problems).toEqual([
      { field: "completion_status", code: "unknownCompletion", detail: "under_construction" },
    ]);
  });

  it("reads geopoints longitude first, and reports ones out of range or unreadable", async () => {
    expect(await pfListing({ geopoints: "55.2744, 25.1972" })).toMatchObject({ latitude: 25.1972, longitude: 55.2744 });
    for (const bad of ["55.27,95.1", "-181,25", "here", "55.27"]) {
      const listing = await pfListing({ geopoints: bad });
      expect(listing).toMatchObject({ latitude: null, longitude: null });
      expect(listing.problems).toEqual([{ field: "geopoints", code: "badCoordinates", detail: bad }]);
    }
  });

  it("reads the listing's last_update from its element or its attribute", async () => {
    expect((await pfListing({ last_update: "2026-12-01 10:00:00" })).lastUpdate).toBe("2026-12-01 10:00:00");
    const feed = await parse(
      '<list><property last_update="2026-11-30"><reference_number>R</reference_number><offering_type>RS</offering_type><property_type>AP</property_type><price>1</price></property></list>',
    );
    expect(feed.listings[0]?.lastUpdate).toBe("2026-11-30");
  });
});

describe("Bayut values", () => {
  it.each([
    ["Apartment", "Apartment", false],
    ["Hotel Apartment", "Apartment", false],
    ["Villa", "Villa", false],
    ["Townhouse", "Townhouse", false],
    ["Penthouse", "Penthouse", false],
    ["Duplex", "Duplex", false],
    ["Residential Plot", "Plot", false],
    ["Land", "Plot", false],
    ["Office", "Office", true],
    ["Shop", "Retail", true],
    ["Retail", "Retail", true],
    ["Showroom", "Retail", true],
    ["Warehouse", "Warehouse", true],
    ["Commercial Plot", "Plot", true],
  ])("Property_Type %s is a %s, commercial %s", async (given, propertyType, commercial) => {
    expect(await bayutListing({ Property_Type: given })).toMatchObject({ propertyType, commercial });
  });

  it("rejects a type without a match", async () => {
    for (const given of ["Villa Compound", "Bulk Units", "Whole Building", "Factory"])
      expect((await bayut({ Property_Type: given })).rejected[0]?.problems).toEqual([
        { field: "Property_Type", code: "unknownType", detail: given },
      ]);
  });

  it("reads Buy and Rent, and rejects another purpose", async () => {
    expect((await bayutListing({ Property_purpose: "Buy" })).purpose).toBe("sale");
    expect((await bayutListing({ Property_purpose: "Rent" })).purpose).toBe("rent");
    expect((await bayut({ Property_purpose: "Swap" })).rejected[0]?.problems).toEqual([
      { field: "Property_purpose", code: "unknownPurpose", detail: "Swap" },
    ]);
  });

  it.each([
    ["Yearly", "yearly"],
    ["Monthly", "monthly"],
    ["Weekly", "weekly"],
    ["Daily", "daily"],
  ])("Rent_Frequency %s is %s", async (given, frequency) => {
    expect((await bayutListing({ Property_purpose: "Rent", Rent_Frequency: given })).rentFrequency).toBe(frequency);
  });

  it("rejects a rent frequency it cannot read", async () => {
    expect((await bayut({ Property_purpose: "Rent", Rent_Frequency: "Hourly" })).rejected[0]?.problems).toEqual([
      { field: "Rent_Frequency", code: "unknownRentPeriod", detail: "Hourly" },
    ]);
  });

  it("converts square metres to whole square feet once, for the size and the plot", async () => {
    const listing = await bayutListing({ Property_Size: "100", plotArea: "1,000.5", Property_Size_Unit: "SQM" });
    expect(listing).toMatchObject({ areaSqft: 1076, plotSqft: 10_769 });
    expect(await bayutListing({ Property_Size: "1076", Property_Size_Unit: "SQFT" })).toMatchObject({ areaSqft: 1076 });
    const unknown = await bayutListing({ Property_Size: "100", Property_Size_Unit: "acre" });
    expect(unknown).toMatchObject({ areaSqft: null, plotSqft: null });
    expect(unknown.problems).toEqual([{ field: "Property_Size_Unit", code: "unknownUnit", detail: "acre" }]);
  });

  it("reads -1 bedrooms as a studio", async () => {
    expect((await bayutListing({ Bedrooms: "-1" })).bedrooms).toBe(0);
    expect((await bayutListing({ Bedrooms: "0" })).bedrooms).toBe(0);
    expect((await bayutListing({ Bedrooms: "7+" })).bedrooms).toBe(7);
  });

  it("reads Off_plan, Property_Status and Furnished, reporting values it does not know", async () => {
    expect((await bayutListing({ Off_plan: "Yes" })).completion).toBe("off_plan");
    expect((await bayutListing({ Off_plan: "No" })).completion).toBe("ready");
    expect((await bayutListing({ Property_Status: "deleted" })).deleted).toBe(true);
    expect((await bayutListing({ Property_Status: "live" })).deleted).toBe(false);
    const odd = await bayutListing({ Property_Status: "paused", Furnished: "Kind of" });
    expect(odd).toMatchObject({ deleted: false, furnishing: null });
    expect(odd.problems).toEqual([
      { field: "Property_Status", code: "unknownStatus", detail: "paused" },
      { field: "Furnished", code: "unknownFurnishing", detail: "Kind of" },
    ]);
  });

  it("maps feature names whatever their case, and reports the ones without a match", async () => {
    const listing = await bayutListing({
      Features: "<Feature>SWIMMING POOL</Feature><Feature>Maids Room</Feature><Feature>Helipad</Feature>",
    });
    expect(listing.amenities).toEqual(["Swimming Pool", "Maid's Room"]);
    expect(listing.problems).toEqual([{ field: "Features", code: "unknownAmenity", detail: "Helipad" }]);
  });
});

describe("off-plan listings name their project (decision 063)", () => {
  it("reads Property Finder's project_name and developer for off_plan and off_plan_primary only", async () => {
    const named = { project_name: "Azure Bay Residences", developer: "Harbour Crest Developments" };
    for (const status of ["off_plan", "off_plan_primary"])
      expect((await pfListing({ ...named, completion_status: status })).project).toEqual({
        name: "Azure Bay Residences",
        developer: "Harbour Crest Developments",
      });
    expect((await pfListing({ ...named, completion_status: "completed" })).project).toBeNull();
    expect((await pfListing({ completion_status: "off_plan" })).project).toBeNull();
  });

  it("reads Bayut's project (Project_Name, else Tower_Name), developer and resale amounts of an off-plan listing", async () => {
    const listing = await bayutListing({
      Off_plan: "Yes",
      Tower_Name: "Azure Bay Residences",
      offplanDetails_saleType: "Resale",
      offplanDetails_originalPrice: "1,850,000",
      offplanDetails_amountPaid: "740000",
    });
    expect(listing).toMatchObject({
      completion: "off_plan",
      project: { name: "Azure Bay Residences", developer: "" },
      originalPrice: 1_850_000,
      amountPaid: 740_000,
    });
    const named = await bayutListing({
      Off_plan: "Yes",
      Tower_Name: "Tower B",
      Project_Name: "Azure Bay",
      Developer: "Harbour Crest",
    });
    expect(named.project).toEqual({ name: "Azure Bay", developer: "Harbour Crest" });
    const ready = await bayutListing({ Off_plan: "No", Tower_Name: "Azure Bay", offplanDetails_amountPaid: "5" });
    expect(ready).toMatchObject({ project: null, amountPaid: null });
  });

  it("reports an unreadable resale amount and imports the listing without it", async () => {
    const listing = await bayutListing({ Off_plan: "Yes", Tower_Name: "A", offplanDetails_amountPaid: "half" });
    expect(listing.amountPaid).toBeNull();
    expect(listing.problems).toContainEqual({ field: "offplanDetails_amountPaid", code: "badNumber", detail: "half" });
  });
});
