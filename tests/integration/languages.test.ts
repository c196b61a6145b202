import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../../app/i18n/ar";
import { en } from "../../app/i18n/en";
import { ru } from "../../app/i18n/ru";
import { FAQS_AR } from "../../app/modules/faq/faq.ar";
import { databases, startTestServer, type TestServer } from "../helpers/server";

// Build first (`BUILD_DIR=build-i18n npx react-router build`): the test server serves pages from the build.
const SITE = "http://127.0.0.1"; // the siteUrl startTestServer gives the app

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe.each(databases())("languages on %s", (database) => {
  let server: TestServer;
  // The page cache on: a remembered language must never be answered from it.
  beforeAll(async () => {
    server = await startTestServer({ database, pageCache: true, demo: true });
  });
  afterAll(() => server?.close());

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

  it("/ar/faq is rendered right to left, in Arabic, with the translated questions", async () => {
    const res = await get("/ar/faq");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlTag(html)).toMatch(/lang="ar"/);
    expect(htmlTag(html)).toMatch(/dir="rtl"/);
    expect(title(html)).toBe(`${ar["faqPage.title"]} — ${ar["site.name"]}`);
    expect(html).toContain(escaped(ar["faqPage.intro"] as string));
    expect(html).toContain(escaped(FAQS_AR[0]?.question ?? "missing"));
    // Interface text from the end of the stream (the footer) is Arabic too.
    expect(html).toContain(escaped(ar["shell.footerAbout"] as string));
    expect(html).not.toContain(escaped(en["shell.footerAbout"]));
    // The Arabic font is preloaded; the Devanagari one is not.
    expect(html).toMatch(/<link rel="preload" href="[^"]*noto-sans-arabic[^"]*\.woff2"/);
    expect(html).not.toMatch(/noto-sans-devanagari[^"]*\.woff2" as="font"/);
  });

  it("unprefixed pages are unchanged: English, left to right, English links", async () => {
    for (const path of ["/", "/faq", "/property-lsiting-list", "/DubaiOnlyNotice", "/about"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(htmlTag(html), path).toMatch(/lang="en" dir="ltr"/);
      expect(html, path).toContain(`href="/contact"`);
      expect(html, path).not.toContain(`href="/ar/contact"`);
    }
    expect((await get("/blog-details")).status).toBe(404);
  });

  it("links on a Russian page stay in Russian; the API and the back office keep one address", async () => {
    const html = await (await get("/ru/about")).text();
    expect(html).toContain(`href="/ru/contact"`);
    expect(html).toContain(`href="/ru/articals"`);
    expect(html).toContain(escaped(ru["nav.contact"] as string));
    expect(html).not.toMatch(/href="\/ru\/(?:api|media|admin)\b/);
  });

  it("an unknown prefix is a 404 and /en/… moves to the unprefixed address", async () => {
    expect((await get("/xx/faq")).status).toBe(404);
    expect((await get("/AR/faq")).status).toBe(404);
    const en = await get("/en/faq?q=fee");
    expect(en.status).toBe(301);
    expect(new URL(en.headers.get("location") ?? "", server.url).pathname).toBe("/faq");
  });

  it("a remembered language redirects unprefixed pages, before the page cache", async () => {
    // Fill the page cache with the English page first (it keeps a page asked for twice).
    expect((await get("/faq?q=fee")).status).toBe(200);
    expect((await get("/faq?q=fee")).status).toBe(200);
    const res = await get("/faq?q=fee", "lang=ar");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar/faq?q=fee");
    expect(res.headers.get("cache-control")).toContain("no-store");
    // English remembered, or no cookie at all (crawlers): the English page.
    expect((await get("/faq?q=fee", "lang=en")).status).toBe(200);
    expect((await get("/faq?q=fee", "lang=zz")).status).toBe(200);
    // Prefixed pages, the API and the back office are never redirected.
    expect((await get("/ru/faq", "lang=ar")).status).toBe(200);
    expect((await get("/api/property/properties?limit=1", "lang=ar")).status).toBe(200);
    expect((await get("/admin", "lang=ar")).headers.get("location")).not.toMatch(/^\/ar/);
  });

  it("pages declare hreflang alternates and a canonical address in their own language", async () => {
    const html = await (await get("/ru/faq")).text();
    const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(Object.fromEntries(links)).toEqual({
      en: `${SITE}/faq`,
      ar: `${SITE}/ar/faq`,
      hi: `${SITE}/hi/faq`,
      ru: `${SITE}/ru/faq`,
      "x-default": `${SITE}/faq`,
    });
    expect(html).toContain(`<link rel="canonical" href="${SITE}/ru/faq"/>`);
  });

  it("pages without their own sharing tags still declare their language alternates, query included", async () => {
    const alternates = async (path: string) =>
      Object.fromEntries(
        [
          ...(await (await get(path)).text()).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi),
        ].map(([, lang = "", href = ""]) => [lang, href.replaceAll("&amp;", "&")]),
      );
    const country = "/country-property-sale-list?country=United+Arab+Emirates";
    expect(await alternates("/ar/country-property-sale-list?country=United%20Arab%20Emirates")).toEqual({
      en: `${SITE}${country}`,
      ar: `${SITE}/ar${country}`,
      hi: `${SITE}/hi${country}`,
      ru: `${SITE}/ru${country}`,
      "x-default": `${SITE}${country}`,
    });
    for (const path of ["/hi/login-signup", "/enquiry", "/property-search-list", "/ru/DubaiOnlyNotice"]) {
      expect(Object.keys(await alternates(path)), path).toEqual(["en", "ar", "hi", "ru", "x-default"]);
    }
  });

  it("the sitemaps list every page in every language", async () => {
    const pages = await (await get("/sitemap-pages.xml")).text();
    for (const loc of [
      `${SITE}/`,
      `${SITE}/ar`,
      `${SITE}/hi`,
      `${SITE}/ru`,
      `${SITE}/ru/Affiliate`,
      `${SITE}/hi/faq`,
    ]) {
      expect(pages).toContain(`<loc>${loc}</loc>`);
    }
    const listings = await (await get("/sitemap-properties-1.xml")).text();
    const ids = [...listings.matchAll(/<loc>[^<]*\/property\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    const id = ids[0];
    expect(listings).toContain(`<loc>${SITE}/property/${id}</loc>`);
    expect(listings).toContain(`<loc>${SITE}/ar/property/${id}</loc>`);
    expect(listings).toContain(`<loc>${SITE}/hi/property/${id}</loc>`);
    expect(listings).toContain(`<loc>${SITE}/ru/property/${id}</loc>`);
  });

  it("a form posted from an Arabic page answers in Arabic; the REST API stays English", async () => {
    const form = new URLSearchParams({ fullname: "", email: "", phone: "", message: "" });
    const page = await fetch(`${server.url}/ar/residence-passports`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: form,
    });
    const html = await page.text();
    expect(html).toContain(escaped(ar["content.res.messageRequired"] as string));

    const api = await fetch(`${server.url}/api/enquiry/enquireyenter`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: "lang=ar" },
      body: JSON.stringify({ fullname: "", phoneNo: "", email: "" }),
    });
    expect(JSON.stringify(await api.json())).toContain("Please enter your name.");
  });
});
