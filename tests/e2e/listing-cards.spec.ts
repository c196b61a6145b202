import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

/**
 * A results grid's cards after the first are sent as markup the server rendered once and
 * remembered (card-markup.server.tsx). The browser renders them as components: hydration
 * must find that markup exactly as its own, or React throws the server's cards away.
 */

/** Marks every card cell the server sent, before React hydrates the page. */
async function markServerCells(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      for (const cell of document.querySelectorAll('[data-testid="property-grid"] > li')) {
        (cell as HTMLElement & { fromServer?: boolean }).fromServer = true;
      }
    });
  });
}

const cellsFromServer = (page: Page) =>
  page
    .getByTestId("property-grid")
    .locator(":scope > li")
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement & { fromServer?: boolean }).fromServer === true));

for (const { name, path } of [
  { name: "English, rupees", path: "/property-search?country=United+Arab+Emirates" },
  { name: "Arabic, dollars", path: "/ar/property-search?country=United+Arab+Emirates&currency=USD" },
  { name: "Russian, rents", path: "/ru/property-search?purpose=rent&currency=EUR" },
]) {
  test(`search cards (${name}) hydrate over the server's markup, get their hearts and navigate in place`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(String(error)));
    await markServerCells(page);
    // Twice: the second page's cards come from the server's memory of their markup.
    for (let load = 0; load < 2; load++) {
      await gotoHydrated(page, path);
      const cells = page.getByTestId("property-grid").locator(":scope > li");
      // Each card's save heart is rendered by the browser once hydrated, in every cell.
      await expect(cells.locator("button[aria-label]")).toHaveCount(await cells.count());
      const kept = await cellsFromServer(page);
      expect(kept.length).toBeGreaterThan(1);
      expect(kept.every(Boolean)).toBe(true);
    }
    expect(problems).toEqual([]);

    const link = page.getByTestId("property-grid").locator(":scope > li").nth(1).locator("a").first();
    const href = await link.getAttribute("href");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  });
}
