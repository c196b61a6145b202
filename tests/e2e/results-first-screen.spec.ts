import { type Browser, expect, type Page, test } from "@playwright/test";

/** A place's results, as the "Dubai Marina apartments" chip and any ?locationlable= open them. */
const PLACE = "/property-search?locationlable=Dubai%20Marina";
/** The same place with a price nothing reaches: the empty result's notice. */
const EMPTY = `${PLACE}&minPrice=900000000000`;

const SIZES = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

async function open(browser: Browser, path: string, viewport: { width: number; height: number }, javaScript = true) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status(), close: () => context.close() };
}

/** Where the element starts, from the top of the page (not scrolled). */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

for (const lang of ["", "/ar", "/ru"]) {
  for (const viewport of SIZES) {
    test(`a place's first listing and its empty notice are in the first screen, the top locations after (${lang || "/en"}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const full = await open(browser, `${lang}${PLACE}`, viewport);
      const card = await topOf(full.page, '[data-testid="property-grid"] li');
      expect(card).toBeLessThan(viewport.height - 40);
      // The grid stays, under the results.
      expect(await topOf(full.page, '[data-testid="top-locations"]')).toBeGreaterThan(card);
      await full.close();

      const empty = await open(browser, `${lang}${EMPTY}`, viewport);
      expect(empty.status).toBe(404);
      expect(
        await topOf(empty.page, '[data-testid="dubai-only-notice"] h2, [data-testid="dubai-only-notice"] h1'),
      ).toBeLessThan(viewport.height - 40);
      expect(await topOf(empty.page, '[data-testid="top-locations"]')).toBeGreaterThan(0);
      await empty.close();
    });
  }
}

for (const javaScript of [true, false]) {
  for (const lang of ["", "/ar", "/ru"]) {
    test(`on a phone the filters wait behind one button with the active count (${lang || "/en"}, JavaScript ${javaScript ? "on" : "off"})`, async ({
      browser,
    }) => {
      const { page, close } = await open(
        browser,
        `${lang}${PLACE}&bedrooms=2`,
        { width: 375, height: 740 },
        javaScript,
      );
      const form = page.getByTestId("refine-search");
      if (javaScript) await expect(form).toHaveAttribute("data-hydrated", "true");
      const toggle = form.locator("summary").first();
      await expect(toggle).toBeVisible();
      // The place and the bedrooms: two filters on.
      await expect(toggle).toContainText("2");
      const bedrooms = form.locator('select[name="bedrooms"]');
      await expect(bedrooms).toBeHidden();
      await expect(page.getByTestId("property-grid").locator("li").first()).toBeInViewport();

      await toggle.click();
      await expect(bedrooms).toBeVisible();
      await bedrooms.selectOption("3");
      await form.locator('button[type="submit"]').first().click();
      await expect(page).toHaveURL(/[?&]bedrooms=3(&|$)/);
      await expect(page.getByTestId("refine-search").locator('select[name="bedrooms"]')).toBeHidden();
      await close();
    });
  }
}

test("from 768 px the refine bar's fields show without a Filters button", async ({ browser }) => {
  for (const width of [768, 1280]) {
    const { page, close } = await open(browser, `${PLACE}&bedrooms=2`, { width, height: 900 });
    const form = page.getByTestId("refine-search");
    await expect(form.locator("summary").first()).toBeHidden();
    await expect(form.locator('select[name="bedrooms"]')).toBeVisible();
    await expect(form.getByRole("button", { name: "Update results" })).toBeVisible();
    await close();
  }
});
