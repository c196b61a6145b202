import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

// Slides scrolled out of a carousel's view are inert: Tab goes through the slides on screen,
// then on to the carousel's buttons, never into a slide the visitor cannot see.
for (const [path, name] of [
  ["/", "Partner agencies"],
  ["/ar", "الوكالات الشريكة"],
] as const) {
  test(`Tab reaches only the carousel slides in view (${path})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // no autoplay while the test looks
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, path);
    const carousel = page.getByRole("region", { name, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator("[data-carousel-slide]");
    const states = () =>
      slides.evaluateAll((els) => {
        const parent = els[0]?.parentElement;
        if (!parent) return [];
        const track = parent.getBoundingClientRect();
        return els.map((el) => {
          const r = el.getBoundingClientRect();
          return { inert: (el as HTMLElement).inert, inView: r.left >= track.left - 1 && r.right <= track.right + 1 };
        });
      });
    // The section is drawn as it comes into view, and each slide's state follows its own
    // intersection callback: wait until every slide has had its say.
    const settled = (list: { inert: boolean; inView: boolean }[]) =>
      list.some((s) => s.inert) && list.every((s) => s.inert === !s.inView);
    await expect.poll(async () => settled(await states())).toBe(true);
    const now = await states();
    for (const s of now) expect(s.inert).toBe(!s.inView);

    const inSlide = () =>
      page.evaluate(() => document.activeElement?.closest("[data-carousel-slide]")?.getAttribute("aria-label") ?? null);
    await carousel.locator("[data-carousel-track]").focus();
    const reached: string[] = [];
    for (let i = 0; i < now.length; i++) {
      await page.keyboard.press("Tab");
      const label = await inSlide();
      if (label === null) break;
      reached.push(label);
    }
    expect(reached.length).toBe(now.filter((s) => s.inView).length);

    // Scrolled on by two slides (as a swipe or the arrow keys would): those come alive, the first two go inert.
    await carousel.locator("[data-carousel-track]").evaluate((track) => {
      const width = (track.firstElementChild as HTMLElement).offsetWidth;
      track.scrollLeft = (getComputedStyle(track).direction === "rtl" ? -2 : 2) * width;
    });
    await expect.poll(async () => (await states()).findIndex((s) => !s.inert)).toBe(2);
    for (const s of await states()) expect(s.inert).toBe(!s.inView);
  });
}
