/**
 * Issue 6: /articals, /blogs, /news, /blog-details, /developer-profile, the residency form
 * and the static pages, server-rendered over a real HTTP server and a fresh demo database.
 * Pages exist only after a build (BUILD_DIR, default build/).
 */

import { existsSync } from "node:fs";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_GROUP_ID, MASTER } from "../../db/ids";
import { blogs, categories, developers, enquiries, properties } from "../../db/schema";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const BUILT = existsSync(`${process.env.BUILD_DIR || "build"}/server/index.js`);
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UNKNOWN_ID = "00000000-0000-4000-8000-00000000dead";

/** The rendered markup without the scripts that carry loader data. */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
/** Visible text: tags dropped, entities React writes decoded, whitespace collapsed. */
const text = (html: string) =>
  decode(markup(html).replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const unique = <T>(xs: T[]) => [...new Set(xs)];
const postIds = (html: string) =>
  unique([...markup(html).matchAll(new RegExp(`/blog-details\\?bId=(${UUID})`, "g"))].map((m) => m[1] as string));
const summaries = (html: string) =>
  [...markup(html).matchAll(/<p data-summary(?:="[^"]*")?[^>]*>([\s\S]*?)<\/p>/g)].map((m) => decode(m[1] as string));

/** The category sidebar's markup. */
const sidebar = (html: string) =>
  markup(html).match(/aria-labelledby="post-categories-title"[\s\S]*?<\/aside>/)?.[0] ?? "";
/** The href of every link marked aria-current="page". */
const currentLinks = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('aria-current="page"'))
    .map((tag) => decode(tag.match(/href="([^"]*)"/)?.[1] ?? ""));

const LISTS = [
  { path: "/articals", group: CONTENT_GROUP_ID.articles, heading: "Articles", limit: 400 },
  { path: "/blogs", group: CONTENT_GROUP_ID.blogs, heading: "Blogs", limit: 200 },
  { path: "/news", group: CONTENT_GROUP_ID.news, heading: "Trending News", limit: 200 },
] as const;

describe.each(databases())("content pages on %s", (database) => {
  let server: TestServer;
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    if (!BUILT) throw new Error("Run the build first: pages are served from the build folder.");
    server = await startTestServer({ database, demo: true });
  });
  afterAll(() => server?.close());

  describe.each(LISTS)("$path", ({ path, group, heading, limit }) => {
    it("lists only its group's posts, 12 newest first, with summaries within the limit", async () => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(markup(html)).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(text(html)).toContain("Show All");
      const ids = postIds(html);
      expect(ids).toHaveLength(12);
      const rows = await server.db
        .select({ id: blogs.id, groupId: blogs.groupId })
        .from(blogs)
        .where(inArray(blogs.id, ids));
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.groupId === group)).toBe(true);
      const newest = await server.db
        .select({ id: blogs.id })
        .from(blogs)
        .where(eq(blogs.groupId, group))
        .orderBy(desc(blogs.publishedOn), desc(blogs.createdAt), desc(blogs.id))
        .limit(12);
      expect(ids).toEqual(newest.map((r) => r.id));

      const cut = summaries(html);
      expect(cut.length).toBe(12);
      for (const s of cut) expect(s.length).toBeLessThanOrEqual(limit);
      // The demo posts are longer than the limit: they are cut, with an ellipsis, near it.
      expect(cut.some((s) => s.endsWith("…") && s.length > limit - 30)).toBe(true);
      // Long US dates and an author on every card.
      expect(text(html)).toMatch(
        /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
      );
      expect(text(html)).toMatch(/By \S+/);
    });

    it("shows a different page 2", async () => {
      const first = postIds((await get(path)).html);
      const { status, html } = await get(`${path}?page=2`);
      expect(status).toBe(200);
      const second = postIds(html);
      expect(second.length).toBeGreaterThan(0);
      expect(second.some((id) => first.includes(id))).toBe(false);
    });

    it("narrows the list to a category, highlighted in the sidebar", async () => {
      const [row] = await server.db
        .select({ categoryId: blogs.categoryId })
        .from(blogs)
        .where(eq(blogs.groupId, group))
        .orderBy(desc(blogs.publishedOn))
        .limit(1);
      const category = row?.categoryId as string;
      const { status, html } = await get(`${path}?category=${category}`);
      expect(status).toBe(200);
      const ids = postIds(html);
      expect(ids.length).toBeGreaterThan(0);
      const rows = await server.db
        .select({ id: blogs.id })
        .from(blogs)
        .where(and(eq(blogs.groupId, group), eq(blogs.categoryId, category)));
      expect(ids.length).toBe(Math.min(12, rows.length));
      expect(ids.every((id) => rows.some((r) => r.id === id))).toBe(true);
      expect(ids.length).toBeLessThan(12);
      // The chosen category is the sidebar's current link; Show All is not.
      const current = currentLinks(sidebar(html));
      expect(current).toEqual([`${path}?category=${category}`]);
      expect(currentLinks(sidebar((await get(path)).html))).toEqual([path]);
    });

    it("offers the sub-categories that hold posts of the list, not an empty one, and says No articles found. for an unknown one", async () => {
      const [unused] = await server.db
        .insert(categories)
        .values({ masterId: MASTER.blogCategory, value: `Unused ${group}` })
        .returning({ id: categories.id });
      server.forgetRemembered();
      try {
        const cats = await server.db.select().from(categories).where(eq(categories.masterId, MASTER.blogCategory));
        const used = new Set(
          (await server.db.select({ id: blogs.categoryId }).from(blogs).where(eq(blogs.groupId, group))).map(
            (r) => r.id,
          ),
        );
        const offered = sidebar((await get(path)).html);
        expect(used.size).toBeGreaterThan(0);
        for (const c of cats) {
          const link = `href="${path}?category=${c.id}"`;
          if (used.has(c.id)) expect(offered).toContain(link);
          else expect(offered).not.toContain(link);
        }
        expect(offered).not.toContain(`Unused ${group}`);
      } finally {
        await server.db.delete(categories).where(eq(categories.id, unused?.id ?? UNKNOWN_ID));
      }
      const empty = await get(`${path}?category=${UNKNOWN_ID}`);
      expect(empty.status).toBe(200);
      expect(text(empty.html)).toContain("No articles found.");
      expect(postIds(empty.html)).toHaveLength(0);
    });
  });

  describe("/blog-details", () => {
    it("renders a post by /blog-details/{id} and by ?bId=, with More Insights of its group", async () => {
      const [post] = await server.db
        .select()
        .from(blogs)
        .where(eq(blogs.groupId, CONTENT_GROUP_ID.articles))
        .orderBy(desc(blogs.publishedOn))
        .limit(1);
      if (!post) throw new Error("no demo article");
      for (const path of [`/blog-details/${post.id}`, `/blog-details?bId=${post.id}`]) {
        const { status, html } = await get(path);
        expect(status).toBe(200);
        expect(decode(markup(html))).toContain(post.title);
        expect(markup(html)).toMatch(/<h2[^>]*>About this article<\/h2>/);
        expect(markup(html)).toMatch(/<h2[^>]*>More Insights<\/h2>/);
        expect(markup(html)).toMatch(/class="prose-content[^"]*"/);
        expect(text(html)).toContain(post.author.trim() ? `By ${post.author}` : "By Admin");
        expect(markup(html)).toContain("Developers");
        expect(markup(html)).toContain("Send an enquiry");
        expect(markup(html)).toMatch(/<title>[^<]+<\/title>/);
        // More Insights: the 5 newest other posts of the same group.
        const more = [...markup(html).matchAll(/data-more-insights[\s\S]*?<\/ul>/g)][0]?.[0] ?? "";
        const moreIds = unique([...more.matchAll(new RegExp(`bId=(${UUID})`, "g"))].map((m) => m[1] as string));
        const expected = await server.db
          .select({ id: blogs.id })
          .from(blogs)
          .where(and(eq(blogs.groupId, post.groupId), ne(blogs.id, post.id)))
          .orderBy(desc(blogs.publishedOn), desc(blogs.createdAt), desc(blogs.id))
          .limit(5);
        expect(moreIds).toEqual(expected.map((r) => r.id));
      }
    });

    it.each([
      ["an unknown id", `/blog-details?bId=${UNKNOWN_ID}`],
      ["an unknown path id", `/blog-details/${UNKNOWN_ID}`],
      ["a malformed id", "/blog-details?bId=not-an-id"],
      ["no id", "/blog-details"],
    ])("answers 404 with Blog Not Found for %s", async (_label, path) => {
      const { status, html } = await get(path);
      expect(status).toBe(404);
      expect(text(html)).toContain("Blog Not Found");
      expect(text(html)).toContain("The blog post you are looking for does not exist.");
      expect(markup(html)).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    });
  });

  describe("/developer-profile", () => {
    it("shows the developer's sections, the fixed figure and only their listings", async () => {
      const devs = await server.db.select().from(developers);
      // A developer with listings (the demo assigns every listing one).
      let dev = devs[0];
      for (const d of devs) {
        const [row] = await server.db
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.developerId, d.id))
          .limit(1);
        if (row) {
          dev = d;
          break;
        }
      }
      if (!dev) throw new Error("no demo developer");
      const { status, html } = await get(`/developer-profile?id=${dev.id}`);
      expect(status).toBe(200);
      const page = markup(html);
      expect(decode(page)).toMatch(new RegExp(`<h1[^>]*>${dev.firmName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
      for (const h of ["About", "Company Overview", "History"])
        expect(page).toMatch(new RegExp(`<h2[^>]*>.*?${h}</h2>`));
      expect(text(html)).toContain("6,000+ Units Sold");
      if (dev.yearEstablished) expect(text(html)).toContain(`${dev.yearEstablished} Year of entering the market`);
      expect(text(html)).toContain("Contact the developer directly");
      expect(page).toMatch(/href="\/enquiry\?type=Developer%20Profile"/);

      const shown = unique(
        [...page.matchAll(new RegExp(`href="/property/(${UUID})"`, "g"))].map((m) => m[1] as string),
      );
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThanOrEqual(8);
      const theirs = await server.db
        .select({ id: properties.id, developerId: properties.developerId })
        .from(properties)
        .where(inArray(properties.id, shown));
      expect(theirs).toHaveLength(shown.length);
      expect(theirs.every((p) => p.developerId === dev.id)).toBe(true);
    });

    it.each([
      ["an unknown id", `/developer-profile?id=${UNKNOWN_ID}`],
      ["a malformed id", "/developer-profile?id=abc"],
      ["no id", "/developer-profile"],
    ])("answers 404 for %s", async (_label, path) => {
      const { status, html } = await get(path);
      expect(status).toBe(404);
      expect(text(html)).toContain("Back To Home");
    });
  });

  describe("the residency contact form", () => {
    beforeEach(async () => {
      await server.db.delete(enquiries);
    });
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/residence-passports`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });

    it("stores an enquiry with only a message, the other fields empty", async () => {
      const res = await post({ fullname: "", email: "", phone: "", message: "Golden Visa for a family of four?" });
      expect(res.status).toBe(200);
      // The confirmation stays on the page and says what happens next.
      expect(text(await res.text())).toContain(
        "Your message has been sent; a residency adviser will call or e-mail you within one working day.",
      );
      const rows = await server.db.select().from(enquiries);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        fullName: "",
        email: "",
        phone: "",
        message: "Golden Visa for a family of four?",
        inquireType: "Residence & Passports",
        status: "New",
      });
    });

    it("stores every field when given", async () => {
      const res = await post({
        fullname: "Anna Ivanova",
        email: "anna@example.com",
        phone: "+971 50 123 4567",
        message: "Family residency",
      });
      expect(res.status).toBe(200);
      const [row] = await server.db.select().from(enquiries);
      expect(row).toMatchObject({ fullName: "Anna Ivanova", email: "anna@example.com", phone: "+971501234567" });
    });

    it("answers 400 with the message when the message is missing, storing nothing", async () => {
      const cases: Record<string, string>[] = [{ fullname: "Anna", email: "anna@example.com", message: "   " }, {}];
      for (const fields of cases) {
        const res = await post(fields);
        expect(res.status).toBe(400);
        expect(text(await res.text())).toContain("Please enter your message.");
      }
      const bad = await post({ email: "not-an-email", message: "Hi" });
      expect(bad.status).toBe(400);
      expect(text(await bad.text())).toContain("Please provide a valid email.");
      expect(await server.db.select().from(enquiries)).toHaveLength(0);
    });
  });

  describe("static pages", () => {
    it.each([
      [
        "/about",
        [
          "A calmer way to buy property in the UAE",
          "Why Choose Dubai Estates",
          "Curated listings across four emirates",
        ],
        ["2025", "English, Arabic, Hindi and Russian", "Ras Al Khaimah", "enquiry to handover"],
      ],
      [
        "/privacy-policy",
        [
          "Privacy Policy",
          "1. Data we collect",
          "2. Why we use your data",
          "3. How we keep it secure",
          "4. Lawful basis for processing",
          "5. Cross-border transfers",
          "6. How long we keep it",
          "7. Who we share it with",
          "8. Your rights",
          "9. Cookies",
          "10. Updates to this policy",
          "Data protection officer",
        ],
        ["privacy@dubaiestates.example", "GDPR", "Personal Data Protection Law"],
      ],
      [
        "/Affiliate",
        [
          "Grow with the UAE's most trusted property platform",
          "What partners get",
          "Open to partners across the Gulf",
          "Four steps to your first referral",
        ],
        [
          "Apply to Become a Partner",
          "Schedule a Call",
          "United Arab Emirates",
          "Saudi Arabia",
          "Qatar",
          "Kuwait",
          "Bahrain",
          "Oman",
          "Apply Online",
          "Verification within 48 hours",
          "Onboarding",
          "Start Referring",
          "180,000",
          "1,000",
          "66 countries",
          "30+",
        ],
      ],
      [
        "/Advertise",
        ["Three formats, designed to be seen", "An audience that buys"],
        ["1166 × 176 px", "300 × 160 px", "300 × 250 px", "Advertise Your Property"],
      ],
      [
        "/residence-passports",
        [
          "Live, invest and belong in the UAE",
          "Three routes to residency",
          "Residency options at a glance",
          "What you need to invest",
          "Contact Us",
        ],
        [
          "Golden Visa",
          "Elite Citizenship",
          "Family Residency",
          "10 years",
          "2–5 years",
          "AED 2M+",
          "AED 500,000+",
          "Book a Free Consultation",
        ],
      ],
    ])("%s renders its headings and key facts", async (path, headings, facts) => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      const visible = text(html);
      for (const h of headings)
        expect(decode(markup(html))).toMatch(
          new RegExp(`<h[123][^>]*>(<[^>]+>)*[^<]*${h.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        );
      for (const f of facts) expect(visible).toContain(f);
      expect(markup(html)).toMatch(/<title>[^<]+ — Dubai Estates<\/title>/);
      expect(markup(html)).toMatch(/<meta name="description" content="[^"]{40,}"/);
    });

    it("the affiliate and advertise buttons open real enquiries", async () => {
      const affiliate = markup((await get("/Affiliate")).html);
      expect(affiliate.match(/href="\/enquiry\?type=Become%20A%20Partner"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(markup((await get("/Advertise")).html)).toContain('href="/enquiry?type=Advertise%20Your%20Property"');
      expect(markup((await get("/residence-passports")).html)).toContain(
        'href="/enquiry?type=Residence%20%26%20Passports"',
      );
    });
  });
});
