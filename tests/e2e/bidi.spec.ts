import { expect, type Locator, type Page, test } from "@playwright/test";
import { and, eq, isNotNull } from "drizzle-orm";
import { CONTENT_GROUP_ID } from "../../db/ids";
import { blogs, properties, siteSettings } from "../../db/schema";
import { bidiProblems } from "../helpers/bidi";
import { gotoHydrated } from "../helpers/hydration";
import { must } from "../helpers/must";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * Issue 16, item 4: on an Arabic page, numbers, phone numbers, ranges, prices and English text
 * keep their left-to-right order. Each page kind is checked for text the bidi algorithm would
 * turn around (tests/helpers/bidi.ts), and the key places for the order the letters are
 * actually drawn in: the first character of a left-to-right text must sit left of its last.
 */

let server: TestServer;
let propertyId: string;
let blogId: string;
const TITLE = "3 Bedroom Apartment with Marina Views";
const QUESTION = "Off-plan or ready: which is right for you?";
const PHONE = "+971 4 555 0100";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ demo: true });
  const db = server.db;
  // Stored English text without a translation: it shows in English on the Arabic pages.
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.status, "published"), isNotNull(properties.bedrooms)))
    .limit(1);
  propertyId = must(listing, "a published listing").id;
  await db.update(properties).set({ title: TITLE, translations: {} }).where(eq(properties.id, propertyId));
  const [post] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(eq(blogs.groupId, CONTENT_GROUP_ID.blogs))
    .limit(1);
  blogId = must(post, "a blog post").id;
  await db.update(blogs).set({ title: QUESTION, translations: {} }).where(eq(blogs.id, blogId));
  await db
    .insert(siteSettings)
    .values({ key: "phone", value: PHONE })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: PHONE } });
  server.forgetRemembered();
});
test.afterAll(() => server?.close());

/**
 * Whether the text of `locator` is drawn left to right: on each line, each character's box starts
 * at or right of the one before it (isolate marks and spaces aside). "+971 4 555 0100" drawn as
 * "0100 555 4 971+" fails, and so does "2–12%" drawn as "12%–2".
 */
function drawnLeftToRight(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        if (/[\s\u2066-\u2069\u200e\u200f]/.test(text[i] ?? "")) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) boxes.push(box);
      }
    }
    const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(a.top - b.top) < a.height / 2;
    return (
      boxes.length > 1 &&
      boxes.every((box, i) => {
        const before = boxes[i - 1];
        return !before || !sameLine(before, box) || box.left >= before.left - 0.5;
      })
    );
  });
}

const at = (path: string) => `${server.url}${path}`;

async function open(page: Page, path: string) {
  const status = await gotoHydrated(page, at(path));
  expect(status, path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

/** One page of each kind; a function for an address that needs the listing or post made above. */
const PAGES: { name: string; path: string | (() => string) }[] = [
  { name: "home", path: "/ar/" },
  { name: "property", path: () => `/ar/property/${propertyId}` },
  { name: "property search", path: "/ar/property-search?country=United+Arab+Emirates" },
  { name: "property search in dirhams", path: "/ar/property-search?minPrice=1000000&maxPrice=5000000&currency=AED" },
  { name: "location", path: "/ar/dubai-locations?locationlable=Dubai%20Marina" },
  { name: "blogs", path: "/ar/blogs" },
  { name: "blog", path: () => `/ar/blog-details?bId=${blogId}` },
  { name: "contact", path: "/ar/contact" },
  { name: "faq", path: "/ar/faq" },
  { name: "about", path: "/ar/about" },
  { name: "privacy", path: "/ar/privacy-policy" },
  { name: "residence and passports", path: "/ar/residence-passports" },
  { name: "enquiry", path: "/ar/enquiry?type=Golden%20Visa" },
  { name: "projects", path: "/ar/projects" },
  { name: "project", path: "/ar/projects/marina-vista-residences" },
  { name: "rent increase check", path: "/ar/rent-increase?rent=95000&average=120000&renewal=2027-06-01" },
];

for (const entry of PAGES) {
  test(`nothing is turned around on the Arabic ${entry.name} page`, async ({ page }) => {
    const path = typeof entry.path === "string" ? entry.path : entry.path();
    await open(page, path);
    expect(await bidiProblems(page), path).toEqual([]);
  });
}

test("the phone numbers and the country code read left to right on an Arabic page", async ({ page }) => {
  await open(page, "/ar/contact");
  const footerPhone = page.locator('footer a[href^="tel:"] [dir="ltr"]');
  await expect(footerPhone).toHaveText(PHONE);
  expect(await drawnLeftToRight(footerPhone)).toBe(true);
  const cardPhone = page.locator('[data-contact-card="phone"] a[href^="tel:"] [dir="ltr"]');
  await expect(cardPhone).toHaveText(PHONE);
  expect(await drawnLeftToRight(cardPhone)).toBe(true);
  const email = page.locator('footer a[href^="mailto:"] [dir="ltr"]');
  await expect(email).toHaveText(/@/);
  // The enquiry form's phone field: "+91" and the typed number.
  const form = page.locator("main form").first();
  const code = form.locator('span[dir="ltr"]', { hasText: /^\+\d+$/ });
  await expect(code).toHaveText("+91");
  expect(await drawnLeftToRight(code)).toBe(true);
  const input = form.locator('input[type="tel"]');
  await expect(input).toHaveAttribute("dir", "ltr");
  const option = form.locator("select option[value='AE']");
  expect(await option.textContent()).toMatch(/\(\u200e\+971\)$/);
});

test("an English title keeps its leading number and a price reads left to right on an Arabic listing", async ({
  page,
}) => {
  await open(page, `/ar/property/${propertyId}`);
  const title = page.locator("h1");
  await expect(title).toHaveText(TITLE);
  await expect(title).toHaveAttribute("lang", "en");
  expect(await title.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe("plaintext");
  expect(await drawnLeftToRight(title)).toBe(true);
  const price = page.locator('[data-price] [dir="ltr"]').first();
  await expect(price).toHaveText(/^₹[\d,]+\.\d{2}$/);
  expect(await drawnLeftToRight(price)).toBe(true);
});

test("an English question keeps its question mark at its end on an Arabic page", async ({ page }) => {
  await open(page, `/ar/blog-details?bId=${blogId}`);
  const question = page.locator("h1");
  await expect(question).toHaveAttribute("lang", "en");
  await expect(question).toHaveText(QUESTION);
  expect(await question.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe("plaintext");
  expect(await drawnLeftToRight(question)).toBe(true);
});

test("figures such as 2–12% read left to right on the Arabic home page", async ({ page }) => {
  await open(page, "/ar/");
  const figures = page.locator("dd", { hasText: /\d[–-]\d/ });
  expect(await figures.count()).toBeGreaterThan(0);
  for (const figure of await figures.all())
    expect(await drawnLeftToRight(figure), (await figure.textContent()) ?? "").toBe(true);
});
