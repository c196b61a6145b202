// Off-plan projects (decision 062): the list's filters, the roll-ups from listings, the API's
// answers and refusals, the payment calculator, and the project on its listings' pages.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { enquiries, projectPaymentMilestones, projects, projectUnitTypes, properties } from "../../db/schema";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Harbour Point (Dubai Marina, Emaar, under construction, handover Q3 2027, 60/40): units of an
 * Apartment with 1 bedroom at AED 900,000 (700 sq ft) and 1,100,000 (750 sq ft), a 2-bedroom at
 * 1,600,000 (1,200 sq ft); a draft 1-bedroom at 500,000 and a rent, both left out of the ranges;
 * and a villa type with no unit yet. Reem Gardens (Al Reem Island, Nakheel, launching, handover
 * 2029, 70/30 post-handover): one 4-bedroom villa at 5,000,000. Hidden Heights: not published.
 */
async function seedProjects(db: Db, fx: Fixtures) {
  const [harbour, reem, hidden] = await db
    .insert(projects)
    .values([
      {
        slug: "harbour-point",
        name: "Harbour Point",
        description: "Towers on the water.",
        developerId: fx.developers.emaar.id,
        locationId: fx.locations.marina.id,
        latitude: 25.08,
        longitude: 55.14,
        status: "under_construction",
        handoverDate: "2027-09-30",
        dldProjectNumber: "3001",
        escrowAccountNumber: "AE07 0331 0000 1111 2222 333",
        escrowBank: "Gulf Crescent Bank",
        percentCompleted: 40,
        progressReportedAt: "2026-11-01",
        published: true,
        translations: { ar: { name: "هاربر بوينت" } },
        createdAt: new Date("2026-10-01T00:00:00Z"),
      },
      {
        slug: "reem-gardens",
        name: "Reem Gardens",
        developerId: fx.developers.nakheel.id,
        locationId: fx.locations.reem.id,
        latitude: 24.5,
        longitude: 54.4,
        status: "launching",
        handoverDate: "2029-03-31",
        escrowAccountNumber: "AE26 0030 0000 4444",
        escrowBank: "Harbour Trust Bank",
        published: true,
        createdAt: new Date("2026-11-01T00:00:00Z"),
      },
      {
        slug: "hidden-heights",
        name: "Hidden Heights",
        developerId: fx.developers.emaar.id,
        locationId: fx.locations.downtown.id,
        latitude: 25.2,
        longitude: 55.27,
        dldProjectNumber: "3002",
      },
    ])
    .returning();
  if (!harbour || !reem || !hidden) throw new Error("projects not inserted");
  const { apartment, villa } = fx.types;
  await db.insert(projectUnitTypes).values([
    { projectId: harbour.id, propertyTypeId: apartment.id, bedrooms: 1, position: 0 },
    { projectId: harbour.id, propertyTypeId: apartment.id, bedrooms: 2, position: 1 },
    { projectId: harbour.id, propertyTypeId: villa.id, bedrooms: 4, position: 2 },
    { projectId: reem.id, propertyTypeId: villa.id, bedrooms: 4, position: 0 },
    { projectId: hidden.id, propertyTypeId: apartment.id, bedrooms: 3, position: 0 },
  ]);
  await db.insert(projectPaymentMilestones).values([
    { projectId: harbour.id, position: 0, stage: "booking", percent: 10 },
    { projectId: harbour.id, position: 1, stage: "construction", percent: 20, dueDate: "2027-03-31" },
    { projectId: harbour.id, position: 2, stage: "construction", percent: 30, dueConstructionPercent: 70 },
    { projectId: harbour.id, position: 3, stage: "handover", percent: 40 },
    { projectId: reem.id, position: 0, stage: "booking", percent: 20 },
    { projectId: reem.id, position: 1, stage: "construction", percent: 40, dueConstructionPercent: 50 },
    { projectId: reem.id, position: 2, stage: "handover", percent: 10 },
    { projectId: reem.id, position: 3, stage: "post_handover", percent: 30, monthsAfterHandover: 24 },
  ]);
  const unit = (
    title: string,
    projectId: string,
    typeId: string,
    bedrooms: number,
    priceAed: number,
    areaSqft: number,
    extra: Partial<typeof properties.$inferInsert> = {},
  ) => ({
    title,
    propertyTypeId: typeId,
    segment: "Residential" as const,
    locationId: projectId === harbour.id ? fx.locations.marina.id : fx.locations.reem.id,
    address: `${title} street`,
    priceAmount: priceAed,
    priceAed,
    bedrooms,
    areaSqft,
    latitude: 25.08,
    longitude: 55.14,
    completionStatus: "off_plan" as const,
    projectId,
    ...extra,
  });
  const units = await db
    .insert(properties)
    .values([
      unit("Harbour One Bed A", harbour.id, apartment.id, 1, 900_000, 700, {
        permitNumber: "7100000001",
        originalPrice: 820_000,
        amountPaid: 328_000,
      }),
      unit("Harbour One Bed B", harbour.id, apartment.id, 1, 1_100_000, 750),
      unit("Harbour Two Bed", harbour.id, apartment.id, 2, 1_600_000, 1200),
      unit("Harbour Draft", harbour.id, apartment.id, 1, 500_000, 600, { status: "draft" }),
      unit("Harbour Rent", harbour.id, apartment.id, 1, 90_000, 650, {
        segment: "Rental",
        purpose: "rent",
        rentFrequency: "yearly",
      }),
      unit("Reem Garden Villa", reem.id, villa.id, 4, 5_000_000, 4200),
    ])
    .returning({ id: properties.id, title: properties.title });
  const id = (title: string) => units.find((u) => u.title === title)?.id as string;
  return { harbour, reem, hidden, oneBedA: id("Harbour One Bed A"), twoBed: id("Harbour Two Bed") };
}

