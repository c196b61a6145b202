import { expect, test } from "@playwright/test";

/**
 * "Next" (التالي) points the way the page reads: on a right-to-left page the chevron after
 * the word is mirrored, so it points left, towards the following page; on English pages it is
 * drawn as it is (pointing right).
 */
const PAGINATED = ["/property-search?state=Dubai", "/agents", "/blogs"];

for (const path of PAGINATED) {
  test(`the Next link's chevron on ${path} points right in English and left in Arabic`, async ({ page }) => {
    for (const [prefix, mirrored] of [
      ["", false],
      ["/ar", true],
    ] as const) {
      await page.goto(`${prefix}${path}`);
      const chevron = page.locator('main a[rel="next"] svg').first();
      await expect(chevron).toBeVisible();
      // A mirrored icon has its x scale at -1 (or is turned half a circle).
      const flip = await chevron.evaluate((svg) => {
        const style = getComputedStyle(svg);
        const matrix = new DOMMatrix(style.transform === "none" ? undefined : style.transform);
        const scaleX = style.scale === "none" ? 1 : Number(style.scale.split(" ")[0]);
        const turned = style.rotate === "180deg" ? -1 : 1;
        return Math.sign(matrix.a * scaleX * turned);
      });
      expect(flip, `${prefix}${path}`).toBe(mirrored ? -1 : 1);
    }
  });
}
