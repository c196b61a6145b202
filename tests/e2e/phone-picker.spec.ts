import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitForHydration } from "../helpers/hydration";

/**
 * The phone field's country picker: a flag and calling code drawn over a transparent native
 * select. Its options are markup rendered once per language and chosen country (issue 15), so
 * these check what a visitor sees: the whole list, the choice shown, in English and Arabic,
 * with and without JavaScript.
 */

function picker(page: Page) {
  const side = page.getByRole("complementary", { name: /Contact Us|اتصل بنا/ });
  const select = side.locator('select[name="phoneCountry"]');
  return {
    select,
    phone: side.locator('input[name="phone"]'),
    /** The "+971" drawn over the select. */
    shownCode: select.locator("xpath=preceding-sibling::span").locator("span[dir=ltr]"),
    flag: select.locator("xpath=preceding-sibling::span").locator("img"),
  };
}

const opacity = (select: Locator) => select.evaluate((el) => getComputedStyle(el).opacity);

test("lists every country, India first and chosen, and shows a new choice over the select", async ({ page }) => {
  await page.goto("/contact");
  const p = picker(page);
  await waitForHydration(p.phone);
  const options = p.select.locator("option");
  await expect(options).toHaveCount(73);
  await expect(options.first()).toHaveText("India (+91)");
  await expect(p.select).toHaveValue("IN");
  await expect(p.shownCode).toHaveText("+91");

  await p.select.selectOption("AE");
  await expect(p.shownCode).toHaveText("+971");
  await expect(p.flag).toHaveAttribute("src", /AE/);
  // The drawn code follows the choice, so the select itself stays transparent.
  expect(await opacity(p.select)).toBe("0");
  await expect(p.select.locator("option:checked")).toHaveText("United Arab Emirates (+971)");

  // A number typed with its calling code picks the country.
  await p.phone.fill("+44 20 7946 0000");
  await expect(p.select).toHaveValue("GB");
  await expect(p.shownCode).toHaveText("+44");
  expect(await opacity(p.select)).toBe("0");
});

test("names the countries in Arabic, the calling code kept left to right", async ({ page }) => {
  await page.goto("/ar/contact");
  const p = picker(page);
  await waitForHydration(p.phone);
  await expect(p.select.locator("option")).toHaveCount(73);
  await expect(p.select.locator("option").first()).toHaveText("الهند (\u200e+91)");
  await expect(p.select.locator('option[value="AE"]')).toHaveText("الإمارات العربية المتحدة (\u200e+971)");
  await p.select.selectOption("AE");
  await expect(p.shownCode).toHaveText("+971");
});

test("without JavaScript, a new choice shows the select itself", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  const p = picker(page);
  await expect(p.select).toHaveValue("IN");
  expect(await opacity(p.select)).toBe("0");
  // The drawn "+91" cannot follow without script: the select is shown instead.
  await p.select.selectOption("AE");
  await expect.poll(() => opacity(p.select)).toBe("1");
  await context.close();
});
