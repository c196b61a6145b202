// Issue 17: the agents and agencies directory in a real browser, over the demo data.
import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeBuilder(page).include("main").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The codes a language select offers, "any" left out. */
const offered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.value).filter(Boolean));

test("the agents' directory and the listings' filter offer one list of languages, each spoken by an agent", async ({
  page,
  request,
}) => {
  await page.goto("/agents");
  const directory = await offered(page, 'select[name="language"]');
  await page.goto("/agencies");
  expect(await offered(page, 'select[name="language"]')).toEqual(directory);
  await page.goto("/property-search?state=Dubai");
  expect(await offered(page, 'select[name="agentLanguage"]')).toEqual(directory);
  await page.goto("/ar/property-search?state=Dubai");
  expect(await offered(page, 'select[name="agentLanguage"]')).toEqual(directory);
  expect(directory.length).toBeGreaterThan(3);
  for (const code of directory) {
    const body = (await (await request.get(`/api/agents?language=${code}`)).json()) as { total: number };
    expect(body.total, code).toBeGreaterThan(0);
  }
});

test.describe("agents and agencies", () => {
  test("/agents searches by the language an agent speaks, through the GET form", async ({ page }) => {
    expect(await gotoHydrated(page, "/agents")).toBe(200);
    const search = page.getByRole("search", { name: "Search agents" });
    await search.getByLabel("Language spoken").selectOption("ru");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]language=ru(&|$)/);
    const cards = page.locator("[data-agent-list] [data-agent]");
    const russian = cards.filter({ has: page.getByText("Russian", { exact: true }) });
    // Every agent found speaks Russian (polled: the URL changes before the new list is drawn).
    await expect
      .poll(async () => {
        const count = await cards.count();
        return count >= 2 && count === (await russian.count());
      })
      .toBe(true);
    // The count above the list says how many.
    const count = await cards.count();
    await expect(page.getByRole("heading", { name: `${count} agents` })).toBeVisible();
    // The area choice keeps the language chosen and narrows further.
    await search.getByLabel("Area").selectOption("Palm Jumeirah");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/area=Palm\+Jumeirah/);
    await expect(page.locator("[data-agent-list] [data-agent]")).toHaveCount(2);
    await expect(page.locator('[data-agent="anya-belova"]')).toBeVisible();
    await expect(page.locator('[data-agent="sofia-marlowe"]')).toBeVisible();
  });

  test("an agent's profile in English: figures, contact links and live listings page by page", async ({ page }) => {
    expect(await gotoHydrated(page, "/agents/sofia-marlowe")).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Sofia Marlowe" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Palm Crest Realty" }).first()).toBeVisible();
    await expect(page.locator('[data-figure="listings"] dd').first()).toHaveText(/^\d+$/);
    await expect(page.getByRole("link", { name: "WhatsApp Sofia Marlowe" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/9715\d{8}$/,
    );
    await expect(page.getByRole("link", { name: "Call Sofia Marlowe" })).toHaveAttribute("href", /^tel:\+9715\d{8}$/);
    const listings = page.locator("[data-agent-listings] > li");
    await expect(listings).toHaveCount(12);
    const first = await listings.first().getByRole("link").first().getAttribute("href");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/agents\/sofia-marlowe\?page=2$/);
    await expect(listings.first().getByRole("link").first()).not.toHaveAttribute("href", first ?? "");
    await expect(page.getByRole("link", { name: "Previous" })).toBeVisible();
  });

  test("the same profile in Arabic is right to left with the Arabic bio", async ({ page }) => {
    expect(await gotoHydrated(page, "/ar/agents/sofia-marlowe")).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const bio = page.locator("[data-bio]");
    await expect(bio).toContainText("تبيع صوفيا الفلل");
    expect(await bio.getAttribute("lang")).toBeNull();
    await expect(page.getByRole("heading", { level: 2, name: "نبذة" })).toBeVisible();
    // The figures' card sits on the start side of the bio's in a right-to-left page: left of it.
    const about = await page.getByRole("heading", { name: "نبذة" }).boundingBox();
    const figures = await page.getByRole("heading", { name: "الأرقام" }).boundingBox();
    if (about && figures && (page.viewportSize()?.width ?? 0) >= 1024) expect(figures.x).toBeLessThan(about.x);
  });

  test("an agency page lists its agents, each linking to their profile", async ({ page }) => {
    expect(await gotoHydrated(page, "/agencies/palm-crest-realty")).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Palm Crest Realty" })).toBeVisible();
    const agents = page.locator("[data-agency-agents] [data-agent]");
    await expect(agents).toHaveCount(3);
    await agents.getByRole("link", { name: "View profile of Anya Belova" }).click();
    await expect(page).toHaveURL(/\/agents\/anya-belova$/);
    await expect(page.getByRole("heading", { level: 1, name: "Anya Belova" })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`an agency's live-listings figure opens its listings, paged (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      expect(await gotoHydrated(page, "/agencies/palm-crest-realty")).toBe(200);
      await page.getByRole("link", { name: /^\d+ live listings$/ }).click();
      await expect(page).toHaveURL(/\/property-search\?agency=palm-crest-realty$/);
      // Whose listings these are, linked back to the agency.
      await expect(
        page.locator("p", { hasText: "Agency:" }).getByRole("link", { name: "Palm Crest Realty" }),
      ).toHaveAttribute("href", "/agencies/palm-crest-realty");
      await expect(page.getByTestId("property-grid").locator("li").first()).toBeVisible();
      await expect(page.getByText(/properties · Page 1 of \d+/)).toBeVisible();
      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/\/property-search\?agency=palm-crest-realty&page=2$/);
      await expect(page.getByText(/properties · Page 2 of \d+/)).toBeVisible();
    });
  }

  // One test a page: the two workers share the scans, and a failure names its page. One load,
  // checked at 375 px and again widened to 1280 px.
  for (const path of [
    "/agents",
    "/ar/agents/sofia-marlowe",
    "/agencies",
    "/ar/agencies/palm-crest-realty",
    "/ar/property-search?agency=palm-crest-realty",
    "/agents?language=1",
  ]) {
    test(`axe finds no serious or critical violation on ${path} at 375 and 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await gotoHydrated(page, path);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
