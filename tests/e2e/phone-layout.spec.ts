import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

/** Issue 16: the phone bar of listing pages (item 5), layout and keyboard (item 6). */

type Box = { x: number; y: number; width: number; height: number };

async function listingPath(request: APIRequestContext): Promise<string> {
  const body = await (await request.get("/api/property/properties?limit=1")).json();
  const id = body.data[0]._id as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return `/property/${id}`;
}

/** The box the element paints on screen (a transform included); null when it is not shown. */
function paintedBox(locator: Locator): Promise<Box | null> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return null;
    return r.width === 0 ? null : { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

function intersects(a: Box | null, b: Box | null): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The Need Help? link of this width: in the header from 1280 px, floating in a corner below. */
const needHelp = (page: Page) =>
  page.locator('a[data-need-help="header"], [data-need-help="floating"] a').filter({ visible: true });

/** Whether the Need Help? button, once it has settled, paints over the focused element. */
async function coversFocus(page: Page): Promise<boolean> {
  const focused = page.locator(":focus");
  if ((await focused.count()) === 0 || (await needHelp(page).count()) === 0) return false;
  return intersects(await paintedBox(needHelp(page)), await paintedBox(focused));
}

/** Tabs through the page; after each step the button must get off the focused element. */
async function tabThrough(page: Page, steps: number): Promise<string[]> {
  const reached: string[] = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press("Tab");
    await expect.poll(() => coversFocus(page), { timeout: 2_000 }).toBe(false);
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 40) ?? ""));
  }
  return reached;
}

test.describe("the Need Help? button keeps clear of content and focus", () => {
  test("on /contact at 1280 it does not cover the e-mail field, nor any field tabbed to", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/contact");
    const email = page.locator("main form").getByRole("textbox", { name: /^Email/ });
    // The page as it opens puts the field in the button's corner.
    expect((await email.boundingBox())?.y ?? 0).toBeGreaterThan(600);
    await expect.poll(async () => intersects(await paintedBox(needHelp(page)), await paintedBox(email))).toBe(false);
    await email.focus();
    await expect.poll(() => coversFocus(page)).toBe(false);
    // Scrolled so the corner is clear, it comes back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => paintedBox(needHelp(page))).not.toBeNull();
  });

  test("tabbing through the FAQ at 375 with an answer open, it is never on the focused element", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/faq");
    await page.locator("main summary").nth(1).click();
    const reached = await tabThrough(page, 30);
    expect(reached.length).toBe(30);
    // A round icon on phones: the name stays for assistive technology.
    await expect(needHelp(page)).toHaveAccessibleName(/^Need Help\?/);
  });

  test("tabbing through the Arabic listing at 375, the phone bar replaces it", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, `/ar${await listingPath(request)}`);
    await expect(page.locator("[data-action-bar]")).toBeVisible();
    await expect(page.locator('[data-need-help="floating"]')).toBeHidden();
    await expect(page.locator('[data-need-help="header"]')).toBeHidden();
    await tabThrough(page, 25);
  });
});

/**
 * The page's controls whose visible part the button's box meets: the part below the sticky header
 * (what has scrolled under the header is hidden by it, not by the button).
 */
function controlsUnder(page: Page): Promise<string[]> {
  return needHelp(page).evaluate((help) => {
    const box = help.getBoundingClientRect();
    const headerBottom = document.querySelector("body > header, header.sticky")?.getBoundingClientRect().bottom ?? 0;
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

test.describe("the Need Help? button never lies over a control", () => {
  const RESULTS = "/property-search?locationlable=Dubai%20Marina";
  const MAP = "/property-search?country=United+Arab+Emirates&view=map";

  for (const width of [375, 1024, 1280]) {
    test(`not over the sort control, card badges or the map's corners at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      for (const [path, targets] of [
        [RESULTS, ["#list-sort", "[data-testid=property-grid] .card-tag"]],
        [MAP, [".leaflet-control-zoom", ".leaflet-control-attribution"]],
      ] as const) {
        await gotoHydrated(page, path);
        for (const selector of targets) {
          const target = page.locator(selector).first();
          await expect(target).toBeVisible();
          // Brought to the foot of the screen, where the corner button sat on it.
          await target.evaluate((el) => el.scrollIntoView({ block: "end" }));
          await expect
            .poll(async () => intersects(await paintedBox(needHelp(page)), await paintedBox(target)), {
              message: `${path} ${selector}`,
            })
            .toBe(false);
        }
      }
      // From 1280 px it is docked in the header: always there.
      if (width >= 1280) await expect(needHelp(page)).toBeVisible();
    });
  }

  test("at 1280 px, docked in the header, it lies over no control of a results page, scrolled anywhere", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, RESULTS);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(needHelp(page)).toBeVisible();
      expect(await controlsUnder(page), `scrolled to ${y}`).toEqual([]);
    }
  });

  test("at 375 px it is not painted before a check has found its corner clear", async ({ browser }) => {
    // Without scripts nothing can check: the page as it is painted before hydration.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(RESULTS);
    await expect(page.getByTestId("property-grid").locator("li").first()).toBeVisible();
    expect(await paintedBox(page.locator('[data-need-help="floating"] a'))).toBeNull();
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
