import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQFT_PER_SQM } from "../../app/modules/market/rooms";
import { TRANSACTION_COLUMNS } from "../../app/modules/market/rows";
import { marketAreas, properties, registryStats } from "../../db/schema";
import { signInAs } from "../helpers/auth";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * The registry's figures where listings and tools show them (decision 066): written straight into
 * the tables the market module's recompute fills, so these tests hold whatever the import does.
 */
describe.each(databases())("the registry's figures on listing, compare and rent pages on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: ReturnType<typeof apiClient>;
  const page = async (path: string) => {
    // Amounts in AED, as the visitor who chose it sees them.
    const res = await fetch(`${server.url}${path}`, { redirect: "manual", headers: { cookie: "currency=AED" } });
    // React's text separators ("<!-- -->") split a sentence the visitor reads as one.
    const html = (await res.text()).replaceAll("<!-- -->", "");
    return { status: res.status, html, text: textOf(html), location: res.headers.get("location") };
  };
  /** The words a visitor reads, tags dropped. */
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, "")
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&")
      .replace(/\s+/g, " ");
  /** The registry section's text. */
  const registryText = (html: string) =>
    textOf(/<section[^>]*data-testid="listing-registry"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    api = apiClient(server.url);
    const { marina, downtown } = fx.locations;
    const p = fx.properties;
    // 900,000 for 1,000 sq ft is AED 900 per sq ft: 12 % above a median of 900 / 1.12.
    await server.db
      .update(properties)
      .set({ bedrooms: 2, areaSqft: 1000 })
      .where(eq(properties.id, p.marinaApartment.id));
    await server.db
      .update(properties)
      .set({ bedrooms: 1, areaSqft: 800 })
      .where(eq(properties.id, p.downtownRental.id));
    await server.db
      .update(properties)
      .set({ bedrooms: 2, areaSqft: 900 })
      .where(eq(properties.id, p.downtownOffice.id));
    await server.db.insert(marketAreas).values([
      { locationId: marina.id, slug: "dubai-marina", periodEnd: "2026-11-01", sales: 60, rentContracts: 40 },
      { locationId: downtown.id, slug: "downtown-dubai", periodEnd: "2026-11-01", sales: 0, rentContracts: 30 },
    ]);
    const stat = (locationId: string, rooms: string, values: Partial<typeof registryStats.$inferInsert>) => ({
      locationId,
      rooms,
      completion: "all",
      ...values,
    });
    await server.db.insert(registryStats).values([
      stat(marina.id, "2", {
        medianPricePerSqm: (900 / 1.12) * SQFT_PER_SQM,
        medianPriceAed: 850_000,
        sales: 48,
        medianRentAed: 72_000,
        rentContracts: 30,
      }),
      stat(marina.id, "2", { completion: "ready", medianPricePerSqm: 1, sales: 40 }),
      // The villa's bucket: too few sales and contracts for a fair figure.
      stat(marina.id, "4+", { medianPricePerSqm: 20_000, sales: 9, medianRentAed: 300_000, rentContracts: 5 }),
      stat(downtown.id, "1", { sales: 0, medianRentAed: 100_000, rentContracts: 30 }),
    ]);
  });
  afterAll(() => server?.close());

  it("sets a sale's asking price beside the median of its rooms' sales, with the yield and the area guide", async () => {
    const { status, html } = await page(`/property/${fx.properties.marinaApartment.id}`);
    expect(status).toBe(200);
    const text = registryText(html);
    expect(text).toContain(
      "12 % above the median of 48 sales of 2-bedroom homes in Dubai Marina in the last 12 months.",
    );
    expect(text).toMatch(/Asking .*900.* per sq ft; registered median .*803\.57.* per sq ft\./);
    expect(text).toContain("Estimated gross yield at the median registered rent of");
    expect(text).toContain(": 8.0 %.");
    expect(/<a[^>]*data-testid="listing-area-link"[^>]*>/.exec(html)?.[0]).toContain('href="/area/dubai-marina"');
    // The breadcrumb's community leads to its area guide.
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*?href="\/area\/dubai-marina"/);
  });

  it("writes the comparison per m² with the unit switch, and in Arabic", async () => {
    const sqm = registryText((await page(`/property/${fx.properties.marinaApartment.id}?unit=sqm`)).html);
    expect(sqm).toMatch(/Asking .*9,687\.5\d.* per m²/);
    const arabic = await page(`/ar/property/${fx.properties.marinaApartment.id}`);
    expect(arabic.html).toContain('dir="rtl"');
    expect(registryText(arabic.html)).toContain("أعلى بنسبة 12 % من وسيط 48 صفقة بيع لفئة المساكن ذات غرفتي نوم");
  });

  it("says there are too few sales under 10 rather than show a figure", async () => {
    const text = registryText((await page(`/property/${fx.properties.marinaVilla.id}`)).html);
    expect(text).toContain(
      "Too few registered sales of homes of 4 bedrooms or more in Dubai Marina in the last 12 months (9) to compare this price fairly.",
    );
    expect(text).not.toContain("above the median");
    expect(text).not.toContain("gross yield");
  });

  it("sets a rent beside the median registered rent of its rooms", async () => {
    const text = registryText((await page(`/property/${fx.properties.downtownRental.id}`)).html);
    expect(text).toContain(
      "20 % above the median yearly rent of 30 contracts for 1-bedroom homes in Downtown Dubai in the last 12 months.",
    );
  });

  it("shows nothing of the registry for an office, or where the community has no figures", async () => {
    const office = await page(`/property/${fx.properties.downtownOffice.id}`);
    expect(office.html).not.toContain('data-testid="listing-registry"');
    const reem = await page(`/property/${fx.properties.reemVilla.id}`);
    expect(reem.status).toBe(200);
    expect(reem.html).not.toContain('data-testid="listing-registry"');
    // The footer links the guides that exist; the page itself none, and its breadcrumb leads to the listings.
    const main = /<main[\s\S]*?<\/main>/.exec(reem.html)?.[0] ?? "";
    expect(main).not.toContain("/area/");
    expect(main).toContain('href="/dubai-locations?locationlable=Al%20Reem%20Island"');
  });

  it("fills the compare page's registry row, and leaves a dash where the sales are too few", async () => {
    const ids = `${fx.properties.marinaApartment.id},${fx.properties.marinaVilla.id}`;
    const { body } = await api.get(`/compare?ids=${ids}`);
    expect(body.data.map((c: { registryMedianAedPerSqft: number | null }) => c.registryMedianAedPerSqft)).toEqual([
      803.57,
      null,
    ]);
    const { html } = await page(`/compare?ids=${ids}`);
    const row =
      /<tr[^>]*>(?:(?!<\/tr>)[\s\S])*Registry median per sq ft(?:(?!<\/tr>)[\s\S])*<\/tr>/.exec(html)?.[0] ?? "";
    expect(row).toContain("803.57");
    expect(row).toContain("—");
  });

  it("prefills the rent check's average from the registry's median rent for a community and rooms", async () => {
    const form = await page("/rent-increase");
    expect(form.html).toMatch(/<option value="dubai-marina"[^>]*>Dubai Marina<\/option>/);
    expect(form.html).toMatch(/<option value="downtown-dubai"[^>]*>Downtown Dubai<\/option>/);

    const prefill = await page("/rent-increase?rent=60000&community=dubai-marina&rooms=2&prefill=1");
    expect(prefill.status).toBe(302);
    expect(prefill.location).toBe("/rent-increase?rent=60000&community=dubai-marina&rooms=2&average=72000");
    const shown = await page(prefill.location as string);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(
      "The registry's median yearly rent for 2-bedroom homes in Dubai Marina: AED 72,000, from 30 contracts in the last 12 months.",
    );
    // 60,000 is 16.67 % below 72,000: 5 % more at most.
    expect(shown.html).toContain("AED 63,000");

    const arabic = await page("/ar/rent-increase?community=dubai-marina&rooms=2&prefill=1");
    expect(arabic.location).toBe("/ar/rent-increase?community=dubai-marina&rooms=2&average=72000");
  });

  it("fills in nothing where the registry has too few contracts or none, and says so", async () => {
    const few = await page("/rent-increase?community=dubai-marina&rooms=4%2B&prefill=1");
    expect(few.status).toBe(200);
    expect(few.text).toContain("The registry holds only 5 contracts for homes of 4 bedrooms or more in Dubai Marina");
    const none = await page("/rent-increase?community=dubai-marina&rooms=studio&prefill=1");
    expect(none.status).toBe(200);
    expect(none.text).toContain("The registry holds no rent contracts for studios in Dubai Marina");
    const unknown = await page("/rent-increase?community=atlantis&rooms=2&prefill=1");
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("Choose a community from the list.");
  });

  it("links the area guides from location cards and the footer, only for communities with figures", async () => {
    const { html } = await page("/property-search?country=United+Arab+Emirates");
    const grid = /<ul[^>]*data-testid="top-locations"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    const cardLinks = [...grid.matchAll(/<a[^>]*data-testid="location-area-link"[^>]*>/g)].map((m) => m[0]);
    expect(cardLinks.map((a) => /href="([^"]+)"/.exec(a)?.[1]).sort()).toEqual([
      "/area/downtown-dubai",
      "/area/dubai-marina",
    ]);
    expect(textOf(grid)).toContain("Area guide Dubai Marina");
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
    expect(footer).toContain('href="/area/dubai-marina"');
    expect(footer).not.toMatch(/href="\/area\/(?!dubai-marina|downtown-dubai)/);
    const arabic = await page("/ar/property-search?country=United+Arab+Emirates");
    expect(arabic.html).toContain('href="/ar/area/dubai-marina"');
    expect(arabic.text).toContain("دليل المنطقة");
  });

  it("lists the rent check and every area guide in the sitemap", async () => {
    const xml = await (await fetch(`${server.url}/sitemap-pages.xml`)).text();
    expect(xml).toContain("/rent-increase</loc>");
    expect(xml).toContain("/area/dubai-marina</loc>");
    expect(xml).toContain("/area/downtown-dubai</loc>");
  });
  // Last: the import replaces the figures the tests above wrote straight into the tables.
  it("follows a registry upload at once: a community left without figures loses its listing line", async () => {
    const path = `/property/${fx.properties.marinaApartment.id}`;
    expect((await page(path)).html).toContain('data-testid="listing-registry"');
    // One registered sale, in Downtown: the recompute after the import leaves Dubai Marina without figures.
    const sale = {
      transaction_id: "L1",
      trans_group_en: "Sales",
      procedure_name_en: "Sell",
      instance_date: "10-06-2026",
      property_type_en: "Unit",
      property_usage_en: "Residential",
      reg_type_en: "Existing Properties",
      area_name_en: "Downtown Dubai",
      rooms_en: "1 B/R",
      procedure_area: "80",
      actual_worth: "1600000",
      no_of_parties_role_1: "1",
    } as Record<string, string>;
    const csv = `${TRANSACTION_COLUMNS.join(",")}\r\n${TRANSACTION_COLUMNS.map((c) => sale[c] ?? "").join(",")}\r\n`;
    const form = new FormData();
    form.set("intent", "upload");
    form.set("kind", "transactions");
    form.set("file", new Blob([csv]), "one-sale.csv");
    const staff = await signInAs(server.db, "editor");
    const res = await fetch(`${server.url}/admin/market`, {
      method: "POST",
      headers: { cookie: staff.cookie, origin: server.url },
      body: form,
    });
    expect(res.status).toBe(200);
    const after = await page(path);
    expect(after.status).toBe(200);
    expect(after.html).not.toContain('data-testid="listing-registry"');
    expect(after.html).toContain('href="/dubai-locations?locationlable=Dubai%20Marina"');
  });
});
