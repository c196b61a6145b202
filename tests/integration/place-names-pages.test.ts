// Issue 16, items 2 and 4: the home page's cards and popular locations, the property page's
// related listings, place line and breadcrumb, the profile's saved listings and enquiries, and
// every listing page's heading, title and cards name places in the page's language; English
// only where a place has no name in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREA_NAMES, COUNTRY_NAMES, PLACE_NAMES } from "../../db/seed/data-place-names";
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

/** A place's name in `lang` as the demo data names it: a community, a town or emirate, a country. */
const named = (english: string, lang: "ar" | "ru") =>
  (PLACE_NAMES[english] ?? AREA_NAMES[english] ?? COUNTRY_NAMES[english])?.[lang];

const UAE = "United Arab Emirates";

/**
 * The listing pages of the spec's part 2 that name a place, with the place their heading
 * names. The Housing page names none in its heading; its featured cards are checked apart.
 */
const PLACE_PAGES: [path: string, place: string][] = [
  ["/dubai-locations?locationlable=Dubai%20Marina", "Dubai Marina"],
  ["/dubai-locations?locationlable=Dubai%20Marina&view=map", "Dubai Marina"],
  ["/property-search?locationlable=Dubai%20Marina", "Dubai Marina"],
  ["/property-search-list?locationlable=Dubai%20Marina", "Dubai Marina"],
  ["/property-search-list?locationlable=Dubai%20Marina&view=map", "Dubai Marina"],
  ["/residential-filter?type=Residential&locationlable=Dubai%20Marina", "Dubai Marina"],
  ["/residential-filter?type=Residential&country=United%20Arab%20Emirates&state=Dubai&district=Dubai", "Dubai"],
  ["/country-property-sale-list?country=United%20Arab%20Emirates", UAE],
  ["/country-property-sale-list-dist?country=United%20Arab%20Emirates&state=Sharjah", "Sharjah"],
  ["/country-property-sale-list-properties?country=United%20Arab%20Emirates&state=Dubai&city=Dubai", "Dubai"],
];

/** The page's header: from its <h1> to the end of the hero or header around it. */
function header(html: string): string {
  const start = html.indexOf("<h1");
  expect(start, "an <h1> on the page").toBeGreaterThan(-1);
  const ends = ["</section>", "</header>"].map((tag) => html.indexOf(tag, start)).filter((i) => i > -1);
  return html.slice(start, Math.min(...ends));
}

describe.each(databases())("place names in the page's language on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
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
    // The community's crumb leads to its area guide where the registry has figures, else to its listings.
    const community = crumbs.match(
      /href="\/ar\/(?:area\/[\w-]+|dubai-locations\?locationlable=[^"]+)"([^>]*)>([^<]+)</,
    );
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

  describe.each(["ar", "ru"] as const)("the listing pages in %s", (lang) => {
    it.each(PLACE_PAGES)(
      "%s names its place in the page's language in its heading, title and cards",
      async (path, place) => {
        const shown = named(place, lang);
        expect(shown, place).toBeDefined();
        const html = await page(`/${lang}${path}`);
        const top = header(html);
        expect(text(top), path).toContain(shown);
        expect(text(top), path).not.toContain(place);
        // Translated, so nothing in the header is marked as stored English text.
        expect(top, path).not.toContain('lang="en"');
        // The part before the site's name ("Dubai Estates" is a brand, not a place).
        const title = html.match(/<title>([^<|]*)/)?.[1] ?? "";
        expect(title, path).toContain(shown);
        expect(title, path).not.toContain(place);
        const cards = cardPlaces(html.replace(new RegExp(`href="/${lang}/property/`, "g"), 'href="/property/'));
        expect(cards.length, path).toBeGreaterThan(0);
        for (const card of cards) expect(card.lang, `${path}: ${card.text}`).toBeUndefined();
      },
    );

    it("the Housing page's featured homes name their community and town in the page's language", async () => {
      const english = cardPlaces(part(await page("/property-lsiting-list"), "featured-homes-title"));
      const html = await page(`/${lang}/property-lsiting-list`);
      const shown = cardPlaces(
        part(html, "featured-homes-title").replace(new RegExp(`href="/${lang}/property/`, "g"), 'href="/property/'),
      );
      expect(english.length).toBeGreaterThan(0);
      expect(shown.map((c) => c.id)).toEqual(english.map((c) => c.id));
      for (const [i, card] of shown.entries()) {
        const [label = "", city = ""] = (english[i]?.text ?? "").split(", ");
        const names = [named(label, lang), named(city, lang)];
        expect(names, english[i]?.text).not.toContain(undefined);
        expect(card.text).toBe(names[0] === names[1] ? names[0] : names.join(lang === "ar" ? "، " : ", "));
        expect(card.lang).toBeUndefined();
      }
    });
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
