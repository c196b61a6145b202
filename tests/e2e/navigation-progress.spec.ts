import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

// A click on a card changes the address only once the listing has loaded: until then the
// bar at the top says the next page is on its way (English and Arabic).
for (const [prefix, label] of [
  ["", "Loading the page"],
  ["/ar", "جارٍ تحميل الصفحة"],
] as const) {
  test(`a slow client navigation shows a progress bar until the page arrives (${prefix || "/"})`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/property-search`);
    const progress = page.getByRole("progressbar", { name: label });
    await expect(progress).toHaveCount(0);
    // Hold the next page's data back for three seconds, as a slow connection would. A busy
    // machine draws the bar late and checks for it seldom: one second was sometimes missed.
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    const card = page.getByTestId("property-grid").locator('a[href*="/property/"]').first();
    const href = (await card.getAttribute("href")) ?? "";
    await card.click();
    await expect(progress).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(progress).toHaveCount(0);
  });
}
