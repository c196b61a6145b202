import { expect, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

// Decision 061: the header's sq ft | m² switch, then m² on the cards, the listing page and the
// size filter, in English and Arabic; axe finds nothing serious on the page with the switch.

const LANGS = [
  { prefix: "", sqm: /^[\d,]+ m²$/, perSqm: "per m²", size: "Size (m²)" },
  { prefix: "/ar", sqm: /^[\d,]+ م²$/, perSqm: "للمتر المربع", size: "المساحة (م²)" },
];

for (const lang of LANGS) {
  test(`switches to m² everywhere (${lang.prefix || "/en"})`, async ({ page, context }) => {
    await gotoHydrated(page, `${lang.prefix}/property-search`);
    const switchLink = page.locator("header .unit-switch a[href='/unit/sqm']").first();
    await expect(switchLink).toBeVisible();
    await switchLink.click();
    await expect(page).toHaveURL(/[?&]unit=sqm/);
    expect((await context.cookies()).find((c) => c.name === "area")?.value).toBe("sqm");
    await expect(page.locator("header .unit-switch a[aria-current='true']").first()).toHaveAttribute(
      "href",
      "/unit/sqm",
    );

    // Every card's size is in m².
    const cardSizes = await page.locator(".card-facts li").allInnerTexts();
    const shown = cardSizes.filter((text) => /m²|م²|sq ft|قدم/.test(text));
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text.trim()).toMatch(lang.sqm);

    const axe = await axeBuilder(page).exclude("iframe").analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    // The size filter is typed in m²: at least 100 m².
    await page.getByTestId("more-filters").locator("summary").click();
    await expect(page.getByText(lang.size)).toBeVisible();
    await page.locator("input[name='minSize']").first().fill("100");
    await page.getByTestId("refine-search").locator("button[type='submit']").click();
    await expect(page).toHaveURL(/minSize=100/);
    await expect(page).toHaveURL(/unit=sqm/);
    // The smallest size listed, once the new results are in.
    const smallest = async () => {
      const texts = (await page.locator(".card-facts li").allInnerTexts()).filter((t) => /m²|م²/.test(t));
      return texts.length ? Math.min(...texts.map((t) => Number(t.replace(/[^\d]/g, "")))) : 0;
    };
    await expect.poll(smallest).toBeGreaterThanOrEqual(100);

    // A listing opened from a card (its address has no unit: the cookie keeps m²).
    const card = page.locator(".card-link").first();
    await card.click();
    await expect(page).toHaveURL(/\/property\//);
    await expect(page.locator("[data-price-per-area]").first()).toContainText(lang.perSqm);
    const facts = await page.locator("ul[aria-label] li").allInnerTexts();
    expect(facts.some((text) => lang.sqm.test(text.trim()))).toBe(true);
  });
}
