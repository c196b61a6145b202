import { expect, type Locator, type Page, test } from "@playwright/test";
import { countdown } from "../../app/modules/home/components/countdown";
import { markerSize } from "../../app/modules/home/components/map-marker";
import { axeBuilder } from "../helpers/axe";
import { waitForHydration } from "../helpers/hydration";

const clientCases = (page: Page) => page.locator('section[aria-labelledby="client-cases-title"]');
const agencies = (page: Page) => page.locator('section[aria-labelledby="agencies-title"]');

/** Waits until React has hydrated the page, so buttons and timers are live. */
async function openHome(page: Page) {
  await page.goto("/");
  // The scripts load after the first paint: wait until React owns the page.
  await waitForHydration(page.locator("main"));
  await page.waitForLoadState("networkidle");
}

/** Scrolls to a section below the fold and waits for its code to load and hydrate it. */
async function reach(section: Locator) {
  await section.scrollIntoViewIfNeeded();
  await waitForHydration(section);
}

/** How many slides of a carousel are wholly inside its track. */
function fullyVisibleSlides(section: Locator) {
  return section.locator("[data-carousel-track]").evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll("[data-carousel-slide]")].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

const scrollOf = (section: Locator) =>
  section.locator("[data-carousel-track]").evaluate((el) => Math.abs(el.scrollLeft));

