/**
 * A listing's badges, fact values and standard titles come from our own vocabulary and show in
 * the page's language; the agency's free text stays as written, marked with its language. The
 * refine bar's location field names the searched place in the page's language too.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locations, properties } from "../../db/schema";
import { send } from "../helpers/http";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** Free text of the agency's: shown as written. */
const PERMITTED_USE = "Villa, G+1";

/** The text of every element matching `open` (a start tag's pattern), with its attributes. */
function elements(html: string, open: string): { attrs: string; text: string }[] {
  const found = html.matchAll(new RegExp(`<(${open})([^>]*)>([\\s\\S]*?)</`, "g"));
  return [...found].map(([, , attrs = "", text = ""]) => ({ attrs, text: text.replace(/<[^>]+>/g, "").trim() }));
}

/** The values of the overview and description rows, in page order, with their lang attribute. */
function factValues(html: string): { lang: string | undefined; text: string }[] {
  return elements(html, "dd").map((e) => ({ lang: e.attrs.match(/lang="([^"]+)"/)?.[1], text: e.text }));
}

/** The refine bar's location field's value. */
function locationField(html: string): string | undefined {
  return html.match(/<input[^>]*role="combobox"[^>]*>/)?.[0].match(/value="([^"]*)"/)?.[1];
}

describe.each(databases())("a listing in the page's language (%s)", (database) => {
  let server: TestServer;
  let id: string;
  let place: string;

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
    const [row] = await server.db
      .select({ id: properties.id, place: locations.label })
      .from(properties)
      .innerJoin(locations, eq(locations.id, properties.locationId))
      .where(and(eq(properties.status, "published"), isNotNull(properties.bedrooms), eq(properties.purpose, "sale")))
      .limit(1);
    id = must(row, "a published listing").id;
    place = must(row, "a published listing").place;
    // English only, as an agency's feed sends it: nothing translated per listing.
    await server.db
      .update(properties)
      .set({
        tagTitle: "Hot Deal",
        descriptionTitle: "Key information",
        // Facts without a column of their own (size, completion, furnishing, developer... have one).
        highlights: [
          { label: "Parking", value: "3 spaces" },
          { label: "Service charge", value: "AED 17 per sq ft" },
          { label: "Payment", value: "4 cheques" },
          { label: "Fit-out", value: "Shell & core" },
        ],
        descriptionRows: [
          { label: "Ownership", value: "Freehold" },
          { label: "Permitted use", value: PERMITTED_USE },
        ],
        description: "<p>A bright home.</p><ul><li>Private Pool</li><li>Walk-in Closet</li></ul>",
        translations: {},
      })
      .where(eq(properties.id, id));
    server.forgetRemembered();
  }, 120_000);
  afterAll(() => server?.close());

  it("shows the badge, the standard title and our fact values in Arabic, the agency's own words as written", async () => {
    const page = await send(server.url, `/ar/property/${id}`);
    expect(page.status).toBe(200);
    const tag = elements(page.text, "span data-tag")[0];
    expect(tag?.text).toBe("صفقة مميزة");
    expect(tag?.attrs).not.toContain('lang="en"');
    const title = elements(page.text, 'h2 id="description-title"')[0];
    expect(title?.text).toBe("معلومات أساسية");
    expect(title?.attrs).not.toContain('lang="en"');
    const values = factValues(page.text);
    for (const text of ["3 مواقف", "17 درهم للقدم المربع", "4 شيكات", "هيكل دون تشطيب", "تملّك حر"]) {
      expect(values, text).toContainEqual({ lang: undefined, text });
    }
    expect(values).toContainEqual({ lang: "en", text: PERMITTED_USE });
    for (const english of ["Freehold", "spaces", "sq ft", "cheques", "Shell"]) {
      expect(values.map((v) => v.text).join(" | "), english).not.toContain(english);
    }
    expect(tag?.text).not.toContain("Hot Deal");
  });

  it("marks the agency's English description as English, read in its own direction", async () => {
    const page = await send(server.url, `/ar/property/${id}`);
    const block = page.text.match(/<div[^>]*class="prose-content[^"]*"[^>]*>/)?.[0] ?? "";
    expect(block).toContain('lang="en"');
    expect(block).toContain('dir="auto"');
  });

  it("shows them in Russian and Hindi too, and as stored on the English page", async () => {
    const ru = await send(server.url, `/ru/property/${id}`);
    expect(elements(ru.text, "span data-tag")[0]?.text).toBe("Выгодное предложение");
    expect(factValues(ru.text)).toContainEqual({ lang: undefined, text: "3 места" });
    const hi = await send(server.url, `/hi/property/${id}`);
    expect(elements(hi.text, "span data-tag")[0]?.text).toBe("बेहतरीन सौदा");
    const en = await send(server.url, `/property/${id}`);
    expect(elements(en.text, "span data-tag")[0]?.text).toBe("Hot Deal");
    expect(factValues(en.text).map((v) => v.text)).toEqual(
      expect.arrayContaining(["3 spaces", "AED 17 per sq ft", "4 cheques", "Freehold", PERMITTED_USE]),
    );
  });

  it("translates the badge on the listing's card in the results", async () => {
    const page = await send(server.url, `/ar/property-search?locationlable=${encodeURIComponent(place)}&limit=50`);
    const card = page.text.match(
      new RegExp(`href="/ar/property/${id}"[\\s\\S]*?</article>|href="/ar/property/${id}"[\\s\\S]*?</li>`),
    )?.[0];
    expect(card, "the listing's card").toBeDefined();
    expect(card).toContain("صفقة مميزة");
    expect(card).not.toContain("Hot Deal");
  });

  it("names the searched place in the location field in the page's language", async () => {
    const ar = await send(server.url, "/ar/property-search?locationlable=Dubai%20Marina");
    expect(locationField(ar.text)).toBe("دبي مارينا");
    const ru = await send(server.url, "/ru/property-search?locationlable=Dubai%20Marina");
    expect(locationField(ru.text)).toBe("Дубай Марина");
    const en = await send(server.url, "/property-search?locationlable=Dubai%20Marina");
    expect(locationField(en.text)).toBe("Dubai Marina");
    // Typed text that names no place exactly stays as the visitor typed it.
    const typed = await send(server.url, "/ar/property-search?locationlable=marina");
    expect(locationField(typed.text)).toBe("marina");
  });
});
