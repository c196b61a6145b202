import { expect, type Page, test } from "@playwright/test";

// Issue 16, item 1: Buy | Rent in the home hero and the refine bar, in English and in Arabic.
const LANGUAGES = [
  {
    prefix: "",
    heroForm: "Property search",
    refineForm: "Refine search",
    choice: "Buy or rent",
    buy: "Buy",
    rent: "Rent",
    perYear: "/year",
  },
  {
    prefix: "/ar",
    heroForm: "البحث عن عقار",
    refineForm: "تخصيص البحث",
    choice: "شراء أو إيجار",
    buy: "شراء",
    rent: "إيجار",
    perYear: "/سنة",
  },
] as const;

const grid = (page: Page) => page.getByTestId("property-grid");

/** Every card of the grid: its price's period ("" for a sale), as the visitor reads it. */
const periods = (page: Page) =>
  grid(page)
    .locator("[data-amount-aed]")
    .evaluateAll((prices) => prices.map((p) => p.querySelector("[data-period]")?.textContent ?? ""));

for (const lang of LANGUAGES) {
  test.describe(`buy or rent (${lang.prefix || "/"})`, () => {
    test("Rent in the hero lists rents, each read per year", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${lang.prefix}/`);
      const hero = page.getByRole("search", { name: lang.heroForm });
      await expect(hero).toHaveAttribute("data-hydrated", "true");
      const choice = hero.getByRole("group", { name: lang.choice });
      await expect(choice.getByRole("radio", { name: lang.buy })).toBeChecked();
      await choice.getByText(lang.rent, { exact: true }).click();
      await expect(choice.getByRole("radio", { name: lang.rent })).toBeChecked();
      // Search, not See on map (the hero's other submit button).
      await hero.locator('button[type="submit"]:not([name="view"])').click();

      // The spec's address (the display currency), then the purpose: only rent is named.
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/property-search\\?currency=INR&purpose=rent$`));
      await expect(grid(page).locator("[data-period]").first()).toBeVisible();
      const shown = await periods(page);
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set([lang.perYear]));
      // The refine bar shows the search it ran.
      const refine = page.getByRole("search", { name: lang.refineForm });
      await expect(refine.getByRole("radio", { name: lang.rent })).toBeChecked();
    });

    test("Rent and Buy in the refine bar switch the results and keep the place", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${lang.prefix}/property-search?state=Dubai`);
      const refine = page.getByRole("search", { name: lang.refineForm });
      await expect(refine).toHaveAttribute("data-hydrated", "true");
      expect(new Set(await periods(page))).toEqual(new Set([""]));

      // On a phone the fields wait behind the Filters button.
      await refine.locator("summary").first().click();
      await refine.getByText(lang.rent, { exact: true }).click();
      await refine.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/[?&]purpose=rent(&|$)/);
      expect(new URL(page.url()).searchParams.get("state")).toBe("Dubai");
      await expect(grid(page).locator("[data-period]").first()).toBeVisible();
      expect(new Set(await periods(page))).toEqual(new Set([lang.perYear]));

      // Page 2 keeps the purpose.
      const next = page.locator('a[rel="next"]');
      if ((await next.count()) > 0) await expect(next).toHaveAttribute("href", /purpose=rent/);

      const again = page.getByRole("search", { name: lang.refineForm });
      await again.locator("summary").first().click();
      await again.getByText(lang.buy, { exact: true }).click();
      await again.locator('button[type="submit"]').click();
      await expect(page).not.toHaveURL(/purpose=/);
      await expect(grid(page).locator("[data-period]")).toHaveCount(0);
      expect(new Set(await periods(page))).toEqual(new Set([""]));
    });
  });
}
