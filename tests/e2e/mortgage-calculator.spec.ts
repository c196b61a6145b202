import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

/**
 * The mortgage calculator (decision 059): a GET form the server answers without JavaScript,
 * and with JavaScript the numbers follow the typing, in English and in Arabic.
 */

const LANGUAGES = [
  { lang: "en", prefix: "", calculate: "Calculate", price: "Property price (AED)", down: "Down payment (AED)" },
  { lang: "ar", prefix: "/ar", calculate: "احسب", price: "سعر العقار (درهم)", down: "الدفعة الأولى (درهم)" },
] as const;

/** Only the digits: the amounts read the same in both languages' Latin digits. */
const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");

async function expectAxeClean(page: Page) {
  const { violations } = await axeBuilder(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const l of LANGUAGES) {
  test(`without JavaScript the form is computed on the server (${l.lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${l.prefix}/mortgage-calculator`);
    await page.getByLabel(l.price).fill("2000000");
    await page.getByLabel(l.down).fill("400000");
    await page.locator('input[name="years"]').fill("25");
    await page.locator('input[name="rate"]').fill("0");
    await page.getByRole("button", { name: l.calculate }).click();
    await expect(page).toHaveURL(/price=2000000&down=400000&years=25&rate=0/);
    // 1,600,000 over 300 months; 400,000 down plus AED 131,320 of fees.
    expect(digits(await page.getByTestId("monthly-payment").textContent())).toBe("533333");
    expect(digits(await page.getByTestId("cash-upfront").locator("span").first().textContent())).toBe("531320");
    await expect(page.getByTestId("balance-table").locator("tbody tr")).toHaveCount(25);

    // Too little down: the message stands under the field, and the page is still the page.
    await page.getByLabel(l.down).fill("1000");
    await page.getByRole("button", { name: l.calculate }).click();
    const message = page.locator("#mortgage-down-error");
    await expect(message).toContainText("400,000");
    await expect(page.getByLabel(l.down)).toHaveAttribute("aria-describedby", /mortgage-down-error/);
    await context.close();
  });

  test(`with JavaScript the numbers follow the typing (${l.lang})`, async ({ page }) => {
    expect(await gotoHydrated(page, `${l.prefix}/mortgage-calculator?price=2000000&rate=0`)).toBe(200);
    expect(digits(await page.getByTestId("monthly-payment").textContent())).toBe("533333");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.getByLabel(l.price).fill("3000000");
    // 80 % of 3,000,000 over 300 months at 0 %: AED 8,000, with no request to the server.
    await expect.poll(async () => digits(await page.getByTestId("monthly-payment").textContent())).toBe("8000");
    expect(requests.filter((u) => u.includes("mortgage"))).toEqual([]);
    await expect(page).toHaveURL(/price=3000000/);
    await page.locator('select[name="completion"]').selectOption("off_plan");
    await expect.poll(async () => digits(await page.getByTestId("monthly-payment").textContent())).toBe("5000");
    await expect(page).toHaveURL(/completion=off_plan/);
    await expectAxeClean(page);
  });
}
