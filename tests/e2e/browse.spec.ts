import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

const SEARCH = "/property-search?country=United+Arab+Emirates";

const cardIds = (page: Page) =>
  page
    .getByTestId("property-grid")
    .locator('a[href^="/property/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
const amounts = (page: Page) =>
  page
    .getByTestId("property-grid")
    .locator("[data-amount-aed]")
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-amount-aed"))));

test("the header's Housing link lands on /residential-filter with the Residential hero and listings", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Housing" }).click();
  await expect(page).toHaveURL(
    /\/residential-filter\?type=Residential&country=United\+Arab\+Emirates&state=Dubai&district=Dubai/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Residential");
  await expect(page.getByTestId("property-grid").locator("li").first()).toBeVisible();
  expect((await cardIds(page)).length).toBe(24);
  await expect(page.getByTestId("result-count")).toContainText(/\d+ properties/);
});

for (const width of [375, 1280]) {
  test(`the pagination stays where it is when a visitor jumps to it at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto(SEARCH);
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
    // Where the link sits on the screen for the frames after a jump to it (End, a focus, a click).
    const tops = await next.evaluate(async (link) => {
      link.scrollIntoView({ block: "end" });
      const seen: number[] = [];
      for (let frame = 0; frame < 8; frame++) {
        seen.push(Math.round(link.getBoundingClientRect().top));
        await new Promise((done) => requestAnimationFrame(done));
      }
      return seen;
    });
    expect(new Set(tops).size, `the link's top per frame: ${tops.join(", ")}`).toBe(1);
  });
}

test("a top-locations card leads to /dubai-locations?locationlable=…", async ({ page }) => {
  await page.goto("/residential-filter?type=Residential&country=United+Arab+Emirates&state=Dubai&district=Dubai");
  const cards = page.getByTestId("top-locations").getByRole("listitem");
  expect(await cards.count()).toBeLessThanOrEqual(9);
  // A card's own link; a community with registry figures has its area guide's link beside it.
  const first = cards.first().getByRole("link").first();
  const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/dubai-locations\\?locationlable=${encodeURIComponent(name)}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByTestId("property-grid").locator("li").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Developers" })).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("pagination goes to page 2 and back", async ({ page }) => {
      await page.goto(SEARCH);
      if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
      const one = await cardIds(page);
      expect(one).toHaveLength(24);
      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/[?&]page=2\b/);
      await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect.poll(async () => (await cardIds(page)).some((id) => one.includes(id))).toBe(false);
      const two = await cardIds(page);
      expect(two.length).toBeGreaterThan(0);
      expect(two.filter((id) => one.includes(id))).toEqual([]);
      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Previous" }).click();
      await expect(page).not.toHaveURL(/page=/);
      // The address changes a moment before the client render commits the new cards.
      await expect.poll(() => cardIds(page)).toEqual(one);
    });

    test("sort by price works", async ({ page }) => {
      await page.goto(SEARCH);
      if (javaScriptEnabled) {
        await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
        await page.getByLabel("Sort by").selectOption("price_asc");
      } else {
        await page.getByLabel("Sort by").selectOption("price_asc");
        await page.getByRole("button", { name: "Apply" }).click();
      }
      await expect(page).toHaveURL(/sort=price_asc/);
      await expect(page).toHaveURL(/country=United/);
      await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
      // The address changes a moment before the client render commits the sorted cards.
      await expect
        .poll(async () => {
          const asc = await amounts(page);
          return asc.length === 24 && asc.every((v, i) => i === 0 || (asc[i - 1] ?? v) <= v);
        })
        .toBe(true);
    });
  });
}

test("a keyboard walks the sort options without a reload, applies one with Enter and keeps focus", async ({ page }) => {
  await gotoHydrated(page, SEARCH);
  const sort = page.getByLabel("Sort by");
  const apply = page.getByRole("button", { name: "Apply" });
  await expect(apply).toBeHidden();
  await sort.focus();
  await page.keyboard.press("ArrowDown");
  await expect(sort).toHaveValue("price_asc");
  // Not applied yet: the Apply button offers it, the address and focus stay.
  await expect(apply).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(sort).toHaveValue("price_desc");
  expect(new URL(page.url()).searchParams.get("sort")).toBeNull();
  await expect(sort).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
  await expect(apply).toBeHidden();
  await expect(sort).toBeFocused();
  await expect(sort).toHaveValue("price_desc");
  await expect
    .poll(async () => {
      const desc = await amounts(page);
      return desc.length === 24 && desc.every((v, i) => i === 0 || (desc[i - 1] ?? v) >= v);
    })
    .toBe(true);

  // The Apply button applies a walked-to choice too, and focus comes back to the select.
  await page.keyboard.press("ArrowUp");
  await expect(sort).toHaveValue("price_asc");
  await apply.click();
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(sort).toBeFocused();
});

test("the banner carousel rotates", async ({ page }) => {
  await page.goto("/property-search-list");
  const carousel = page.getByTestId("banner-carousel");
  await expect(carousel).toHaveAttribute("data-active", "0");
  await expect(carousel.getByRole("button", { name: "Pause rotation" })).toBeVisible();
  await expect(carousel).toHaveAttribute("data-active", "1", { timeout: 9_000 });
  await page.getByRole("button", { name: "Show banner 3" }).click();
  await expect(carousel).toHaveAttribute("data-active", "2");
});

test("the banner carousel stays still for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/property-search-list");
  const carousel = page.getByTestId("banner-carousel");
  await expect(carousel.getByRole("button", { name: "Resume rotation" })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(6_500);
  await expect(carousel).toHaveAttribute("data-active", "0");
  // Buttons still move it by hand.
  await page.getByRole("button", { name: "Next banner" }).click();
  await expect(carousel).toHaveAttribute("data-active", "1");
});

for (const width of [375, 1280]) {
  test(`axe finds no serious or critical violation on /property-search at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SEARCH, { waitUntil: "networkidle" });
    const results = await axeBuilder(page).analyze();
    const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
