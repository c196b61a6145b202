/**
 * A small, exactly known world for the integration tests: every count, price, order and
 * place below is asserted somewhere, so change them together with the tests.
 *
 * Rates (INR = 1): AED 0.05, USD 0.0125, EUR 0.01, so 1 USD = 4 AED, 1 EUR = 5 AED, 1 INR = 0.05 AED.
 *
 * Published listings, newest first (AED):
 *   marinaVilla        Villa      Residential  Dubai Marina    Emaar     2,000,000
 *   marinaApartment    Apartment  Residential  Dubai Marina    Nakheel     900,000
 *   downtownOffice     Office     Commercial   Downtown Dubai  Emaar     3,500,000
 *   downtownRental     Apartment  Rental       Downtown Dubai  -           120,000 a year (the one rent)
 *   reemVilla          Villa      Residential  Al Reem Island  Nakheel   5,000,000
 *   majazApartment     Apartment  Residential  Al Majaz        -           450,000
 *   londonFlat         Apartment  Residential  Kensington      -         1,500,000 (stored as GBP 320,000)
 * plus a draft villa in Dubai Marina, newer than all, that must never appear.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { MASTER } from "../../db/ids";
import {
  advertisements,
  agencies,
  agents,
  banners,
  blogs,
  brokerages,
  categories,
  categoryMasters,
  developers,
  exchangeRates,
  goldenVisas,
  heroSections,
  homeLayout,
  images,
  investments,
  locations,
  mapLocations,
  mapSidebar,
  nearbyPlaces,
  offers,
  properties,
  propertyAmenities,
  propertyImages,
  testimonials,
} from "../../db/schema";

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on its values.
export type ApiAnswer = { status: number; body: any; headers: Headers };

/** fetch against a test server's /api, answering the status and the parsed JSON body. */
export function apiClient(baseUrl: string) {
  const call = async (path: string, init?: RequestInit): Promise<ApiAnswer> => {
    const res = await fetch(`${baseUrl}/api${path}`, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: a test asserting JSON then fails with the text in view.
    }
    return { status: res.status, body, headers: res.headers };
  };
  return {
    get: (path: string) => call(path),
    postJson: (path: string, body: unknown) =>
      call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    post: call,
  };
}

export const RATES = { INR: 1, AED: 0.05, USD: 0.0125, EUR: 0.01 } as const;

/** A 1×1 transparent PNG. */
const PIXEL = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);

/** The first row of an insert … returning: the fixtures always insert exactly one. */
async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error("A fixture insert returned no row");
  return row;
}

export type Fixtures = Awaited<ReturnType<typeof seedFixtures>>;

