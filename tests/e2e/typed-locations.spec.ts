import { expect, type Page, test } from "@playwright/test";

// Issue 16, item 2: text typed in the hero and searched without choosing a suggestion
// finds the place's listings, in English and in Arabic.

async function heroForm(page: Page, path: string, name: string) {
  await page.goto(path);
  const form = page.getByRole("search", { name });
  await expect(form).toHaveAttribute("data-hydrated", "true");
  return form;
}

const grid = (page: Page) => page.getByTestId("property-grid");

test("typing “marina” and pressing Search lists Dubai Marina's properties", async ({ page }) => {
  const form = await heroForm(page, "/", "Property search");
  await form.getByRole("combobox", { name: "Location" }).fill("marina");
  await form.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/\/property-search\?.*locationlable=marina/);
  await expect(page.getByTestId("dubai-only-notice")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Dubai Marina");
  const cards = grid(page).getByRole("link", { name: /.+/ }).filter({ hasText: "Dubai Marina" });
  expect(await cards.count()).toBeGreaterThan(5);
});

test("typing “مارينا” on /ar suggests دبي مارينا, and Search without choosing lists its properties", async ({
  page,
}) => {
  const form = await heroForm(page, "/ar", "البحث عن عقار");
  const field = form.getByRole("combobox", { name: "الموقع" });
  await field.fill("مارينا");
  // The suggestion names the place in Arabic.
  await expect(page.getByRole("option", { name: /دبي مارينا/ })).toBeVisible();
  await form.getByRole("button", { name: "بحث" }).click();
  await page.waitForURL(/\/ar\/property-search\?/);
  expect(new URL(page.url()).searchParams.get("locationlable")).toBe("مارينا");
  await expect(page.getByTestId("dubai-only-notice")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("دبي مارينا");
  // The cards' place line is in Arabic, right to left like the page.
  const place = grid(page).locator("p", { hasText: "دبي مارينا، دبي" }).first();
  await expect(place).toBeVisible();
  expect(await place.getAttribute("lang")).toBeNull();
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
});

test("choosing an Arabic suggestion shows its Arabic name and searches the place by its label", async ({ page }) => {
  const form = await heroForm(page, "/ar", "البحث عن عقار");
  const field = form.getByRole("combobox", { name: "الموقع" });
  await field.fill("نخلة");
  await page.getByRole("option", { name: /نخلة جميرا/ }).click();
  await expect(field).toHaveValue("نخلة جميرا، دبي، الإمارات العربية المتحدة");
  await form.getByRole("button", { name: "بحث" }).click();
  await page.waitForURL(/\/ar\/property-search\?/);
  expect(new URL(page.url()).searchParams.get("locationlable")).toBe("Palm Jumeirah");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("نخلة جميرا");
});
