import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Paths, languages and missing pages routed right when their addresses come round again. Each
 * address here carries a new query, so the page cache cannot answer it and the router runs.
 */
describe.each(databases())("pages routed on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
  });
  afterAll(() => server?.close());

  async function page(path: string) {
    const res = await fetch(`${server.url}${path}${path.includes("?") ? "&" : "?"}visit=${++n}`);
    const html = await res.text();
    return { status: res.status, lang: /<html lang="([^"]+)"/.exec(html)?.[1], html };
  }

  it("answers each listing, in each language, however the same paths come round again", async () => {
    const { marinaVilla, downtownOffice } = fx.properties;
    for (let round = 0; round < 3; round++) {
      const villa = await page(`/property/${marinaVilla.id}`);
      const office = await page(`/property/${downtownOffice.id}`);
      const arabic = await page(`/ar/property/${marinaVilla.id}`);
      expect([villa.status, office.status, arabic.status]).toEqual([200, 200, 200]);
      expect(villa.html).toContain("Marina Villa");
      expect(villa.html).not.toContain("Downtown Office</h1>");
      expect(office.html).toContain("Downtown Office");
      expect([villa.lang, office.lang, arabic.lang]).toEqual(["en", "en", "ar"]);
      expect(arabic.html).toContain(marinaVilla.id);
    }
  });

  it("still tells a page from a missing one and an unknown language after their paths were seen", async () => {
    for (let round = 0; round < 2; round++) {
      expect((await page("/faq")).status).toBe(200);
      expect((await page("/ru/faq")).lang).toBe("ru");
      expect((await page("/xx/faq")).status).toBe(404);
      expect((await page("/property/not-a-listing")).status).toBe(404);
      expect((await page("/no-such-page")).status).toBe(404);
    }
  });
});
