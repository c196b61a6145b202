// Issue 16, item 2: typed place names find listings, through the pages and the API alike.
import "../../app/i18n/en-pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The listing grid's markup only (featured rows and banners link to listings too). */
function grid(html: string): string {
  const start = html.indexOf('data-testid="property-grid"');
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
}
const cardIds = (html: string) =>
  [...grid(html).matchAll(/href="(?:\/ar)?\/property\/([0-9a-f-]{36})"/g)].map(([, id = ""]) => id);
const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, "");

describe.each(databases())("typed places on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  async function page(path: string): Promise<{ status: number; html: string }> {
    const res = await fetch(server.url + path);
    const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    return { status: res.status, html };
  }

  /** The ids of every listing for sale the API finds for `params`, newest first. */
  async function found(params: Record<string, string>): Promise<{ total: number; ids: string[] }> {
    const { status, body } = await api.get(
      `/property/propertyfilter?${q({ purpose: "sale", limit: "100", ...params })}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return { total: body.total, ids: body.data.map((p: { _id: string }) => p._id) };
  }

  it.each([
    ["marina", { locationlable: "Dubai Marina" }],
    ["MARINA", { locationlable: "Dubai Marina" }],
    ["jvc", { locationlable: "Jumeirah Village Circle" }],
    ["JLT", { locationlable: "Jumeirah Lake Towers" }],
    ["palm", { locationlable: "Palm Jumeirah" }],
    ["مارينا", { locationlable: "Dubai Marina" }],
    ["نخلة", { locationlable: "Palm Jumeirah" }],
    ["دبي", { state: "Dubai" }],
    ["Дубай Марина", { locationlable: "Dubai Marina" }],
    ["हत्ता", { country: "United Arab Emirates", state: "Dubai", district: "Hatta" }],
  ])("%s finds the listings of %j, in the API and on /property-search", async (typed, same) => {
    const expected = await found(same);
    expect(expected.total).toBeGreaterThan(0);
    expect(await found({ locationlable: typed })).toEqual(expected);
    const { status, html } = await page(`/property-search?${q({ locationlable: typed })}`);
    expect(status).toBe(200);
    expect(cardIds(html)).toEqual(expected.ids.slice(0, cardIds(html).length));
    expect(cardIds(html).length).toBeGreaterThan(0);
  });

  it("keeps an exact label exact: Dubai South is not all of Dubai", async () => {
    const south = await found({ locationlable: "dubai south" });
    const dubai = await found({ state: "Dubai" });
    expect(south.total).toBeGreaterThan(0);
    expect(south.total).toBeLessThan(dubai.total / 5);
    const { body } = await api.get(`/property/propertyfilter?${q({ locationlable: "Dubai South", limit: "100" })}`);
    expect(new Set(body.data.map((p: { locationlable: string }) => p.locationlable))).toEqual(new Set(["Dubai South"]));
  });

  it("titles a typed search with the place it found, in the page's language", async () => {
    // "Properties in Dubai Marina" (or "for sale in"): the place found, not the text typed.
    expect(h1((await page(`/property-search?${q({ locationlable: "marina" })}`)).html)).toMatch(/ in Dubai Marina$/);
    const ar = await page(`/ar/property-search?${q({ locationlable: "مارينا" })}`);
    expect(ar.status).toBe(200);
    expect(h1(ar.html)).toContain("دبي مارينا");
    // The cards' place line is in Arabic too.
    expect(grid(ar.html)).toContain("دبي مارينا، دبي");
  });

  it("the autocomplete finds short and translated names, named in the page's language", async () => {
    const jvc = await api.get("/location/search?q=jvc");
    expect(jvc.body.data.map((p: { locationlabel: string }) => p.locationlabel)).toEqual(["Jumeirah Village Circle"]);
    const { status, body } = await api.get(`/location/search?${q({ q: "مارينا", lang: "ar" })}`);
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({
      locationvaluetitle: "دبي مارينا، دبي، الإمارات العربية المتحدة",
      name: "دبي مارينا",
      lang: "ar",
      locationlabel: "Dubai Marina",
      state: "Dubai",
      district: "Dubai",
    });
    const bad = await api.get("/location/search?q=marina&lang=xx");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("lang");
  });

  describe("an empty filtered search", () => {
    /** The widening links of an empty page: kind and address. */
    function widenings(html: string): { kind: string; href: string }[] {
      return [...html.matchAll(/<a [^>]*data-widen="[^>]*>/g)].map(([tag]) => ({
        kind: tag.match(/data-widen="(\w+)"/)?.[1] ?? "",
        href: (tag.match(/href="([^"]+)"/)?.[1] ?? "").replaceAll("&amp;", "&"),
      }));
    }

    it("keeps the Dubai-only page and offers the search without its type, and nearby places, that find listings", async () => {
      const { status, html } = await page(`/property-search?${q({ locationlable: "Dubai Marina", type: "Villa" })}`);
      expect(status).toBe(404);
      expect(html).toContain('data-testid="dubai-only-notice"');
      const links = widenings(html);
      expect(links.map((l) => l.kind)).toContain("type");
      expect(links.filter((l) => l.kind === "place").length).toBeGreaterThan(0);
      expect(links.find((l) => l.kind === "type")?.href).toBe("/property-search?locationlable=Dubai+Marina");
      for (const link of links) {
        const wider = await page(link.href);
        expect(wider.status, link.href).toBe(200);
        expect(cardIds(wider.html).length, link.href).toBeGreaterThan(0);
      }
    });

    it("offers the search without its price", async () => {
      const { status, html } = await page(
        `/property-search?${q({ locationlable: "palm", maxPrice: "1", currency: "AED" })}`,
      );
      expect(status).toBe(404);
      const links = widenings(html);
      expect(links.map((l) => l.kind)).toEqual(["price"]);
      const wider = await page(links[0]?.href ?? "");
      expect(wider.status).toBe(200);
      expect(cardIds(wider.html).length).toBeGreaterThan(0);
    });

    it("offers nothing for a place that does not exist", async () => {
      const { status, html } = await page("/property-search?locationlable=Atlantis");
      expect(status).toBe(404);
      expect(html).toContain('data-testid="dubai-only-notice"');
      expect(widenings(html)).toEqual([]);
    });
  });

  it("the popular-search chips search the place and the type they name (issue 16, item 9)", async () => {
    const home = (await page("/")).html;
    const chip = home.match(
      /href="(\/property-search\?locationlable=Palm%20Jumeirah[^"]*)"[^>]*>(?:<[^>]+>)*Palm Jumeirah villas/,
    );
    const query = new URL(`http://x${(chip?.[1] ?? "").replaceAll("&amp;", "&")}`).searchParams;
    expect(Object.fromEntries(query)).toEqual({ locationlable: "Palm Jumeirah", type: "Villa" });
    const { body } = await api.get(`/property/propertyfilter?${query}&limit=100`);
    expect(body.total).toBeGreaterThan(0);
    expect(
      new Set(body.data.map((p: { subtitle: string; locationlable: string }) => `${p.subtitle} in ${p.locationlable}`)),
    ).toEqual(new Set(["Villa in Palm Jumeirah"]));
    const palm = await api.get(`/property/propertyfilter?${q({ locationlable: "Palm Jumeirah" })}`);
    expect(body.total).toBeLessThan(palm.body.total);
  });

  it("the drill-down shows each emirate's towns, named in the page's language", async () => {
    const en = await page(
      `/country-property-sale-list-dist?${q({ country: "United Arab Emirates", state: "Abu Dhabi" })}`,
    );
    expect(en.status).toBe(200);
    const towns = (html: string) =>
      [...html.matchAll(/data-testid="place-grid"[\s\S]*?<\/ul>/g)]
        .flatMap(([list]) => [...list.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)])
        .map(([, name]) => name);
    expect(towns(en.html).sort()).toEqual(["Abu Dhabi", "Al Ain"]);
    const ar = await page(
      `/ar/country-property-sale-list-dist?${q({ country: "United Arab Emirates", state: "Dubai" })}`,
    );
    expect(towns(ar.html).sort()).toEqual(["حتا", "دبي"].sort());
    expect(h1(ar.html)).toBe("دبي");
  });
});
