import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

/** The phone bar of listing pages, the Need Help? button, layout and keyboard on phones. */

async function listingPath(request: APIRequestContext): Promise<string> {
  const body = await (await request.get("/api/property/properties?limit=1")).json();
  const id = body.data[0]._id as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return `/property/${id}`;
}

/** The Need Help? link: docked in the sticky header at every width. */
const needHelp = (page: Page) => page.locator('header a[data-need-help="header"]');

/**
 * The page's controls whose visible part the button's box meets: the part below the sticky header
 * (what has scrolled under the header is hidden by it, not by the button).
 */
function controlsUnder(page: Page): Promise<string[]> {
  return needHelp(page).evaluate((help) => {
    const box = help.getBoundingClientRect();
    const headerBottom = document.querySelector("header.sticky")?.getBoundingClientRect().bottom ?? 0;
    const controls = document.querySelectorAll(
      "main a[href], main button, main input, main select, main summary, main .card-tag, .leaflet-control",
    );
    return [...controls]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const top = Math.max(r.top, headerBottom);
        const shown = r.width > 0 && r.bottom > top && top < window.innerHeight;
        return shown && r.left < box.right && box.left < r.right && top < box.bottom && box.top < r.bottom;
      })
      .map((el) => `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 30)}`);
  });
}

test.describe("the Need Help? button is docked in the header and lies over nothing", () => {
  const RESULTS = "/property-search?locationlable=Dubai%20Marina";
  const MAP = "/property-search?country=United+Arab+Emirates&view=map";

  for (const [width, path] of [
    [375, RESULTS],
    [375, "/ar/faq"],
    [1024, MAP],
    [1280, RESULTS],
  ] as const) {
    test(`at ${width} px on ${path}: always in view, over no control, scrolled anywhere`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      await gotoHydrated(page, path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 500) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect(needHelp(page), `scrolled to ${y}`).toBeInViewport();
        expect(await controlsUnder(page), `scrolled to ${y}`).toEqual([]);
      }
      if (!path.startsWith("/ar")) await expect(needHelp(page)).toHaveAccessibleName(/^Need Help\?/);
    });
  }

  test("on a listing at 375 px it stays in the header above the phone bar, and works without JavaScript", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(await listingPath(request));
    await expect(page.locator("[data-action-bar]")).toBeVisible();
    await expect(needHelp(page)).toBeInViewport();
    await expect(needHelp(page)).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await context.close();
  });
});

