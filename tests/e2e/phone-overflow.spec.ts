import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectArabicOnly } from "../helpers/arabic-text";
import { gotoHydrated } from "../helpers/hydration";

/**
 * No page scrolls sideways on a 375 px phone, in any of the four languages: a word that does not
 * wrap ("Сбросить всё") or a row that does not shrink widens the whole page.
 */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 720 };
test.use({ viewport: PHONE });

const LANGUAGES = ["", "/ar", "/ru", "/hi"] as const;

/** The first slug of an API list ({ data: [{ slug }] }). */
async function firstSlug(request: APIRequestContext, url: string): Promise<string> {
  const body = (await (await request.get(url)).json()) as { data: { slug: string }[] };
  const slug = body.data[0]?.slug ?? "";
  expect(slug, url).toMatch(/^[a-z0-9-]+$/);
  return slug;
}

/** The first id of an API list ({ data: [{ _id }] }). */
async function firstId(request: APIRequestContext, url: string): Promise<string> {
  const body = (await (await request.get(url)).json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id ?? "";
  expect(id, url).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

const UAE = "country=United%20Arab%20Emirates";

/** One address of every page type (ids from the API), with the filters that make its widest state. */
/**
 * `arabic`: the Arabic page's status, and that the page is checked for Latin-script words
 * (tests/helpers/arabic-text.ts) at 375 px and again at 1280 px, on the same load.
 */
const PAGES: {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  arabic?: number;
}[] = [
  { name: "home", path: "/", arabic: 200 },
  {
    name: "listing",
    path: async (r) => `/property/${await firstId(r, "/api/property/properties?limit=1")}`,
    arabic: 200,
  },
  { name: "search results", path: "/property-search?locationlable=Dubai%20Marina&bedrooms=2&verified=1" },
  { name: "search on the map", path: `/property-search?${UAE}&view=map` },
  { name: "empty search", path: "/property-search?country=India" },
  { name: "refused search", path: "/property-search?minPrice=abc&sort=cheapest" },
  { name: "search list", path: "/property-search-list" },
  {
    name: "residential filter",
    path: `/residential-filter?type=Residential&${UAE}&state=Dubai&district=Dubai`,
    arabic: 200,
  },
  { name: "location", path: "/dubai-locations?locationlable=Dubai%20Marina", arabic: 200 },
  { name: "country", path: `/country-property-sale-list?${UAE}`, arabic: 200 },
  { name: "country's states", path: `/country-property-sale-list-dist?${UAE}&state=Dubai` },
  { name: "city's listings", path: `/country-property-sale-list-properties?${UAE}&state=Dubai&city=Dubai` },
  { name: "housing", path: "/property-lsiting-list" },
  { name: "Dubai only notice", path: "/DubaiOnlyNotice" },
  { name: "blogs", path: "/blogs", arabic: 200 },
  {
    name: "blog",
    path: async (r) => `/blog-details?bId=${await firstId(r, "/api/blog/bloggetdata?limit=1")}`,
    arabic: 200,
  },
  { name: "articles", path: "/articals", arabic: 200 },
  { name: "news", path: "/news", arabic: 200 },
  {
    name: "developer",
    path: async (r) => `/developer-profile?id=${await firstId(r, "/api/developer/developerget")}`,
    arabic: 200,
  },
  { name: "agents", path: "/agents", arabic: 200 },
  { name: "agent", path: "/agents/sofia-marlowe", arabic: 200 },
  { name: "agencies", path: "/agencies", arabic: 200 },
  { name: "agency", path: "/agencies/palm-crest-realty", arabic: 200 },
  { name: "projects", path: "/projects?status=under_construction", arabic: 200 },
  { name: "project", path: async (r) => `/projects/${await firstSlug(r, "/api/projects?limit=1")}`, arabic: 200 },
  { name: "area guide", path: async (r) => `/area/${await firstSlug(r, "/api/areas")}`, arabic: 200 },
  { name: "rent increase check", path: "/rent-increase?rent=95000&average=120000&renewal=2027-06-01", arabic: 200 },
  { name: "mortgage calculator", path: "/mortgage-calculator" },
  { name: "contact", path: "/contact", arabic: 200 },
  { name: "faq", path: "/faq", arabic: 200 },
  { name: "about", path: "/about", arabic: 200 },
  { name: "privacy", path: "/privacy-policy", arabic: 200 },
  { name: "affiliate", path: "/Affiliate" },
  { name: "advertise", path: "/Advertise" },
  { name: "residence and passports", path: "/residence-passports", arabic: 200 },
  { name: "enquiry", path: "/enquiry?type=Golden%20Visa", arabic: 200 },
  { name: "login and sign-up", path: "/login-signup", arabic: 200 },
  { name: "forgot password", path: "/forgot-password" },
  { name: "not found", path: "/no-such-page", arabic: 404 },
];

for (const entry of PAGES) {
  const arabic = entry.arabic ? ", and in Arabic shows no Latin-script word at 375 or 1280 px" : "";
  test(`${entry.name} does not scroll sideways at 375 px in English, Arabic, Russian and Hindi${arabic}`, async ({
    page,
    request,
  }) => {
    const path = typeof entry.path === "string" ? entry.path : await entry.path(request);
    for (const lang of LANGUAGES) {
      const address = `${lang}${path === "/" && lang ? "" : path}`;
      const status = await gotoHydrated(page, address);
      // A results page's refine bar is folded behind its Filters button on a phone: opened too.
      await page.evaluate(() => {
        for (const panel of document.querySelectorAll("details.refine-panel"))
          (panel as HTMLDetailsElement).open = true;
      });
      const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
        const root = document.scrollingElement as Element;
        // What sticks out, to name in the failure.
        const out = [...document.body.querySelectorAll("*")]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.getClientRects().length > 0)
          .slice(-3)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}: ${el.textContent?.slice(0, 40)}`,
          );
        return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, widest: out };
      });
      expect(scrollWidth, `${address} is ${scrollWidth} px wide:\n${widest.join("\n")}`).toBeLessThanOrEqual(
        innerWidth,
      );
      if (lang === "/ar" && entry.arabic) {
        expect(status, address).toBe(entry.arabic);
        await expectArabicOnly(page);
        await page.setViewportSize(DESKTOP);
        await expectArabicOnly(page);
        await page.setViewportSize(PHONE);
      }
    }
  });
}

test.describe("the header fits between phone and desktop widths", () => {
  // From 992 px the header has its top bar; the main links join it only where they fit (1280 px).
  // One load per language, widened step by step as a visitor widens the window.
  for (const prefix of LANGUAGES) {
    test(`${prefix || "/"} scrolls sideways at no width from 992 to 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 992, height: 800 });
      await page.goto(`${prefix}/`);
      for (const width of [992, 1024, 1180, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, `${prefix || "/"} at ${width} px`).toBeLessThanOrEqual(width);
      }
    });
  }
});

