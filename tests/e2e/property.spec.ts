import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

const API = "/api/enquiry/enquireyenter";

/** The first listing of the demo data. */
async function listingPath(request: APIRequestContext): Promise<string> {
  const body = await (await request.get("/api/property/properties?limit=1")).json();
  const id = body.data[0]._id as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return `/property/${id}`;
}

/** As the site writes an amount in English: rupees grouped in lakhs and crores, others in thousands. */
function money(symbol: string, amount: number) {
  const locale = symbol === "₹" ? "en-IN" : "en-US";
  return symbol + amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeBuilder(page).include("main").exclude("iframe").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("property page on large screens", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a photo opens the lightbox; arrows move, Escape closes and focus returns", async ({ page, request }) => {
    await gotoHydrated(page, await listingPath(request));
    const grid = page.locator("[data-gallery-grid]");
    await expect(grid).toBeVisible();
    const first = grid.getByRole("button", { name: /^Open photo 1 of \d+$/ });
    const total = Number((await first.getAttribute("aria-label"))?.match(/of (\d+)/)?.[1]);
    await first.click();
    const viewer = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(viewer).toBeVisible();
    const photo = viewer.getByRole("img");
    await expect(photo).toHaveAttribute("alt", new RegExp(`photo 1 of ${total}$`));
    await expect(viewer).toContainText(`1 / ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toContainText(`2 / ${total}`);
    await expect(photo).toHaveAttribute("alt", new RegExp(`photo 2 of ${total}$`));
    await viewer.getByRole("button", { name: "Previous photo" }).click();
    await expect(viewer).toContainText(`1 / ${total}`);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
  });

  test("the Learn more form shows each field's message, then sends with a toast", async ({ page, request }) => {
    const path = await listingPath(request);
    await gotoHydrated(page, path);
    const form = page.getByRole("region", { name: "Learn more" });
    const name = form.getByLabel("Name", { exact: true });
    const phone = form.getByLabel("Phone", { exact: true });
    const email = form.getByLabel("Email", { exact: true });
    const message = form.getByLabel("Message", { exact: true });
    const submit = form.getByRole("button", { name: "Send message" });

    // The message starts as real, editable text naming the listing (not a placeholder).
    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    const prefill = `I would like to know more about ${title}.`;
    await expect(message).toHaveValue(prefill);
    await expect(message).not.toHaveAttribute("placeholder");

    await submit.click();
    for (const text of ["Name is required.", "Phone is required.", "Email is required."]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(form.getByText("Message is required.")).toBeHidden();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await message.fill("");
    await submit.click();
    await expect(form.getByText("Message is required.", { exact: true })).toBeVisible();

    await name.fill("12345");
    await phone.fill("12");
    await email.fill("not-an-email");
    await message.fill("Is the terrace south facing?");
    await expect(form.getByText("Message is required.")).toBeHidden();
    await submit.click();
    for (const text of [
      "Name should not be a number.",
      "Enter a valid international phone number.",
      "Invalid email address.",
    ]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }

    await name.fill("Aisha Khan");
    await phone.fill("9876543210");
    await email.fill("aisha@example.com");
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(API)), submit.click()]);
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON();
    expect(sent).toMatchObject({
      fullname: "Aisha Khan",
      phoneNo: "+919876543210",
      email: "aisha@example.com",
      inquire: "Is the terrace south facing?",
      inquireType: "Property Enquiry",
      status: "Active",
    });
    expect(sent.inquireurl).toContain(path);
    await expect(page.getByText("Your inquiry has been sent successfully!")).toBeVisible();
    await expect(name).toHaveValue("");
    await expect(message).toHaveValue(prefill);
    // The toast goes after a few seconds; the form keeps saying what happens next.
    const sentNote = form.getByRole("status").filter({ hasText: "within one working day" });
    await expect(sentNote).toBeVisible();
    await expect(page.getByText("Your inquiry has been sent successfully!")).toBeHidden({ timeout: 15_000 });
    await expect(sentNote).toBeVisible();
  });

  test("Send Inquiry opens the Get Assistance dialog as Become A Partner", async ({ page, request }) => {
    await gotoHydrated(page, await listingPath(request));
    await page.getByRole("link", { name: "Send Inquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Assistance" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText("Become A Partner");
  });

  test("Check availability links to the contact page; the side form is titled Contact Us", async ({
    page,
    request,
  }) => {
    const path = await listingPath(request);
    await gotoHydrated(page, path);
    await expect(page.getByRole("link", { name: "Check availability of the property" })).toHaveAttribute(
      "href",
      `/contact?property=${path.slice("/property/".length)}`,
    );
    await expect(page.getByRole("complementary", { name: "Contact Us" })).toBeVisible();
  });

  test("switching the currency converts the price", async ({ page, request }) => {
    const rates = (await (await request.get("/api/exchange/latest-exchange-rates")).json()).data as Record<
      "AED" | "INR" | "EUR",
      number
    >;
    await gotoHydrated(page, await listingPath(request));
    const price = page.locator("[data-price]");
    const aed = Number(await price.getAttribute("data-amount-aed"));
    await expect(price).toHaveText(money("₹", (aed / rates.AED) * rates.INR));
    await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("EUR");
    await expect(price).toHaveText(money("€", (aed / rates.AED) * rates.EUR));
  });

  test("axe finds no serious or critical violation at 1280 px", async ({ page, request }) => {
    await gotoHydrated(page, await listingPath(request));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an unknown listing answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/property/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Property Not Found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/");
  });
});

test.describe("property page on small screens", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the gallery is a swipeable strip and axe finds no serious or critical violation", async ({ page, request }) => {
    await gotoHydrated(page, await listingPath(request));
    await expect(page.locator("[data-gallery-grid]")).toBeHidden();
    const strip = page.locator("[data-gallery-strip]");
    await expect(strip).toBeVisible();
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // No horizontal scrolling of the page itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the related listings and the footer are drawn only as the visitor nears them, and then work", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, await listingPath(request));
    const related = page.locator("#property-related");
    const footer = page.locator("footer");
    const drawn = (locator: typeof related) =>
      locator.evaluate((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
    const next = related.getByRole("button", { name: "Next" });
    const hydrated = () => next.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")));

    // A screen and more above them: the listing's own details are drawn first.
    expect(await drawn(related)).toBe(false);
    expect(await drawn(footer)).toBe(false);

    await related.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(related)).toBe(true);
    await expect.poll(hydrated).toBe(true);
    const track = related.locator("[data-carousel-track]");
    const before = await track.evaluate((el) => el.scrollLeft);
    await next.click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);

    const heading = related.getByRole("heading", { name: "Related properties" });
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    const privacy = footer.getByRole("link", { name: "Privacy Policy" });
    await privacy.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(footer)).toBe(true);
    await expect(privacy).toBeInViewport();
    // Drawing the footer moved nothing above it.
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top + scrollY)).toBe(top);
  });
});
