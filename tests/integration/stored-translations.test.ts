import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MASTER } from "../../db/ids";
import { one } from "../../db/one";
import { auditLog, categories, faqEntries, heroSections, properties, propertyAmenities } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Issue 16, item 4: stored text has a value per language, edited per language in the back
 * office; a field with no translation shows English marked lang="en".
 */
describe.each(databases())("stored text in every language (%s)", (database) => {
  let server: TestServer;
  let editor: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
    editor = await signInAs(server.db, "editor");
  }, 120_000);
  afterAll(() => server?.close());

  const page = async (path: string) => {
    const res = await fetch(server.url + path);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const post = (path: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return fetch(server.url + path, { method: "POST", redirect: "manual", headers: { cookie: editor.cookie }, body });
  };
  /** The opening tag of the element whose text is exactly `text`. */
  const tagAround = (html: string, text: string) => {
    const at = html.indexOf(`>${text}<`);
    expect(at, `"${text}" is on the page`).toBeGreaterThan(-1);
    return html.slice(html.lastIndexOf("<", at), at + 1);
  };
  const hero = async () => one(await server.db.select().from(heroSections).limit(1), "hero");
  const category = async (masterId: string, value: string) =>
    one(
      await server.db
        .select()
        .from(categories)
        .where(and(eq(categories.masterId, masterId), eq(categories.value, value))),
      value,
    );

  it("the home page shows the hero heading and popular searches in the page's language, English on /", async () => {
    const [en, ar, hi, ru] = (await Promise.all(["/", "/ar", "/hi", "/ru"].map(page))) as [
      string,
      string,
      string,
      string,
    ];
    expect(en).toContain("Find Your Place in Dubai");
    expect(tagAround(ar, "اعثر على مكانك في دبي")).not.toContain('lang="en"');
    expect(ar).not.toContain("Find Your Place in Dubai");
    expect(hi).toContain("दुबई में अपना ठिकाना खोजें");
    expect(ru).toContain("Найдите своё место в Дубае");
    expect(tagAround(ar, "شقق دبي مارينا")).not.toContain('lang="en"');
    // The popular search keeps its English address, in the page's language.
    expect(ar).toContain('href="/ar/property-search?locationlable=Dubai%20Marina&amp;type=Apartment"');
  });

  it("cards name the property type, and the property page its facilities, in the page's language", async () => {
    const apartment = await category(MASTER.propertyType, "Apartment");
    const [listing] = await server.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.propertyTypeId, apartment.id), eq(properties.status, "published")))
      .limit(1);
    const pool = await category(MASTER.facility, "Swimming Pool");
    const [withPool] = await server.db
      .select({ id: propertyAmenities.propertyId })
      .from(propertyAmenities)
      .innerJoin(properties, eq(properties.id, propertyAmenities.propertyId))
      .where(and(eq(propertyAmenities.categoryId, pool.id), eq(properties.status, "published")))
      .limit(1);
    if (!listing || !withPool) throw new Error("the demo data has an apartment and a listing with a pool");

    const search = await page("/ar/property-search?type=Apartment");
    expect(tagAround(search, "شقة")).not.toContain('lang="en"');
    expect(await page("/ru/property-search?type=Apartment")).toContain(">Квартира<");
    expect(await page("/property-search?type=Apartment")).toContain(">Apartment<");

    const ar = await page(`/ar/property/${withPool.id}`);
    expect(tagAround(ar, "مسبح")).not.toContain('lang="en"');
    expect(await page(`/hi/property/${withPool.id}`)).toContain(">स्विमिंग पूल<");
    // The standard fact labels come from the catalogue.
    expect(ar).toMatch(/<dt[^>]*>المساحة<\/dt>/);
    // The listing's own title has no Arabic yet: English, marked so.
    const title = one(await server.db.select().from(properties).where(eq(properties.id, withPool.id)), "listing").title;
    expect(ar).toMatch(new RegExp(`<h1 lang="en"[^>]*>${asPattern(title)}</h1>`));
  });

  it("the FAQ shows the table's translations, and a blog list its categories, in the page's language", async () => {
    const faq = await page("/ar/faq");
    expect(faq).toContain("هل يمكن للأجانب شراء العقارات في دبي؟");
    expect(faq).not.toContain("Can foreigners buy property in Dubai?");
    expect(await page("/ru/faq")).toContain("Могут ли иностранцы");
    const blogs = await page("/ar/blogs");
    expect(tagAround(blogs, "اتجاهات السوق")).not.toContain('lang="en"');
    expect(await page("/hi/blogs")).toContain(">बाज़ार के रुझान<");
  });

  it('a field with no translation falls back to English, marked lang="en"', async () => {
    const [entry] = await server.db.select().from(faqEntries).orderBy(faqEntries.sortOrder).limit(1);
    if (!entry?.translations.ar) throw new Error("the demo data has a translated FAQ");
    const arabic = entry.translations.ar as { question: string; answer: string };
    // Emptied in the back office: the Arabic page shows the English, marked as English.
    const cleared = await post(`/admin/content/faq/${entry.id}`, {
      intent: "translate",
      lang: "ar",
      question: "",
      answer: "",
    });
    expect(cleared.status).toBe(200);
    const ar = await page("/ar/faq");
    expect(tagAround(ar, entry.question)).toContain('lang="en"');
    expect(ar).not.toContain(arabic.question);
    expect(await page("/ru/faq")).not.toContain(entry.question);
    const restored = await post(`/admin/content/faq/${entry.id}`, { intent: "translate", lang: "ar", ...arabic });
    expect(restored.status).toBe(200);
    expect(await page("/ar/faq")).toContain(arabic.question);
  });

  it("the back office edits the Arabic hero heading: it shows on /ar and not on /, validated and audited", async () => {
    const record = await hero();
    const form = await fetch(`${server.url}/admin/content/hero/${record.id}?lang=ar`, {
      headers: { cookie: editor.cookie },
    });
    const html = await form.text();
    expect(html).toContain('name="lang" value="ar"');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("اعثر على مكانك في دبي");

    const tooLong = await post(`/admin/content/hero/${record.id}`, {
      intent: "translate",
      lang: "ar",
      title: "ع".repeat(201),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("200");

    const saved = await post(`/admin/content/hero/${record.id}`, {
      intent: "translate",
      lang: "ar",
      title: "بيتك القادم في دبي",
      subtitle: "",
    });
    expect(saved.status).toBe(200);
    const [ar, en, ru] = await Promise.all([page("/ar"), page("/"), page("/ru")]);
    expect(tagAround(ar, "بيتك القادم في دبي")).not.toContain('lang="en"');
    expect(en).not.toContain("بيتك القادم في دبي");
    expect(en).toContain("Find Your Place in Dubai");
    expect(ru).toContain("Найдите своё место в Дубае");
    // The emptied subtitle falls back to English, marked so; the other languages are kept.
    expect(tagAround(ar, record.subtitle)).toContain('lang="en"');
    const after = await hero();
    expect(after.title).toBe(record.title);
    expect(after.translations.ar).toEqual({ title: "بيتك القادم في دبي" });
    expect(after.translations.hi).toEqual(record.translations.hi);

    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "hero"), eq(auditLog.entityId, record.id)));
    expect(audit.map((a) => a.action)).toContain("translate:ar");
  });

  it("the REST API stays English", async () => {
    const res = await fetch(`${server.url}/api/subcategory/getcategory`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Apartment");
    expect(body).not.toContain("شقة");
    expect(body).not.toContain("translations");
  });
});

function asPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/&/g, "&amp;");
}
