import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

// Issue 17, the listing half: the regulatory block and its QR code, the agent card, the
// verified badge and filter, in English and Arabic.

type Listing = {
  _id: string;
  permitNumber: string;
  referenceNumber: string;
  verifiedAt: string | null;
  agent: { name: string; slug: string } | null;
  agency: { name: string; slug: string } | null;
};

/** A verified Dubai listing of the demo data with its agent and agency. */
async function verifiedDubaiListing(request: APIRequestContext): Promise<Listing> {
  const body = await (await request.get("/api/property/properties?state=Dubai&verified=1&limit=20")).json();
  const listing = (body.data as Listing[]).find((p) => p.permitNumber && p.agent && p.agency && p.referenceNumber);
  expect(listing, "the demo data has a verified Dubai listing with an agent").toBeTruthy();
  return listing as Listing;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeBuilder(page).include("main").exclude("iframe").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The QR code as a phone reads it: a screenshot of the drawn SVG, decoded by jsQR. */
async function readQr(page: Page): Promise<string | undefined> {
  const qr = page.locator("img[data-qr]");
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toHaveJSProperty("complete", true);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

test.describe("listing trust, large screens", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a Dubai listing shows its permit and a QR code that scans to DLD's check of that permit", async ({
    page,
    request,
  }) => {
    const listing = await verifiedDubaiListing(request);
    await gotoHydrated(page, `/property/${listing._id}`);
    const block = page.getByRole("region", { name: "Regulatory information" });
    await expect(block).toBeVisible();
    await expect(block).toContainText(listing.permitNumber);
    await expect(block).toContainText(listing.referenceNumber);
    expect(await readQr(page)).toBe(
      `https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permitNumber=${listing.permitNumber}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the agent card links the agent and agency, and WhatsApp carries the reference and the listing's link", async ({
    page,
    request,
    baseURL,
  }) => {
    const listing = await verifiedDubaiListing(request);
    await gotoHydrated(page, `/property/${listing._id}`);
    const card = page.getByTestId("agent-card");
    await expect(card.getByRole("link", { name: listing.agent?.name, exact: true })).toHaveAttribute(
      "href",
      `/agents/${listing.agent?.slug}`,
    );
    await expect(card.getByRole("link", { name: listing.agency?.name, exact: true })).toHaveAttribute(
      "href",
      `/agencies/${listing.agency?.slug}`,
    );
    const href = await card.locator("a[data-whatsapp]").getAttribute("href");
    const url = new URL(href ?? "");
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toMatch(/^\/\d{8,15}$/);
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain(listing.referenceNumber);
    expect(text).toContain(`${baseURL}/property/${listing._id}`);
    await expect(card.locator('a[href^="tel:"]')).toBeVisible();
    await expect(card.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.locator("main [data-verified]").first()).toBeVisible();
  });

  test("More filters: verified only lists verified listings, each card with its badge, kept on page 2", async ({
    page,
  }) => {
    await page.goto("/property-search?state=Dubai");
    const form = page.getByTestId("refine-search");
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await form.getByText("More filters").click();
    await form.getByTestId("verified-only").check();
    await form.getByRole("button", { name: "Update results" }).click();
    await page.waitForURL(/verified=1/);
    const grid = page.getByTestId("property-grid");
    // Every card of the new list carries the badge (polled: the old list may still be on screen).
    await expect
      .poll(async () => {
        const cards = await grid.getByRole("link", { name: /.+/ }).count();
        const badges = await grid.locator("[data-verified]").count();
        return cards > 0 && cards === badges;
      })
      .toBe(true);
    // The filter stays on in the bar and in the pages' links.
    await expect(page.getByTestId("verified-only")).toBeChecked();
    const next = page.getByRole("link", { name: "Page 2", exact: true });
    if ((await next.count()) > 0) expect(await next.getAttribute("href")).toContain("verified=1");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("listing trust without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 768, height: 900 } });

  test("More filters opens and submits as a plain form: furnishing and verified reach the address and the list", async ({
    page,
  }) => {
    await page.goto("/property-search?state=Dubai&sort=price_desc");
    const form = page.getByTestId("refine-search");
    await form.getByText("More filters").click();
    await form.getByLabel("Furnishing").selectOption("furnished");
    await form.getByTestId("verified-only").check();
    await form.getByRole("button", { name: "Update results" }).click();
    await page.waitForURL(/furnishing=furnished/);
    const url = new URL(page.url());
    expect(url.searchParams.get("verified")).toBe("1");
    expect(url.searchParams.get("sort")).toBe("price_desc");
    // Reloaded from the address: the disclosure is open and keeps the choices.
    await expect(page.getByTestId("more-filters")).toHaveAttribute("open", "");
    await expect(form.getByLabel("Furnishing")).toHaveValue("furnished");
    await expect(page.getByTestId("verified-only")).toBeChecked();
  });
});

test.describe("listing trust in Arabic", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the Arabic listing page is mirrored: regulatory block and agent card read right to left, axe clean", async ({
    page,
    request,
  }) => {
    const listing = await verifiedDubaiListing(request);
    await gotoHydrated(page, `/ar/property/${listing._id}`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    const block = page.getByRole("region", { name: "المعلومات التنظيمية" });
    await expect(block).toBeVisible();
    await expect(block).toContainText(listing.permitNumber);
    expect(await readQr(page)).toContain(`permitNumber=${listing.permitNumber}`);
    // Right to left: the agent's photo sits at the right of their name.
    const card = page.getByTestId("agent-card");
    const photo = await card.locator("img, span.rounded-full").first().boundingBox();
    const name = await card.getByRole("link", { name: listing.agent?.name, exact: true }).boundingBox();
    expect(photo && name && photo.x > name.x).toBe(true);
    const wa = new URL((await card.locator("a[data-whatsapp]").getAttribute("href")) ?? "");
    expect(wa.searchParams.get("text")).toContain("مرحبًا");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("typing “دبي” in the Arabic refine bar suggests Dubai by its Arabic name", async ({ page }) => {
    await page.goto("/ar/property-search");
    const form = page.getByTestId("refine-search");
    await expect(form).toHaveAttribute("data-hydrated", "true");
    // On a phone the fields wait behind the Filters button.
    await form.locator("summary").first().click();
    await form.getByRole("combobox", { name: "الموقع" }).fill("دبي");
    await expect(page.getByRole("option", { name: /دبي/ }).first()).toBeVisible();
  });
});
