import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, sessionCookieName } from "../../app/modules/account/session.server";
import { profiles, properties } from "../../db/schema";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** Each response's CSP nonce, and every nonce attribute of its HTML. */
async function page(url: string, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  const headerNonce = csp.match(/'nonce-([^']+)'/)?.[1];
  const htmlNonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  return { status: res.status, html, headerNonce, htmlNonces, cacheControl: res.headers.get("cache-control") };
}

/** Anonymous pages are remembered for a few seconds (server/page-cache.ts, docs/decisions/005). */
describe.each(databases())("rendered page cache on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;

  beforeAll(async () => {
    server = await startTestServer({ database, pageCache: true });
    fx = await seedFixtures(server.db);
  });
  afterAll(() => server?.close());

  const rename = (title: string) =>
    server.db.update(properties).set({ title }).where(eq(properties.id, fx.properties.marinaVilla.id));

  it("gives every response its own nonce, matching its CSP header, also when the page is remembered", async () => {
    const path = `${server.url}/property/${fx.properties.marinaVilla.id}`;
    const first = await page(path);
    await page(path); // the second request is kept, the third answered from memory
    const second = await page(path);
    for (const p of [first, second]) {
      expect(p.status).toBe(200);
      expect(p.headerNonce).toBeTruthy();
      expect([...p.htmlNonces]).toEqual([p.headerNonce]);
    }
    expect(second.headerNonce).not.toBe(first.headerNonce);
    expect(second.html.replaceAll(second.headerNonce ?? "", "N")).toBe(
      first.html.replaceAll(first.headerNonce ?? "", "N"),
    );
  });

  it("shows an anonymous visitor the remembered page until the data is forgotten, then the new data", async () => {
    const path = `${server.url}/property/${fx.properties.marinaVilla.id}`;
    // A page is kept from the second time its address is asked for.
    expect((await page(path)).html).toContain("Marina Villa");
    expect((await page(path)).html).toContain("Marina Villa");
    await rename("Marina Villa Renamed");
    expect((await page(path)).html).not.toContain("Marina Villa Renamed");
    server.forgetRemembered();
    expect((await page(path)).html).toContain("Marina Villa Renamed");
    await rename("Marina Villa");
    server.forgetRemembered();
  });

  it("renders each display currency separately", async () => {
    const path = `${server.url}/property/${fx.properties.marinaVilla.id}`;
    const inr = await page(path);
    const eur = await page(path, "currency=EUR");
    expect(inr.html).toContain("₹");
    expect(eur.html).toContain("€");
    expect(eur.html).not.toBe(inr.html);
  });

  it("never serves a signed-in visitor a shared page", async () => {
    const [inserted] = await server.db
      .insert(profiles)
      .values({
        firstName: "Zenobia",
        lastName: "Test",
        email: "cache@example.com",
        phone: "+971501234567",
        contactEmail: "cache@example.com",
        passwordHash: "x",
      })
      .returning();
    const profile = must(inserted, "the test profile");
    const { token } = await createSession(server.db, profile.id, "customer");
    const path = `${server.url}/contact`;
    const anonymous = await page(path);
    expect(anonymous.html).not.toContain("Zenobia");
    // The header greets a signed-in visitor by name: that page is theirs alone.
    const signedIn = await page(path, `${sessionCookieName(false)}=${token}`);
    expect(signedIn.html).toContain("Zenobia");
    expect(signedIn.cacheControl).toBe("private, no-store");
    expect((await page(path)).html).not.toContain("Zenobia");
  });
});
