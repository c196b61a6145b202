// The page catalogue, for the English texts the pages show (this test process has its own copy of i18n).
import "../../app/i18n/en-pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "../../app/i18n/i18n";
import { getRates, toAed } from "../../app/modules/currency/currency.server";
import { databases, startTestServer, type TestServer } from "../helpers/server";

// Build first (`BUILD_DIR=build-i5 npx react-router build`): the test server serves pages from the build.

const UAE = "United Arab Emirates";
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

type Page = { status: number; html: string };

/** The markup inside the listing grid only (banners and featured rows also link to listings). */
function grid(html: string): string {
  const start = html.indexOf('data-testid="property-grid"');
  if (start < 0) return "";
  return html.slice(start, html.indexOf("</section>", start));
}
const ids = (html: string) => [...grid(html).matchAll(/href="\/property\/([0-9a-f-]{36})"/g)].map(([, id = ""]) => id);
const amounts = (html: string) => [...grid(html).matchAll(/data-amount-aed="([\d.]+)"/g)].map((m) => Number(m[1]));
const h1 = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
const count = (html: string) => html.match(/data-testid="result-count"[^>]*>([^<]*)/)?.[1];
const fmt = (n: number) => (n === 1 ? "1 property" : `${n.toLocaleString("en-US")} properties`);

