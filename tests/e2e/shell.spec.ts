import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";

/** The shared layout of every page (spec part 1, section 2 "Shared layout", sections 4 and 9). */

const DUBAI = "country=United+Arab+Emirates&state=Dubai&district=Dubai";
const MAIN_NAV = [
  ["Housing", `/residential-filter?type=Residential&${DUBAI}`],
  ["Enterprise Assets", `/residential-filter?type=Commercial&${DUBAI}`],
  ["Buy", `/residential-filter?type=Rental&${DUBAI}`],
  ["Residence & Passports", "/residence-passports"],
  ["Contact Us", "/contact"],
] as const;
const TOP_NAV = [
  ["About Us", "/about"],
  ["Articles", "/articals"],
  ["Blogs", "/blogs"],
  ["News", "/news"],
  ["Affiliate", "/Affiliate"],
  ["Advertise", "/Advertise"],
];
const GREETING = "Hello! I would like to know more about this page:";

/** Waits until React has hydrated the header, so clicks and selects reach their handlers. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return !!header && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
  });
}

async function linkTargets(page: Page, navName: string) {
  const links = page.getByRole("navigation", { name: navName, exact: true }).getByRole("link");
  return links.evaluateAll((els) => els.map((el) => [el.textContent?.trim() ?? "", el.getAttribute("href") ?? ""]));
}

/** The spec's display: symbol, grouped digits, two decimals. */
/** As the site writes an amount in English: rupees grouped in lakhs and crores, others in thousands. */
function money(symbol: string, amount: number) {
  const locale = symbol === "₹" ? "en-IN" : "en-US";
  return symbol + amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

test.describe("header on large screens", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("main navigation, top bar and logo link to the spec's exact addresses", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    expect(await linkTargets(page, "Main")).toEqual(MAIN_NAV);
    expect(await linkTargets(page, "Company")).toEqual(TOP_NAV);
    await expect(banner.getByRole("link", { name: /Dubai Estates/ }).first()).toHaveAttribute("href", "/");
    for (const [name] of TOP_NAV) await expect(banner.getByRole("link", { name, exact: true })).toBeVisible();
  });

  test("the phone link calls without showing the number; Become a Partner opens the enquiry", async ({ page }) => {
    await gotoHydrated(page, "/");
    const call = page.getByRole("banner").getByRole("link", { name: "Call us" });
    await expect(call).toHaveAttribute("href", /^tel:\+?\d{7,15}$/);
    const digits = ((await call.getAttribute("href")) ?? "").replace(/\D/g, "");
    expect(((await page.getByRole("banner").textContent()) ?? "").replace(/\D/g, "")).not.toContain(digits);

    const partner = page.getByRole("banner").getByRole("link", { name: "Become a Partner" });
    await expect(partner).toHaveAttribute("href", "/enquiry?type=Become%20A%20Partner");
    await partner.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("currency and language selectors sit in the top bar", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const currency = banner.getByRole("combobox", { name: "Currency" });
    await expect(currency).toBeVisible();
    await expect(currency).toHaveValue("INR");
    expect(await currency.locator("option").allTextContents()).toEqual([
      "₹ INR",
      "$ USD",
      "€ EUR",
      "£ GBP",
      "C$ CAD",
      "A$ AUD",
      "¥ JPY",
      "¥ CNY",
      "AED",
    ]);
    // The language selector lists links to this page in each language (tests/e2e/languages.spec.ts).
    const language = banner.locator("details").filter({ has: page.locator("summary", { hasText: "English" }) });
    await expect(language.locator("summary")).toBeVisible();
    await expect(language.locator("summary")).toHaveAccessibleName("Language: English");
    await language.locator("summary").click();
    await expect(language.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(language.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar");
  });

  for (const [path, name] of [
    ["/", "English"],
    ["/ar", "العربية"],
  ] as const) {
    test(`Escape in the language list (${path}) closes it and gives focus back to its button`, async ({ page }) => {
      await gotoHydrated(page, path);
      const language = page
        .getByRole("banner")
        .locator("details")
        .filter({ has: page.locator("summary", { hasText: name }) });
      const summary = language.locator("summary");
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(language).toHaveAttribute("open", "");
      await page.keyboard.press("Tab");
      await expect(language.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(language).not.toHaveAttribute("open", "");
      await expect(summary).toBeFocused();
    });
  }

  test("the header turns ink once scrolled more than 50 px, without changing height", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    const bar = header.locator(":scope > div").last();
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const height = await header.evaluate((el) => el.getBoundingClientRect().height);
    await expect(header).not.toHaveAttribute("data-scrolled");
    expect(await background()).toBe("rgb(255, 255, 255)");

    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(150);
    await expect(header).not.toHaveAttribute("data-scrolled");

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-scrolled");
    await expect.poll(background).toBe("rgb(11, 27, 43)");
    expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
    // The main bar stays on screen while the page scrolls.
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled");
    await expect.poll(background).toBe("rgb(255, 255, 255)");
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("toggles open with the extra links, closes on Escape and when a main link is clicked", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Company" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();

    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = await toggle.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();
    const contentTop = await page.locator("#main-content").evaluate((el) => el.getBoundingClientRect().top);

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Menu" });
    expect(await linkTargets(page, "Menu")).toEqual([
      ...MAIN_NAV,
      ["Our Story", "/about"],
      ["Articles", "/articals"],
      ["Blogs", "/blogs"],
      ["News", "/news"],
      ["Affiliate", "/Affiliate"],
      ["Advertise", "/Advertise"],
      ["Agents", "/agents"],
      ["Agencies", "/agencies"],
    ]);
    await expect(panel.getByRole("combobox", { name: "Currency" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Become a Partner" })).toBeVisible();
    // The panel overlays the page: nothing below the header moves.
    expect(await page.locator("#main-content").evaluate((el) => el.getBoundingClientRect().top)).toBe(contentTop);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // Keyboard: Enter opens, Tab reaches the first link inside the panel.
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Housing" })).toBeFocused();

    await menu.getByRole("link", { name: "Housing" }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === MAIN_NAV[0][1]);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on back navigation too", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The address changes before the new page is drawn, and drawing it closes the menu: opened
    // in between (a busy machine), it closed again. The home page's hero gone, it is drawn.
    await expect(page.locator("#hero-title")).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });

  test("Become a Partner in the menu closes the menu and opens the dialog", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await toggle.click();
    await menu.getByRole("link", { name: "Become a Partner" }).click();
    await expect(page.getByRole("dialog", { name: "Get Assistance" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });
});

test.describe("display currency", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("switching converts every price at once and the next server render keeps it", async ({ page, request }) => {
    const body = await (await request.get("/api/exchange/latest-exchange-rates")).json();
    expect(body.success).toBe(true);
    const rates = body.data as Record<"AED" | "INR" | "USD", number>;

    await gotoHydrated(page, "/");
    const price = page.locator("[data-amount-aed]").first();
    await expect(price).toBeVisible();
    const amountAed = Number(await price.getAttribute("data-amount-aed"));
    expect(amountAed).toBeGreaterThan(0);
    // Default INR: amount / rate[AED] * rate[INR].
    await expect(price).toHaveText(money("₹", (amountAed / rates.AED) * rates.INR));

    await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("USD");
    const usd = money("$", (amountAed / rates.AED) * rates.USD);
    await expect(price).toHaveText(usd);
    // Every price on the page followed, not just the first.
    const all = page.locator("[data-amount-aed]");
    for (const text of await all.allTextContents()) expect(text.startsWith("$")).toBe(true);

    // The cookie carries the choice: the server's HTML is already in dollars.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "currency")?.value).toBe("USD");
    const html = await (await page.request.get("/")).text();
    expect(html).toContain(`data-amount-aed="${amountAed}"><span dir="ltr">${usd}<`);
    await page.reload();
    await expect(price).toHaveText(usd);
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
  });

  test("a switch made before the later sections' code arrives keeps their listings and converts them", async ({
    page,
  }) => {
    // Hold the later sections' code back, as a slow phone network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/(home-sections|card-rows)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const top = page.locator("#home-top-properties [data-amount-aed]");
    const count = await top.count();
    expect(count).toBeGreaterThan(0);
    const amountAed = Number(await top.first().getAttribute("data-amount-aed"));
    const picker = page.getByRole("banner").getByRole("combobox", { name: "Currency" });
    await picker.selectOption("USD");
    // The picker shows the choice at once; the listings below stay as the server drew them.
    await expect(picker).toHaveValue("USD");
    await page.waitForTimeout(300);
    await expect(top).toHaveCount(count);
    await expect(top.first()).toHaveText(/^₹/);

    release();
    const rates = (await (await page.request.get("/api/exchange/latest-exchange-rates")).json()).data;
    await expect(top.first()).toHaveText(money("$", (amountAed / rates.AED) * rates.USD));
    await expect(top).toHaveCount(count);
  });
});

test.describe("floating Need Help? button", () => {
  test("opens WhatsApp in a new tab with the greeting and the current page address", async ({ page, baseURL }) => {
    await gotoHydrated(page, "/");
    const help = page.getByRole("link", { name: /^Need Help\?/ });
    await expect(help).toBeVisible();
    await expect(help).toHaveAttribute("target", "_blank");
    await expect(help).toHaveAttribute("rel", "noopener noreferrer");
    const box = await help.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    const href = (await help.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(href).toContain(encodeURIComponent(`${GREETING} ${baseURL}/`));
    expect(new URL(href).searchParams.get("text")).toBe(`${GREETING} ${baseURL}/`);

    // Client navigation (no reload) updates the address, query string included.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Property in Dubai Marina" }).click();
    await expect(page).toHaveURL(/\/dubai-locations\?locationlable=Dubai%20Marina$/);
    await expect(help).toHaveAttribute(
      "href",
      `https://wa.me/${href.slice("https://wa.me/".length, href.indexOf("?"))}?text=${encodeURIComponent(
        `${GREETING} ${baseURL}/dubai-locations?locationlable=Dubai%20Marina`,
      )}`,
    );
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe("footer", () => {
  test("one Property in … link per top location, the year and the spec's links", async ({ page, request }) => {
    const body = await (await request.get("/api/location/toplocationsalldata")).json();
    const labels = (body.data as { locationlable: string }[]).map((l) => l.locationlable);
    expect(labels.length).toBeGreaterThan(0);

    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const locations = footer.getByRole("link", { name: /^Property in / });
    expect(await locations.evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute("href")]))).toEqual(
      labels.map((label) => [`Property in ${label}`, `/dubai-locations?locationlable=${encodeURIComponent(label)}`]),
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const [name, href] of [
      ["Contact Us", "/contact"],
      ["About Us", "/about"],
      ["Articles", "/articals"],
      ["Blogs", "/blogs"],
      ["News", "/news"],
      ["Privacy Policy", "/privacy-policy"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });
});

test.describe("navigation", () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test("every navigation starts at the top of the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Blogs", exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    // The new page is tall enough to keep a scroll position, so 0 means it was reset.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Skip to content moves focus past the header", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });
});

test.describe("accessibility of the shell", () => {
  async function seriousViolations(page: Page) {
    const result = await axeBuilder(page)
      .include("header")
      .include("footer")
      .include('a[href^="https://wa.me/"]')
      .analyze();
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }

  test("header, footer and chat button have no serious axe violations (desktop, scrolled)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled");
    await page.waitForTimeout(400);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the open mobile menu has no serious axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
