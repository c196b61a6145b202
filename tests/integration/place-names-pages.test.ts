// Issue 16, items 2 and 4: the home page's cards and popular locations, the property page's
// related listings, place line and breadcrumb, and the profile's saved listings and enquiries
// name places in the page's language; English only where a place has no name in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREA_NAMES, PLACE_NAMES } from "../../db/seed/data-place-names";
import { seedDemo } from "../../db/seed/demo";
import { signInAs } from "../helpers/auth";
import { json, send } from "../helpers/http";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const ID = "[0-9a-f-]{36}";
const text = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .trim();

/** The part of `html` from the element with `id` to the end of its section. */
function part(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `#${id} on the page`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

type CardPlace = { id: string; lang: string | undefined; text: string };

/** Each listing card's id and its place line (data-place), in page order. */
function cardPlaces(html: string): CardPlace[] {
  const cards = html.matchAll(
    new RegExp(`href="(?:/ar)?/property/(${ID})"[\\s\\S]*?<p data-place([^>]*)>([\\s\\S]*?)</p>`, "g"),
  );
  return [...cards].map(([, id = "", attrs = "", inner = ""]) => ({
    id,
    lang: attrs.match(/lang="([^"]+)"/)?.[1],
    text: text(inner),
  }));
}

/** A name in Arabic as the demo data names it (a community, else a town or emirate). */
const arabic = (english: string) => PLACE_NAMES[english]?.ar ?? AREA_NAMES[english]?.ar;

/** What an Arabic page should show for an English "Community, Town" place line. */
function inArabic(englishLine: string): string {
  const [label = "", city = ""] = englishLine.split(", ");
  const names = [arabic(label), arabic(city)];
  expect(names, englishLine).not.toContain(undefined);
  return names[0] === names[1] ? `${names[0]}` : names.join("، ");
}

