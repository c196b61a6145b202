import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";

/** Has the page add up its layout shifts (CLS) in window.__cls from the first paint on. */
async function countShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

for (const width of [375, 1280]) {
  test(`axe finds no serious or critical violation on / at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const results = await axeBuilder(page).analyze();
    const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test(`the home page does not shift while it loads at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const shifts = await countShifts(page);
    await page.goto("/", { waitUntil: "networkidle" });
    // Scroll through the page so lazy images below the fold load too.
    for (let y = 0; y < 12_000; y += 700) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState("networkidle");
    expect(await shifts()).toBeLessThan(0.02);
  });
}

// On a slow connection the page is drawn in a stand-in font first; when Manrope arrives, the
// text must keep its lines, or the hero's search form jumps (it moved 24 px; Russian more).
// Not Russian at 1280 px: its heading is within a pixel of wrapping, so whether it wraps before
// the stand-in is found (Chromium looks local fonts up in another process) is a matter of timing.
for (const [path, width] of [
  ["/", 375],
  ["/", 1280],
  ["/ru", 375],
] as const) {
  test(`${path} does not move when the brand font arrives late at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Manrope's files (Latin, and Cyrillic on /ru) are held back, then served together.
    let fontsServed = 0;
    let release: Promise<void> | undefined;
    await page.route(/\/assets\/manrope-.*\.woff2$/, async (route) => {
      release ??= new Promise((resolve) => setTimeout(resolve, 1_500));
      await release;
      fontsServed += 1;
      await route.continue();
    });
    const shifts = await countShifts(page);
    await page.goto(path, { waitUntil: "networkidle" });
    expect(fontsServed).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.fonts.check('16px "Manrope Variable"'))).toBe(true);
    expect(await shifts()).toBeLessThan(0.01);
  });
}
