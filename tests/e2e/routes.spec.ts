import { expect, type Page, test } from "@playwright/test";

/**
 * Every listing route of part 2 in Chromium: its heading, a count that matches the API
 * over the same database, listings that all satisfy the route's filter, and the 404 states.
 */
type ApiPage = { total: number; data: { _id: string; fromamout: number }[] };

const api = async (page: Page, query: string): Promise<ApiPage> =>
  (await page.request.get(`/api/property/propertyfilter?${query}`)).json();

/** "1,234 properties · Page 1 of 52" → 1234. */
const count = async (page: Page) =>
  Number(((await page.getByTestId("result-count").textContent()) ?? "").match(/^[\d,]+/)?.[0].replace(/,/g, ""));

const cardIds = (page: Page) =>
  page
    .getByTestId("property-grid")
    .locator('a[href^="/property/"]')
    .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").replace("/property/", "")));

const UAE = "country=United%20Arab%20Emirates";
const ROUTES = [
  {
    path: `/country-property-sale-list?${UAE}`,
    heading: "United Arab Emirates",
    query: UAE,
  },
  {
    path: `/country-property-sale-list-dist?${UAE}&state=Sharjah`,
    heading: "Sharjah",
    query: `${UAE}&state=Sharjah`,
  },
  {
    path: `/country-property-sale-list-properties?${UAE}&state=Dubai&city=Dubai`,
    heading: "Dubai",
    subheading: "Properties for Sale in Dubai, United Arab Emirates",
    query: `${UAE}&state=Dubai&city=Dubai`,
  },
  {
    path: "/dubai-locations?locationlable=Palm%20Jumeirah",
    heading: "Palm Jumeirah",
    query: "locationlable=Palm%20Jumeirah",
  },
  {
    path: `/residential-filter?type=Commercial&${UAE}&state=Dubai&district=Dubai`,
    heading: "Commercial",
    query: `type=Commercial&${UAE}&state=Dubai&district=Dubai`,
  },
  {
    path: `/property-search?${UAE}&state=Dubai&minPrice=1000000&maxPrice=3000000&currency=AED`,
    query: `${UAE}&state=Dubai&minPrice=1000000&maxPrice=3000000&currency=AED`,
  },
];

for (const route of ROUTES) {
  test(`${route.path} shows the database's listings for its filter`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    if (route.heading) await expect(page.getByRole("heading", { level: 1 })).toContainText(route.heading);
    if (route.subheading) await expect(page.getByRole("heading", { name: route.subheading })).toBeVisible();
    // A listing page lists sales unless it asks for rents; the API without purpose lists both.
    const expected = await api(page, `${route.query}&purpose=sale&limit=24`);
    expect(expected.total).toBeGreaterThan(0);
    expect(await count(page)).toBe(expected.total);
    expect(await cardIds(page)).toEqual(expected.data.map((p) => p._id));
  });
}

test("a price range in euros returns only listings inside the converted range", async ({ page }) => {
  const rates = (await (await page.request.get("/api/exchange/latest-exchange-rates")).json()).data as Record<
    "AED" | "EUR",
    number
  >;
  await page.goto(`/property-search?${UAE}&minPrice=300000&maxPrice=900000&currency=EUR&sort=price_asc`);
  const amounts = await page
    .getByTestId("property-grid")
    .locator("[data-amount-aed]")
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-amount-aed"))));
  expect(amounts.length).toBeGreaterThan(0);
  const toAed = (eur: number) => (eur / rates.EUR) * rates.AED;
  for (const aed of amounts) {
    expect(aed).toBeGreaterThanOrEqual(toAed(300000) - 0.01);
    expect(aed).toBeLessThanOrEqual(toAed(900000) + 0.01);
  }
  expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
});

test("an empty filtered result is the Dubai-only page with status 404", async ({ page }) => {
  const response = await page.goto("/property-search?locationlable=Nowhere%20Town");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Whoops… Dubai Only Access !!!")).toBeVisible();
  await page.getByRole("link", { name: "Back To Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/DubaiOnlyNotice itself answers 200", async ({ page }) => {
  const response = await page.goto("/DubaiOnlyNotice");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Whoops… Dubai Only Access !!!")).toBeVisible();
});

test("an unknown blog answers 404 with Blog Not Found and a way home", async ({ page }) => {
  const response = await page.goto("/blog-details?bId=00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog Not Found" })).toBeVisible();
  await expect(page.getByText("The blog post you are looking for does not exist.")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown developer answers 404", async ({ page }) => {
  const response = await page.goto("/developer-profile?id=00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
});
