import { Hono } from "hono";
import { LANGUAGE_CODES, localePath } from "../app/i18n/languages";
import { publishedListingCount, publishedListingPage, sitemapPages } from "../app/modules/site/sitemap.server";
import type { Db } from "../db/client";

/**
 * Listings per /sitemap-properties-{n}.xml; the protocol allows 50,000 addresses a file and
 * every listing is listed in each of the four languages.
 */
export const PROPERTIES_PER_SITEMAP = 12_000;

/** Every public page without parameters (the Dubai-only notice is left out on purpose). */
export const STATIC_PAGES = [
  "/",
  "/about",
  "/articals",
  "/blogs",
  "/news",
  "/contact",
  "/faq",
  "/privacy-policy",
  "/Affiliate",
  "/Advertise",
  "/residence-passports",
  "/property-search",
  "/agents",
  "/agencies",
  "/mortgage-calculator",
  "/projects",
  "/rent-increase",
] as const;

const CACHE = "public, max-age=3600";

type Entry = { loc: string; lastmod?: string | null };

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A W3C date (YYYY-MM-DD) from a Date or a stored date string; undefined when unreadable. */
function w3cDate(value: Date | string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** Site paths → every page in every language, absolute: the English address, then /ar, /hi and /ru (decision 006). */
function inEveryLanguage(pages: Entry[], abs: (path: string) => string): Entry[] {
  return pages.flatMap((e) => LANGUAGE_CODES.map((code) => ({ ...e, loc: abs(localePath(code, e.loc)) })));
}

/** A urlset of `pages` (site paths), each listed in every language. */
function urlset(pages: Entry[], abs: (path: string) => string): string {
  const entries = inEveryLanguage(pages, abs);
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** robots.txt and the sitemaps: an index of the page sitemap and the listing chunks. */
export function seoRoutes(db: Db, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, "");
  const abs = (path: string) => `${base}${path}`;
  const app = new Hono();

  const xml = (body: string) =>
    new Response(body, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE },
    });

  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", CACHE);
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /enquiry\n\nSitemap: ${abs("/sitemap.xml")}\n`);
  });

  app.get("/sitemap.xml", async () => {
    const chunks = Math.ceil((await publishedListingCount(db)) / PROPERTIES_PER_SITEMAP);
    const locs = [abs("/sitemap-pages.xml")];
    for (let n = 1; n <= chunks; n++) locs.push(abs(`/sitemap-properties-${n}.xml`));
    return xml(sitemapIndex(locs));
  });

  app.get("/sitemap-pages.xml", async () => {
    const [blogRows, developerRows, topRows, agentRows, agencyRows, projectRows, areaRows] = await sitemapPages(db);
    const entries: Entry[] = [
      ...STATIC_PAGES.map((path) => ({ loc: path })),
      ...blogRows.map((b) => ({
        loc: `/blog-details?bId=${encodeURIComponent(b.id)}`,
        lastmod: w3cDate(b.publishedOn),
      })),
      ...developerRows.map((d) => ({ loc: `/developer-profile?id=${encodeURIComponent(d.id)}` })),
      ...topRows.map((l) => ({ loc: `/dubai-locations?locationlable=${encodeURIComponent(l.label)}` })),
      ...agentRows.map((a) => ({ loc: `/agents/${a.slug}` })),
      ...agencyRows.map((a) => ({ loc: `/agencies/${a.slug}` })),
      ...projectRows.map((p) => ({ loc: `/projects/${p.slug}`, lastmod: w3cDate(p.updatedAt) })),
      ...areaRows.map((a) => ({ loc: `/area/${a.slug}` })),
    ];
    return xml(urlset(entries, abs));
  });

  app.get("/:file{sitemap-properties-[0-9]+\\.xml}", async (c) => {
    const n = Number(/(\d+)/.exec(c.req.param("file"))?.[1]);
    if (!Number.isSafeInteger(n) || n < 1) return c.notFound();
    const rows = await publishedListingPage(db, n, PROPERTIES_PER_SITEMAP);
    if (rows.length === 0 && n > 1) return c.notFound();
    return xml(
      urlset(
        rows.map((p) => ({ loc: `/property/${encodeURIComponent(p.id)}`, lastmod: w3cDate(p.updatedAt) })),
        abs,
      ),
    );
  });

  return app;
}
