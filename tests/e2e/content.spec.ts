import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { waitForHydration } from "../helpers/hydration";

const cards = (page: Page) => page.locator("[data-post-list] > li");
const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Categories" });

/** The first post of /blogs: its address. */
async function firstPostHref(page: Page): Promise<string> {
  await page.goto("/blogs");
  const href = await page.locator("[data-post-link]").first().getAttribute("href");
  if (!href) throw new Error("no post on /blogs");
  return href;
}

test.describe("post lists", () => {
  test("the category sidebar narrows the list and Show All restores it", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    const showAll = categoryNav(page).getByRole("link", { name: "Show All" });
    await expect(showAll).toHaveAttribute("aria-current", "page");
    const category = categoryNav(page).getByRole("link").nth(1);
    const name = (await category.textContent())?.trim() ?? "";
    await waitForHydration(category);
    await category.click();
    await expect(page).toHaveURL(/\/blogs\?category=[0-9a-f-]{36}$/);
    await expect(categoryNav(page).getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    await expect(showAll).not.toHaveAttribute("aria-current", "page");
    const narrowed = await cards(page).count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(12);

    await showAll.click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(showAll).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(12);
  });

  test("a blog card opens its detail page", async ({ page }) => {
    await page.goto("/news");
    const link = page.locator("[data-post-link]").first();
    const title = (await link.textContent())?.trim() ?? "";
    await waitForHydration(link);
    // The whole card is the link's target.
    await page
      .locator("[data-post-list] article")
      .first()
      .click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(/\/blog-details\?bId=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About this article" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "More Insights" })).toBeVisible();
  });

  test("pagination moves to page 2", async ({ page }) => {
    await page.goto("/articals");
    const first = await page.locator("[data-post-link]").first().textContent();
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" });
    await waitForHydration(next);
    await next.click();
    await expect(page).toHaveURL(/\/articals\?page=2$/);
    await expect(page.locator("[data-post-link]").first()).not.toHaveText(first ?? "");
  });
});

test.describe("enquiry openers", () => {
  test("Contact the developer directly opens the Get Assistance dialog", async ({ page }) => {
    await page.goto(await firstPostHref(page));
    const developer = page.getByRole("complementary", { name: "Developers" }).getByRole("link").first();
    await waitForHydration(developer);
    await developer.click();
    await expect(page).toHaveURL(/\/developer-profile\?id=/);
    await expect(page.getByRole("heading", { name: "Company Overview" })).toBeVisible();
    await expect(page.getByText("6,000+")).toBeVisible();
    const opener = page.getByRole("link", { name: "Contact the developer directly" });
    await waitForHydration(opener);
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Get Assistance" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText("Developer Profile");
  });

  for (const name of ["Apply to Become a Partner", "Schedule a Call"]) {
    test(`Affiliate: ${name} opens the Get Assistance dialog`, async ({ page }) => {
      await page.goto("/Affiliate");
      const opener = page.getByRole("main").getByRole("link", { name }).first();
      await waitForHydration(opener);
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Get Assistance" });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toContainText("Become A Partner");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }
});

test.describe("residency contact form", () => {
  test("asks for the message, then sends with only a message", async ({ page }) => {
    await page.goto("/residence-passports");
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    const submit = form.getByRole("button", { name: "Send message" });
    await waitForHydration(submit);
    await submit.click();
    await expect(form.getByText("Please enter your message.")).toBeVisible();
    await expect(form.getByLabel("Message")).toBeFocused();
    await form.getByLabel("Message").fill("Which visa suits a family of four?");
    await submit.click();
    await expect(form.getByRole("status")).toContainText("Your message has been sent");
    await expect(form.getByLabel("Message")).toHaveValue("");
  });
});

test("axe finds no serious or critical violation on the content pages at 375 and 1280 px", async ({ page }) => {
  const detail = await firstPostHref(page);
  for (const path of ["/blogs", detail, "/about"]) {
    // One load, checked at 375 px and again widened to 1280 px.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path, { waitUntil: "networkidle" });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await axeBuilder(page).analyze();
      const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        severe.map((v) => `${path} at ${width} px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    }
  }
});
