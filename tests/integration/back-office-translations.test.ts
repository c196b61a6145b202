import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { one } from "../../db/one";
import { auditLog, locations, properties } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Issue 16, item 4: a listing's texts and a place's names are edited per language in the
 * back office, and the public pages and the search use them at once.
 */
describe.each(databases())("back-office translations of listings and places (%s)", (database) => {
  let server: TestServer;
  let editor: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
    editor = await signInAs(server.db, "editor");
  }, 120_000);
  afterAll(() => server?.close());

  const get = async (path: string, signedIn = false) => {
    const res = await fetch(server.url + path, signedIn ? { headers: { cookie: editor.cookie } } : undefined);
    expect(res.status, path).toBe(200);
    return (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  };
  const post = (path: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return fetch(server.url + path, { method: "POST", redirect: "manual", headers: { cookie: editor.cookie }, body });
  };
  const h1 = (html: string) => html.match(/<h1[^>]*>[\s\S]*?<\/h1>/)?.[0] ?? "";
  const metaDescription = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
  const input = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
  const publishedListing = async () =>
    one(
      await server.db
        .select({ id: properties.id, title: properties.title, locationId: properties.locationId })
        .from(properties)
        .where(eq(properties.status, "published"))
        .orderBy(desc(properties.createdAt))
        .limit(1),
      "a published listing",
    );

  it("an Arabic title saved on the listing's Arabic tab shows on /ar/property/:id and not on /property/:id", async () => {
    const listing = await publishedListing();
    const form = await get(`/admin/listings/${listing.id}?lang=ar`, true);
    // The Arabic tab: right-to-left inputs in Arabic, the English beside them for reference.
    expect(input(form, "title")).toContain('lang="ar"');
    expect(input(form, "title")).toContain('dir="rtl"');
    expect(form).toContain(`English: ${listing.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}`);
    expect(form).toMatch(/aria-current="page"[^>]*>العربية</);
    // "View on the site" opens the listing's Arabic page.
    expect(form).toContain(`href="/ar/property/${listing.id}"`);

    const title = "شقة فاخرة بإطلالة على البحر";
    const saved = await post(`/admin/listings/${listing.id}`, {
      intent: "translate",
      lang: "ar",
      title,
      tagTitle: "",
      descriptionTitle: "عن العقار",
      description: '<p>شقة <strong>مشمسة</strong></p><script>alert("x")</script>',
    });
    expect(saved.status).toBe(200);

    const ar = await get(`/ar/property/${listing.id}`);
    expect(h1(ar)).toContain(title);
    expect(h1(ar)).not.toContain('lang="en"');
    expect(ar).toContain("<strong>مشمسة</strong>");
    expect(ar).not.toContain('alert("x")');
    // The meta description is built from messages and names in Arabic: no English "in".
    expect(metaDescription(ar)).toMatch(/ في /);
    expect(metaDescription(ar)).not.toMatch(/ in /);
    const en = await get(`/property/${listing.id}`);
    expect(h1(en)).toContain(listing.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(en).not.toContain(title);
    // Other languages and the English columns are left alone.
    const row = one(await server.db.select().from(properties).where(eq(properties.id, listing.id)), "listing");
    expect(row.title).toBe(listing.title);
    expect(row.translations.ar).toMatchObject({ title, descriptionTitle: "عن العقار" });
    expect(row.translations.ar).not.toHaveProperty("tagTitle");
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, listing.id), eq(auditLog.action, "translate:ar")));
    expect(audit?.entity).toBe("property");
  });

  it("a translated listing title that is too long is refused, naming the field", async () => {
    const listing = await publishedListing();
    const res = await post(`/admin/listings/${listing.id}`, {
      intent: "translate",
      lang: "hi",
      title: "क".repeat(201),
      tagTitle: "",
      descriptionTitle: "",
      description: "",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Title must be at most 200 characters.");
  });

  it("an Arabic place name and a short name saved in the back office are found by the search and shown on /ar", async () => {
    const listing = await publishedListing();
    const place = one(await server.db.select().from(locations).where(eq(locations.id, listing.locationId)), "place");
    const name = "واحة الاختبار الذهبية";
    const form = await get(`/admin/content/locations/${place.id}?lang=ar`, true);
    expect(input(form, "label")).toContain('dir="rtl"');

    const translated = await post(`/admin/content/locations/${place.id}`, {
      intent: "translate",
      lang: "ar",
      label: name,
      city: "",
      state: "",
      country: "",
    });
    expect(translated.status).toBe(200);
    const renamed = await post(`/admin/content/locations/${place.id}`, {
      intent: "save",
      label: place.label,
      city: place.city,
      state: place.state,
      country: place.country,
      aliases: [...place.aliases, "goldoasis"].join("\n"),
      latitude: String(place.latitude),
      longitude: String(place.longitude),
      ...(place.isTop ? { isTop: "on" } : {}),
      sortOrder: String(place.sortOrder),
    });
    expect(renamed.status).toBe(200);

    const ar = await get(`/ar/property-search?${new URLSearchParams({ locationlable: name })}`);
    expect(h1(ar)).toContain(name);
    expect(ar).toContain(`/ar/property/${listing.id}`);
    const byAlias = await get("/property-search?locationlable=goldoasis");
    expect(h1(byAlias)).toContain(place.label);
    expect(byAlias).toContain(`/property/${listing.id}`);
    // The listing's own Arabic page names the place in Arabic.
    expect(metaDescription(await get(`/ar/property/${listing.id}`))).toContain(name);
  });

  it("the home page's testimonials read in the page's language, the person's name as written", async () => {
    const ar = await get("/ar");
    expect(ar).toContain("اشتريت أول شقة لي في دبي مارينا");
    expect(ar).not.toContain("I bought my first apartment in Dubai Marina");
    expect(ar).toMatch(/<span lang="en"[^>]*>Priya Sharma<\/span>/);
    expect(await get("/hi")).toContain("मुंबई, भारत की निवेशक");
    expect(await get("/ru")).toContain("Инвестор из Мумбаи, Индия");
    expect(await get("/")).toContain("Investor from Mumbai, India");
  });

  it("a place name longer than the English rule allows is refused, naming the field", async () => {
    const place = one(await server.db.select().from(locations).limit(1), "place");
    const res = await post(`/admin/content/locations/${place.id}`, {
      intent: "translate",
      lang: "ru",
      label: "Д".repeat(121),
      city: "",
      state: "",
      country: "",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Label[^<]*120/);
  });
});
