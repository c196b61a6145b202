import { expect, type Locator, type Page, test } from "@playwright/test";

/**
 * Issue 16, item 3: the hero's price box names what is set, in the chosen currency: "X – Y"
 * with both bounds (spec, part 1 section 2), "From X" with a minimum only, "Up to Y" with a
 * maximum only; on an Arabic page the amounts still read left to right (item 4).
 */

async function openHero(page: Page, path: string) {
  await page.goto(path);
  const form = page.locator('form[role="search"]');
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.locator('select[name="currency"]').selectOption("EUR");
  // The second dropdown: property type, then price.
  const details = form.locator("details").nth(1);
  const box = details.locator("summary");
  await box.click();
  const list = (n: number) => details.locator("ul").nth(n);
  return {
    form,
    /** The box's text, isolate marks left out. */
    label: async () => ((await box.locator("bdi").textContent()) ?? "").replace(/[\u2066-\u2069]/g, ""),
    bdi: box.locator("bdi"),
    pickMin: (text: string) => list(0).getByRole("button", { name: text, exact: true }).click(),
    pickMax: (text: string) => list(1).getByRole("button", { name: text, exact: true }).click(),
    max: details.locator('input[name="maxPrice"]'),
  };
}

/** Whether the characters of `locator` are drawn from left to right (see bidi.spec.ts). */
function drawnLeftToRight(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const text = el.firstChild?.textContent ?? "";
    const lefts: number[] = [];
    for (let i = 0; i < text.length; i++) {
      if (/[\s\u2066-\u2069]/.test(text[i] ?? "") || !el.firstChild) continue;
      const range = document.createRange();
      range.setStart(el.firstChild, i);
      range.setEnd(el.firstChild, i + 1);
      lefts.push(range.getBoundingClientRect().left);
    }
    return lefts.length > 1 && lefts.every((left, i) => i === 0 || left >= (lefts[i - 1] ?? 0) - 0.5);
  });
}

test.describe("the hero's price box", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows X – Y with both bounds, From X with a minimum, Up to Y with a maximum", async ({ page }) => {
    const hero = await openHero(page, "/");
    expect(await hero.label()).toBe("Price Range");
    await hero.pickMin("500,000");
    expect(await hero.label()).toBe("From 500,000 €");
    await hero.pickMax("2,000,000");
    expect(await hero.label()).toBe("500,000 – 2,000,000 €");

    const only = await openHero(page, "/");
    await only.pickMax("2,000,000");
    expect(await only.label()).toBe("Up to 2,000,000 €");
  });

  test("keeps a typed maximum when the box is closed by a click elsewhere", async ({ page }) => {
    const hero = await openHero(page, "/");
    await hero.pickMin("500,000");
    await hero.max.fill("2000000");
    await page.locator("h1").click();
    expect(await hero.label()).toBe("500,000 – 2,000,000 €");
  });

  test("reads left to right on an Arabic page", async ({ page }) => {
    const hero = await openHero(page, "/ar");
    await hero.pickMin("500,000");
    await hero.pickMax("2,000,000");
    expect(await hero.label()).toBe("500,000 – 2,000,000 €");
    expect(await drawnLeftToRight(hero.bdi)).toBe(true);
  });
});
