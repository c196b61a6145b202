import { expect, type Locator, type Page, test } from "@playwright/test";

/** The home page with the hero form driven by React (before that it is a plain GET form). */
async function openHome(page: Page): Promise<Locator> {
  await page.goto("/");
  const form = page.getByRole("search", { name: "Property search" });
  await expect(form).toHaveAttribute("data-hydrated", "true");
  return form;
}

/** The desktop price dropdown, opened. */
async function openPrice(form: Locator) {
  await form
    .locator("summary")
    .filter({ hasText: /Price Range|From|Up to|–/ })
    .click();
  return {
    min: form.getByRole("spinbutton", { name: "Min price" }),
    max: form.getByRole("spinbutton", { name: "Max price" }),
    quickMin: form.getByRole("list", { name: "Min price" }).getByRole("button"),
    quickMax: form.getByRole("list", { name: "Max price" }).getByRole("button"),
    pickMin: (label: string) =>
      form.getByRole("list", { name: "Min price" }).getByRole("button", { name: label, exact: true }).click(),
    pickMax: (label: string) =>
      form.getByRole("list", { name: "Max price" }).getByRole("button", { name: label, exact: true }).click(),
    label: form.locator("summary").nth(1),
  };
}

/** The path and query the browser is at. */
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test.describe("home hero search", () => {
  test("a typed min above the max is refused with the spec's alert", async ({ page }) => {
    const form = await openHome(page);
    const price = await openPrice(form);
    await price.pickMax("300,000");
    await price.min.fill("500000");
    await price.min.press("Tab");
    await expect(form.getByRole("alert")).toHaveText("Min price cannot be greater than Max price.");
    await expect(price.min).toHaveValue("");
    await expect(price.label).toHaveText("Up to 300,000 ₹");
    // An acceptable value clears the alert.
    await price.min.fill("200000");
    await price.min.press("Enter");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(price.label).toHaveText("200,000 – 300,000 ₹");
  });

  test("a typed max below the min is refused with the spec's alert", async ({ page }) => {
    const form = await openHome(page);
    const price = await openPrice(form);
    await price.pickMin("500,000");
    await price.max.fill("100000");
    await price.max.press("Enter");
    await expect(form.getByRole("alert")).toHaveText("Max price cannot be less than Min price.");
    await expect(price.max).toHaveValue("");
    await expect(price.label).toHaveText("From 500,000 ₹");
    await expect(price.min).toHaveAttribute("min", "0");
    await expect(price.max).toHaveAttribute("min", "0");
  });

  test("quick-select mins above the max and maxes below the min are disabled", async ({ page }) => {
    const form = await openHome(page);
    const price = await openPrice(form);
    await expect(price.quickMin).toHaveText([
      "100,000",
      "300,000",
      "500,000",
      "700,000",
      "1,000,000",
      "2,000,000",
      "3,000,000",
    ]);
    for (const button of await price.quickMin.all()) await expect(button).toBeEnabled();
    for (const button of await price.quickMax.all()) await expect(button).toBeEnabled();

    await price.pickMax("700,000");
    const minDisabled = await price.quickMin.evaluateAll((buttons) =>
      buttons.map((b) => (b as HTMLButtonElement).disabled),
    );
    expect(minDisabled).toEqual([false, false, false, false, true, true, true]);

    await price.pickMin("300,000");
    const maxDisabled = await price.quickMax.evaluateAll((buttons) =>
      buttons.map((b) => (b as HTMLButtonElement).disabled),
    );
    expect(maxDisabled).toEqual([true, false, false, false, false, false, false]);
  });

  test("the price label reads Price Range, From, Up to, and a range in the chosen currency", async ({ page }) => {
    const form = await openHome(page);
    const price = await openPrice(form);
    await expect(price.label).toHaveText("Price Range");
    await price.pickMin("1,000,000");
    await expect(price.label).toHaveText("From 1,000,000 ₹");
    await price.min.fill("");
    await price.min.press("Tab");
    await price.pickMax("3,000,000");
    await expect(price.label).toHaveText("Up to 3,000,000 ₹");
    await price.pickMin("300,000");
    await expect(price.label).toHaveText("300,000 – 3,000,000 ₹");
    await form.getByLabel("Currency").selectOption("EUR");
    await expect(price.label).toHaveText("300,000 – 3,000,000 €");
  });

  test("location, type, prices and currency make the exact /property-search address", async ({ page }) => {
    const form = await openHome(page);
    const field = form.getByRole("combobox", { name: "Location" });
    await expect(field).toHaveAttribute("placeholder", "Search Location");
    await field.fill("dubai mar");
    const option = page.getByRole("option", { name: /Dubai Marina/ });
    await expect(option).toBeVisible();
    // Keyboard: the first option becomes active, Enter chooses it.
    await field.press("ArrowDown");
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
    await field.press("Enter");
    await expect(field).toHaveValue("Dubai Marina, Dubai, United Arab Emirates");
    await expect(page.getByRole("listbox")).toBeHidden();

    await form.locator("summary", { hasText: "All Type" }).click();
    await expect(form.getByRole("searchbox", { name: "Search Category" })).toBeVisible();
    await form.getByRole("searchbox", { name: "Search Category" }).fill("vil");
    // All Type and Villa (Buy | Rent are radios of the form too, outside the type list).
    await expect(form.getByRole("radio").and(form.locator('[name="type"]'))).toHaveCount(2);
    const villa = form.getByRole("radio", { name: "Villa", exact: true });
    const villaId = await villa.getAttribute("value");
    expect(villaId).toMatch(/^[0-9a-f-]{36}$/);
    await villa.click();
    await expect(form.locator("summary").first()).toHaveText("Villa");

    const price = await openPrice(form);
    await price.pickMin("300,000");
    await price.pickMax("2,000,000");
    await form.getByLabel("Currency").selectOption("USD");
    await expect(price.label).toHaveText("300,000 – 2,000,000 $");

    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/property-search\?/);
    expect(pathAndQuery(page)).toBe(
      `/property-search?country=United%20Arab%20Emirates&state=Dubai&district=Dubai&locationlable=Dubai%20Marina&type=${villaId}&minPrice=300000&maxPrice=2000000&currency=USD`,
    );
  });

  test("free text without a choice searches by its label", async ({ page }) => {
    const form = await openHome(page);
    await form.getByRole("combobox", { name: "Location" }).fill("Palm Jumeirah - Dubai");
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/property-search\?/);
    expect(pathAndQuery(page)).toBe("/property-search?locationlable=Palm%20Jumeirah&currency=INR");
  });

  test("Enter in the hero lists the results: Search, not See on map, is the form's first submit button", async ({
    page,
  }) => {
    const form = await openHome(page);
    const field = form.getByRole("combobox", { name: "Location" });
    await field.fill("Palm Jumeirah - Dubai");
    await field.press("Escape");
    await field.press("Enter");
    await page.waitForURL(/\/property-search\?/);
    expect(new URL(page.url()).searchParams.get("view")).toBeNull();
  });

  test("at 375 px the More button opens Filter Properties with Close and Apply Filters", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const form = await openHome(page);
    await expect(form.locator("summary").first()).toBeHidden();
    await form.getByRole("button", { name: "More" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter Properties" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Filter Properties" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Apply Filters" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" }).last()).toHaveText("Close");

    // Close drops the changes.
    await dialog.getByRole("radio", { name: "Apartment", exact: true }).check();
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();

    // Escape closes too.
    await form.getByRole("button", { name: "More" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "All Type" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Apply Filters keeps them.
    await form.getByRole("button", { name: "More" }).click();
    const villa = dialog.getByRole("radio", { name: "Villa", exact: true });
    const villaId = await villa.getAttribute("value");
    await villa.check();
    await dialog.getByRole("list", { name: "Min price" }).getByRole("button", { name: "100,000", exact: true }).click();
    await dialog.getByLabel("Currency").selectOption("GBP");
    await dialog.getByRole("button", { name: "Apply Filters" }).click();
    await expect(dialog).toBeHidden();
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/property-search\?/);
    expect(pathAndQuery(page)).toBe(`/property-search?type=${villaId}&minPrice=100000&currency=GBP`);
  });

  test("popular enquiry links open in a new tab, paired by position", async ({ page }) => {
    await page.goto("/");
    const links = page
      .getByRole("heading", { name: /Popular searches/ })
      .locator("xpath=..")
      .getByRole("link");
    await expect(links).toHaveText([
      "Dubai Marina apartments",
      "Palm Jumeirah villas",
      "Downtown Dubai",
      "Offices in Business Bay",
      "Homes for rent",
      "Golden Visa",
    ]);
    // The chips carry the property type they name as well as the place (issue 16, item 9).
    await expect(links.first()).toHaveAttribute("href", "/property-search?locationlable=Dubai%20Marina&type=Apartment");
    await expect(links.nth(1)).toHaveAttribute("href", "/property-search?locationlable=Palm%20Jumeirah&type=Villa");
    await expect(links.nth(3)).toHaveAttribute("href", "/property-search?locationlable=Business%20Bay&type=Office");
    await expect(links.last()).toHaveAttribute("href", "/residence-passports");
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("without JavaScript the hero is a GET form to /property-search", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const form = page.getByRole("search", { name: "Property search" });
    await expect(form).toHaveAttribute("action", "/property-search");
    await expect(form).toHaveAttribute("method", "get");
    await form.getByPlaceholder("Search Location").fill("Dubai Marina");
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/property-search\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get("locationlable")).toBe("Dubai Marina");
    expect(params.get("currency")).toBe("INR");
    await context.close();
  });
});

