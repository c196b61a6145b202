/**
 * Saving a search from the list and from the map (a drawn area), and managing saved searches
 * in the profile. Every tile request is answered locally, so the tests never touch the network.
 */
import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { savedSearches } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { mapCentre, mapReady, offline } from "../helpers/map";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
let buyer: SignedIn;
const SHOTS = process.env.SHOTS_DIR ?? "test-results/saved-searches";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ demo: true });
  buyer = await signInAs(server.db, "customer");
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(() => server?.close());

async function as(browser: Browser, who: SignedIn | null, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (who) await context.addCookies([who.playwrightCookie(server.url)]);
  const page = await context.newPage();
  await offline(page);
  return page;
}

/** Opens a page and waits until React has hydrated it, so the fetcher forms work. */
async function open(page: Page, path: string) {
  await page.goto(server.url + path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

const searchesOf = (profileId: string) =>
  server.db.select().from(savedSearches).where(eq(savedSearches.profileId, profileId));

test("a signed-in buyer saves the search page's search in one click", async ({ browser }) => {
  const page = await as(browser, buyer);
  await open(page, "/property-search?locationlable=Dubai%20Marina&bedrooms=2");
  await page.getByTestId("save-search").getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
  const [saved] = await searchesOf(buyer.id);
  expect(saved).toMatchObject({ name: "Dubai Marina", frequency: "daily", minBedrooms: 2 });
  expect(saved?.locationIds.length).toBeGreaterThan(0);
  expect(saved?.confirmedAt).not.toBeNull();
});

test("a drawn area on the map is saved with the search", async ({ browser }) => {
  const page = await as(browser, buyer);
  await open(page, "/property-search?view=map");
  await mapReady(page);
  await page.getByTestId("search-as-move").uncheck();
  await page.getByTestId("draw-start").click();
  const { x, y } = await mapCentre(page);
  for (const [dx, dy] of [
    [-120, -100],
    [120, -100],
    [120, 100],
    [-120, 100],
  ] as const) {
    await page.mouse.click(x + dx, y + dy);
  }
  await page.getByTestId("draw-finish").click();
  await expect(page).toHaveURL(/polygon=/);
  // The page's scripts send it: wait for the answer, not for a moment after the click.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/saved-searches") && r.request().method() === "POST");
  await page.getByTestId("save-search").getByRole("button", { name: "Save this search" }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/map-en-1280.png` });
  const drawn = (await searchesOf(buyer.id)).find((s) => s.polygon !== null);
  expect(drawn?.polygon).toHaveLength(4);
  expect(drawn?.name).toBe("Drawn area");
  expect(drawn?.searchPath).toContain("polygon=");
  expect(drawn?.minLng).toBeLessThan(drawn?.maxLng ?? 0);
});

test("a visitor saves with a frequency and an e-mail address, and the search waits for confirmation", async ({
  browser,
}) => {
  const page = await as(browser, null, 375);
  await open(page, "/property-search?locationlable=Dubai%20Marina");
  await page.getByText("Save this search").click();
  await expect(page.getByLabel("Name")).toHaveValue("Dubai Marina");
  await expect(page.getByLabel("Daily")).toBeChecked();
  await expect(page.getByLabel("Your e-mail")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/visitor-en-375.png`, fullPage: false });
  await page.getByLabel("Weekly").check();
  await page.getByLabel("Your e-mail").fill("visitor-e2e@example.com");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "visitor-e2e@example.com" })).toContainText("Almost done");
  const [unconfirmed] = await server.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.email, "visitor-e2e@example.com"));
  expect(unconfirmed).toMatchObject({ frequency: "weekly", confirmedAt: null, profileId: null });
  const wide = await as(browser, null, 1280);
  await open(wide, "/ar/property-search?locationlable=Dubai%20Marina");
  await wide.getByText("احفظ هذا البحث").click();
  await expect(wide.getByLabel("بريدك الإلكتروني")).toBeVisible();
  await wide.screenshot({ path: `${SHOTS}/visitor-ar-1280.png` });
  const phoneMap = await as(browser, null, 375);
  await open(phoneMap, "/ar/property-search?view=map");
  await phoneMap.getByText("احفظ هذا البحث").click();
  await phoneMap.screenshot({ path: `${SHOTS}/map-ar-375.png` });
  const phoneAr = await as(browser, null, 375);
  await open(phoneAr, "/ar/property-search?locationlable=Dubai%20Marina");
  await phoneAr.getByText("احفظ هذا البحث").click();
  await phoneAr.screenshot({ path: `${SHOTS}/visitor-ar-375.png` });
  const wideEn = await as(browser, null, 1280);
  await open(wideEn, "/property-search?locationlable=Dubai%20Marina");
  await wideEn.getByText("Save this search").click();
  await wideEn.screenshot({ path: `${SHOTS}/visitor-en-1280.png` });
});

test("the profile lists saved searches: rename, frequency, pause, open and delete", async ({ browser }) => {
  const page = await as(browser, buyer);
  await open(page, "/usre-profile1?tab=searches");
  const item = page.getByTestId("saved-search").filter({ hasText: "Dubai Marina" });
  await expect(item).toContainText("0 new matches");
  await item.getByLabel("Name").fill("Marina, two beds");
  await item.getByLabel("How often").selectOption("weekly");
  await item.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved search updated." })).toBeVisible();
  const renamed = page.getByTestId("saved-search").filter({ hasText: "Marina, two beds" });
  await expect(renamed.getByLabel("How often")).toHaveValue("weekly");
  await renamed.getByRole("button", { name: "Pause" }).click();
  await expect(renamed).toContainText("Paused");
  await expect(renamed.getByRole("button", { name: "Resume" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-en-1280.png`, fullPage: true });
  await renamed.getByRole("button", { name: "Open the search" }).click();
  await expect(page).toHaveURL(/\/property-search\?locationlable=Dubai%20Marina&bedrooms=2/);
  await open(page, "/usre-profile1?tab=searches");
  const count = await page.getByTestId("saved-search").count();
  await page.getByTestId("saved-search").first().getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("saved-search")).toHaveCount(count - 1);
  for (const [lang, width] of [
    ["ar", 375],
    ["ar", 1280],
    ["", 375],
  ] as const) {
    const shot = await as(browser, buyer, width);
    await open(shot, `${lang ? `/${lang}` : ""}/usre-profile1?tab=searches`);
    await shot.screenshot({ path: `${SHOTS}/profile-${lang || "en"}-${width}.png`, fullPage: true });
  }
});