export async function seedFixtures(db: Db) {
  const image = () =>
    one(db.insert(images).values({ contentType: "image/png", width: 1, height: 1, bytes: PIXEL }).returning());
  const [img1, img2, img3] = [await image(), await image(), await image()];

  await db.insert(categoryMasters).values([
    { id: MASTER.propertyType, name: "Property type" },
    { id: MASTER.facility, name: "Facility" },
    { id: MASTER.feature, name: "Feature" },
    { id: MASTER.contentGroup, name: "Blog group" },
    { id: MASTER.blogCategory, name: "Blog category" },
  ]);
  const category = (
    masterId: string,
    value: string,
    sortOrder: number,
    extra: { icon?: string; imageId?: string } = {},
  ) =>
    one(
      db
        .insert(categories)
        .values({ masterId, value, sortOrder, ...extra })
        .returning(),
    );
  const villa = await category(MASTER.propertyType, "Villa", 1);
  const apartment = await category(MASTER.propertyType, "Apartment", 2);
  const office = await category(MASTER.propertyType, "Office", 3);
  const pool = await category(MASTER.facility, "Pool", 1, { icon: "waves", imageId: img3.id });
  const gym = await category(MASTER.facility, "Gym", 2);
  const balcony = await category(MASTER.feature, "Balcony", 1);
  const blogGroup = await category(MASTER.contentGroup, "Blogs", 1);
  const articleGroup = await category(MASTER.contentGroup, "Articles", 2);
  const marketCategory = await category(MASTER.blogCategory, "Market", 1);

  const location = (values: {
    country: string;
    state: string;
    city: string;
    label: string;
    isTop?: boolean;
    sortOrder?: number;
    imageId?: string;
  }) =>
    one(
      db
        .insert(locations)
        .values({ latitude: 25.1, longitude: 55.2, ...values })
        .returning(),
    );
  const marina = await location({
    country: "United Arab Emirates",
    state: "Dubai",
    city: "Dubai",
    label: "Dubai Marina",
    isTop: true,
    sortOrder: 1,
    imageId: img1.id,
  });
  const downtown = await location({
    country: "United Arab Emirates",
    state: "Dubai",
    city: "Dubai",
    label: "Downtown Dubai",
    isTop: true,
    sortOrder: 2,
  });
  const reem = await location({
    country: "United Arab Emirates",
    state: "Abu Dhabi",
    city: "Abu Dhabi",
    label: "Al Reem Island",
    isTop: true,
    sortOrder: 3,
  });
  const majaz = await location({
    country: "United Arab Emirates",
    state: "Sharjah",
    city: "Sharjah",
    label: "Al Majaz",
  });
  const kensington = await location({
    country: "United Kingdom",
    state: "England",
    city: "London",
    label: "Kensington",
  });

  const emaar = await one(
    db
      .insert(developers)
      .values({
        firmName: "Emaar Properties",
        title: "Master developer",
        imageId: img2.id,
        about: "Builder of Downtown Dubai.",
        otherDetails: "Listed on the DFM.",
        history: "Founded in 1997.",
        yearEstablished: 1997,
      })
      .returning(),
  );
  const nakheel = await one(db.insert(developers).values({ firmName: "Nakheel", title: "Islands" }).returning());

  await db.insert(exchangeRates).values(Object.entries(RATES).map(([currency, rate]) => ({ currency, rate })));

  const listing = (values: {
    title: string;
    typeId: string;
    segment: "Residential" | "Commercial" | "Rental";
    locationId: string;
    developerId?: string;
    priceAed: number;
    day: number;
    status?: "published" | "draft";
    priceAmount?: number;
    priceCurrency?: string;
  }) =>
    one(
      db
        .insert(properties)
        .values({
          title: values.title,
          propertyTypeId: values.typeId,
          segment: values.segment,
          // As migration 0003 and the demo seed: the Rental segment's listings are rents asked per year.
          purpose: values.segment === "Rental" ? "rent" : "sale",
          rentFrequency: values.segment === "Rental" ? "yearly" : null,
          locationId: values.locationId,
          developerId: values.developerId,
          address: `${values.title} street`,
          priceAmount: values.priceAmount ?? values.priceAed,
          priceCurrency: values.priceCurrency ?? "AED",
          priceAed: values.priceAed,
          latitude: 25.08,
          longitude: 55.14,
          status: values.status ?? "published",
          createdAt: new Date(Date.UTC(2024, 0, values.day, 12)),
        })
        .returning(),
    );
  const hiddenDraft = await listing({
    title: "Hidden Draft Villa",
    typeId: villa.id,
    segment: "Residential",
    locationId: marina.id,
    developerId: emaar.id,
    priceAed: 1_000_000,
    day: 7,
    status: "draft",
  });
  const marinaVilla = await listing({
    title: "Marina Villa",
    typeId: villa.id,
    segment: "Residential",
    locationId: marina.id,
    developerId: emaar.id,
    priceAed: 2_000_000,
    day: 6,
  });
  const marinaApartment = await listing({
    title: "Marina Apartment",
    typeId: apartment.id,
    segment: "Residential",
    locationId: marina.id,
    developerId: nakheel.id,
    priceAed: 900_000,
    day: 5,
  });
  const downtownOffice = await listing({
    title: "Downtown Office",
    typeId: office.id,
    segment: "Commercial",
    locationId: downtown.id,
    developerId: emaar.id,
    priceAed: 3_500_000,
    day: 4,
  });
  const downtownRental = await listing({
    title: "Downtown Rental Flat",
    typeId: apartment.id,
    segment: "Rental",
    locationId: downtown.id,
    priceAed: 120_000,
    day: 3,
  });
  const reemVilla = await listing({
    title: "Reem Villa",
    typeId: villa.id,
    segment: "Residential",
    locationId: reem.id,
    developerId: nakheel.id,
    priceAed: 5_000_000,
    day: 2,
  });
  const majazApartment = await listing({
    title: "Majaz Apartment",
    typeId: apartment.id,
    segment: "Residential",
    locationId: majaz.id,
    priceAed: 450_000,
    day: 1,
  });
  const londonFlat = await listing({
    title: "London Flat",
    typeId: apartment.id,
    segment: "Residential",
    locationId: kensington.id,
    priceAed: 1_500_000,
    priceAmount: 320_000,
    priceCurrency: "GBP",
    day: 0,
  });

  await describeMarinaVilla(db, marinaVilla.id, {
    img1: img1.id,
    img2: img2.id,
    pool: pool.id,
    gym: gym.id,
    balcony: balcony.id,
  });

  await db.insert(banners).values([
    {
      bannerType: "Property Banner",
      propertyId: marinaVilla.id,
      text: "Marina living",
      lines: ["Sea view", "Private pool"],
      imageId: img1.id,
      sortOrder: 1,
    },
    { bannerType: "Informative Banner", text: "Golden Visa", lines: ["10 years"], sortOrder: 2 },
  ]);

  await seedHomeContent(db, { img1: img1.id, img2: img2.id });

  const blog = (values: {
    title: string;
    groupId: string;
    categoryId?: string;
    publishedOn: string;
    description?: string;
  }) =>
    one(
      db
        .insert(blogs)
        .values({ imageId: img1.id, ...values })
        .returning(),
    );
  const newestBlog = await blog({
    title: "Dubai market in March",
    groupId: blogGroup.id,
    categoryId: marketCategory.id,
    publishedOn: "2024-03-01",
    description: '<h2>Prices</h2><p onclick="x()">Up <a href="javascript:alert(1)">here</a></p>',
  });
  const olderBlog = await blog({ title: "Buying off-plan", groupId: blogGroup.id, publishedOn: "2024-02-01" });
  const article = await blog({ title: "Golden Visa explained", groupId: articleGroup.id, publishedOn: "2024-01-15" });

  return {
    images: { img1, img2, img3 },
    types: { villa, apartment, office },
    amenities: { pool, gym, balcony },
    blogCategories: { blogGroup, articleGroup, marketCategory },
    locations: { marina, downtown, reem, majaz, kensington },
    developers: { emaar, nakheel },
    properties: { marinaVilla, marinaApartment, downtownOffice, downtownRental, reemVilla, majazApartment, londonFlat },
    hiddenDraft,
    blogs: { newestBlog, olderBlog, article },
  };
}