test.describe("the phone bar of a listing", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("calls, writes on WhatsApp with the reference and link, and goes to the form", async ({
    page,
    request,
    baseURL,
  }) => {
    const path = await listingPath(request);
    await gotoHydrated(page, path);
    const bar = page.getByRole("region", { name: "Contact about this listing" });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);

    await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\+?\d{7,15}$/);
    const whatsapp = bar.getByRole("link", { name: /^WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const href = new URL((await whatsapp.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
    // The listing's reference column, as the page shows it (never a copy in its free text).
    const listing = await (await request.get(`/api/property/properties/${path.slice("/property/".length)}`)).json();
    const reference: string = listing.data.referenceNumber;
    expect(reference).toMatch(/^[A-Z]{2,4}-\d+$/);
    await expect(page.locator("main").getByText(reference, { exact: true }).first()).toBeAttached();
    expect(href.searchParams.get("text")).toBe(`Hello! I am interested in listing ${reference}: ${baseURL}${path}`);

    const enquire = bar.getByRole("link", { name: "Enquire" });
    await expect(enquire).toHaveAttribute("href", "#learn-more");
    await enquire.click();
    const name = page.getByRole("region", { name: "Learn more" }).getByLabel("Name", { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    // At the end of the page the bar hides nothing: the footer's last line sits above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByRole("contentinfo").getByText(/All rights reserved/);
    const last = await copyright.boundingBox();
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(barTop);
  });

  test("is in Arabic on /ar and gone from 768 px", async ({ page, request }) => {
    const path = await listingPath(request);
    await gotoHydrated(page, `/ar${path}`);
    const bar = page.getByRole("region", { name: "التواصل بشأن هذا العقار" });
    for (const name of ["اتصال", "واتساب", "استفسار"]) await expect(bar.getByRole("link", { name })).toBeVisible();
    const text = new URL((await bar.getByRole("link", { name: /واتساب/ }).getAttribute("href")) ?? "").searchParams.get(
      "text",
    );
    expect(text).toContain("مرحبًا");
    expect(text).toContain(`/ar${path}`);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(bar).toBeHidden();
    await expect(needHelp(page)).toBeVisible();
  });

  test("Enquire works without JavaScript: the link goes to the form", async ({ browser, request }) => {
    const path = await listingPath(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(path);
    await page
      .getByRole("region", { name: "Contact about this listing" })
      .getByRole("link", { name: "Enquire" })
      .click();
    await expect(page).toHaveURL(/#learn-more$/);
    await expect(page.getByRole("heading", { name: "Learn more" })).toBeInViewport();
    await context.close();
  });
});

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [path, open, close] of [
    ["/", "Open menu", "Close menu"],
    ["/ar", "فتح القائمة", "إغلاق القائمة"],
  ] as const) {
    test(`holds focus while open (${path}): Tab wraps, the page behind is inert, Escape returns`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.getByRole("button", { name: open }).click();
      const toggle = page.getByRole("button", { name: close });
      await expect(toggle).toBeFocused();
      const panelId = (await toggle.getAttribute("aria-controls")) ?? "";
      const panel = page.locator(`[id="${panelId}"]`);
      const focusIn = () =>
        page.evaluate((id) => {
          const active = document.activeElement;
          if (active?.getAttribute("aria-controls") === id) return "button";
          return active?.closest(`[id="${id}"]`) ? "panel" : (active?.outerHTML.slice(0, 80) ?? "nothing");
        }, panelId);
      // Forwards through every stop of the panel and back to the menu button, never outside.
      const stops: string[] = [];
      for (let i = 0; i < 40 && stops.at(-1) !== "button"; i++) {
        await page.keyboard.press("Tab");
        stops.push(await focusIn());
      }
      expect(stops.length).toBeGreaterThan(10);
      expect(stops.slice(0, -1).every((stop) => stop === "panel")).toBe(true);
      expect(stops.at(-1)).toBe("button");
      await expect(toggle).toBeFocused();
      // Backwards from the button: the last control of the panel.
      await page.keyboard.press("Shift+Tab");
      await expect(panel.locator(":focus")).toHaveCount(1);
      // Behind the menu nothing can be reached or clicked.
      expect(await page.locator("#main-content").evaluate((el) => (el as HTMLElement).inert)).toBe(true);
      expect(await page.getByRole("contentinfo").evaluate((el) => (el as HTMLElement).inert)).toBe(true);

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(page.getByRole("button", { name: open })).toBeFocused();
      expect(await page.locator("#main-content").evaluate((el) => (el as HTMLElement).inert)).toBe(false);
    });
  }

  test("offers Articles, Blogs and News beside the spec's additions; the footer links News", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    for (const [name, href] of [
      ["Our Story", "/about"],
      ["Articles", "/articals"],
      ["Blogs", "/blogs"],
      ["News", "/news"],
      ["Affiliate", "/Affiliate"],
      ["Advertise", "/Advertise"],
    ] as const) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await menu.getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "News", exact: true })).toHaveAttribute(
      "href",
      "/news",
    );
  });
});

test.describe("the photo viewer on a touch screen", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  /** A real finger: touch events through the browser's input pipeline. */
  async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let step = 1; step <= 5; step++) {
      const point = { x: from.x + ((to.x - from.x) * step) / 5, y: from.y + ((to.y - from.y) * step) / 5 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  for (const [lang, prefix, viewerName] of [
    ["English", "", "Photo viewer"],
    ["Arabic", "/ar", "عارض الصور"],
  ] as const) {
    test(`a sideways swipe changes the photo, a vertical one does not (${lang})`, async ({ page, request }) => {
      await gotoHydrated(page, `${prefix}${await listingPath(request)}`);
      await page.locator("[data-gallery-strip] button").first().tap();
      const viewer = page.getByRole("dialog", { name: viewerName });
      await expect(viewer).toBeVisible();
      // "1 / 5", without the marks that keep it left to right in Arabic.
      const shown = async () =>
        ((await viewer.locator("[aria-live]").textContent()) ?? "").replace(/[\u2066-\u2069]/g, "");
      await expect.poll(shown).toMatch(/^1 \/ \d+$/);
      const total = Number((await shown()).split("/")[1]);
      // Too short, then mostly vertical: nothing moves.
      await swipe(page, { x: 200, y: 400 }, { x: 175, y: 400 });
      await swipe(page, { x: 200, y: 300 }, { x: 150, y: 500 });
      await expect.poll(shown).toBe(`1 / ${total}`);
      // Left goes forward in English; in Arabic the photos run the other way, as its arrows do.
      await swipe(page, { x: 300, y: 400 }, { x: 80, y: 400 });
      await expect.poll(shown).toBe(lang === "English" ? `2 / ${total}` : `${total} / ${total}`);
      await swipe(page, { x: 80, y: 400 }, { x: 300, y: 400 });
      await expect.poll(shown).toBe(`1 / ${total}`);
    });
  }
});
