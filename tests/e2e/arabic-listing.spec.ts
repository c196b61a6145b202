/**
 * An Arabic visitor on a listing and after a search: the agency's English description reads
 * left to right with its bullets beside their lines, the badge and facts are Arabic, and the
 * location field names the searched place in Arabic while the address keeps its English label.
 */
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

/** A listing whose description is still the agency's English (no Arabic translation). */
async function englishDescribedListing(page: Page): Promise<string> {
  const list = (await (await page.request.get("/api/property/properties?limit=20&purpose=sale")).json()) as {
    data: { _id: string }[];
  };
  for (const { _id } of list.data) {
    const html = await (await page.request.get(`/ar/property/${_id}`)).text();
    if (/<div lang="en"[^>]*class="prose-content/.test(html) && html.includes("<ul>")) return _id;
  }
  throw new Error("no listing with an English description holding a list");
}

for (const width of [375, 1280]) {
  test(`at ${width} px the English description's bullets sit beside their lines, and the facts are Arabic`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await englishDescribedListing(page);
    await page.goto(`/ar/property/${id}`);
    const block = page.locator(".prose-content[lang=en]");
    const list = block.locator("ul").first();
    await list.scrollIntoViewIfNeeded();
    // Where each item's text starts, against the list's box: the bullet's room is on its left.
    const gaps = await list.evaluate((ul) => {
      const box = ul.getBoundingClientRect();
      return [...ul.querySelectorAll("li")].map((li) => {
        const range = document.createRange();
        range.selectNodeContents(li);
        const text = range.getClientRects()[0];
        return { left: (text?.left ?? 0) - box.left, right: box.right - (text?.right ?? 0) };
      });
    });
    expect(gaps.length).toBeGreaterThan(1);
    for (const gap of gaps) {
      expect(gap.left).toBeGreaterThan(10);
      expect(gap.left).toBeLessThan(40);
    }
    await expect(block).toHaveAttribute("dir", "auto");
    // The overview speaks Arabic: no English unit or word of ours is left.
    const overview = page.locator("section[aria-labelledby=overview-title] dd");
    await expect(overview.first()).toBeVisible();
    for (const text of await overview.allTextContents()) {
      expect(text).not.toMatch(/sq ft|spaces?\b|Ready|furnished|Freehold/i);
    }
  });
}

test("an Arabic search keeps the place's Arabic name in the location field", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/ar/property-search");
  const form = page.getByTestId("refine-search");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  const field = form.locator("input[name=locationlable]");
  await field.fill("مارينا");
  await page
    .getByRole("option", { name: /دبي مارينا/ })
    .first()
    .click();
  await expect(field).toHaveValue(/^دبي مارينا،/);
  await form.locator("button[type=submit]").first().click();
  // The address keeps the spec's English label; the field shows the place in Arabic.
  await expect(page).toHaveURL(/locationlable=Dubai(\+|%20)Marina/);
  await expect(page.getByTestId("refine-search").locator("input[name=locationlable]")).toHaveValue("دبي مارينا");
  await expect(page.locator("h1")).toContainText("دبي مارينا");
  // Searching again unchanged asks for the same place.
  await page.getByTestId("refine-search").locator("button[type=submit]").first().click();
  await expect(page).toHaveURL(/locationlable=Dubai(\+|%20)Marina/);
});