test("a project's unit types and payment schedule stack as cards at 375 px, scrolling no frame sideways, in English and Arabic", async ({
  page,
}) => {
  for (const lang of ["", "/ar"]) {
    // Marina Vista Residences: several unit types, and a five-step plan with its Oqood line.
    await gotoHydrated(page, `${lang}/projects/marina-vista-residences?price=2000000`);
    for (const id of ["unit-types", "payment-schedule"]) {
      const table = page.getByTestId(id);
      await expect(table).toBeVisible();
      const fit = await table.evaluate((el) => {
        const frame = el.parentElement as HTMLElement;
        const row = el.querySelector("tbody tr") as HTMLElement;
        const header = row.querySelector("th") as HTMLElement;
        const cells = [...row.querySelectorAll("td")];
        return {
          frameScrolls: frame.scrollWidth > frame.clientWidth,
          right: el.getBoundingClientRect().right,
          // Stacked: every value on its own line under the row's name, with its column's name before it.
          stacked: cells.every((td) => td.getBoundingClientRect().top >= header.getBoundingClientRect().bottom - 1),
          labels: cells.map((td) => getComputedStyle(td, "::before").content),
        };
      });
      expect(fit.frameScrolls, `${lang} ${id} scrolls sideways`).toBe(false);
      expect(fit.right, `${lang} ${id}`).toBeLessThanOrEqual(375);
      expect(fit.stacked, `${lang} ${id} rows are not stacked`).toBe(true);
      for (const label of fit.labels) expect(label, `${lang} ${id}`).toMatch(/^".+"$/);
    }
  }
});
