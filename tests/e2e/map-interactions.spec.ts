/**
 * Issue 18, the map view's interactions: the results sheet on phones, drawing an area with
 * the keyboard, clusters that never overlap, and the tiles' credit. Every tile request is
 * answered with a blank local PNG, so the tests never touch the network.
 */
import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { mapReady, markers, offline } from "../helpers/map";

const count = (page: Page) => page.getByTestId("result-count").textContent();

/** Layout shifts inside the map view since the page started loading (the CLS of that part). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { mapShifts: number };
    w.mapShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        const inView = entry.sources?.some(
          (s) => s.node instanceof Element && s.node.closest("[data-testid=map-view]"),
        );
        if (!entry.hadRecentInput && inView) w.mapShifts += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test.describe("the results sheet on phones", () => {
  test("is dragged up by its handle, pressed through its states, and reachable by keyboard", async ({ page }) => {
    await offline(page);
    await recordShifts(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/property-search?view=map#results-map");
    await mapReady(page);
    const view = page.getByTestId("map-view");
    const sheet = page.getByTestId("map-list");
    const handle = page.getByTestId("sheet-handle");
    await view.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top));
    const v = await view.boundingBox();
    if (!v) throw new Error("no map view");

    // Half way up at first: the map is usable above the sheet, the count shows in the sheet.
    const first = await sheet.boundingBox();
    expect(first && Math.abs(first.height - v.height / 2)).toBeLessThan(4);
    const onMap = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest("[data-testid=map]"), {
      x: v.x + v.width / 2,
      y: v.y + v.height / 4,
    });
    expect(onMap).toBe(true);
    await expect(sheet.getByTestId("result-count")).toBeInViewport();
    await expect(handle).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => (window as unknown as { mapShifts: number }).mapShifts)).toBeLessThan(0.01);
    // Animated (the reduced-motion test below checks the opposite).
    await expect(page.locator(".leaflet-container")).toHaveClass(/leaflet-fade-anim/);

    // Dragged up by the handle: the sheet covers most of the screen.
    const h = await handle.boundingBox();
    if (!h) throw new Error("no handle");
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + h.width / 2, v.y + 40, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await sheet.boundingBox())?.height ?? 0).toBeGreaterThan(v.height * 0.85);
    await expect(handle).toHaveAttribute("aria-label", "Show the map");

    // The handle is a button: pressed, it lowers the sheet to a peek, then raises it half way.
    await handle.focus();
    await page.keyboard.press("Enter");
    await expect(handle).toHaveAttribute("aria-expanded", "false");
    await expect(handle).toHaveAttribute("aria-label", "Show the list");
    await expect.poll(async () => (await sheet.boundingBox())?.height ?? 0).toBeLessThan(140);
    await expect(sheet.getByTestId("result-count")).toBeInViewport();
    // Tabbing on from the handle reaches the listings, and the sheet comes up to show them.
    let onListing = false;
    for (let i = 0; i < 8 && !onListing; i++) {
      await page.keyboard.press("Tab");
      onListing = await page.evaluate(
        () =>
          !!document.activeElement?.closest("[data-testid=property-grid]") && !!document.activeElement?.closest("a"),
      );
    }
    expect(onListing).toBe(true);
    await expect(handle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("[data-testid=property-grid] a:focus")).toBeInViewport();
  });

  test("a listing's See on map shows its pin above the sheet, not under it", async ({ page, request }) => {
    await offline(page);
    const res = await request.get("/api/property/map?bbox=54,24,56,26&zoom=18&currency=AED&purpose=sale");
    const body = (await res.json()) as {
      data: { features: { geometry: { coordinates: [number, number] }; properties: { _id?: string } }[] };
    };
    const single = body.data.features.find((f) => f.properties._id);
    if (!single) throw new Error("no single listing in the demo data");
    const [lng, lat] = single.geometry.coordinates;
    await page.setViewportSize({ width: 375, height: 740 });
    // The address See on map makes (links.ts): a box around the listing, street zoom.
    const d = 0.002;
    const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(6)).join(",");
    await page.goto(`/property-search?view=map&bbox=${bbox}&zoom=17#results-map`);
    const pin = page.locator(`.map-pill[data-id="${single.properties._id}"] > span`);
    await expect(pin).toBeVisible({ timeout: 20_000 });
    const p = await pin.boundingBox();
    const sheet = await page.getByTestId("map-list").boundingBox();
    const map = await page.getByTestId("map").boundingBox();
    if (!p || !sheet || !map) throw new Error("no pin");
    expect(p.y + p.height).toBeLessThan(sheet.y);
    // Near the middle of what shows of the map.
    expect(Math.abs(p.y + p.height - (map.y + (sheet.y - map.y) / 2))).toBeLessThan(60);
  });

  test("the address holds the part of the map above the sheet, and a reload brings the same view back", async ({
    page,
  }) => {
    await offline(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/property-search?view=map#results-map");
    await mapReady(page);
    const view = page.getByTestId("map-view");
    await view.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top));
    const bboxOf = () => (new URL(page.url()).searchParams.get("bbox") ?? "").split(",").map(Number);
    /** Drags the map by dx on its visible part, above the sheet. */
    const dragMap = async (dx: number) => {
      const v = await view.boundingBox();
      if (!v) throw new Error("no map view");
      const y = v.y + v.height / 4;
      await page.mouse.move(v.x + v.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(v.x + v.width / 2 + dx, y, { steps: 6 });
      await page.mouse.up();
    };
    await dragMap(-60);
    await expect(page).toHaveURL(/bbox=/);
    const first = bboxOf();
    const [west, south, east, north] = first as [number, number, number, number];
    // The box is what shows: about as tall as the map above the half-way sheet, not the whole map.
    const v = await view.boundingBox();
    if (!v) throw new Error("no map view");
    // Degrees of latitude per degree of longitude on screen: cos(latitude), near Dubai.
    const shown = (north - south) / (east - west) / Math.cos((((north + south) / 2) * Math.PI) / 180);
    expect(Math.abs(shown - v.height / 2 / v.width)).toBeLessThan(0.05);
    await page.reload();
    await mapReady(page);
    await view.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top));
    // Moved and moved back: the address gets the same box it was reloaded with.
    await dragMap(40);
    await expect.poll(() => bboxOf()[0]).not.toBe(first[0]);
    await dragMap(-40);
    await expect
      .poll(() => Math.max(...bboxOf().map((n, i) => Math.abs(n - (first[i] ?? 0)))))
      .toBeLessThan((east - west) * 0.02);
  });

  test("moves without animation for visitors who ask for reduced motion", async ({ page }) => {
    await offline(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/property-search?view=map#results-map");
    await mapReady(page);
    const sheet = page.getByTestId("map-list");
    const view = await page.getByTestId("map-view").boundingBox();
    await page.getByTestId("sheet-handle").click();
    // No animation: the new height (all but the top 4.75rem) is there at once.
    const height = await sheet.evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.abs(height - ((view?.height ?? 0) - 76))).toBeLessThan(2);
    // The map zooms without its animation too.
    await expect(page.locator(".leaflet-container")).not.toHaveClass(/leaflet-fade-anim/);
  });

  test("has no axe violations, and neither has the Arabic one, which is mirrored", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 375, height: 740 });
    for (const address of ["/property-search?view=map", "/ar/property-search?view=map"]) {
      await page.goto(address);
      await mapReady(page);
      const results = await axeBuilder(page).include("main").exclude(".leaflet-marker-pane").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    }
    // Arabic: the toolbar starts at the right, the zoom buttons are on the left, the sheet reads right to left.
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const map = await page.getByTestId("map").boundingBox();
    const follow = await page.getByTestId("search-as-move").locator("..").boundingBox();
    const draw = await page.getByTestId("draw-start").boundingBox();
    const zoom = await page.locator(".leaflet-control-zoom").boundingBox();
    if (!map || !follow || !draw || !zoom) throw new Error("missing control");
    expect(map.x + map.width - (follow.x + follow.width)).toBeLessThan(20);
    expect(draw.x + draw.width).toBeLessThanOrEqual(follow.x + 1);
    expect(zoom.x - map.x).toBeLessThan(20);
    const heading = await page.getByTestId("map-list").locator("h2").boundingBox();
    const sheet = await page.getByTestId("map-list").boundingBox();
    if (!heading || !sheet) throw new Error("no sheet");
    expect(sheet.x + sheet.width - (heading.x + heading.width)).toBeLessThan(40);
    await expect(page.getByTestId("sheet-handle")).toHaveAttribute("aria-label", "اعرض القائمة كاملة");
    // The drawing buttons, too: Add point after (left of) the checkbox, Cancel left of Finish.
    await page.getByTestId("draw-start").click();
    const add = await page.getByTestId("draw-add").boundingBox();
    const finish = await page.getByTestId("draw-finish").boundingBox();
    const cancel = await page.getByTestId("draw-cancel").boundingBox();
    if (!add || !finish || !cancel) throw new Error("no drawing buttons");
    expect(add.x + add.width).toBeLessThanOrEqual(follow.x + 1);
    expect(cancel.x + cancel.width).toBeLessThanOrEqual(finish.x + 1);
  });
});