describe.each(databases())("listing pages on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
  });
  afterAll(() => server?.close());

  /** The page as the server renders it, without the loader data streamed in scripts. */
  async function page(path: string): Promise<Page> {
    const res = await fetch(server.url + path);
    const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    return { status: res.status, html };
  }

  /**
   * The API's answer for the same search: the page and the API share one search. A page
   * always lists one purpose (sales, or rents on the spec's type=Rental link); the API
   * lists both unless asked.
   */
  async function api(params: Record<string, string>): Promise<{ ids: string[]; total: number }> {
    const purpose = params.type === "Rental" ? "rent" : "sale";
    const res = await fetch(`${server.url}/api/property/propertyfilter?${q({ purpose, ...params })}`);
    const body = (await res.json()) as { total: number; data: { _id: string }[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return { ids: body.data.map((p) => p._id), total: body.total };
  }

  it("/country-property-sale-list-properties shows only the city's listings under the spec's heading", async () => {
    const params = { country: UAE, state: "Sharjah", city: "Sharjah" };
    const { status, html } = await page(`/country-property-sale-list-properties?${q(params)}`);
    expect(status).toBe(200);
    expect(h1(html)).toBe("Sharjah");
    // The stored place names are marked as English (app/i18n/stored.tsx).
    expect(html).toMatch(
      /<h2[^>]*>Properties for Sale in <span lang="en">Sharjah<\/span>, <span lang="en">United Arab Emirates<\/span><\/h2>/,
    );
    const expected = await api(params);
    expect(expected.total).toBeGreaterThan(0);
    expect(ids(html)).toEqual(expected.ids);
    expect(count(html)).toBe(fmt(expected.total));
    // Every card's location line names Sharjah.
    const places = [...grid(html).matchAll(/<\/svg>([^<]+)<!-- -->, <!-- -->([^<]+)<\/p>/g)].map((m) => m[2]);
    expect(places.length).toBe(expected.ids.length);
    expect(new Set(places)).toEqual(new Set(["Sharjah"]));
  });

  it("/property-search filters by a price range in EUR against the AED prices", async () => {
    const params = { country: UAE, minPrice: "200000", maxPrice: "600000", currency: "EUR", sort: "price_asc" };
    const { status, html } = await page(`/property-search?${q(params)}`);
    expect(status).toBe(200);
    const rates = await getRates(server.db);
    const min = toAed(200000, "EUR", rates) as number;
    const max = toAed(600000, "EUR", rates) as number;
    const shown = amounts(html);
    expect(shown.length).toBeGreaterThan(0);
    for (const aed of shown) {
      expect(aed).toBeGreaterThanOrEqual(min);
      expect(aed).toBeLessThanOrEqual(max);
    }
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(count(html)).toBe(fmt((await api(params)).total));
    expect(html).toContain("Price 200,000 – 600,000 EUR");
    // The address's currency is the page's: cards and the header show euros, not the default rupees.
    expect(grid(html)).toContain("€");
    expect(grid(html)).not.toContain("₹");
    expect(html).toMatch(/<option value="EUR" selected="">/);
    const cookieSaysUsd = await fetch(`${server.url}/property-search?${q(params)}`, {
      headers: { cookie: "currency=USD" },
    });
    expect(grid(await cookieSaysUsd.text())).toContain("€");
  });

  it("shows prices in dirhams when AED is the display currency, as stored", async () => {
    const html = grid((await page(`/property-search?${q({ country: UAE, currency: "AED" })}`)).html);
    // The amount sits in its left-to-right isolate (issue 16, item 4).
    const cards = [...html.matchAll(/data-amount-aed="([\d.]+)"><span dir="ltr">([^<]*)</g)];
    expect(cards.length).toBeGreaterThan(0);
    for (const [, aed, shown] of cards) {
      const digits = Number(aed).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(shown).toBe(`AED ${digits}`);
    }
  });

  it("/property-search pages on the server: page 2 differs, totals match the API, links carry page=N", async () => {
    const params = { country: UAE };
    const first = await page(`/property-search?${q(params)}`);
    const second = await page(`/property-search?${q({ ...params, page: "2" })}`);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const one = ids(first.html);
    const two = ids(second.html);
    expect(one).toHaveLength(24);
    expect(two.length).toBeGreaterThan(0);
    expect(two.filter((id) => one.includes(id))).toEqual([]);
    const expected = await api(params);
    expect(one).toEqual(expected.ids);
    expect(two).toEqual((await api({ ...params, page: "2" })).ids);
    expect(count(first.html)).toBe(fmt(expected.total));
    expect(first.html).toMatch(
      /<a[^>]*href="\/property-search\?country=United\+Arab\+Emirates&amp;page=2"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/property-search\?country=United\+Arab\+Emirates&amp;page=2"/,
    );
    expect(second.html).toMatch(/rel="prev"/);
    const past = await page(`/property-search?${q({ ...params, page: "999" })}`);
    expect(past.status).toBe(404);
    expect(past.html).toContain(t("browse.pastEnd"));
    expect(ids(past.html)).toEqual([]);
    // The sort is a GET form: the select and the parameters it keeps.
    expect(first.html.match(/<form[^>]*>/g)).toContainEqual(
      expect.stringMatching(/action="\/property-search" method="get"/),
    );
    expect(first.html).toMatch(/<input type="hidden" name="country" value="United Arab Emirates"\/>/);
    expect(first.html).toMatch(/<select[^>]*name="sort"/);
  });

  it("keeps a results page light: a listing card is about 1.9 KB of HTML, not 2.7", async () => {
    // Issue 15: the 24 cards were most of a search page, and each repeated a dozen utility
    // classes per part. From one card's link to the next is one whole card.
    const html = (await page(`/property-search?${q({ country: UAE, currency: "AED" })}`)).html;
    const starts = [...html.matchAll(/href="\/property\/[^"]+"/g)].map((m) => m.index);
    expect(starts).toHaveLength(24);
    const sizes = starts.slice(1).map((at, i) => at - (starts[i] as number));
    const mean = sizes.reduce((sum, n) => sum + n, 0) / sizes.length;
    expect(mean).toBeLessThan(2_200);
  });

  it("sorts by price on the server", async () => {
    const asc = amounts((await page("/property-search?country=United+Arab+Emirates&sort=price_asc")).html);
    const desc = amounts((await page("/property-search?country=United+Arab+Emirates&sort=price_desc")).html);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(desc[0] as number);
  });

  it("fetches the first photo of the page at once and leaves the rest to load as they scroll into view", async () => {
    /** The <img> tags of the part of the page that starts at `marker`, up to its </ul>. */
    const images = (html: string, marker: string) => {
      const start = html.indexOf(marker);
      expect(start, marker).toBeGreaterThan(0);
      return [...html.slice(start, html.indexOf("</ul>", start)).matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    };
    const expectFirstEager = (tags: string[]) => {
      expect(tags.length).toBeGreaterThan(0);
      const [first, ...rest] = tags;
      expect(first).toMatch(/fetchpriority="high"/i); // HTML attribute names ignore case
      expect(first).not.toContain('loading="lazy"');
      for (const tag of rest) expect(tag).toContain('loading="lazy"');
    };
    // A result grid; the top-locations tiles of a location search come after it, all lazy.
    expectFirstEager(
      images((await page("/property-search?country=United+Arab+Emirates")).html, 'data-testid="property-grid"'),
    );
    const place = (await page("/property-search?state=Dubai")).html;
    expectFirstEager(images(place, 'data-testid="property-grid"'));
    const tiles = images(place, 'data-testid="top-locations"');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tag of tiles) expect(tag).toContain('loading="lazy"');
  });

  it("puts a place's results (or its empty message) before the top-locations grid", async () => {
    for (const path of [
      "/property-search?locationlable=Dubai%20Marina",
      "/residential-filter?type=Residential&state=Dubai",
    ]) {
      const { html } = await page(path);
      const grid = html.indexOf('data-testid="top-locations"');
      expect(grid, path).toBeGreaterThan(0);
      expect(html.indexOf('data-testid="property-grid"'), path).toBeGreaterThan(0);
      expect(html.indexOf('data-testid="property-grid"'), path).toBeLessThan(grid);
    }
  });

  it("shows the top-locations grid on /property-search only for a location filter without both state and district", async () => {
    const withCountry = await page("/property-search?country=United+Arab+Emirates");
    expect(withCountry.html).toContain('data-testid="top-locations"');
    const both = await page("/property-search?state=Dubai&district=Dubai");
    expect(both.status).toBe(200);
    expect(both.html).not.toContain('data-testid="top-locations"');
    const none = await page("/property-search?minPrice=1");
    expect(none.html).not.toContain('data-testid="top-locations"');
  });

  it("an empty filtered result shows the Dubai-only notice, with noindex", async () => {
    for (const path of [
      "/property-search?country=India",
      "/residential-filter?type=Residential&country=India",
      "/dubai-locations?locationlable=Nowhere%20Town",
      "/property-search-list?state=Bavaria",
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain(t("browse.notice.title"));
      expect(html, path).toContain("Whoops… Dubai Only Access !!!");
      expect(html, path).toContain(">Back To Home<");
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(ids(html), path).toEqual([]);
    }
  });

  it("bad query values answer 400 with a message naming the field; unknown parameters are ignored", async () => {
    const cases: [string, string][] = [
      ["/property-search?minPrice=abc", "minPrice"],
      ["/property-search?limit=1000", "limit"],
      ["/property-search?currency=XXX&minPrice=10", "currency"],
      ["/property-search?currency=XXX", "currency"],
      ["/property-search?minPrice=500&maxPrice=100", "minPrice"],
      ["/property-search?page=0", "page"],
      ["/property-search?sort=cheapest", "sort"],
      ["/residential-filter?type=Residential&page=abc", "page"],
      ["/country-property-sale-list?country=United+Arab+Emirates&limit=0", "limit"],
    ];
    for (const [path, field] of cases) {
      const { status, html } = await page(path);
      expect(status, path).toBe(400);
      expect(html, path).toContain(`data-field="${field}"`);
      expect(html, path).toMatch(new RegExp(`<code[^>]*>${field}</code>`));
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\/>/);
    }
    const pasted = await page("/property-search?country=United+Arab+Emirates&utm_source=mail&fbclid=x&country=India");
    expect(pasted.status).toBe(200);
    expect(ids(pasted.html)).toHaveLength(24);
  });

  it("/DubaiOnlyNotice is a real page with 404 text and Back To Home", async () => {
    const { status, html } = await page("/DubaiOnlyNotice");
    expect(status).toBe(200);
    expect(html).toMatch(/>404</);
    expect(h1(html)).toBe("Whoops… Dubai Only Access !!!");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back To Home<\/a>/);
  });

  it("/residential-filter: the type's hero, at most nine top locations (the fifth large) and that segment's listings", async () => {
    const params = { type: "Residential", country: UAE, state: "Dubai", district: "Dubai" };
    const { status, html } = await page(`/residential-filter?${q(params)}`);
    expect(status).toBe(200);
    expect(h1(html)).toBe("Residential");
    expect(html).toMatch(/<title>Residential properties in Dubai[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    const top = html.slice(
      html.indexOf('data-testid="top-locations"'),
      html.indexOf("</section>", html.indexOf('data-testid="top-locations"')),
    );
    const locations = [...top.matchAll(/href="\/dubai-locations\?locationlable=([^"]+)"/g)];
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.length).toBeLessThanOrEqual(9);
    expect(html.match(/data-large="true"/g)).toHaveLength(1);
    const expected = await api(params);
    expect(ids(html)).toEqual(expected.ids);
    expect(count(html)).toBe(fmt(expected.total));
    const commercial = await page(`/residential-filter?${q({ ...params, type: "Commercial" })}`);
    expect(h1(commercial.html)).toBe("Commercial");
    expect(ids(commercial.html).filter((id) => expected.ids.includes(id))).toEqual([]);
  });

  it("/dubai-locations: the label's heading and listings beside the developers and the enquiry form", async () => {
    const { status, html } = await page("/dubai-locations?locationlable=dubai%20marina");
    expect(status).toBe(200);
    expect(h1(html)).toBe("Dubai Marina");
    expect(html).toMatch(/<img[^>]*src="\/media\/[0-9a-f-]{36}"[^>]*width="1600"[^>]*height="900"/);
    const expected = await api({ locationlable: "Dubai Marina" });
    expect(ids(html)).toEqual(expected.ids);
    expect(html).toContain('id="developers-sidebar-title"');
    expect(html).toContain('id="inquiry-sidebar-title"');
    expect(html).toMatch(/href="\/developer-profile\?id=[0-9a-f-]{36}"/);
  });

  it("/country-property-sale-list: the country's states with counts, linking to the state page", async () => {
    const { status, html } = await page(`/country-property-sale-list?${q({ country: UAE })}`);
    expect(status).toBe(200);
    expect(h1(html)).toBe(UAE);
    const states = [
      ...html.matchAll(/href="\/country-property-sale-list-dist\?country=United%20Arab%20Emirates&amp;state=([^"]+)"/g),
    ].map((m) => decodeURIComponent(m[1] as string));
    expect(states).toEqual(expect.arrayContaining(["Dubai", "Abu Dhabi", "Sharjah"]));
    const expected = await api({ country: UAE });
    expect(count(html)).toBe(fmt(expected.total));
    const none = await page("/country-property-sale-list?country=India");
    expect(none.html).toContain("No data found for the selected country.");
    expect(none.html).toContain("No properties found for the selected country.");
  });

  it("/country-property-sale-list-dist: the state's cities with counts and its listings", async () => {
    const params = { country: UAE, state: "Sharjah" };
    const { status, html } = await page(`/country-property-sale-list-dist?${q(params)}`);
    expect(status).toBe(200);
    expect(h1(html)).toBe("Sharjah");
    expect(html).toMatch(
      /href="\/country-property-sale-list-properties\?country=United%20Arab%20Emirates&amp;state=Sharjah&amp;city=Sharjah"/,
    );
    const expected = await api(params);
    expect(ids(html)).toEqual(expected.ids);
    const none = await page(`/country-property-sale-list-dist?${q({ country: UAE, state: "Bavaria" })}`);
    expect(none.html).toContain("No properties found for the selected country and state.");
  });

  it("/property-search-list: the banners (property banners link to their listing) over the list", async () => {
    const { status, html } = await page("/property-search-list?state=Dubai");
    expect(status).toBe(200);
    expect(html).toContain('data-testid="banner-carousel"');
    expect(html).toMatch(/data-banner-type="Property Banner"[^>]*>\s*<a[^>]*href="\/property\/[0-9a-f-]{36}"/);
    expect(html).toContain('data-banner-type="Informative Banner"');
    expect(ids(html)).toEqual((await api({ state: "Dubai" })).ids);
  });

  describe("buy or rent (issue 16, item 1)", () => {
    const MARINA = "/dubai-locations?locationlable=Dubai%20Marina";
    /** The grid's price periods, one per card ("" for a sale). */
    const periods = (html: string) =>
      [...grid(html).matchAll(/data-amount-aed="[\d.]+">(.*?)<\/span><\/p>/g)].map(
        (m) =>
          (m[1] as string)
            .match(/data-period="(\w+)"[^>]*>([^<]*)</)
            ?.slice(1)
            .join(" ") ?? "",
      );

    it("a place lists only sales by default, titled for sale, with Buy marked current", async () => {
      const { status, html } = await page(MARINA);
      expect(status).toBe(200);
      const sales = await api({ locationlable: "Dubai Marina", purpose: "sale" });
      const rents = await api({ locationlable: "Dubai Marina", purpose: "rent" });
      expect(rents.total).toBeGreaterThan(0);
      expect(ids(html)).toEqual(sales.ids);
      expect(ids(html).filter((id) => rents.ids.includes(id))).toEqual([]);
      expect(count(html)).toBe(fmt(sales.total));
      expect(new Set(periods(html))).toEqual(new Set([""]));
      expect(html).toMatch(/<title>Property for sale in Dubai Marina/);
      expect(html).toContain(">Properties for sale</h2>");
      expect(html).toMatch(
        /<a aria-current="page"[^>]*href="\/dubai-locations\?locationlable=Dubai\+Marina"[^>]*>Buy</,
      );
      expect(html).toMatch(/<a[^>]*href="\/dubai-locations\?locationlable=Dubai\+Marina&amp;purpose=rent"[^>]*>Rent</);
    });

    it("purpose=rent lists only rents, each price read per year, counted and sorted among rents", async () => {
      const { status, html } = await page(`${MARINA}&purpose=rent&sort=price_asc`);
      expect(status).toBe(200);
      const rents = await api({ locationlable: "Dubai Marina", purpose: "rent", sort: "price_asc" });
      expect(ids(html)).toEqual(rents.ids);
      expect(count(html)).toBe(fmt(rents.total));
      expect(periods(html)).toEqual(rents.ids.map(() => "yearly /year"));
      const shown = amounts(html);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      expect(html).toMatch(/<title>Property for rent in Dubai Marina/);
      expect(html).toContain(">Properties for rent</h2>");
      expect(html).toMatch(/<a aria-current="page"[^>]*>Rent</);
      // Pages and sort keep the purpose.
      expect(html).toMatch(/<input type="hidden" name="purpose" value="rent"\/>/);
    });

    it("the spec's rent link (type=Rental) keeps its target and shows rents; the Arabic page reads /سنة", async () => {
      const params = { type: "Rental", country: UAE, state: "Dubai", district: "Dubai" };
      const { status, html } = await page(`/residential-filter?${q(params)}`);
      expect(status).toBe(200);
      const rents = await api({ ...params, purpose: "rent" });
      expect(ids(html)).toEqual(rents.ids);
      expect(new Set(periods(html))).toEqual(new Set(["yearly /year"]));
      const arabic = await page(`/ar/dubai-locations?locationlable=Dubai%20Marina&purpose=rent`);
      expect(arabic.status).toBe(200);
      expect(new Set(periods(arabic.html))).toEqual(new Set(["yearly /سنة"]));
      expect(arabic.html).toContain(">عقارات للإيجار</h2>");
    });

    it("an unknown purpose is a 400 naming the field, in the page's language", async () => {
      const { status, html } = await page(`${MARINA}&purpose=buy`);
      expect(status).toBe(400);
      expect(html).toContain('data-field="purpose"');
      expect(html).toContain("purpose must be one of sale, rent.");
      const arabic = await page(`/ar/dubai-locations?locationlable=Dubai%20Marina&purpose=buy`);
      expect(arabic.status).toBe(400);
      expect(arabic.html).toContain("بيع، إيجار");
    });

    it("the top locations count the search's purpose and link to it", async () => {
      const { html } = await page("/property-search?state=Dubai&purpose=rent");
      const start = html.indexOf('data-testid="top-locations"');
      const top = html.slice(start, html.indexOf("</section>", start));
      expect(top).toMatch(/href="\/dubai-locations\?locationlable=[^"]+&amp;purpose=rent"/);
      expect(top).not.toMatch(/href="\/dubai-locations\?locationlable=[^"&]+"/);
    });
  });

  it("/property-lsiting-list: the Housing page with real listings and the enquiry form", async () => {
    for (const path of ["/property-lsiting-list", "/property-lsiting-list/123"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(h1(html), path).toBe("Housing");
      expect(ids(html), path).toEqual((await api({ type: "Residential" })).ids);
      expect(html, path).toContain('id="inquiry-sidebar-title"');
    }
  });
});
