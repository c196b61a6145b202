/**
 * The map view's pins under the visitor's hand: a pin's card stays open while the map pans to
 * show it and the pins are drawn again, and while drawing an area a click on a cluster adds a
 * corner instead of zooming. Every tile request is answered with a blank local PNG.
 */
import { expect, type Page, test } from "@playwright/test";
import { mapReady, markers, offline } from "../helpers/map";

type Feature = { geometry: { coordinates: [number, number] }; properties: { cluster: boolean; _id?: string } };

/** One listing the map shows on its own at a street zoom. */
async function singleListing(page: Page): Promise<{ id: string; lng: number; lat: number }> {
  const res = await page.request.get("/api/property/map?bbox=54,24,56,26&zoom=18&currency=AED&purpose=sale");
  const body = (await res.json()) as { data: { features: Feature[] } };
  const single = body.data.features.find((f) => !f.properties.cluster && f.properties._id);
  if (!single?.properties._id) throw new Error("no single listing in the demo data");
  const [lng, lat] = single.geometry.coordinates;
  return { id: single.properties._id, lng, lat };
}

for (const follow of [true, false]) {
  test(`a pin's card near the map's top edge stays open after the map pans and the pins reload (search as I move ${follow ? "on" : "off"})`, async ({
    page,
  }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { id, lng, lat } = await singleListing(page);
    // The map's centre about 340 px (at zoom 17) south of the pin: the pin sits near the top
    // edge, and its card, which opens above it, does not fit until the map pans.
    const centre = lat - 0.0033;
    const d = 0.002;
    const bbox = [lng - d, centre - d, lng + d, centre + d].map((n) => n.toFixed(6)).join(",");
    await page.goto(`/property-search?view=map&bbox=${bbox}&zoom=17`);
    const pin = page.locator(`.map-pill[data-id="${id}"]`);
    await expect(pin).toBeVisible({ timeout: 20_000 });
    if (!follow) await page.getByTestId("search-as-move").uncheck();
    // Scrolled to where the map sticks, under the site's header (lg:top-[5.5rem]).
    await page.getByTestId("map").evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 88));
    // Every pin drawn for this view: the ones drawn after the pan are other elements.
    await page.waitForLoadState("networkidle");
    const before = await pin.boundingBox();
    await markers(page).evaluateAll((els) => {
      for (const el of els) el.setAttribute("data-first-drawing", "");
    });

    const reload = page.waitForResponse((res) => res.url().includes("/api/property/map?"));
    await pin.click();
    await reload;
    const card = page.getByTestId("map-card");
    await expect(card.locator(".map-card-price")).toContainText(/\d/);
    // The map panned to show the card, and the pins were drawn again for the new view.
    const redrawn = page.locator(`.map-pill[data-id="${id}"]:not([data-first-drawing])`);
    await expect(redrawn).toBeVisible();
    // Read again until it settles: the card's text arriving pans the map once more, and the
    // pins are drawn anew for that view too.
    await expect
      .poll(async () => ((await redrawn.boundingBox())?.y ?? 0) - (before?.y ?? 0), { timeout: 10_000 })
      .toBeGreaterThan(50);
    // The card is still open, with its listing (a closing card fades out: opacity 0, then gone).
    await expect(page.locator(".leaflet-popup")).toHaveCSS("opacity", "1");
    await expect(card).toBeVisible();
    await expect(card.locator("a")).toHaveAttribute("href", `/property/${id}`);
    // The title is the agency's English text, marked as such.
    await expect(card.locator(".map-card-title")).toHaveAttribute("lang", "en");
    if (follow) await expect(page).toHaveURL(/bbox=/);

    // It closes when the visitor closes it, once the map has stopped moving.
    await expect(page.locator(".leaflet-pan-anim")).toHaveCount(0);
    await page.locator(".leaflet-popup-close-button").click();
    await expect(card).toHaveCount(0);
  });
}

test("while drawing an area, a click on a cluster adds a corner there instead of zooming in", async ({ page }) => {
  await offline(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/property-search?view=map&bbox=55.0,24.9,55.6,25.4&zoom=10");
  await mapReady(page);
  await page.getByTestId("map").evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top));
  const clusters = page.locator(".map-cluster");
  const count = await clusters.count();
  expect(count).toBeGreaterThan(2);
  const spots: { x: number; y: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const box = await clusters.nth(i).boundingBox();
    if (!box) throw new Error("a cluster without a box");
    spots.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  await page.getByTestId("draw-start").click();
  await expect(page.getByTestId("draw-hint")).toContainText("0 corners");
  for (const [i, spot] of spots.entries()) {
    await page.mouse.click(spot.x, spot.y);
    await expect(page.getByTestId("draw-hint")).toContainText(`${i + 1} corner`);
  }
  // No click zoomed in: the same clusters are where they were.
  await expect(clusters).toHaveCount(count);
  const first = await clusters.first().boundingBox();
  expect(first && Math.abs(first.x + first.width / 2 - (spots[0]?.x ?? 0))).toBeLessThan(2);
  await page.getByTestId("draw-finish").click();
  await expect(page).toHaveURL(/polygon=[-\d.]+,[-\d.]+;[-\d.]+,[-\d.]+;[-\d.]+,[-\d.]+(&|$)/);
  expect(page.url()).toContain("zoom=10");
  await expect(markers(page).first()).toBeVisible();
});
