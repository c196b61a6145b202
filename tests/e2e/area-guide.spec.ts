import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";

/**
 * An area guide from the land registry's figures (decision 065), over the demo data's generated
 * registry files: drawn on the server, readable as tables, in the page's direction.
 */

async function expectAxeClean(page: Page) {
  const { violations } = await axeBuilder(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The x of the chart's first and last month names, as drawn. */
async function monthEnds(page: Page) {
  const ticks = page.getByTestId("sales-chart").locator("text");
  const xs = await ticks.evaluateAll((nodes) => nodes.slice(1).map((n) => Number(n.getAttribute("x"))));
  return { first: xs[0] ?? 0, last: xs[xs.length - 1] ?? 0 };
}

test("the English area guide shows the registry's prices, trend, rents and sales, in sq ft or m²", async ({ page }) => {
  const res = await page.goto("/area/dubai-marina");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Dubai Marina");
  await expect(page.getByText(/Homes sold in Dubai Marina in the 12 months to/)).toBeVisible();
  const prices = page.getByTestId("prices-table");
  await expect(prices.locator("caption")).toContainText("per sq ft");
  await expect(prices.locator('tbody tr[data-rooms="all"] th')).toHaveText("All homes");
  await expect(page.getByTestId("trend-table").locator("tbody tr")).toHaveCount(24);
  await expect(page.getByTestId("trend-chart")).toHaveAttribute("aria-hidden", "true");
  await expect(page.getByTestId("recent-sales").locator("tbody tr")).toHaveCount(20);
  await expect(page.getByTestId("rents-table").locator('tbody tr[data-rooms="all"] td').last()).toContainText("%");
  const { first, last } = await monthEnds(page);
  expect(first).toBeLessThan(last);
  await expectAxeClean(page);

  await page.goto("/area/dubai-marina?unit=sqm");
  await expect(page.getByTestId("prices-table").locator("caption")).toContainText("per m²");
});

test("the Arabic area guide reads right to left, its time axis too", async ({ page }) => {
  const res = await page.goto("/ar/area/dubai-marina");
  expect(res?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("دبي مارينا");
  await expect(page.getByTestId("prices-table").locator('tbody tr[data-rooms="all"] th')).toHaveText("كل المساكن");
  const { first, last } = await monthEnds(page);
  expect(first).toBeGreaterThan(last);
  await expectAxeClean(page);
});

test("a community without registry figures has no area guide", async ({ page }) => {
  const res = await page.goto("/area/atlantis-of-the-gulf");
  expect(res?.status()).toBe(404);
});
