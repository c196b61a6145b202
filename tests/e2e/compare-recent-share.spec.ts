/**
 * Compare, recently viewed and share (decision 060), as a buyer uses them: plain forms and links
 * that work with or without the page's scripts, in English and Arabic.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { waitForHydration } from "../helpers/hydration";

const PASSWORD = "Velvet-Minaret-Sunrise-31";

/** Published listings' ids, newest first, from the REST API. */
async function listingIds(request: APIRequestContext, count: number): Promise<string[]> {
  const res = await request.get(`/api/property/properties?limit=${count}`);
  const body = (await res.json()) as { data: { _id: string }[] | { data: { _id: string }[] } };
  const items = Array.isArray(body.data) ? body.data : body.data.data;
  return items.slice(0, count).map((p) => p._id);
}

/** No serious or critical axe finding, the bar every page keeps. */
async function expectAxeClean(page: Page) {
  const { violations } = await axeBuilder(page).analyze();
  const grave = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("compare from cards to the page and back, the rows that differ highlighted", async ({ page }) => {
  await page.goto("/property-search");
  const cards = page.locator("main .card");
  const firstTitle = (await cards.nth(0).locator("h3").getAttribute("title")) ?? "";
  await cards.nth(0).getByTestId("compare-add").click();
  await expect(page).toHaveURL(/\/compare\?ids=[^&]+&back=%2Fproperty-search$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare listings" })).toBeVisible();
  await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(1);

  await page.getByTestId("compare-back").click();
  await expect(page).toHaveURL(/\/property-search$/);
  await cards.nth(1).getByTestId("compare-add").click();
  const table = page.getByTestId("compare-table");
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await expect(table.getByRole("link", { name: firstTitle.slice(0, 20) })).toBeVisible();
  // Two different listings differ at least in price; each such row says so in words too.
  await expect(table.locator('tr[data-row="price"]')).toHaveAttribute("data-differs", "true");
  await expect(table.locator('tr[data-row="price"] th')).toContainText("Differs");
  await expectAxeClean(page);

  await table
    .getByRole("button", { name: /^Remove/ })
    .first()
    .click();
  await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(1);
  await expect(page).toHaveURL(/back=%2Fproperty-search/);
});

test("Arabic on a phone: a fifth listing is refused with a message, the four kept", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const ids = await listingIds(request, 5);
  await context.addCookies([{ name: "compare", value: ids.slice(0, 4).join("."), url: baseURL ?? "" }]);
  await page.goto(`/ar/property/${ids[4]}`);
  await page.getByTestId("compare-add").first().click();
  await expect(page.getByTestId("compare-notes")).toContainText("يمكنك مقارنة 4 عقارات كحد أقصى");
  await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(4);
  expect((await context.cookies()).find((c) => c.name === "compare")?.value).toBe(ids.slice(0, 4).join("."));
  // The table scrolls inside its region; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAxeClean(page);
});

test("recently viewed follows the buyer across a sign-in to another device", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = `viewer.${Date.now()}@example.com`;
  const created = await request.post("/api/profile/profilelayoutinsert", {
    data: {
      firstname: "Layla",
      lastname: "Haddad",
      email,
      phone: "+971501112233",
      contactdetails: email,
      location: "Dubai Marina, Dubai",
      city: "Dubai",
      state: "Dubai",
      country: "United Arab Emirates",
      password: PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  const [first, second] = await listingIds(request, 2);
  await page.goto(`/property/${first}`);
  await page.goto(`/property/${second}`);
  // The listing's foot shows the one seen before, not itself.
  const foot = page.getByTestId("recently-viewed");
  await expect(foot.locator(`a[href="/property/${first}"]`)).toHaveCount(1);
  await expect(foot.locator(`a[href="/property/${second}"]`)).toHaveCount(0);

  await page.goto("/login-signup");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Log in" }) });
  await waitForHydration(form.getByRole("button", { name: "Log in" }));
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/usre-profile1$/);

  // Another device: the session only, no list in that browser.
  const session = (await page.context().cookies()).filter((c) => c.name !== "recent");
  const other = await browser.newContext({ baseURL });
  await other.addCookies(session);
  const phone = await other.newPage();
  await phone.goto("/ar");
  const row = phone.locator("section").filter({ has: phone.getByRole("heading", { name: "شوهدت مؤخرًا" }) });
  await expect(row.locator(`a[href="/ar/property/${second}"]`)).toHaveCount(1);
  await expect(row.locator(`a[href="/ar/property/${first}"]`)).toHaveCount(1);
  await other.close();
});

test("share links open the listing in the sharer's language and currency", async ({
  page,
  context,
  baseURL,
  browser,
  request,
}) => {
  const [id] = await listingIds(request, 1);
  await context.addCookies([{ name: "currency", value: "USD", url: baseURL ?? "" }]);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // A phone's share sheet, as the browser would offer it.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/ar/property/${id}`);
  const shared = `${baseURL}/ar/property/${id}?currency=USD`;
  const share = page.getByTestId("share");
  await expect(share.getByTestId("share-whatsapp")).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent(shared).replace(/[?.]/g, "\\$&")),
  );
  await expect(share.getByTestId("share-email")).toHaveAttribute("href", /^mailto:\?subject=/);
  await waitForHydration(share.getByTestId("share-copy"));
  await share.getByTestId("share-copy").click();
  await expect(share.getByRole("status")).toHaveText("تم نسخ الرابط");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
  await share.getByTestId("share-native").click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.url)).toBe(shared);
  await expectAxeClean(page);

  // Whoever opens it, with no cookies of their own, reads Arabic with prices in dollars.
  const friend = await browser.newContext();
  const theirs = await friend.newPage();
  await theirs.goto(shared);
  await expect(theirs.locator("html")).toHaveAttribute("lang", "ar");
  await expect(theirs.locator("main [data-amount-aed]").first()).toContainText("$");
  await friend.close();
});
