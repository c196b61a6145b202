import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, properties, propertyImages } from "../../db/schema";
import { databases, startTestServer, type TestServer } from "../helpers/server";

// Build first (`BUILD_DIR=build-seo npx react-router build`): the test server serves pages from the build.

const SITE = "http://127.0.0.1"; // the siteUrl startTestServer gives the app

/** Checks the document is well-formed (one root, tags nest, entities known) and names its root element. */
function wellFormedRoot(xml: string): string {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  let root = "";
  const text = body.replace(
    /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g,
    (_m, close, name, _a, self) => {
      if (close) {
        expect(stack.pop(), `</${name}> closes the open element`).toBe(name);
      } else if (!self) {
        if (stack.length === 0) {
          expect(root, "a single root element").toBe("");
          root = name;
        }
        stack.push(name);
      }
      return "";
    },
  );
  expect(stack, "every element is closed").toEqual([]);
  expect(text, "no stray markup").not.toMatch(/[<>]/);
  expect(text.replace(/&(amp|lt|gt|quot|apos);/g, ""), "only XML entities").not.toContain("&");
  return root;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]?.replace(/&amp;/g, "&"));

/** Every <meta> and <link> of the page's head as attribute maps. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(meta|link)\b([^>]*)>/g)].map((m) => {
    const attrs: Record<string, string> = { tag: m[1] ?? "" };
    for (const a of (m[2] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g))
      attrs[a[1] ?? ""] = (a[2] ?? "").replace(/&amp;/g, "&");
    return attrs;
  });
}
const metaContent = (html: string, key: string) =>
  headTags(html).find((t) => t.tag === "meta" && (t.property === key || t.name === key))?.content;
const canonical = (html: string) => headTags(html).find((t) => t.tag === "link" && t.rel === "canonical")?.href;

describe.each(databases())("robots, sitemaps and page metadata on %s", (database) => {
  let server: TestServer;
  let propertyId: string;
  let blog: { id: string; title: string };

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
    // A published listing with a picture, and any post.
    const [p] = await server.db
      .selectDistinct({ id: properties.id })
      .from(properties)
      .innerJoin(propertyImages, eq(propertyImages.propertyId, properties.id))
      .where(eq(properties.status, "published"))
      .orderBy(asc(properties.id))
      .limit(1);
    const [b] = await server.db
      .select({ id: blogs.id, title: blogs.title })
      .from(blogs)
      .where(isNotNull(blogs.imageId))
      .orderBy(asc(blogs.id))
      .limit(1);
    if (!p || !b) throw new Error("the demo data has no listing or post");
    propertyId = p.id;
    blog = b;
  });
  afterAll(() => server?.close());

  it("robots.txt allows the site, keeps crawlers off the API and the enquiry form, and names the sitemap", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toMatch(/^Disallow: \/enquiry$/m);
    expect(body).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, "m"));
  });

  it("sitemap.xml is an index of the page sitemap and the listing chunks, each valid XML", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const index = await res.text();
    expect(wellFormedRoot(index)).toBe("sitemapindex");
    const children = locs(index);
    expect(children[0]).toBe(`${SITE}/sitemap-pages.xml`);
    expect(children.slice(1)).toEqual([`${SITE}/sitemap-properties-1.xml`]);

    const all: string[] = [];
    for (const child of children) {
      const part = await fetch(server.url + new URL(child ?? "").pathname);
      expect(part.status).toBe(200);
      expect(part.headers.get("content-type")).toMatch(/^application\/xml/);
      const xml = await part.text();
      expect(wellFormedRoot(xml)).toBe("urlset");
      all.push(...locs(xml).map(String));
    }
    expect(all).toContain(`${SITE}/`);
    expect(all).toContain(`${SITE}/Affiliate`);
    expect(all).toContain(`${SITE}/property/${propertyId}`);
    expect(all).toContain(`${SITE}/blog-details?bId=${blog.id}`);
    expect(all.some((l) => l.startsWith(`${SITE}/developer-profile?id=`))).toBe(true);
    expect(all.some((l) => l.startsWith(`${SITE}/dubai-locations?locationlable=`))).toBe(true);
    expect(all).not.toContain(`${SITE}/DubaiOnlyNotice`);
    expect(new Set(all).size).toBe(all.length);

    const properties = await (await fetch(`${server.url}/sitemap-properties-1.xml`)).text();
    expect(properties).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await fetch(`${server.url}/sitemap-properties-2.xml`)).status).toBe(404);
  });

  it("a property page has Open Graph, a large Twitter card and its canonical address", async () => {
    const res = await fetch(`${server.url}/property/${propertyId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(metaContent(html, "og:title")).toMatch(/— Dubai Estates$/);
    expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${SITE}/media/[0-9a-f-]{36}$`));
    expect(metaContent(html, "og:url")).toBe(`${SITE}/property/${propertyId}`);
    expect(metaContent(html, "og:site_name")).toBe("Dubai Estates");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(canonical(html)).toBe(`${SITE}/property/${propertyId}`);
    expect(html).toContain('"@type":"RealEstateListing"');
  });

  it("a post has Article JSON-LD that parses and names its headline", async () => {
    for (const path of [`/blog-details?bId=${blog.id}`, `/blog-details/${blog.id}`]) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const script = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
      expect(script?.[0]).toMatch(/nonce="[^"]+"/);
      const json = JSON.parse(script?.[1] ?? "null");
      expect(json).toMatchObject({ "@context": "https://schema.org", "@type": "Article", headline: blog.title });
      expect(json.image[0]).toMatch(new RegExp(`^${SITE}/media/`));
      expect(metaContent(html, "og:type")).toBe("article");
      expect(canonical(html)).toBe(`${SITE}/blog-details?bId=${blog.id}`);
    }
  });

  it("the home page and a page without a loader have canonical addresses", async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    expect(canonical(home)).toBe(`${SITE}/`);
    expect(metaContent(home, "twitter:card")).toBe("summary");
    const affiliate = await (await fetch(`${server.url}/Affiliate`)).text();
    expect(canonical(affiliate)).toBe(`${SITE}/Affiliate`);
  });

  it("a location page's canonical keeps only the location", async () => {
    const html = await (
      await fetch(`${server.url}/dubai-locations?locationlable=Dubai%20Marina&page=2&sort=price`)
    ).text();
    expect(canonical(html)).toBe(`${SITE}/dubai-locations?locationlable=Dubai%20Marina`);
  });
});