describe.each(databases())("off-plan projects on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let seeded: Awaited<ReturnType<typeof seedProjects>>;
  let api: ReturnType<typeof apiClient>;
  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };
  const slugs = async (query: string) => {
    const { status, body } = await api.get(`/projects${query}`);
    expect(status, query).toBe(200);
    return body.data.map((p: { slug: string }) => p.slug);
  };

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    seeded = await seedProjects(server.db, fx);
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  it("lists published projects only, newest first, with the from price rolled up from their units", async () => {
    const { body } = await api.get("/projects");
    expect(body).toMatchObject({ status: true, total: 2, page: 1, limit: 12 });
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(["reem-gardens", "harbour-point"]);
    const harbour = body.data[1];
    expect(harbour).toMatchObject({
      name: "Harbour Point",
      developer: { name: "Emaar Properties" },
      community: "Dubai Marina",
      emirate: "Dubai",
      status: "under_construction",
      handoverQuarter: "Q3 2027",
      fromPrice: 900_000,
      paymentPlanHeadline: { before: 60, after: 40, postHandover: false },
      dldProjectNumber: "3001",
    });
    expect(body.data[0].paymentPlanHeadline).toEqual({ before: 70, after: 30, postHandover: true });
  });

  it("filters by place, developer, handover year, price band, bedrooms, plan and status, and sorts", async () => {
    expect(await slugs("?emirate=Dubai")).toEqual(["harbour-point"]);
    expect(await slugs("?community=Al%20Reem%20Island")).toEqual(["reem-gardens"]);
    expect(await slugs(`?developer=${fx.developers.nakheel.id}`)).toEqual(["reem-gardens"]);
    expect(await slugs("?handoverYear=2027")).toEqual(["harbour-point"]);
    expect(await slugs("?bedrooms=2")).toEqual(["harbour-point"]);
    expect(await slugs("?bedrooms=4")).toEqual(["reem-gardens", "harbour-point"]);
    expect(await slugs("?plan=post_handover")).toEqual(["reem-gardens"]);
    expect(await slugs("?plan=on_handover")).toEqual(["harbour-point"]);
    expect(await slugs("?status=launching")).toEqual(["reem-gardens"]);
    // The band overlaps a project's units: Harbour's dearest is 1.6M, Reem's cheapest 5M.
    expect(await slugs("?minPrice=2000000")).toEqual(["reem-gardens"]);
    expect(await slugs("?maxPrice=1000000")).toEqual(["harbour-point"]);
    expect(await slugs("?minPrice=1500000&maxPrice=1700000")).toEqual(["harbour-point"]);
    // USD 300,000 is AED 1,200,000 at the fixtures' rates.
    expect(await slugs("?maxPrice=300000&currency=USD")).toEqual(["harbour-point"]);
    expect(await slugs("?sort=price_desc")).toEqual(["reem-gardens", "harbour-point"]);
    expect(await slugs("?sort=handover")).toEqual(["harbour-point", "reem-gardens"]);
    expect(await slugs("?limit=1&page=2")).toEqual(["harbour-point"]);
  });

  it("answers bad filters with 400 naming the field", async () => {
    for (const [query, field] of [
      ["plan=monthly", "plan"],
      ["status=sold", "status"],
      ["bedrooms=two", "bedrooms"],
      ["handoverYear=1800", "handoverYear"],
      ["developer=emaar", "developer"],
      [`developer=${fx.locations.marina.id}`, "developer"],
      ["emirate=Atlantis", "emirate"],
      ["community=Nowhere", "community"],
      ["minPrice=abc", "minPrice"],
      ["minPrice=3000000&maxPrice=1000000", "minPrice"],
      ["maxPrice=100&currency=XYZ", "currency"],
      ["sort=cheapest", "sort"],
      ["limit=500", "limit"],
      ["colour=blue", "colour"],
    ] as const) {
      const { status, body } = await api.get(`/projects?${query}`);
      expect(status, query).toBe(400);
      expect(body.status, query).toBe(false);
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
  });

  it("GET /api/projects/map answers the filtered projects in the box as pins with their coordinates and from prices", async () => {
    type Pin = {
      type: string;
      geometry: { coordinates: [number, number] };
      properties: { cluster: boolean; _id: string; price?: number; currency: string; title: string };
    };
    const pins = async (query: string): Promise<Pin[]> => {
      const { status, body } = await api.get(`/projects/map?${query}`);
      expect(status, query).toBe(200);
      return body.data.features;
    };
    // The whole country: both published projects, never the draft, each where it stands.
    const all = await pins("bbox=51,22,57,27&zoom=7");
    expect(all.map((f) => f.properties._id).sort()).toEqual(["harbour-point", "reem-gardens"]);
    const harbour = all.find((f) => f.properties._id === "harbour-point");
    expect(harbour).toMatchObject({
      type: "Feature",
      geometry: { coordinates: [55.14, 25.08] },
      properties: { cluster: false, price: 900_000, currency: "AED", title: "Harbour Point" },
    });
    // The list's filters hold on the map: the post-handover plan leaves Reem Gardens only.
    expect((await pins("bbox=51,22,57,27&zoom=7&plan=post_handover")).map((f) => f.properties._id)).toEqual([
      "reem-gardens",
    ]);
    expect(
      (await pins(`bbox=51,22,57,27&zoom=7&developer=${fx.developers.emaar.id}`)).map((f) => f.properties._id),
    ).toEqual(["harbour-point"]);
    // A box around Dubai leaves out Abu Dhabi's Al Reem Island.
    expect((await pins("bbox=54.9,24.9,55.6,25.4&zoom=10")).map((f) => f.properties._id)).toEqual(["harbour-point"]);
    // Prices in the asked currency: AED 900,000 is USD 225,000 at the fixtures' rates.
    const [usd] = await pins("bbox=54.9,24.9,55.6,25.4&zoom=10&currency=USD");
    expect(usd?.properties).toMatchObject({ price: 225_000, currency: "USD" });
    // Bad input: 400 naming the field.
    for (const [query, field] of [
      ["zoom=7", "bbox"],
      ["bbox=57,22,51,27&zoom=7", "bbox"],
      ["bbox=51,22,57,27", "zoom"],
      ["bbox=51,22,57,27&zoom=7&status=sold", "status"],
      ["bbox=51,22,57,27&zoom=7&currency=XYZ", "currency"],
    ] as const) {
      const { status, body } = await api.get(`/projects/map?${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
  });

  it("renders /projects?view=map with the filtered list beside the map and the filters kept in its links", async () => {
    const map = await page("/projects?view=map&plan=post_handover");
    expect(map.status).toBe(200);
    expect(map.html).toContain('data-testid="map-view"');
    expect(map.html).toContain("Reem Gardens");
    expect(map.html).not.toContain("Harbour Point");
    // Without JavaScript the list stands in for the map, which says so.
    expect(map.html).toContain("The map needs JavaScript. The results are listed here instead.");
    // The filters' form stays on the map; the switch back to the list keeps the filters.
    expect(map.html).toContain('<input type="hidden" name="view" value="map"/>');
    const anchor = (html: string, testid: string) =>
      html.match(new RegExp(`<a[^>]*data-testid="${testid}"[^>]*>`))?.[0];
    expect(anchor(map.html, "view-list")).toContain('href="/projects?plan=post_handover"');
    // The list view carries no map.
    const list = await page("/projects?plan=post_handover");
    expect(list.html).not.toContain('data-testid="map-view"');
    expect(anchor(list.html, "view-map")).toContain('href="/projects?plan=post_handover&amp;view=map#results-map"');
  });

  it("GET /api/projects/:slug gives unit types with ranges from published sale units and a plan totalling 100", async () => {
    const { status, body } = await api.get("/projects/harbour-point");
    expect(status).toBe(200);
    expect(body.data.unitTypes.map(({ _id, ...u }: { _id: string }) => u)).toEqual([
      {
        kind: "apartment",
        propertyType: "Apartment",
        bedrooms: 1,
        bedroomsOrMore: false,
        minPrice: 900_000,
        maxPrice: 1_100_000,
        minSize: 700,
        maxSize: 750,
        units: 2,
      },
      {
        kind: "apartment",
        propertyType: "Apartment",
        bedrooms: 2,
        bedroomsOrMore: false,
        minPrice: 1_600_000,
        maxPrice: 1_600_000,
        minSize: 1200,
        maxSize: 1200,
        units: 1,
      },
      {
        kind: "villa",
        propertyType: "Villa",
        bedrooms: 4,
        bedroomsOrMore: false,
        minPrice: null,
        maxPrice: null,
        minSize: null,
        maxSize: null,
        units: 0,
      },
    ]);
    const plan = body.data.paymentPlan as { stage: string; percent: number }[];
    expect(plan.map((m) => m.stage)).toEqual(["booking", "construction", "construction", "handover"]);
    expect(plan.reduce((sum, m) => sum + m.percent, 0)).toBe(100);
    expect(body.data).toMatchObject({
      escrowAccountNumber: "AE07 0331 0000 1111 2222 333",
      escrowBank: "Gulf Crescent Bank",
      percentCompleted: 40,
      progressReportedAt: "2026-11-01",
    });
    expect((await api.get("/projects/hidden-heights")).status).toBe(404);
    expect((await api.get("/projects/no-such-project")).status).toBe(404);
    expect((await api.get("/projects/Bad%20Slug")).status).toBe(404);
  });

  it("rolls a unit's new price up into its type's range and the project's from price", async () => {
    await server.db
      .update(properties)
      .set({ priceAed: 750_000, priceAmount: 750_000 })
      .where(eq(properties.id, seeded.oneBedA));
    server.forgetRemembered();
    const one = await api.get("/projects/harbour-point");
    expect(one.body.data.unitTypes[0]).toMatchObject({ minPrice: 750_000, maxPrice: 1_100_000 });
    expect(one.body.data.fromPrice).toBe(750_000);
    expect((await api.get("/projects?emirate=Dubai")).body.data[0].fromPrice).toBe(750_000);
    // A unit taken off the site leaves the ranges.
    await server.db.update(properties).set({ status: "draft" }).where(eq(properties.id, seeded.twoBed));
    server.forgetRemembered();
    const after = await api.get("/projects/harbour-point");
    expect(after.body.data.unitTypes[1]).toMatchObject({ minPrice: null, units: 0 });
    expect(await slugs("?minPrice=1500000&maxPrice=1700000")).toEqual([]);
    await server.db
      .update(properties)
      .set({ status: "published", priceAed: 900_000, priceAmount: 900_000 })
      .where(sql`${properties.id} in (${seeded.oneBedA}, ${seeded.twoBed})`);
    server.forgetRemembered();
  });

  it("renders /projects with its filters, in English and Arabic, and refuses a bad filter with 400 in the page's language", async () => {
    const list = await page("/projects?plan=post_handover");
    expect(list.status).toBe(200);
    expect(list.html).toContain("Reem Gardens");
    expect(list.html).not.toContain("Harbour Point");
    expect(list.html).not.toContain("Hidden Heights");
    const bad = await page("/projects?bedrooms=many");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Bedrooms must be a whole number from 0 to 20.");
    const arabic = await page("/ar/projects?bedrooms=many");
    expect(arabic.status).toBe(400);
    expect(arabic.html).toContain("يجب أن يكون غرف النوم عددًا صحيحًا");
    const ar = await page("/ar/projects");
    expect(ar.html).toContain("هاربر بوينت");
  });

  it("shows the project page with its registry details, unit types, plan and the calculator's amounts", async () => {
    const { status, html } = await page("/projects/harbour-point?price=1000000");
    expect(status).toBe(200);
    for (const text of ["3001", "AE07 0331 0000 1111 2222 333", "Gulf Crescent Bank", "Q3 2027"])
      expect(html).toContain(text);
    // 10 % on booking, 40 % on handover; Oqood 4 % + AED 1,150.
    expect(html).toContain('data-amount-fils="10000000"');
    expect(html).toContain('data-amount-fils="40000000"');
    expect(html).toContain('data-oqood-fils="4115000"');
    expect(html).toContain('data-total-fils="100000000"');
    expect(html).toContain('"@type":"Residence"');
    expect(html).toContain('"@type":"AggregateOffer"');
    expect(html).toContain('property="og:title"');
    const wrong = await page("/projects/harbour-point?price=5");
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("Price (AED) must be an amount from 10000 to 1000000000.");
    expect((await page("/projects/hidden-heights")).status).toBe(404);
  });

  it("puts the project, its number and escrow account beside the permit of its units, and a resale's amounts", async () => {
    const { html } = await page(`/property/${seeded.oneBedA}`);
    expect(html).toContain('href="/projects/harbour-point"');
    expect(html).toContain("DLD project number");
    expect(html).toContain("AE07 0331 0000 1111 2222 333");
    expect(html).toContain("Original price");
    expect(html).toContain('data-testid="listing-amount-paid"');
    const search = await page("/property-search?location=Dubai%20Marina&purpose=sale");
    expect(search.html).toContain('Project no. <span dir="ltr">3001</span>');
  });

  it("lists projects in the sitemap and on the developer's profile, and ties a project page's enquiry to it", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap-pages.xml`)).text();
    expect(sitemap).toContain("/projects/harbour-point</loc>");
    expect(sitemap).not.toContain("hidden-heights");
    const profile = await page(`/developer-profile?id=${fx.developers.nakheel.id}`);
    expect(profile.html).toContain("Reem Gardens");
    const sent = await api.postJson("/enquiry/enquireyenter", {
      fullname: "Aisha Khan",
      phoneNo: "+971 50 123 4567",
      email: "aisha@example.com",
      inquire: "Payment plan for a 1-bedroom?",
      inquireType: "Project Enquiry",
      inquireurl: `${server.url}/ar/projects/harbour-point`,
    });
    expect(sent.status).toBe(201);
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.id, sent.body.data._id));
    expect(row).toMatchObject({ projectId: seeded.harbour.id, inquireType: "Project Enquiry" });
  });

  it("rolls homes of 5 bedrooms and more up into a project's largest 5+ unit type, names it so, and finds it by 6 bedrooms", async () => {
    const { villa } = fx.types;
    await server.db.insert(projectUnitTypes).values({
      projectId: seeded.reem.id,
      propertyTypeId: villa.id,
      bedrooms: 5,
      position: 1,
    });
    const villaOf = (title: string, bedrooms: number, priceAed: number, areaSqft: number) => ({
      title,
      propertyTypeId: villa.id,
      segment: "Residential" as const,
      locationId: fx.locations.reem.id,
      address: `${title} street`,
      priceAmount: priceAed,
      priceAed,
      bedrooms,
      areaSqft,
      latitude: 24.5,
      longitude: 54.4,
      completionStatus: "off_plan" as const,
      projectId: seeded.reem.id,
    });
    await server.db
      .insert(properties)
      .values([villaOf("Reem Five Bed", 5, 7_000_000, 5200), villaOf("Reem Six Bed", 6, 9_000_000, 6400)]);
    server.forgetRemembered();

    const { body } = await api.get("/projects/reem-gardens");
    const types = body.data.unitTypes.map((u: Record<string, unknown>) => [
      u.bedrooms,
      u.bedroomsOrMore,
      u.units,
      u.minPrice,
      u.maxPrice,
      u.minSize,
      u.maxSize,
    ]);
    expect(types).toEqual([
      // The 4-bedroom type keeps its own villa only.
      [4, false, 1, 5_000_000, 5_000_000, 4200, 4200],
      // The 5+ type: the 5- and the 6-bedroom villas.
      [5, true, 2, 7_000_000, 9_000_000, 5200, 6400],
    ]);
    // A visitor after 6 bedrooms finds the project with a 5+ type.
    expect(await slugs("?bedrooms=6")).toEqual(["reem-gardens"]);
    // Harbour Point's largest type has 4 bedrooms: never open-ended.
    expect(await slugs("?bedrooms=5")).toEqual(["reem-gardens"]);
    const html = (await page("/projects/reem-gardens")).html;
    expect(html).toContain("Villa · 5+ Beds");
    expect(html).toContain("Villa · 4 Beds");
  });
});
