import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

/**
 * Off-plan projects (decision 062) on the demo data: the list's filters without JavaScript, the
 * project page and its payment calculator with and without JavaScript, in English and Arabic.
 * Marina Vista Residences' plan is 10 + 10 + 20 + 20 % during construction and 40 % on handover.
 */

const SLUG = "marina-vista-residences";
/** Only the digits: amounts read the same in both languages' Latin digits. */
const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");

async function expectAxeClean(page: Page) {
  const { violations } = await axeBuilder(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("without JavaScript: the list filters on the server, and the calculator is answered by the server", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/projects");
  const cards = page.locator("[data-project-card]");
  expect(await cards.count()).toBe(12);
  await page.getByLabel("Payment plan").selectOption("post_handover");
  await page.getByLabel("Emirate").selectOption("Dubai");
  await page.getByRole("button", { name: "Show projects" }).click();
  await expect(page).toHaveURL(/emirate=Dubai/);
  await expect(page).toHaveURL(/plan=post_handover/);
  // Creekside Azure Tower, Park Heights JVC and Airside Dubai South.
  await expect(cards).toHaveCount(3);
  await expect(page.locator('[data-project-card] [data-plan="post_handover"]')).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "3 projects" })).toBeVisible();

  await page.goto(`/projects/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: "Marina Vista Residences" })).toBeVisible();
  await expect(page.getByTestId("project-regulatory")).toContainText("3105");
  await page.getByLabel("Price (AED)").fill("2000000");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/price=2000000/);
  const schedule = page.getByTestId("payment-schedule");
  expect(
    digits(await schedule.locator('[data-milestone="booking"] td').nth(1).locator("span").first().textContent()),
  ).toBe("200000");
  expect(digits(await schedule.locator("[data-oqood-fils] span").first().textContent())).toBe("81150");
  expect(digits(await schedule.locator("[data-total-fils] span").first().textContent())).toBe("2000000");

  await page.getByLabel("Price (AED)").fill("5");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.locator("#calc-price-error")).toContainText("10000");
  await context.close();
});

test("with JavaScript the schedule follows the typing, and the page is axe clean", async ({ page }) => {
  expect(await gotoHydrated(page, `/projects/${SLUG}?price=2000000`)).toBe(200);
  await expect(page.getByTestId("unit-types").locator("tbody tr")).not.toHaveCount(0);
  await expect(page.getByTestId("payment-plan").locator("li")).toHaveCount(5);
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.getByLabel("Price (AED)").fill("3000000");
  const booking = page.getByTestId("payment-schedule").locator('[data-milestone="booking"] td').nth(1);
  await expect.poll(async () => digits(await booking.locator("span").first().textContent())).toBe("300000");
  await expect(page).toHaveURL(/price=3000000/);
  expect(requests.filter((u) => u.includes("/projects/"))).toEqual([]);
  await expectAxeClean(page);
});

test("the Arabic list and project page read right to left and are axe clean", async ({ page }) => {
  expect(await gotoHydrated(page, "/ar/projects?status=under_construction")).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "مشاريع جديدة" })).toBeVisible();
  await expect(page.locator("[data-project-card]").first()).toContainText("قيد الإنشاء");
  await expectAxeClean(page);
  expect(await gotoHydrated(page, `/ar/projects/${SLUG}`)).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "مارينا فيستا ريزيدنسز" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "خطة السداد" })).toBeVisible();
  await expectAxeClean(page);
});