test.describe("drawing an area with the keyboard", () => {
  test("a triangle from the keyboard alone goes into the address and filters the results", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Downtown and the Marina, where the demo listings are.
    await page.goto("/property-search?view=map&bbox=55.05,25.0,55.4,25.3&zoom=11");
    await mapReady(page);
    const before = await count(page);
    const follow = page.getByTestId("search-as-move");
    await follow.focus();
    await page.keyboard.press("Space");
    await expect(follow).not.toBeChecked();
    await page.getByTestId("draw-start").focus();
    await page.keyboard.press("Enter");
    // The map has the keys now, and a crosshair marks its centre.
    await expect(page.getByTestId("draw-crosshair")).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("map");
    await expect(page.getByTestId("draw-hint")).toContainText("arrow keys");
    await expect(page.getByTestId("draw-finish")).toBeDisabled();
    const moves: string[][] = [[], ["ArrowRight", "ArrowRight", "ArrowRight"], ["ArrowDown", "ArrowDown", "ArrowDown"]];
    for (const keys of moves) {
      for (const key of keys) {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
      await page.keyboard.press("Enter");
    }
    await expect(page.getByTestId("draw-hint")).toContainText("3 corners");
    // A fourth corner, taken back with Backspace.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Space");
    await expect(page.getByTestId("draw-hint")).toContainText("4 corners");
    await page.keyboard.press("Backspace");
    await expect(page.getByTestId("draw-hint")).toContainText("3 corners");
    // Back from the map to Finish.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      if (await page.getByTestId("draw-finish").evaluate((el) => el === document.activeElement)) break;
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/polygon=[-\d.]+,[-\d.]+;[-\d.]+,[-\d.]+;[-\d.]+,[-\d.]+(&|$)/);
    await expect.poll(() => count(page)).not.toBe(before);
    await expect(page.getByTestId("draw-crosshair")).toHaveCount(0);
    await expect(page.locator(".leaflet-overlay-pane path")).toHaveCount(1);
  });

  test("Escape cancels the drawing and leaves the address alone", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/property-search?view=map");
    await mapReady(page);
    await page.getByTestId("draw-start").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("draw-hint")).toContainText("1 corner");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("draw-crosshair")).toHaveCount(0);
    await expect(page.getByTestId("draw-start")).toBeVisible();
    expect(page.url()).not.toContain("polygon=");
  });
});

