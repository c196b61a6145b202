import { expect, type Page, test } from "@playwright/test";

/**
 * Issue 15: a page's scripts are fetched after its first paint, so on a slow connection a
 * visitor can type before React has hydrated the form, and React sets a controlled field back
 * to its state when it hydrates. What was typed must stay, and be what is sent.
 */

/** Holds the page's entry script back until `release` is called: the page is painted, not hydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

test("what is typed on /enquiry before the page hydrates stays, and is checked and sent", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/enquiry?type=General");
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill("Nadia Rahman");
  await main.getByLabel("Email").fill("not-an-email");
  await main.getByLabel("Budget or message").fill("A two-bedroom flat near the marina.");
  release();
  await hydrated(page);
  await expect(main.getByLabel("Full name")).toHaveValue("Nadia Rahman");
  await expect(main.getByLabel("Budget or message")).toHaveValue("A two-bedroom flat near the marina.");
  // Checked in the browser with what was typed: the name and message pass, the e-mail does not.
  await main.getByRole("button", { name: "Send an enquiry" }).click();
  await expect(main.getByText("Please enter your name.")).toBeHidden();
  await expect(main.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByLabel("Full name")).toHaveValue("Nadia Rahman");
});

test("the property page's Learn more form keeps what was typed before hydration and sends it", async ({
  page,
  request,
}) => {
  const list = await (await request.get("/api/property/properties?limit=1")).json();
  const release = await holdScripts(page);
  await page.goto(`/property/${list.data[0]._id}`);
  const form = page.getByRole("region", { name: "Learn more" });
  await form.getByLabel("Name", { exact: true }).fill("Aisha Khan");
  await form.getByLabel("Phone", { exact: true }).fill("9876543210");
  await form.getByLabel("Email", { exact: true }).fill("aisha@example.com");
  release();
  await hydrated(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/enquiry/enquireyenter")),
    form.getByRole("button", { name: "Send message" }).click(),
  ]);
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON();
  expect(sent).toMatchObject({ fullname: "Aisha Khan", email: "aisha@example.com" });
  expect(sent.phoneNo).toContain("9876543210");
});

test("a place typed into the home page's search before the page hydrates stays, and is looked up", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/");
  const location = page.getByRole("combobox", { name: "Location" }).first();
  await location.fill("Dubai Mar");
  release();
  await hydrated(page);
  // A render after hydrating (the suggestions arriving) would set a stale state back.
  await expect(page.getByRole("option", { name: /Dubai Marina/ }).first()).toBeAttached();
  await expect(location).toHaveValue("Dubai Mar");
});

test("a question typed into the FAQ search before the page hydrates stays and filters", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/faq");
  const search = page.getByRole("searchbox", { name: "Search the questions" });
  await search.fill("golden visa");
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\?q=golden\+visa$/);
  await expect(search).toHaveValue("golden visa");
});

test("choices made in a listing page's refine bar before it hydrates stand, and are what it searches", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdScripts(page);
  await page.goto("/property-search?state=Dubai");
  const form = page.getByRole("search", { name: "Refine search" });
  // Native controls only: a radio, a <details> popup, a number field and two selects.
  await form.getByText("Rent", { exact: true }).click();
  await form.locator("summary", { hasText: "All Type" }).click();
  const villa = form.getByRole("radio", { name: "Villa", exact: true });
  const villaId = await villa.getAttribute("value");
  await villa.check();
  await form.locator("summary", { hasText: "Price Range" }).click();
  await form.getByRole("spinbutton", { name: "Max price" }).fill("800000");
  await form.getByLabel("Currency").selectOption("USD");
  await form.getByLabel("Bedrooms").selectOption("3");
  release();
  // The render that marks the form hydrated is the one that would set a control back.
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByRole("radio", { name: "Rent" })).toBeChecked();
  await expect(villa).toBeChecked();
  await expect(form.getByRole("spinbutton", { name: "Max price" })).toHaveValue("800000");
  await expect(form.getByLabel("Currency")).toHaveValue("USD");
  await expect(form.getByLabel("Bedrooms")).toHaveValue("3");
  // The dropdowns' labels read the same choices.
  // The first summary is the phone's Filters button: the dropdowns follow it.
  await expect(form.locator("summary").nth(1)).toHaveText("Villa");
  await expect(form.locator("summary").nth(2)).toHaveText("Up to 800,000 $");
  // Picking in the popup opened before hydration closes it, as it does after.
  await form.getByRole("radio", { name: "Apartment", exact: true }).click();
  await expect(form.getByRole("radio", { name: "Villa", exact: true })).toBeHidden();
  await form.locator("summary", { hasText: "Apartment" }).click();
  await villa.click();

  await form.getByRole("button", { name: "Update results" }).click();
  await expect(page).toHaveURL(/[?&]bedrooms=3(&|$)/);
  const url = new URL(page.url());
  expect(url.searchParams.get("purpose")).toBe("rent");
  expect(url.searchParams.get("type")).toBe(villaId);
  expect(url.searchParams.get("maxPrice")).toBe("800000");
  expect(url.searchParams.get("currency")).toBe("USD");
  expect(url.searchParams.get("state")).toBe("Dubai");
});

test("a sort chosen on a listing page before it hydrates sorts the list once it has", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/property-search?state=Dubai");
  const sort = page.getByLabel("Sort by");
  await sort.selectOption("price_asc");
  release();
  // Without the Apply button (hidden once hydrated) the choice must still reach the address.
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(sort).toHaveValue("price_asc");
  // The address changes as the new list is drawn: read it until the sorted one is there.
  const amounts = () =>
    page
      .getByTestId("property-grid")
      .locator("[data-amount-aed]")
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-amount-aed"))));
  await expect.poll(async () => (await amounts()).length).toBeGreaterThan(1);
  await expect
    .poll(async () => {
      const shown = await amounts();
      return shown.every((amount, i) => i === 0 || (shown[i - 1] ?? 0) <= amount);
    })
    .toBe(true);
});

test("choices made in the home page's search before it hydrates stand, and are what it searches", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdScripts(page);
  await page.goto("/");
  const form = page.getByRole("search", { name: "Property search" });
  await form.getByText("Rent", { exact: true }).click();
  await form.locator("summary", { hasText: "All Type" }).click();
  const villa = form.getByRole("radio", { name: "Villa", exact: true });
  const villaId = await villa.getAttribute("value");
  await villa.check();
  await form.locator("summary", { hasText: "Price Range" }).click();
  await form.getByRole("spinbutton", { name: "Min price" }).fill("1000000");
  await form.getByLabel("Currency").selectOption("EUR");
  release();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByRole("radio", { name: "Rent" })).toBeChecked();
  await expect(villa).toBeChecked();
  await expect(form.getByRole("spinbutton", { name: "Min price" })).toHaveValue("1000000");
  await expect(form.getByLabel("Currency")).toHaveValue("EUR");
  await expect(form.locator("summary").first()).toHaveText("Villa");
  await expect(form.locator("summary").nth(1)).toHaveText("From 1,000,000 €");

  await form.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/\/property-search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("purpose")).toBe("rent");
  expect(url.searchParams.get("type")).toBe(villaId);
  expect(url.searchParams.get("minPrice")).toBe("1000000");
  expect(url.searchParams.get("currency")).toBe("EUR");
});

test("a currency chosen in the header before the page hydrates becomes the page's currency", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/property-search");
  const picker = page.getByRole("banner").getByRole("combobox", { name: "Currency" }).first();
  await picker.selectOption("EUR");
  release();
  await hydrated(page);
  await expect(picker).toHaveValue("EUR");
  // Prices, not the refine bar's currency options ("EUR €"), which name every symbol.
  await expect(
    page
      .getByRole("main")
      .getByText(/€[\d,]+\.\d\d/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText(/₹[\d,]+\.\d\d/)).toHaveCount(0);
});
