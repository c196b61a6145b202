import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { and, desc, eq } from "drizzle-orm";
import { enquiries } from "../../db/schema";
import { demoIds } from "../helpers/demo-ids";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * Every form that carries personal data, with JavaScript off (the state of every page before
 * it hydrates): the browser POSTs, the server stores and confirms, and no address the browser
 * visits carries what was typed.
 */

let server: TestServer;
let propertyPath = "";
let blogPath = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ demo: true });
  const ids = await demoIds(server.db);
  propertyPath = `/property/${ids.property}`;
  blogPath = `/blog-details/${ids.blog}`;
});

test.afterAll(async () => {
  await server?.close();
});

type Visit = { page: Page; urls: string[]; close: () => Promise<void> };

/** A page without JavaScript that records every address it requests. */
async function openWithoutScript(browser: Browser, path: string): Promise<Visit> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.status()).toBe(200);
  return { page, urls, close: () => context.close() };
}

/** No requested address contains any of the values (as typed or percent-encoded). */
function expectNoValueInUrls(urls: string[], values: string[]) {
  const decoded = urls.map((u) => decodeURIComponent(u.replace(/\+/g, " ")).toLowerCase());
  for (const value of values) {
    const leaks = decoded.filter((u) => u.includes(value.toLowerCase()));
    expect(leaks, `"${value}" appeared in an address`).toEqual([]);
  }
}

async function storedEnquiry(email: string) {
  const rows = await server.db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.email, email)))
    .orderBy(desc(enquiries.createdAt));
  return rows;
}

async function fillSideForm(form: Locator, person: { name: string; phone: string; email: string }) {
  await form.getByLabel("Full name").fill(person.name);
  await form.getByLabel("Country code").selectOption("AE");
  await form.getByLabel("Phone number").fill(person.phone);
  await form.getByLabel("Email").fill(person.email);
}

const SIDE_FORM_PAGES = [
  { name: "/contact", path: () => "/contact", type: "Contact Us" },
  { name: "/blog-details", path: () => blogPath, type: "General" },
  { name: "/dubai-locations", path: () => "/dubai-locations?locationlable=Dubai%20Marina", type: "General" },
  { name: "/property-lsiting-list", path: () => "/property-lsiting-list", type: "General" },
  { name: "/property/:id", path: () => propertyPath, type: "Property Enquiry" },
] as const;

test.describe("the side enquiry form without JavaScript", () => {
  for (const entry of SIDE_FORM_PAGES) {
    test(`${entry.name}: posts, stores, confirms, and keeps the values out of every address`, async ({ browser }) => {
      const visit = await openWithoutScript(browser, entry.path());
      const side = visit.page.getByRole("complementary", { name: "Contact Us" });
      const slug = entry.name.replace(/\W+/g, "");
      const person = { name: `Aisha Noor ${slug}`, phone: "050 765 4321", email: `aisha.${slug}@example.com` };

      // An empty send shows the side form's own messages, on a page that still has no values in its address.
      await side.getByRole("button", { name: "Send an enquiry" }).click();
      await expect(visit.page.getByText("Please enter your name.")).toBeVisible();
      await expect(visit.page.getByText("Please enter your email.")).toBeVisible();

      const form = visit.page
        .getByRole("main")
        .locator("form")
        .filter({ has: visit.page.getByLabel("Full name") });
      await fillSideForm(form, person);
      await form.getByLabel("Phone number").fill("12");
      await form.getByRole("button", { name: "Send an enquiry" }).click();
      // The side form's wording for a bad number, kept after the round trip.
      await expect(visit.page.getByText("Please enter a valid international phone number.")).toBeVisible();
      await expect(visit.page.getByRole("main").getByLabel("Full name")).toHaveValue(person.name);

      await visit.page.getByRole("main").getByLabel("Phone number").fill(person.phone);
      await visit.page.getByRole("main").getByRole("button", { name: "Send an enquiry" }).click();
      await expect(visit.page.getByRole("heading", { name: "Enquiry sent successfully!" })).toBeVisible();

      const stored = await storedEnquiry(person.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ fullName: person.name, phone: "+971507654321", inquireType: entry.type });
      expect(new URL(stored[0]?.pageUrl ?? "").pathname).toBe(new URL(`${server.url}${entry.path()}`).pathname);
      expectNoValueInUrls(visit.urls, [person.name, person.email, "7654321", "aisha"]);
      await visit.close();
    });
  }
});

test("/property/:id Learn more without JavaScript: posts, stores, confirms, no value in an address", async ({
  browser,
}) => {
  const visit = await openWithoutScript(browser, propertyPath);
  const form = visit.page.locator('form[data-form="learn-more"]');
  await form.getByLabel("Name", { exact: true }).fill("Lena Vogel");
  await form.getByLabel("Country code").selectOption("AE");
  await form.getByLabel("Phone", { exact: true }).fill("050 111 2233");
  await form.getByLabel("Email", { exact: true }).fill("lena.learnmore@example.com");
  await form.getByLabel("Message", { exact: true }).fill("Is the service charge included?");
  await form.getByRole("button").click();
  await expect(visit.page.getByText("Your inquiry has been sent successfully!")).toBeVisible();
  const stored = await storedEnquiry("lena.learnmore@example.com");
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ fullName: "Lena Vogel", inquireType: "Property Enquiry" });
  expectNoValueInUrls(visit.urls, ["Lena Vogel", "lena.learnmore", "1112233", "service charge"]);
  await visit.close();
});

test("/residence-passports without JavaScript: posts, stores, confirms, no value in an address", async ({
  browser,
}) => {
  const visit = await openWithoutScript(browser, "/residence-passports");
  const form = visit.page.locator("form").filter({ has: visit.page.getByLabel("Message") });
  await form.getByLabel("Full name").fill("Marco Rossi");
  await form.getByLabel("Email").fill("marco.residence@example.com");
  await form.getByLabel("Message").fill("Which visa suits a family of four?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(visit.page.getByRole("status")).toContainText("Your message has been sent");
  const stored = await storedEnquiry("marco.residence@example.com");
  expect(stored).toHaveLength(1);
  expectNoValueInUrls(visit.urls, ["Marco Rossi", "marco.residence", "family of four"]);
  await visit.close();
});

test("/enquiry without JavaScript: posts, stores, confirms, no value in an address", async ({ browser }) => {
  const visit = await openWithoutScript(browser, "/enquiry?type=Golden%20Visa");
  await fillSideForm(visit.page.getByRole("main"), {
    name: "Ivan Petrov",
    phone: "050 222 3344",
    email: "ivan.enquiry@example.com",
  });
  await visit.page.getByRole("main").getByRole("button", { name: "Send an enquiry" }).click();
  await expect(visit.page.getByRole("heading", { name: "Enquiry sent successfully!" })).toBeVisible();
  const stored = await storedEnquiry("ivan.enquiry@example.com");
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ inquireType: "Golden Visa" });
  expectNoValueInUrls(visit.urls, ["Ivan Petrov", "ivan.enquiry", "2223344"]);
  await visit.close();
});