test.describe("clusters", () => {
  test("never overlap at a Dubai-wide zoom, and their counts still add up", async ({ page }) => {
    await offline(page);
    let total = -1;
    page.on("response", async (res) => {
      if (!res.url().includes("/api/property/map?")) return;
      total = ((await res.json()) as { total: number }).total;
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const zoom of [10, 9]) {
      await page.goto(`/property-search?view=map&bbox=55.0,24.9,55.6,25.4&zoom=${zoom}`);
      await mapReady(page);
      await page.waitForLoadState("networkidle");
      const icons = await markers(page).evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, w: r.width, h: r.height, n: Number(el.textContent || "1") };
        }),
      );
      expect(icons.length).toBeGreaterThan(1);
      const hits: string[] = [];
      for (const [i, a] of icons.entries()) {
        for (const b of icons.slice(i + 1)) {
          if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) {
            hits.push(`${a.n}@${a.x},${a.y} × ${b.n}@${b.x},${b.y}`);
          }
        }
      }
      expect(hits, `zoom ${zoom}`).toEqual([]);
      expect(icons.reduce((sum, icon) => sum + icon.n, 0)).toBe(total);
    }
  });
});

test.describe("the tiles' credit", () => {
  test("names OpenStreetMap with its link by default", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/property-search?view=map#results-map");
    await mapReady(page);
    const credit = page.locator(".leaflet-control-attribution");
    await expect(credit).toContainText("© OpenStreetMap contributors");
    await expect(credit.getByRole("link", { name: "OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/copyright",
    );
    // On phones it rides on the sheet's top edge, in sight.
    await expect(credit).toBeInViewport();
    const sheet = await page.getByTestId("map-list").boundingBox();
    const box = await credit.boundingBox();
    expect(box && sheet && box.y + box.height <= sheet.y + 1).toBe(true);
  });
});
