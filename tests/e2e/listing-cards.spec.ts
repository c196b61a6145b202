import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

/**
 * Listing cards (but a results page's first) are sent as markup the server rendered once and
 * remembered (card-markup.server.tsx). The browser renders them as components: hydration must
 * find that markup exactly as its own, or React throws the server's cards away.
 */

type Marked = HTMLElement & { fromServer?: boolean };

/** Marks every card the server sent, before React hydrates the page. */
async function markServerCards(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      for (const card of document.querySelectorAll(".card")) (card as Marked).fromServer = true;
    });
  });
}

/** Loads `path` twice (the second time its cards' markup comes from the server's memory) and checks each load. */
async function expectCardsKeptThroughHydration(page: Page, path: string) {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(String(error)));
  await markServerCards(page);
  for (let load = 0; load < 2; load++) {
    await gotoHydrated(page, path);
    const cards = page.locator(".card");
    // Each card's save heart is rendered by the browser once hydrated.
    await expect(cards.locator("button[aria-label]")).toHaveCount(await cards.count());
    const kept = await cards.evaluateAll((all) => all.map((card) => (card as Marked).fromServer === true));
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.every(Boolean)).toBe(true);
  }
  expect(problems).toEqual([]);
}

/** A card's link is the site's own: a click navigates in place. */
async function expectInPlaceNavigation(page: Page, link: ReturnType<Page["locator"]>) {
  const href = await link.getAttribute("href");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
}

for (const { name, path } of [
  { name: "English, rupees", path: "/property-search?country=United+Arab+Emirates" },
  { name: "Arabic, dollars", path: "/ar/property-search?country=United+Arab+Emirates&currency=USD" },
  { name: "Russian, rents", path: "/ru/property-search?purpose=rent&currency=EUR" },
]) {
  test(`search cards (${name}) hydrate over the server's markup, get their hearts and navigate in place`, async ({
    page,
  }) => {
    await expectCardsKeptThroughHydration(page, path);
    await expectInPlaceNavigation(page, page.getByTestId("property-grid").locator(".card a").nth(1));
  });
}

test("a listing's related cards hydrate over the server's markup and navigate in place", async ({ page }) => {
  await gotoHydrated(page, "/property-search?country=United+Arab+Emirates");
  const listing = await page.getByTestId("property-grid").locator(".card a").first().getAttribute("href");
  await expectCardsKeptThroughHydration(page, `/ar${listing}`);
  const related = page
    .locator("section")
    .filter({ has: page.locator(".card") })
    .last()
    .locator(".card a")
    .first();
  await expectInPlaceNavigation(page, related);
});