test.describe("home sections 7-14", () => {
  test("client cases show 3 slides on desktop and 1 on a phone, already in the server's HTML", async ({ browser }) => {
    for (const [width, expected] of [
      [1280, 3],
      [375, 1],
    ] as const) {
      // No JavaScript: the slide sizes come from CSS alone, so nothing shifts on hydration.
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/");
      const section = clientCases(page);
      await section.scrollIntoViewIfNeeded();
      expect(await fullyVisibleSlides(section)).toBe(expected);
      await expect(section.getByRole("img", { name: /^Rated [0-5] out of 5$/ }).first()).toBeVisible();
      await context.close();
    }
  });

  test("client-case dots move the carousel", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page);
    const section = clientCases(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("button", { name: "Go to slide 1", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const third = section.getByRole("button", { name: "Go to slide 3", exact: true });
    // The section's code loads as it comes near the screen.
    await waitForHydration(third);
    await third.click();
    await expect(third).toHaveAttribute("aria-current", "true");
    // Slide 3 becomes the first visible one.
    await expect
      .poll(() =>
        section.locator("[data-carousel-track]").evaluate((track) => {
          const slide = track.querySelectorAll("[data-carousel-slide]")[2];
          // No third slide: a distance no poll accepts.
          if (!slide) return Number.POSITIVE_INFINITY;
          return Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left);
        }),
      )
      .toBeLessThan(1);
    expect(await fullyVisibleSlides(section)).toBe(3);
  });

  test("the agencies strip shows 5 logos, links out and advances by itself", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page);
    const section = agencies(page);
    // Count while hovered (autoplay holds) and once a slide under way has settled.
    await section.locator("[data-carousel-track]").hover();
    await expect.poll(() => fullyVisibleSlides(section)).toBe(5);
    const first = section.locator("a").first();
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(first).toHaveAttribute("rel", "noopener noreferrer");
    await expect(first.locator("img")).toHaveAttribute("alt", /\S/);
    await page.mouse.move(0, 0);
    await expect.poll(() => scrollOf(section), { timeout: 4000 }).toBeGreaterThan(0);
    // Hovering holds it still; leaving lets it run on.
    await section.locator("[data-carousel-track]").hover();
    await page.waitForTimeout(700);
    const held = await scrollOf(section);
    await page.waitForTimeout(2000);
    expect(await scrollOf(section)).toBe(held);
    await page.mouse.move(0, 0);
    await expect.poll(() => scrollOf(section), { timeout: 4000 }).not.toBe(held);
    // The visitor can stop it.
    await section.getByRole("button", { name: "Pause autoplay" }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(700); // a slide already under way finishes
    const paused = await scrollOf(section);
    await page.waitForTimeout(2000);
    expect(await scrollOf(section)).toBe(paused);
    await expect(section.getByRole("button", { name: "Start autoplay" })).toBeVisible();
  });

  test("the agencies strip advances only while it is on screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page);
    const section = agencies(page);
    await waitForHydration(section);
    // Far below the fold: no slide moves (a phone would spend its battery on nothing).
    await page.waitForTimeout(2500);
    expect(await scrollOf(section)).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollOf(section), { timeout: 4000 }).toBeGreaterThan(0);
    // Scrolled away again, it stops where it is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(700); // a slide already under way finishes
    const left = await scrollOf(section);
    await page.waitForTimeout(2500);
    expect(await scrollOf(section)).toBe(left);
  });

  test("the agencies strip stays still for visitors who prefer reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await openHome(page);
    const section = agencies(page);
    await reach(section);
    expect(await fullyVisibleSlides(section)).toBe(2);
    await page.waitForTimeout(2500);
    expect(await scrollOf(section)).toBe(0);
    await expect(section.getByRole("button", { name: "Pause autoplay" })).toHaveCount(0);
    // The visitor may still start it: it then steps (without animation) until paused again.
    await section.getByRole("button", { name: "Start autoplay" }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect.poll(() => scrollOf(section), { timeout: 4000 }).toBeGreaterThan(0);
    await expect(section.getByRole("button", { name: "Pause autoplay" })).toBeVisible();
    await context.close();
  });

  test("the offer countdown hydrates cleanly and matches the first offer's end date", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && problems.push(msg.text()));
    page.on("pageerror", (err) => problems.push(err.message));
    const { data } = await (await page.request.get("/api/offer/offerget")).json();
    const end = Date.parse(data[0].enddate);
    // The browser's clock runs 5 hours ahead of the server's: a first render from the
    // browser's clock would not match the server's HTML.
    await page.clock.install({ time: Date.now() + 5 * 3_600_000 });
    await openHome(page);
    await reach(page.locator("#home-offer section").first());
    const shown = async () => {
      const read = (unit: string) => page.locator(`[data-countdown-unit="${unit}"]`).textContent();
      return {
        months: Number(await read("months")),
        days: Number(await read("days")),
        hours: Number(await read("hours")),
      };
    };
    const expected = async () => {
      const { months, days, hours } = countdown(end, await page.evaluate(() => Date.now()));
      return { months, days, hours };
    };
    await expect.poll(async () => JSON.stringify(await shown()) === JSON.stringify(await expected())).toBe(true);
    // It ticks: three hours later the tiles have followed the clock.
    await page.clock.fastForward("03:00:00");
    await expect.poll(async () => JSON.stringify(await shown()) === JSON.stringify(await expected())).toBe(true);
    expect(problems.filter((p) => /hydrat|did not match|server rendered|#418|#423|#425/i.test(p))).toEqual([]);
  });

  test("blog cards link to /blog-details/{id} (large) and /blog-details?bId= (small)", async ({ page }) => {
    await openHome(page);
    const blogs = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Recent Blogs" }) });
    await expect(blogs.locator('[data-post="lead"]')).toHaveAttribute("href", /^\/blog-details\/[0-9a-f-]{36}$/);
    const small = blogs.locator('[data-post="small"]');
    expect(await small.count()).toBeGreaterThan(0);
    expect(await small.count()).toBeLessThanOrEqual(4);
    for (const href of await small.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/blog-details\?bId=[0-9a-f-]{36}$/);
    }
    await expect(blogs.locator("time").first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  test("top properties are three UAE listings linking to /property/{id}", async ({ page, request }) => {
    await openHome(page);
    const links = page.locator('section[aria-labelledby="row-top-dubai-properties"] a[href^="/property/"]');
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
      const id = href.replace("/property/", "");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const { data } = await (await request.get(`/api/property/properties/${id}`)).json();
      expect(data.country).toBe("United Arab Emirates");
    }
  });

  test("the investment map has a marker per emirate, sized by the spec's rule", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page);
    const markers = page.locator("[data-map-marker]");
    await expect(markers).toHaveCount(7);
    const names: string[] = [];
    for (const marker of await markers.all()) {
      const count = Number(await marker.getAttribute("data-count"));
      const name = (await marker.getAttribute("data-map-marker")) ?? "";
      names.push(name);
      const box = await marker.boundingBox();
      const px = Number.parseFloat(markerSize(count)) * 16;
      expect(box?.width).toBeCloseTo(px, 0);
      expect(box?.height).toBeCloseTo(px, 0);
      await expect(marker).toHaveAttribute("aria-label", new RegExp(`^${name}: ${count} propert(y|ies)$`));
    }
    expect(names.sort()).toEqual([
      "Abu Dhabi",
      "Ajman",
      "Dubai",
      "Fujairah",
      "Ras Al Khaimah",
      "Sharjah",
      "Umm al Quwain",
    ]);
    await expect(page.getByText("Investing in the UAE")).toBeVisible();
  });

  test("the sections have no serious accessibility violations", async ({ page }) => {
    await openHome(page);
    const sections = [
      "client-cases-title",
      "agencies-title",
      "offer-title",
      "investments-title",
      "row-top-dubai-properties",
      "row-featured-properties",
      "investors-title",
      "investment-map-title",
    ];
    let axe = axeBuilder(page);
    for (const id of sections) axe = axe.include(`section[aria-labelledby="${id}"]`);
    axe = axe.include('section[data-section="posts"]');
    const { violations } = await axe.analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
