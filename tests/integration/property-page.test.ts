import { and, asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convert, formatPrice } from "../../app/modules/currency/currency";
import { getRates } from "../../app/modules/currency/currency.server";
import { MASTER } from "../../db/ids";
import { categories, enquiries, nearbyPlaces, properties, propertyAmenities } from "../../db/schema";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

// Pages come from the build: `BUILD_DIR=build-i4 npx react-router build` first.

/** The rendered markup without the loader data streamed after it in scripts. */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

describe.each(databases())("property page on %s", (database) => {
  let server: TestServer;
  /** Two published listings, oldest first; the second only ever loaded by the nearby test. */
  let listings: { id: string; title: string; priceAed: number; latitude: number; longitude: number }[];

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, html: markup(await res.text()) };
  };

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
    listings = await server.db
      .select({
        id: properties.id,
        title: properties.title,
        priceAed: properties.priceAed,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .where(eq(properties.status, "published"))
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .limit(2);
  });
  afterAll(() => server?.close());

  it("renders a listing: title, price in rupees by the rule, facilities, map and both forms", async () => {
    const p = must(listings[0], "a published listing");
    const { status, html } = await get(`/property/${p.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(p.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(html).toContain(`<title>${escapeHtml(p.title)}`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);

    // "From ₹…": amount / rate[AED] * rate[INR], two decimals (spec, part 1 section 9).
    const rates = await getRates(server.db);
    const price = formatPrice(convert(p.priceAed, "AED", "INR", rates), "INR");
    expect(price).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(html).toContain(price);
    expect(html).toMatch(/>From<\/span>/);

    // Every facility of the listing, by name.
    const facilities = await server.db
      .select({ name: categories.value })
      .from(propertyAmenities)
      .innerJoin(categories, eq(categories.id, propertyAmenities.categoryId))
      .where(and(eq(propertyAmenities.propertyId, p.id), eq(categories.masterId, MASTER.facility)));
    expect(facilities.length).toBeGreaterThan(0);
    expect(html).toContain(">Facilities</h2>");
    for (const f of facilities) expect(html).toContain(escapeHtml(f.name));

    // The OpenStreetMap embed at the listing's coordinates, with a link to the larger map.
    const iframe = html.match(/<iframe[^>]*>/)?.[0] ?? "";
    expect(iframe).toContain("https://www.openstreetmap.org/export/embed.html?bbox=");
    expect(iframe).toContain(`marker=${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`);
    expect(iframe).toMatch(/title="Map of [^"]+"/);
    expect(iframe).toContain('loading="lazy"');
    expect(html).toContain("View larger map");

    // Calls to action, the Learn more form and the side form titled Contact Us.
    // Both carry the listing (/contact and the dialog's page show it and store it with the enquiry).
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="/contact\\?property=${p.id}"[^>]*>.*Check availability of the property</a>`),
    );
    expect(html).toMatch(
      new RegExp(`href="/enquiry\\?type=Become%20A%20Partner&amp;property=${p.id}"[^>]*>.*Send Inquiry</a>`),
    );
    expect(html).toMatch(/<h2[^>]*>Learn more<\/h2>/);
    expect(html).toMatch(/<h2 id="inquiry-sidebar-title"[^>]*>Contact Us<\/h2>/);
    expect(html).toContain("no commission is charged for offer selection");

    // Gallery images with their size reserved.
    expect(html).toMatch(/<img src="\/media\/[0-9a-f-]{36}" alt="[^"]+" width="1200" height="900"/);
  });

  it("shows at most 8 related listings, never the listing itself", async () => {
    const p = must(listings[0], "a published listing");
    const { html } = await get(`/property/${p.id}`);
    const related = html.slice(html.indexOf('id="related-title"'));
    const links = [...related.matchAll(/href="\/property\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(8);
    expect(links).not.toContain(p.id);
  });

  it("lists as related the listings of its location closest in price, then of its type elsewhere", async () => {
    const p = must(listings[0], "a published listing");
    const all = await server.db
      .select({
        id: properties.id,
        locationId: properties.locationId,
        typeId: properties.propertyTypeId,
        priceAed: properties.priceAed,
      })
      .from(properties)
      .where(eq(properties.status, "published"));
    const self = must(
      all.find((l) => l.id === p.id),
      "the listing",
    );
    const byCloseness = (a: (typeof all)[number], b: (typeof all)[number]) =>
      Math.abs(a.priceAed - self.priceAed) - Math.abs(b.priceAed - self.priceAed) || (a.id < b.id ? -1 : 1);
    const others = all.filter((l) => l.id !== p.id);
    const near = others.filter((l) => l.locationId === self.locationId).sort(byCloseness);
    const elsewhere = others
      .filter((l) => l.locationId !== self.locationId && l.typeId === self.typeId)
      .sort(byCloseness);
    const expected = [...near, ...elsewhere].slice(0, 8).map((l) => l.id);
    expect(expected.length).toBe(8);
    const { html } = await get(`/property/${p.id}`);
    const related = html.slice(html.indexOf('id="related-title"'));
    const links = [...new Set([...related.matchAll(/href="\/property\/([0-9a-f-]{36})"/g)].map((m) => m[1]))];
    expect(links).toEqual(expected);
  });

  it("answers 404 with Property Not Found for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-listing", "1%27%20or%201=1"]) {
      const { status, html } = await get(`/property/${id}`);
      expect(status).toBe(404);
      expect(html).toMatch(/<h1[^>]*>Property Not Found<\/h1>/);
      expect(html).toContain("The property you are looking for does not exist or has been removed.");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back To Home<\/a>/);
    }
  });

  it("says No nearby locations found. for a listing without nearby places", async () => {
    const p = must(listings[1], "a second published listing");
    await server.db.delete(nearbyPlaces).where(eq(nearbyPlaces.propertyId, p.id));
    const { status, html } = await get(`/property/${p.id}`);
    expect(status).toBe(200);
    expect(html).toContain("No nearby locations found.");
  });

  it("takes the Learn more form without JavaScript: the spec's messages, then stores the enquiry", async () => {
    const p = must(listings[0], "a published listing");
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/property/${p.id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        body: new URLSearchParams(fields),
      });
    // The message starts as real text naming the listing: the textarea's content, not a placeholder.
    const form = markup(await (await fetch(`${server.url}/property/${p.id}`)).text());
    const textarea = form.match(/<textarea[^>]*name="inquire"[^>]*>([^<]*)<\/textarea>/);
    expect(textarea?.[0]).not.toContain("placeholder=");
    expect(textarea?.[1]).toBe(`I would like to know more about ${escapeHtml(p.title)}.`);
    // In Arabic the English title is isolated (U+2068 … U+2069) so it keeps its order in right-to-left text.
    const arabic = markup(await (await fetch(`${server.url}/ar/property/${p.id}`)).text());
    expect(arabic.match(/<textarea[^>]*name="inquire"[^>]*>([^<]*)<\/textarea>/)?.[1]).toBe(
      `أودّ معرفة المزيد عن \u2068${escapeHtml(p.title)}\u2069.`,
    );

    const empty = await post({ fullname: "", phoneCountry: "IN", phone: "", email: "", inquire: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = markup(await empty.text());
    for (const message of ["Name is required.", "Phone is required.", "Email is required.", "Message is required."]) {
      expect(emptyHtml).toContain(message);
    }
    const bad = await post({ fullname: "12345", phoneCountry: "IN", phone: "12", email: "nope", inquire: "Hi" });
    expect(bad.status).toBe(400);
    const badHtml = markup(await bad.text());
    for (const message of [
      "Name should not be a number.",
      "Enter a valid international phone number.",
      "Invalid email address.",
    ]) {
      expect(badHtml).toContain(message);
    }

    const email = `no-js-${Date.now()}@example.com`;
    const sent = await post({
      fullname: "Aisha Khan",
      phoneCountry: "AE",
      phone: "501234567",
      email,
      inquire: "Is it still available?",
    });
    expect(sent.status).toBe(200);
    const sentHtml = markup(await sent.text());
    expect(sentHtml).toContain("Your inquiry has been sent successfully!");
    expect(sentHtml).toContain("An adviser will call or e-mail you within one working day");
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(row).toMatchObject({
      inquireType: "Property Enquiry",
      propertyId: p.id,
      phone: "+971501234567",
      status: "New",
    });
    expect(row?.pageUrl).toContain(`/property/${p.id}`);
  });
  it("shows permit, reference, completion, furnishing and listed date from the columns, never from copied rows", async () => {
    // A listing from an older database: its free-text rows carry copies that disagree with its columns.
    const [p] = await server.db
      .select({
        id: properties.id,
        permitNumber: properties.permitNumber,
        referenceNumber: properties.referenceNumber,
        highlights: properties.highlights,
      })
      .from(properties)
      .where(and(eq(properties.status, "published"), isNotNull(properties.permitNumber)))
      .orderBy(asc(properties.id))
      .limit(1);
    const listing = must(p, "a Dubai listing with a permit");
    await server.db
      .update(properties)
      .set({
        completionStatus: "ready",
        furnishing: "unfurnished",
        highlights: [
          ...listing.highlights,
          { label: "Completion", value: "Q3 2029" },
          { label: "Furnishing", value: "Furnished" },
          { label: "Ceiling height", value: "" },
        ],
        descriptionRows: [
          { label: "Reference", value: "DPM-999999" },
          { label: "Permit number", value: "5847010629" },
          { label: "Handover", value: "Q3 2029" },
          { label: "Listed", value: "2019-01-02" },
          { label: "Ownership", value: "Freehold" },
        ],
      })
      .where(eq(properties.id, listing.id));
    server.forgetRemembered();

    const { status, html } = await get(`/property/${listing.id}`);
    expect(status).toBe(200);
    for (const copy of ["5847010629", "DPM-999999", "Q3 2029", "2019-01-02", "Ceiling height"])
      expect(html).not.toContain(copy);
    expect(html).toContain(must(listing.permitNumber, "permit"));
    expect(html).toContain(listing.referenceNumber);
    expect(html).toContain("Freehold");
    // The Overview: completion and furnishing as the columns say, and no empty cell.
    const overview = must(html.match(/<dl data-overview[\s\S]*?<\/dl>/)?.[0], "the Overview grid");
    expect(overview).toMatch(/Completion<\/dt><dd[^>]*>Ready<\/dd>/);
    expect(overview).toMatch(/Furnishing<\/dt><dd[^>]*>Unfurnished<\/dd>/);
    expect(overview).not.toMatch(/<dd[^>]*><\/dd>/);

    // The REST API sends the columns in their own fields, and no copied row.
    const api = await (await fetch(`${server.url}/api/property/properties/${listing.id}`)).json();
    expect(api.data.permitNumber).toBe(listing.permitNumber);
    expect(`${api.data.propertylabel} ${api.data.descriptionlabel}`).not.toMatch(
      /Permit number|Reference|Listed|Completion/,
    );
  });
});
