import { expect, type Locator, type Page, test } from "@playwright/test";
import { ar } from "../../app/i18n/ar";
import { ru } from "../../app/i18n/ru";
import { axeBuilder } from "../helpers/axe";
import { waitForHydration } from "../helpers/hydration";

/**
 * Issue 9: the site in English, Arabic, Hindi and Russian. The expected texts come from the
 * translators' catalogues, so a page left in English (or a broken language plumbing) fails.
 */

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeBuilder(page).exclude("iframe").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`);
}

function box(locator: Locator) {
  return locator.boundingBox().then((b) => {
    if (!b) throw new Error("element not laid out");
    return b;
  });
}

test("the selector switches to the same page in Arabic, keeps the query and remembers the choice", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/faq?q=fee");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const selector = page.getByRole("banner").locator("details");
  await waitForHydration(selector.locator("summary"));
  await selector.locator("summary").click();
  await selector.getByRole("link", { name: "العربية" }).click();

  await expect(page).toHaveURL(/\/ar\/faq\?q=fee$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar["faqPage.title"] as string);
  await expect(page.getByRole("searchbox")).toHaveValue("fee");

  // The choice is remembered: an unprefixed address now opens in Arabic.
  await page.goto("/faq");
  await expect(page).toHaveURL(/\/ar\/faq$/);

  // Choosing English is remembered too.
  await page.getByRole("banner").locator("details summary").click();
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about$/);
});

test("the mobile menu offers the languages, marking the current one", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/ru/contact");
  const open = page.getByRole("button", { name: ru["shell.openMenu"] as string });
  await waitForHydration(open);
  await open.click();
  const languages = page.getByRole("navigation", { name: ru["shell.language"] as string });
  await expect(languages.getByRole("link", { name: "Русский" })).toHaveAttribute("aria-current", "true");
  await expect(languages.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/contact");
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", "/contact");
});

for (const width of [1280, 375] as const) {
  test(`/ar/ is right to left and mirrored at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/ar/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    const banner = page.getByRole("banner");
    const logo = banner
      .getByRole("link", { name: `${ar["site.name"]} ${ar["shell.logoTagline"]}`, exact: true })
      .first();
    const logoBox = await box(logo);
    // The logo sits at the start of the bar, which in Arabic is the right.
    expect(logoBox.x + logoBox.width / 2).toBeGreaterThan(width / 2);
    if (width === 1280) {
      const nav = banner.getByRole("navigation", { name: ar["shell.mainNav"] as string });
      const first = await box(nav.getByRole("link").first());
      const last = await box(nav.getByRole("link").last());
      // Read right to left: the first main link is right of the last, and the nav is left of the logo.
      expect(first.x).toBeGreaterThan(last.x);
      expect(first.x).toBeLessThan(logoBox.x);
    } else {
      const menu = await box(banner.getByRole("button", { name: ar["shell.openMenu"] as string }));
      expect(menu.x + menu.width / 2).toBeLessThan(width / 2);
    }
    // Arabic interface text, laid out in an Arabic-capable font.
    await expect(banner).toContainText(ar["shell.becomePartner"] as string);
    const font = await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic Variable"', "ع"));
    expect(font).toBe(true);
    await page.screenshot({ path: `screenshots/ar-home-${width}.png` });
  });
}

test("an enquiry validation message appears in Arabic on /ar/", async ({ page }) => {
  await page.goto("/ar/");
  const opener = page
    .getByRole("banner")
    .getByRole("link", { name: ar["shell.becomePartner"] as string })
    .filter({ visible: true });
  await waitForHydration(opener);
  await opener.click();
  const dialog = page.getByRole("dialog", { name: ar["enquiry.title"] as string });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: ar["enquiry.submit"] as string }).click();
  await expect(dialog.getByText(ar["validation.nameRequired"] as string)).toBeVisible();
  await expect(dialog.getByText(ar["validation.emailRequired"] as string)).toBeVisible();
  await expect(dialog.getByText("Please enter your name.")).toHaveCount(0);
});

test("/ru/property/{id} shows Russian interface text and a price formatted for Russian", async ({ page, request }) => {
  const body = await (await request.get("/api/property/properties?limit=1")).json();
  const id = body.data[0]._id as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(`/ru/property/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("main")).toContainText(ru["propertyPage.overview"] as string);
  await expect(page.getByRole("main")).toContainText(ru["propertyPage.sendInquiry"] as string);
  // Russian groups thousands with a (narrow) no-break space and writes decimals after a comma.
  await expect(page.getByRole("main")).toContainText(/\d[\u00a0\u202f]\d{3}(?:[\u00a0\u202f]\d{3})*,\d{2}/);
  // Links stay in Russian.
  await expect(
    page.getByRole("banner").getByRole("link", { name: `${ru["site.name"]} ${ru["shell.logoTagline"]}`, exact: true }),
  ).toHaveAttribute("href", "/ru");
});

test("every language declares hreflang alternates with absolute addresses", async ({ page, baseURL }) => {
  await page.goto("/hi/faq");
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(Object.fromEntries(alternates)).toEqual({
    en: `${baseURL}/faq`,
    ar: `${baseURL}/ar/faq`,
    hi: `${baseURL}/hi/faq`,
    ru: `${baseURL}/ru/faq`,
    "x-default": `${baseURL}/faq`,
  });
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/hi/faq`);
});

test("an unknown language prefix is a 404 and /en/ goes to the unprefixed page", async ({ page }) => {
  const unknown = await page.goto("/xx/faq");
  expect(unknown?.status()).toBe(404);
  await page.goto("/en/faq");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/faq$/);
});

for (const path of ["/ar/", "/ru/"]) {
  for (const width of [375, 1280]) {
    test(`axe: no serious or critical violation on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page.getByRole("banner").getByRole("link").first());
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
