/**
 * Issue 18 on the listing pages of part 2 besides /property-search: each has List | Map; the
 * map opens on the page's own listings, its markers add up to the page's count (the map API
 * gets exactly the page's filters, including what the page fixes itself), and dragging the
 * map narrows the page's list. Every tile request is answered with a blank local PNG.
 */
import { expect, type Page, type Response, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { mapCentre, markers, offline } from "../helpers/map";

/** The page's count: "375 properties · Page 1 of 16" is 375; none when nothing matched (the empty notice). */
async function listCount(page: Page): Promise<number> {
  const count = page.getByTestId("result-count");
  if ((await count.count()) === 0) return 0;
  const text = (await count.textContent()) ?? "";
  return Number(/\d[\d,]*/.exec(text)?.[0].replaceAll(",", "") ?? Number.NaN);
}

/** What the markers on the map add up to: a cluster counts its listings, a pin one. */
async function markerTotal(page: Page): Promise<number> {
  const clusters = await page.locator(".map-cluster").allTextContents();
  const pins = await page.locator(".map-pill, .map-dot").count();
  return clusters.reduce((sum, text) => sum + Number(text.replace(/\D/g, "")), pins);
}

const isMapCall = (res: Response) => res.url().includes("/api/property/map?");

/** One page of each family, and the filters its map must carry. */
const ROUTES = [
  {
    family: "country",
    path: "/country-property-sale-list?country=United%20Arab%20Emirates",
    filters: { country: "United Arab Emirates", purpose: "sale" },
  },
  {
    family: "state",
    path: "/country-property-sale-list-dist?country=United%20Arab%20Emirates&state=Dubai",
    filters: { country: "United Arab Emirates", state: "Dubai", purpose: "sale" },
  },
  {
    family: "city",
    path: "/country-property-sale-list-properties?country=United%20Arab%20Emirates&state=Dubai&city=Dubai",
    filters: { state: "Dubai", city: "Dubai", purpose: "sale" },
  },
  // Without a label the page lists Dubai: the map must be told so.
  { family: "location", path: "/dubai-locations", filters: { state: "Dubai", purpose: "sale" } },
  { family: "segment", path: "/residential-filter?type=Commercial", filters: { type: "Commercial", purpose: "sale" } },
  {
    family: "search list",
    path: "/property-search-list?subtitle=Villa",
    filters: { subtitle: "Villa", purpose: "sale" },
  },
] as const;

test.describe("List | Map on every listing page", () => {
  for (const route of ROUTES) {
    test(`${route.family}: the map shows the page's listings and the list follows a drag`, async ({ page }) => {
      const outside = await offline(page);
      const errors: string[] = [];
      // A box with no listings is answered with the Dubai-only page and a 404, as the original
      // site does: where the map opens on a wide area (a state with Hatta in it), the drag can
      // land there, and the browser logs that status. Any other console error counts.
      const emptyAnswer = /^Failed to load resource: the server responded with a status of 404/;
      page.on("console", (m) => m.type() === "error" && !emptyAnswer.test(m.text()) && errors.push(m.text()));
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route.path);
      const listed = await listCount(page);
      expect(listed).toBeGreaterThan(0);
      // The map's first answer, for the view the map opens on.
      const first = page.waitForResponse(isMapCall);
      await page.getByTestId("view-map").click();
      await expect(page).toHaveURL(/view=map/);
      const answer = await first;
      const asked = new URL(answer.url()).searchParams;
      for (const [name, value] of Object.entries(route.filters)) expect(asked.get(name), name).toBe(value);
      // The map opens on the page's listings: all of them, no more.
      expect(((await answer.json()) as { total: number }).total).toBe(listed);
      await expect(markers(page).first()).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => markerTotal(page)).toBe(listed);
      expect(await listCount(page)).toBe(listed);

      // Drag the map well to one side: the address gets the box, the list and its count follow,
      // and the markers still add up to the count.
      const c = await mapCentre(page);
      await page.mouse.move(c.x, c.y);
      await page.mouse.down();
      await page.mouse.move(c.x - 200, c.y + 120, { steps: 8 });
      await page.mouse.up();
      await expect(page).toHaveURL(/bbox=[^&]+&zoom=\d+/);
      await expect.poll(() => listCount(page)).toBeLessThan(listed);
      const after = await listCount(page);
      await expect.poll(() => markerTotal(page)).toBe(after);
      // Back to the list: the same search, the box kept, the page's hero again.
      await expect(page.getByTestId("view-list")).toHaveAttribute("href", /bbox=/);
      await page.getByTestId("view-list").click();
      await expect(page).not.toHaveURL(/view=map/);
      await expect(page.getByTestId("map-view")).toHaveCount(0);
      expect(await listCount(page)).toBe(after);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("a price filter means the same on the map as in the list, in the page's currency", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    // No currency in the address: the list reads the price in its default currency (INR), and so must the map.
    for (const query of ["minPrice=5000000", "minPrice=300000&currency=USD"]) {
      await page.goto(`/property-search-list?${query}`);
      const listed = await listCount(page);
      expect(listed).toBeGreaterThan(0);
      const first = page.waitForResponse(isMapCall);
      await page.getByTestId("view-map").click();
      const answer = await first;
      expect(((await answer.json()) as { total: number }).total, query).toBe(listed);
      await expect.poll(() => markerTotal(page), { timeout: 20_000 }).toBe(listed);
    }
  });

  test("Arabic: the switch and the map view on a state page, mirrored", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ar/country-property-sale-list-dist?country=United%20Arab%20Emirates&state=Dubai");
    await page.getByTestId("view-map").click();
    await expect(page).toHaveURL(/\/ar\/country-property-sale-list-dist\?.*view=map/);
    await expect(markers(page).first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => markerTotal(page)).toBe(await listCount(page));
    const list = await page.getByTestId("map-list").boundingBox();
    const map = await page.getByTestId("map").boundingBox();
    expect(list && map && list.x > map.x).toBe(true);
  });

  test("a listing page's map view has no axe violations, in English and Arabic", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const lang of ["", "/ar"]) {
      await page.goto(`${lang}/dubai-locations?locationlable=Dubai%20Marina&view=map`);
      await expect(markers(page).first()).toBeVisible({ timeout: 20_000 });
      // As on /property-search: pins may overlap (axe's target-size); the results list is the
      // accessible way through the same listings and is checked with everything else.
      const results = await axeBuilder(page).include("main").exclude(".leaflet-marker-pane").analyze();
      expect(results.violations.map((v) => `${lang} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    }
  });

  test("without JavaScript a map view says the map needs it and lists the results", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/dubai-locations?locationlable=Dubai%20Marina&view=map");
    await expect(page.getByText("The map needs JavaScript")).toBeVisible();
    await expect(page.getByTestId("property-grid").locator("li").first()).toBeVisible();
    await expect(page.getByTestId("view-list")).toHaveAttribute(
      "href",
      /^\/dubai-locations\?locationlable=Dubai(\+|%20)Marina$/,
    );
    await context.close();
  });
});
