import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

// The site's links (app/components/ui/link.tsx) are plain anchors whose clicks the router
// takes over: a click moves within the page's document, a click meant for a new tab is the
// browser's, and Back returns to where the visitor was.

test("a card and a header link navigate in place, and Back returns to the search", async ({ page }) => {
  await gotoHydrated(page, "/property-search");
  // A mark on this document: a full page load would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const card = page.getByTestId("property-grid").locator('a[href^="/property/"]').first();
  const href = await card.getAttribute("href");
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.locator("header").getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/property-search$/);
  await expect(page.getByTestId("property-grid")).toBeVisible();
});

test("a click with Ctrl held opens the listing in a new tab and leaves this page as it is", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/property-search");
  const card = page.getByTestId("property-grid").locator('a[href^="/property/"]').first();
  const href = (await card.getAttribute("href")) ?? "";
  const opened = context.waitForEvent("page");
  await card.click({ modifiers: ["Control"] });
  const tab = await opened;
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe(href);
  await expect(page).toHaveURL(/\/property-search$/);
});