describe.each(databases())("place names in the page's language on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: (db) => seedDemo(db) });
  });
  afterAll(() => server?.close());

  async function page(path: string, cookie?: string): Promise<string> {
    const res = await fetch(server.url + path, cookie ? { headers: { cookie } } : {});
    expect(res.status, path).toBe(200);
    return (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  }

  /** The cards of `section` on the English and the Arabic page, matched by listing. */
  async function bothLanguages(path: string, section: string) {
    const [en, ar] = await Promise.all([page(path), page(`/ar${path === "/" ? "" : path}`)]);
    const english = cardPlaces(part(en, section));
    const arabicCards = new Map(cardPlaces(part(ar, section)).map((c) => [c.id, c]));
    expect(english.length).toBeGreaterThan(0);
    expect([...arabicCards.keys()].sort()).toEqual(english.map((c) => c.id).sort());
    return english.map((c) => ({ english: c, arabic: arabicCards.get(c.id) as CardPlace }));
  }

  it.each([
    ["top properties", "home-top-properties"],
    ["featured properties", "home-featured"],
  ])("/ar home's %s cards name their community and town in Arabic", async (_, section) => {
    for (const { english, arabic: ar } of await bothLanguages("/", section)) {
      expect(english.lang).toBe("en");
      expect(ar.text).toBe(inArabic(english.text));
      // Translated, so no longer marked as English.
      expect(ar.lang).toBeUndefined();
    }
  });

  it("/ar home's popular locations name each place in Arabic and link with its English name", async () => {
    const html = part(await page("/ar"), "popular-locations-title");
    const tiles = [...html.matchAll(/<h3 id="popular-location-[^"]+"([^>]*)>([\s\S]*?)<\/h3>[\s\S]*?href="([^"]+)"/g)];
    expect(tiles.length).toBeGreaterThan(3);
    for (const [, attrs = "", name = "", href = ""] of tiles) {
      const english = decodeURIComponent(href.match(/locationlable=([^&"]+)/)?.[1] ?? "").replace(/\+/g, " ");
      expect(href.startsWith("/ar/dubai-locations?")).toBe(true);
      expect(text(name)).toBe(arabic(english));
      expect(attrs).not.toContain('lang="en"');
    }
  });

  it("each popular-location tile counts the listings its link shows (sales, not rents too)", async () => {
    const html = part(await page("/"), "popular-locations-title");
    const tiles = [...html.matchAll(/<p class="[^"]*">([\d,]+) Listings?<\/p>[\s\S]*?href="([^"]+)"/g)];
    expect(tiles.length).toBeGreaterThan(3);
    for (const [, shown = "", href = ""] of tiles) {
      const target = await page(href.replace(/&amp;/g, "&"));
      const total = target.match(/data-testid="result-count"[^>]*>([\d,]+)/)?.[1];
      expect(Number(total?.replace(/,/g, "")), href).toBe(Number(shown.replace(/,/g, "")));
    }
  });

  it("/ar property page: related listings, the place line and the breadcrumb name places in Arabic", async () => {
    const [first] = cardPlaces(part(await page("/"), "home-featured"));
    const path = `/property/${first?.id}`;
    for (const { english, arabic: ar } of await bothLanguages(path, "related-title")) {
      expect(ar.text).toBe(inArabic(english.text));
      expect(ar.lang).toBeUndefined();
    }
    const html = await page(`/ar${path}`);
    const placeLine = inArabic(first?.text ?? "");
    // The street stays English (marked so); the community and town follow in Arabic.
    const address = html.match(/<span data-address="true">([\s\S]*?)<\/span><\/p>/)?.[1] ?? "";
    expect(address).toMatch(/^<span lang="en">[^<]+<\/span>/);
    expect(text(address).endsWith(placeLine)).toBe(true);
    const crumbs = html.match(/<nav aria-label="[^"]*" class="mb-4[\s\S]*?<\/nav>/)?.[0] ?? "";
    const community = crumbs.match(/href="\/ar\/dubai-locations\?locationlable=[^"]+"([^>]*)>([^<]+)</);
    expect(community?.[2]).toBe(placeLine.split("، ")[0]);
    expect(community?.[1]).not.toContain('lang="en"');
  });

  it("/ar search list's property banners name their place in Arabic, not marked English", async () => {
    const headline = /<p( lang="en")? class="text-xl font-bold text-white[^"]*">([^<]+)<\/p>/g;
    const english = [...(await page("/property-search-list")).matchAll(headline)].map(([, , t = ""]) => t);
    const places = english.flatMap((t) => t.match(/ in (.+)$/)?.slice(1) ?? []);
    expect(places.length).toBeGreaterThan(0);
    const shown = [...(await page("/ar/property-search-list")).matchAll(headline)];
    for (const place of places) {
      const slide = shown.find(([, , t = ""]) => t.endsWith(` في ${arabic(place)}`));
      expect(slide, place).toBeDefined();
      expect(slide?.[1]).toBeUndefined();
    }
  });

  it("/ar profile: saved listings and sent enquiries name their places in Arabic", async () => {
    const [listing] = cardPlaces(part(await page("/"), "home-featured"));
    const user = await signInAs(server.db, "customer");
    const saved = await send(server.url, `/api/profile/saved/${listing?.id}`, {
      method: "PUT",
      headers: { cookie: user.cookie },
    });
    expect(saved.status).toBe(200);
    const sent = await send(server.url, "/api/enquiry/enquireyenter", {
      ...json(
        {
          fullname: "Aisha Khan",
          phoneNo: "+971 50 123 4567",
          email: "aisha@example.com",
          inquire: "Is it still available?",
          inquireType: "Property Enquiry",
          inquireurl: `/property/${listing?.id}`,
        },
        { cookie: user.cookie },
      ),
    });
    expect(sent.status).toBe(201);
    const expected = inArabic(listing?.text ?? "");

    const savedTab = await page("/ar/customer-profile?tab=saved", user.cookie);
    const savedList = savedTab.slice(savedTab.indexOf('data-testid="saved-properties"'));
    expect(cardPlaces(savedList)).toEqual([{ id: listing?.id, lang: undefined, text: expected }]);
    const enquiriesTab = await page("/ar/customer-profile?tab=enquiries", user.cookie);
    const own = enquiriesTab.slice(enquiriesTab.indexOf('data-testid="own-enquiries"'));
    expect(own).toContain(`href="/ar/property/${listing?.id}"`);
    expect(text(own.match(/<p data-place([^>]*)>([\s\S]*?)<\/p>/)?.[2] ?? "")).toBe(expected);
  });
});
