import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentlyViewed } from "../../db/schema";
import { signInAs, signupFields } from "../helpers/auth";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { type Answer, form, json, send } from "../helpers/http";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const PASSWORD = "Tall-Dunes-2026!";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** The value a Set-Cookie answer gives the named cookie; undefined when it sets none. */
function cookieSet(answer: Answer, name: string): string | undefined {
  for (const header of answer.headers["set-cookie"] ?? []) {
    const [pair = ""] = header.split(";");
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return undefined;
}

/** The page without the loader data streamed after it (which names the same titles). */
const markup = (answer: Answer) => answer.text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

/** The recently viewed row of a page (the home page's or a listing's), or "" when it has none. */
function recentRow(html: string): string {
  const at = html.search(/id="(row-)?recently-viewed(-title)?"/);
  if (at < 0) return "";
  return html.slice(at, html.indexOf("</section>", at));
}

describe.each(databases())("compare and recently viewed on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let ids: Record<keyof Fixtures["properties"], string>;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        fx = await seedFixtures(db);
      },
    });
    ids = Object.fromEntries(Object.entries(fx.properties).map(([k, p]) => [k, p.id])) as typeof ids;
  });
  afterAll(() => server?.close());

  /** Each test from its own loopback address: rate limits never carry over. */
  const get = (path: string, cookie?: string) => {
    n += 1;
    return send(server.url, path, { headers: cookie ? { cookie } : {}, from: `127.0.9.${n}` });
  };

  describe("compare", () => {
    it("shows the listings of the address side by side, highlights the rows that differ, and keeps the list", async () => {
      const answer = await get(`/compare?ids=${ids.marinaVilla},${ids.reemVilla}`);
      expect(answer.status).toBe(200);
      const html = markup(answer);
      expect(html).toContain("Marina Villa");
      expect(html).toContain("Reem Villa");
      // Different prices: the price row is marked; the same completion: that row is not.
      expect(html).toMatch(/<tr data-row="price" data-differs="true"/);
      expect(html).toMatch(/<tr data-row="completion" class=/);
      // No market data yet: the registry's row is not drawn at all.
      expect(html).not.toContain('data-row="registryMedian"');
      expect(cookieSet(answer, "compare")).toBe(`${ids.marinaVilla}.${ids.reemVilla}`);
    });

    it("refuses a fifth listing on the page (400 with the message) and in the API (400 naming ids)", async () => {
      const five = [ids.marinaVilla, ids.marinaApartment, ids.downtownOffice, ids.reemVilla, ids.majazApartment];
      const page = await get(`/compare?ids=${five.join(",")}`);
      expect(page.status).toBe(400);
      expect(markup(page)).toContain("You can compare up to 4 listings. Remove one to add another.");
      const arabic = await get(`/ar/compare?ids=${five.join(",")}`);
      expect(arabic.status).toBe(400);
      expect(markup(arabic)).toContain("يمكنك مقارنة 4 عقارات كحد أقصى");

      const api = await get(`/api/compare?ids=${five.join(",")}`);
      expect(api.status).toBe(400);
      expect(api.json()).toMatchObject({ status: false, errors: { ids: expect.stringContaining("up to 4") } });
    });

    it("adding a fifth from a card leaves the browser's four and shows the refusal", async () => {
      const four = [ids.marinaVilla, ids.marinaApartment, ids.downtownOffice, ids.reemVilla];
      const answer = await send(server.url, `/compare?add=${ids.majazApartment}`, {
        ...form({}, { cookie: `compare=${four.join(".")}`, referer: `${server.url}/property-search?type=Villa` }),
        from: "127.0.8.1",
      });
      expect(answer.status).toBe(303);
      expect(cookieSet(answer, "compare")).toBe(four.join("."));
      const to = new URL(answer.headers.location ?? "", server.url);
      expect(to.searchParams.get("ids")?.split(",")).toEqual([...four, ids.majazApartment]);
      // Back goes where the visitor was.
      expect(to.searchParams.get("back")).toBe("/property-search?type=Villa");
      expect((await get(`${to.pathname}${to.search}`)).status).toBe(400);
    });

    it("adds from a card and removes on the page with plain form posts, back link kept", async () => {
      const added = await send(server.url, `/ar/compare?add=${ids.reemVilla}`, {
        ...form({}, { cookie: `compare=${ids.marinaVilla}`, referer: `${server.url}/ar/property-search` }),
        from: "127.0.8.2",
      });
      expect(added.status).toBe(303);
      expect(added.headers.location).toBe(
        `/ar/compare?ids=${ids.marinaVilla},${ids.reemVilla}&back=%2Far%2Fproperty-search`,
      );
      expect(cookieSet(added, "compare")).toBe(`${ids.marinaVilla}.${ids.reemVilla}`);
      const removed = await send(server.url, "/ar/compare", {
        ...form({ ids: `${ids.marinaVilla},${ids.reemVilla}`, remove: ids.marinaVilla, back: "/ar/property-search" }),
        from: "127.0.8.3",
      });
      expect(removed.status).toBe(303);
      expect(removed.headers.location).toBe(`/ar/compare?ids=${ids.reemVilla}&back=%2Far%2Fproperty-search`);
      expect(cookieSet(removed, "compare")).toBe(ids.reemVilla);
      // Somewhere else is never a way back.
      const elsewhere = await send(server.url, "/compare", {
        ...form({ add: ids.reemVilla, back: "//evil.example/x" }),
        from: "127.0.8.4",
      });
      expect(new URL(elsewhere.headers.location ?? "", server.url).searchParams.has("back")).toBe(false);
    });

    it("drops malformed, unknown and unpublished ids with a note, never a 500", async () => {
      const asked = [ids.marinaVilla, "not-an-id", UNKNOWN, fx.hiddenDraft.id, "'; drop table x;--"];
      const page = await get(`/compare?ids=${encodeURIComponent(asked.join(","))}`);
      expect(page.status).toBe(200);
      const html = markup(page);
      expect(html).toContain("Marina Villa");
      expect(html).toContain("4 listings are no longer available and were left out.");
      expect(cookieSet(page, "compare")).toBe(ids.marinaVilla);

      const api = await get(`/api/compare?ids=${ids.marinaVilla},${UNKNOWN},${fx.hiddenDraft.id}`);
      expect(api.status).toBe(200);
      const body = api.json() as { dropped: number; data: { id: string; pricePerSqftAed: number | null }[] };
      expect(body.dropped).toBe(2);
      expect(body.data.map((d) => d.id)).toEqual([ids.marinaVilla]);
      const malformed = await get("/api/compare?ids=abc");
      expect(malformed.status).toBe(400);
      expect(malformed.json()).toMatchObject({ errors: { ids: expect.any(String) } });
      expect((await get("/api/compare")).status).toBe(400);
    });

    it("answers hostile addresses, cookies and forms with a page, a redirect or a 4xx, never a 5xx", async () => {
      const hostile = [
        "%00",
        "x".repeat(3000),
        "%E0%A4%A",
        encodeURIComponent("' OR '1'='1"),
        "%2F%2Fevil.example",
        ",,,",
      ];
      for (const value of hostile) {
        for (const path of [
          `/compare?ids=${value}`,
          `/compare?ids=${ids.marinaVilla}&back=${value}`,
          `/api/compare?ids=${value}`,
        ]) {
          const answer = await get(path, `compare=${value}; recent=${value}`);
          expect([200, 302, 400], `${path}: ${answer.status}`).toContain(answer.status);
        }
        const posted = await send(server.url, "/compare", {
          ...form({}, { cookie: `compare=${value}` }),
          body: `add=${value}&remove=${value}&ids=${value}&back=${value}`,
          from: "127.0.8.9",
        });
        expect([303, 400]).toContain(posted.status);
        expect((await get(`/property/${ids.marinaVilla}`, `recent=${value}`)).status).toBe(200);
      }
    });

    it("/compare alone goes to the browser's list at its own address", async () => {
      const answer = await get("/compare", `compare=${ids.reemVilla}.${ids.marinaVilla}`);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(`/compare?ids=${ids.reemVilla},${ids.marinaVilla}`);
      const empty = await get("/compare");
      expect(empty.status).toBe(200);
      expect(markup(empty)).toContain("Nothing to compare yet.");
    });
  });

  describe("recently viewed", () => {
    it("writes the browser's list as listing pages are served, cached or not, and never shares it", async () => {
      // Twice without a list: the second is the page cache's, with no visitor's list in it.
      for (let i = 0; i < 2; i++) {
        const first = await get(`/property/${ids.marinaVilla}`);
        expect(first.status).toBe(200);
        expect(cookieSet(first, "recent")).toBe(ids.marinaVilla);
        expect(first.headers["cache-control"]).toMatch(/private/);
        expect(markup(first)).not.toContain("Recently viewed");
      }
      const second = await get(`/property/${ids.reemVilla}`, `recent=${ids.marinaVilla}`);
      expect(cookieSet(second, "recent")).toBe(`${ids.reemVilla}.${ids.marinaVilla}`);
      const foot = recentRow(markup(second));
      expect(foot).toContain("Recently viewed");
      expect(foot).toContain("Marina Villa");
      // The listing being read is not listed below itself.
      expect(foot).not.toContain(`/property/${ids.reemVilla}"`);

      const home = await get("/", `recent=${ids.reemVilla}.${ids.marinaVilla}.${UNKNOWN}`);
      expect(home.headers["cache-control"]).toMatch(/private/);
      const homeHtml = recentRow(markup(home));
      expect(homeHtml).toMatch(/Recently viewed/);
      expect(homeHtml.indexOf("Reem Villa")).toBeLessThan(homeHtml.indexOf("Marina Villa"));
      // Another visitor right after gets the shared page, without that list.
      expect(markup(await get("/"))).not.toContain("Recently viewed");
      expect(markup(await get("/"))).not.toContain("Recently viewed");
    });

    it("keeps a signed-in visitor's views on the account and shows them on another device", async () => {
      const me = await signInAs(server.db, "customer");
      await get(`/property/${ids.downtownOffice}`, me.cookie);
      await get(`/ar/property/${ids.majazApartment}`, me.cookie);
      const rows = await server.db
        .select({ id: recentlyViewed.propertyId })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.profileId, me.id))
        .orderBy(desc(recentlyViewed.viewedAt));
      expect(rows.map((r) => r.id)).toEqual([ids.majazApartment, ids.downtownOffice]);
      // Another browser: only the session, no list of its own.
      const home = recentRow(markup(await get("/ar", me.cookie)));
      expect(home).toContain("شوهدت مؤخرًا");
      expect(home).toContain(`/ar/property/${ids.downtownOffice}`);
    });

    it("merges the browser's list into the account's on sign-in, the browser's first", async () => {
      const email = `viewer.${database}@example.com`;
      const from = "127.0.7.1";
      const created = await send(server.url, "/api/profile/profilelayoutinsert", {
        ...json(signupFields(email, PASSWORD)),
        from,
      });
      expect(created.status).toBe(201);
      const login = (cookie: string) =>
        send(server.url, "/api/profile/login", { ...json({ email, password: PASSWORD }, { cookie }), from });
      expect((await login(`recent=${ids.londonFlat}`)).status).toBe(200);
      const browser = [ids.reemVilla, UNKNOWN, fx.hiddenDraft.id, ids.marinaVilla];
      const answer = await login(`recent=${browser.join(".")}`);
      expect(answer.status).toBe(200);
      const session = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
      const account = recentRow(markup(await get("/", session)));
      const order = [ids.reemVilla, ids.marinaVilla, ids.londonFlat].map((id) =>
        account.indexOf(`href="/property/${id}"`),
      );
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(account).not.toContain(`/property/${fx.hiddenDraft.id}`);
    });
  });
});
