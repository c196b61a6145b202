import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

const API = "/api/enquiry/enquireyenter";
const SHOTS = process.env.SHOTS_DIR;

/** A demo listing with more than three photos (the grid's Show all button), and its title. */
async function listingWithPhotos(request: APIRequestContext): Promise<{ id: string; title: string; photos: number }> {
  const body = await (await request.get("/api/property/properties?limit=40")).json();
  const found = (body.data as { _id: string; title: string; propertyimage: string[] }[]).find(
    (p) => p.propertyimage.length > 3,
  );
  expect(found, "a listing with more than three photos").toBeTruthy();
  return { id: found?._id ?? "", title: found?.title ?? "", photos: found?.propertyimage.length ?? 0 };
}

async function fillEnquiry(scope: Locator, email: string) {
  await scope.getByLabel(/^(Full name|الاسم الكامل)$/).fill("Priya Sharma");
  await scope.getByLabel(/^(Country code|رمز الدولة)$/).selectOption("AE");
  await scope.getByLabel(/^(Phone number|رقم الهاتف)$/).fill("050 123 4567");
  await scope.getByLabel(/^(Email|البريد الإلكتروني)$/).fill(email);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test.describe("the listing page's photos", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Show all photos opens the viewer at the first photo", async ({ page, request }) => {
    const listing = await listingWithPhotos(request);
    await gotoHydrated(page, `/property/${listing.id}`);
    await page.getByRole("button", { name: `Show all ${listing.photos} photos` }).click();
    const viewer = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(viewer).toContainText(`1 / ${listing.photos}`);
    await expect(viewer.getByRole("img")).toHaveAttribute("alt", new RegExp(`photo 1 of ${listing.photos}$`));
  });
});

for (const width of [375, 1280]) {
  test.describe(`the listing page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the Overview shows only facts the listing has, each in its own cell", async ({ page, request }) => {
      const listing = await listingWithPhotos(request);
      await gotoHydrated(page, `/property/${listing.id}`);
      const grid = page.locator("[data-overview]");
      await grid.scrollIntoViewIfNeeded();
      await shot(page, `overview-${width}`);
      // The grid draws no background of its own: a short last row leaves white space, not grey cells.
      expect(await grid.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
      const values = await grid.locator("dd").allTextContents();
      expect(values.length).toBeGreaterThan(2);
      for (const value of values) expect(value.trim()).not.toBe("");
    });

    test("Send Inquiry's dialog names the listing, stores its page and keeps a confirmation after the toast", async ({
      page,
      request,
    }) => {
      const listing = await listingWithPhotos(request);
      await gotoHydrated(page, `/property/${listing.id}`);
      await page.getByRole("link", { name: "Send Inquiry" }).click();
      const dialog = page.getByRole("dialog", { name: "Get Assistance" });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toContainText("Become A Partner");
      const about = dialog.locator("[data-enquiry-listing]");
      await expect(about).toContainText("About this listing");
      await expect(about).toContainText(listing.title);
      const axe = await axeBuilder(page).include("dialog").analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      await fillEnquiry(dialog, "priya@example.com");
      const answer = page.waitForResponse((r) => r.url().endsWith(API) && r.request().method() === "POST");
      await dialog.getByRole("button", { name: "Send an enquiry" }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({
        inquireType: "Become A Partner",
        inquireurl: new URL(`/property/${listing.id}`, page.url()).href,
      });
      const toast = dialog.getByRole("status").filter({ hasText: "Enquiry sent successfully!" });
      await expect(toast).toBeVisible();
      const next = dialog.getByRole("status").filter({ hasText: "within one working day" });
      await expect(next).toBeVisible();
      await shot(page, `dialog-sent-${width}`);
      await expect(toast).toBeHidden({ timeout: 5000 });
      await expect(next).toBeVisible();
      await expect(about).toContainText(listing.title);
    });

    test("Check availability opens the contact page with the listing; its form keeps a confirmation", async ({
      page,
      request,
    }) => {
      const listing = await listingWithPhotos(request);
      await gotoHydrated(page, `/property/${listing.id}`);
      await page.getByRole("link", { name: "Check availability of the property" }).click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?property=${listing.id}$`));
      const side = page.getByRole("complementary", { name: "Contact Us" });
      const about = side.locator("[data-enquiry-listing]");
      await expect(about).toContainText(listing.title);
      await expect(about.getByRole("link")).toHaveAttribute("href", `/property/${listing.id}`);
      await gotoHydrated(page, `/contact?property=${listing.id}`);
      const axe = await axeBuilder(page).include("main").exclude("iframe").analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      await fillEnquiry(side, "chloe@example.com");
      const answer = page.waitForResponse((r) => r.url().endsWith(API) && r.request().method() === "POST");
      await side.getByRole("button", { name: "Send an enquiry" }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON().inquireurl).toBe(
        new URL(`/contact?property=${listing.id}`, page.url()).href,
      );
      const next = side.getByRole("status").filter({ hasText: "within one working day" });
      await expect(next).toBeVisible();
      await expect(side.getByRole("status").filter({ hasText: "Enquiry sent successfully!" })).toBeHidden({
        timeout: 5000,
      });
      await expect(next).toBeVisible();
      await next.scrollIntoViewIfNeeded();
      await shot(page, `contact-sent-${width}`);
    });

    test("in Arabic, the dialog names the listing in the page's language", async ({ page, request }) => {
      const listing = await listingWithPhotos(request);
      await gotoHydrated(page, `/ar/property/${listing.id}`);
      await page.locator(`a[href="/ar/enquiry?type=Become%20A%20Partner&property=${listing.id}"]`).first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.locator("[data-enquiry-listing]")).toContainText("بخصوص هذا العقار");
      await shot(page, `dialog-ar-${width}`);
    });
  });
}