/** The one fully described listing: gallery, highlights, description, amenities, nearby places. */
async function describeMarinaVilla(
  db: Db,
  propertyId: string,
  ids: { img1: string; img2: string; pool: string; gym: string; balcony: string },
) {
  await db
    .update(properties)
    .set({
      tagTitle: "Hot Deal",
      bedrooms: 4,
      bathrooms: 5,
      areaSqft: 3200,
      // Facts without a column of their own: bedrooms, area and the like are columns, never rows.
      highlights: [
        { label: "Parking", value: "2 spaces" },
        { label: "View", value: "Sea" },
      ],
      descriptionTitle: "Overview",
      descriptionRows: [
        { label: "Ownership", value: "Freehold" },
        { label: "Payment plan", value: "60/40" },
      ],
      description: '<p>Sea <strong>view</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    })
    .where(eq(properties.id, propertyId));
  await db.insert(propertyImages).values([
    { propertyId, imageId: ids.img2, position: 1 },
    { propertyId, imageId: ids.img1, position: 0 },
  ]);
  await db.insert(propertyAmenities).values([
    { propertyId, categoryId: ids.pool },
    { propertyId, categoryId: ids.gym },
    { propertyId, categoryId: ids.balcony },
  ]);
  await db.insert(nearbyPlaces).values([
    { propertyId, name: "Marina Mall", type: "shopping_mall", latitude: 25.07, longitude: 55.13, distanceM: 900 },
    { propertyId, name: "Marina Station", type: "train_station", latitude: 25.08, longitude: 55.14, distanceM: 300 },
  ]);
}

async function seedHomeContent(db: Db, ids: { img1: string; img2: string }) {
  await db.insert(heroSections).values({
    title: "Find your home in Dubai",
    subtitle: "Curated listings",
    tags: ["Buy", "Rent", "Invest"],
    popularEnquiries: [
      { name: "Golden Visa", link: "/residence-passports" },
      { name: "Off-plan", link: "/property-search" },
    ],
  });
  await db.insert(homeLayout).values([
    { title: "hero section", visible: true, sortOrder: 1 },
    { title: "golden visa", visible: false, sortOrder: 2 },
  ]);
  await db.insert(advertisements).values({
    title: "Advertise with us",
    description: "<p>Reach <em>buyers</em></p><script>steal()</script>",
    buttonTitle: "Advertise",
  });
  await db.insert(goldenVisas).values({
    title: "Golden Visa",
    subtitle: "10 years",
    description: '<p>Invest <a href="https://example.com" target="_blank">AED 2M</a></p>',
    link: "https://example.com/visa",
    buttonTitle: "Learn more",
    imageId: ids.img1,
  });
  await db.insert(testimonials).values([
    { name: "Second", message: "Good", stars: 4, sortOrder: 2 },
    { name: "First", designation: "Investor", message: "Great", stars: 5, sortOrder: 1, imageId: ids.img2 },
  ]);
  await db.insert(agencies).values({ name: "Agency One", link: "https://agency.example", imageId: ids.img1 });
  await db.insert(offers).values({
    title: "Launch offer",
    subtitle: "Limited",
    imageId: ids.img2,
    endsAt: new Date("2030-01-01T00:00:00Z"),
    link: "/offers",
    secondButtonTitle: "Details",
  });
  await db.insert(investments).values({
    title: "Invest from 70,000 euro",
    description: "<p>Yields <b>2–12%</b></p>",
    buttonTitle: "Invest",
    imageId: ids.img1,
  });
  await db.insert(mapSidebar).values({
    title: "Yields",
    figures: [
      { label: "Rental", value: "2–12%" },
      { label: "Renovation", value: "8%" },
      { label: "Construction", value: "10–15%" },
      { label: "Minimum", value: "70,000 €" },
    ],
    link: "/contact",
    buttonTitle: "Talk to us",
  });
  await db.insert(mapLocations).values([
    { name: "Sharjah", propertyCount: 1, x: 62.5, y: 30 },
    { name: "Dubai", propertyCount: 2, x: 55.25, y: 40 },
  ]);
}

/**
 * Issue 17 (listing trust): one licensed brokerage and its agents, inserted directly. The demo
 * seed has its own; integration tests build exactly what they assert on.
 */
export async function addBrokerage(
  db: Db,
  values: { slug: string; name: string; orn: string; tradeLicence?: string; languages?: string[] },
) {
  return one(
    db
      .insert(brokerages)
      .values({ tradeLicence: `TL-${values.orn}`, ...values })
      .returning(),
  );
}

export async function addAgent(
  db: Db,
  values: {
    slug: string;
    name: string;
    brn: string;
    brokerageId: string;
    languages?: string[];
    email?: string;
    phone?: string;
    whatsapp?: string;
    isActive?: boolean;
  },
) {
  return one(db.insert(agents).values(values).returning());
}