test.describe("home sections 3 to 6", () => {
  test("popular location cards link to /dubai-locations with the encoded label", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Dubai Popular Locations" });
    const cards = section.getByRole("listitem");
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    for (const card of (await cards.all()).slice(0, 5)) {
      const label = (await card.getByRole("heading").textContent()) ?? "";
      const link = card.getByRole("link", { name: "View Properties" });
      await expect(link).toHaveAttribute("href", `/dubai-locations?locationlable=${encodeURIComponent(label)}`);
      await expect(card).toContainText(/\d+ Listings/);
      const image = card.locator("img");
      await expect(image).toHaveAttribute("height", "200");
      await expect(image).toHaveCSS("height", "200px");
    }
    await expect(section.getByRole("link", { name: "View Properties" }).first()).toHaveAttribute(
      "href",
      "/dubai-locations?locationlable=Dubai%20Marina",
    );
  });

  test("Other Countries has 24 Coming Soon tiles linking to /DubaiOnlyNotice with real flags", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Other Countries" });
    const tiles = section.getByRole("link");
    await expect(tiles).toHaveCount(24);
    const names = await tiles.evaluateAll((links) => links.map((l) => l.querySelector("span span")?.textContent));
    expect(names).toEqual([
      "Austria",
      "Bali",
      "Croatia",
      "Cyprus",
      "Russia",
      "United Kingdom",
      "Egypt",
      "France",
      "Germany",
      "Greece",
      "Hungary",
      "Israel",
      "Italy",
      "Latvia",
      "Montenegro",
      "Oman",
      "Portugal",
      "Qatar",
      "Saudi Arabia",
      "Spain",
      "Thailand",
      "Turkey",
      "USA",
      "Singapore",
    ]);
    for (const tile of await tiles.all()) {
      await expect(tile).toHaveAttribute("href", "/DubaiOnlyNotice");
      await expect(tile).toContainText("Coming Soon");
    }
    await expect(tiles.nth(1).locator("img")).toHaveAttribute("src", "/flags/id.svg");
    const flags = section.locator("img");
    await flags.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => flags.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
      .toBe(24);
  });

  test("call-to-action and Golden Visa buttons are enquiry openers of their type", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Discuss Now" }).first()).toHaveAttribute(
      "href",
      "/enquiry?type=Golden%20Visa",
    );
    await expect(page.getByRole("link", { name: "Advertise Your Property" }).first()).toHaveAttribute(
      "href",
      "/enquiry?type=Advertise%20Your%20Property",
    );
  });
});
