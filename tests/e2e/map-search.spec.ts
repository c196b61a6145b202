/**
 * Issue 18: the map view of /property-search. Every tile request is answered with a blank
 * local PNG, so the tests never touch the network.
 */
import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { mapCentre, mapReady, offline } from "../helpers/map";

const count = (page: Page) => page.getByTestId("result-count").textContent();

test.describe("map search", () => {
  test("switches to the map, shows markers, and the list follows a drag", async ({ page }) => {
    const outside = await offline(page);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/property-search");
    await page.getByTestId("view-map").click();
    await expect(page).toHaveURL(/view=map/);
    await mapReady(page);
    const before = await count(page);
    // Drag the map well to one side: the address gets the new box and the list its results.
    const c = await mapCentre(page);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x - 250, c.y + 150, { steps: 8 });
    await page.mouse.up();
    await expect(page).toHaveURL(/bbox=[^&]+&zoom=\d+/);
    await expect.poll(() => count(page)).not.toBe(before);
    // The switch back to the list keeps the search and drops the view.
    await expect(page.getByTestId("view-list")).toHaveAttribute("href", /bbox=/);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a drawn area goes into the address and survives a reload", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/property-search?view=map");
    await mapReady(page);
    const before = await count(page);
    await page.getByTestId("search-as-move").uncheck();
    await page.getByTestId("draw-start").click();
    const { x: cx, y: cy } = await mapCentre(page);
    for (const [dx, dy] of [
      [-120, -100],
      [120, -100],
      [120, 100],
      [-120, 100],
    ] as const) {
      await page.mouse.click(cx + dx, cy + dy);
    }
    await page.getByTestId("draw-finish").click();
    await expect(page).toHaveURL(/polygon=[-\d.,;%3B2C]+/);
    await expect.poll(() => count(page)).not.toBe(before);
    const drawn = await count(page);
    const address = page.url();
    await page.reload();
    await mapReady(page).catch(() => undefined);
    expect(page.url()).toBe(address);
    expect(await count(page)).toBe(drawn);
    await expect(page.locator(".leaflet-overlay-pane path")).toHaveCount(1);
    await page.getByTestId("draw-clear").click();
    await expect(page).not.toHaveURL(/polygon=/);
  });

  test("a pin opens a small card with the listing's price and a link", async ({ page, request }) => {
    await offline(page);
    const res = await request.get("/api/property/map?bbox=54,24,56,26&zoom=18&currency=AED&purpose=sale");
    const body = (await res.json()) as {
      data: {
        features: { geometry: { coordinates: [number, number] }; properties: { cluster: boolean; _id?: string } }[];
      };
    };
    const single = body.data.features.find((f) => !f.properties.cluster);
    if (!single) throw new Error("no single listing in the demo data");
    const [lng, lat] = single.geometry.coordinates;
    const d = 0.002;
    await page.setViewportSize({ width: 1280, height: 900 });
    const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(6)).join(",");
    await page.goto(`/property-search?view=map&bbox=${bbox}&zoom=17`);
    const pin = page.locator(`.map-pill[data-id="${single.properties._id}"]`);
    await expect(pin).toBeVisible({ timeout: 20_000 });
    // Hovering the listing's card lights its pin, and hovering the pin lights the card.
    const cardInList = page.getByTestId("map-list").locator(`li:has(a[href="/property/${single.properties._id}"])`);
    await cardInList.hover();
    await expect(pin).toHaveClass(/is-active/);
    await mapCentre(page);
    await pin.hover();
    await expect(cardInList).toHaveClass(/map-list-active/);
    await pin.click();
    const card = page.getByTestId("map-card");
    await expect(card.locator("a")).toHaveAttribute("href", `/property/${single.properties._id}`);
    await expect(card.locator(".map-card-price")).toContainText(/\d/);
  });

  test("Arabic map view is mirrored and the zoom buttons are labelled in Arabic", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ar/property-search?view=map");
    await mapReady(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".leaflet-top.leaflet-left .leaflet-control-zoom-in")).toHaveAttribute("title", "تكبير");
    // The list is on the right, the map on the left.
    const list = await page.getByTestId("map-list").boundingBox();
    const map = await page.getByTestId("map").boundingBox();
    expect(list && map && list.x > map.x).toBe(true);
  });

  test("the map view has no axe violations", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/property-search?view=map");
    await mapReady(page);
    // Pins may overlap one another (a map's nature, axe's target-size): the results list is
    // the accessible way through the same listings, and it is checked with everything else.
    const results = await axeBuilder(page).include("main").exclude(".leaflet-marker-pane").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  test("without JavaScript the map view says so and lists the results", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/property-search?view=map");
    await expect(page.getByText("The map needs JavaScript")).toBeVisible();
    await expect(page.getByTestId("property-grid").locator("li").first()).toBeVisible();
    await expect(page.getByTestId("view-list")).toHaveAttribute("href", "/property-search");
    await context.close();
  });

  test("See on map from a listing's page and from the hero search", async ({ page, request }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const list = (await (await request.get("/api/property/properties?limit=1&purpose=sale")).json()) as {
      data: { _id: string }[];
    };
    const id = list.data[0]?._id;
    await page.goto(`/property/${id}`);
    await page.getByTestId("see-on-map").click();
    await expect(page).toHaveURL(/\/property-search\?view=map&purpose=sale&bbox=[^&]+&zoom=15/);
    await expect(page.getByTestId("property-grid").locator(`a[href="/property/${id}"]`).first()).toBeVisible();
    await mapReady(page);
    await page.goto("/");
    await page.getByTestId("hero-see-on-map").click();
    await expect(page).toHaveURL(/\/property-search\?.*view=map/);
    await mapReady(page);
  });
});
