// Issue 54: an agency's XML feed set up in the back office, then a run started there and what
// it imported. The feed and its photo come from a local HTTP server (no network).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { brokerages, properties } from "../../db/schema";
import { seedDemo } from "../../db/seed/demo";
import { type SignedIn, signInAs } from "../helpers/auth";
import { axeBuilder } from "../helpers/axe";
import { must } from "../helpers/must";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
let editor: SignedIn;
let feedHost: Server;
let feedBase = "";
let agencyId = "";
/** The feed the first test sets up; the run test pulls it. */
let feedPath = "";

// A permit no demo listing has (ten digits, as Dubai's are).
const PERMIT = `59${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/**
 * A tiny Property Finder feed of Palm Crest Realty (an agency of the demo data): one sale with
 * its permit, its agent and a photo, and one rent without a permit (imported as a draft, with
 * the reason). The lead may swap it for tests/fixtures/feeds/propertyfinder.xml once it lands.
 */
function propertyFinderFeed(base: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<list last_update="2026-12-01 10:00:00" listing_count="2">
  <property last_update="2026-12-01 10:00:00">
    <reference_number>PCR-E2E-001</reference_number>
    <permit_number>${PERMIT}</permit_number>
    <offering_type>RS</offering_type>
    <property_type>AP</property_type>
    <price>1850000</price>
    <city>Dubai</city>
    <community>Dubai Marina</community>
    <property_name>Marina Crest Tower</property_name>
    <title_en><![CDATA[Feed-imported two-bedroom apartment with a marina view]]></title_en>
    <title_ar><![CDATA[شقة بغرفتي نوم مطلة على المارينا من خلاصة الوكالة]]></title_ar>
    <description_en><![CDATA[A bright corner apartment above the marina promenade.]]></description_en>
    <description_ar><![CDATA[شقة زاوية مشرقة فوق ممشى المارينا.]]></description_ar>
    <size>1250</size>
    <bedroom>2</bedroom>
    <bathroom>2</bathroom>
    <agent>
      <id>41207</id>
      <name><![CDATA[Sofia Marlowe]]></name>
      <email>sofia.marlowe@palmcrest.example</email>
      <phone>+971502184471</phone>
      <license_no>41207</license_no>
    </agent>
    <furnished>No</furnished>
    <photo><url last_update="2026-12-01 10:00:00">${base}/photos/front.jpg</url></photo>
    <geopoints>55.1403,25.0805</geopoints>
    <completion_status>completed</completion_status>
  </property>
  <property last_update="2026-12-01 10:00:00">
    <reference_number>PCR-E2E-002</reference_number>
    <offering_type>RR</offering_type>
    <property_type>AP</property_type>
    <price><yearly>120000</yearly></price>
    <city>Dubai</city>
    <community>Dubai Marina</community>
    <title_en><![CDATA[Feed-imported studio without a permit]]></title_en>
    <size>450</size>
    <bedroom>0</bedroom>
    <bathroom>1</bathroom>
    <agent>
      <id>41207</id>
      <name><![CDATA[Sofia Marlowe]]></name>
      <email>sofia.marlowe@palmcrest.example</email>
      <license_no>41207</license_no>
    </agent>
    <geopoints>55.1410,25.0810</geopoints>
    <completion_status>completed</completion_status>
  </property>
</list>`;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ seed: seedDemo });
  editor = await signInAs(server.db, "editor");
  const [palm] = await server.db.select().from(brokerages).where(eq(brokerages.slug, "palm-crest-realty"));
  agencyId = must(palm, "Palm Crest Realty").id;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#12324f" } })
    .jpeg()
    .toBuffer();
  feedHost = createServer((req, res) => {
    if (req.url === "/feeds/palm-crest.xml") {
      res.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
      res.end(propertyFinderFeed(feedBase));
    } else if (req.url === "/photos/front.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.end(photo);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => feedHost.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(feedHost.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (feedHost ? feedHost.close(() => resolve()) : resolve()));
  await server?.close();
});

async function as(browser: Browser, who: SignedIn): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addCookies([who.playwrightCookie(server.url)]);
  return { context, page: await context.newPage() };
}

/** Opens a page and waits until React has hydrated it, so the forms are checked in the browser. */
async function open(page: Page, path: string) {
  await page.goto(server.url + path);
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main main") ?? document.querySelector("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 15_000 },
  );
}

test("an editor sets up an agency's feed in the back office", async ({ browser }) => {
  const { context, page } = await as(browser, editor);
  await open(page, `/admin/agencies/${agencyId}`);
  const feeds = page.getByRole("region", { name: "Feeds" });
  await expect(feeds).toContainText("No feed yet.");
  await feeds.getByRole("link", { name: "Add a feed" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New feed for Palm Crest Realty" })).toBeVisible();
  await expect(page.getByLabel("Pull every (minutes)")).toHaveValue("60");
  await expect(page.getByLabel("Refuse a run that takes off more than (%)")).toHaveValue("30");
  await expect(page.getByLabel("On (pulled on its schedule)")).toBeChecked();

  // Checked in the browser before anything is sent, in the house's words.
  await page.getByLabel("Feed address (URL) *").fill("ftp://crm.palmcrest.example/feed.xml");
  await page.getByLabel("Pull every (minutes)").fill("2");
  await page.getByRole("button", { name: "Save feed" }).click();
  await expect(page.getByText("Feed address must be an http:// or https:// address.")).toBeVisible();
  await expect(page.getByText("Pull every must be a whole number of minutes from 5 to 10080.")).toBeVisible();
  await expect(page.getByLabel("Feed address (URL) *")).toBeFocused();
  await expect(page).toHaveURL(/\/feeds\/new$/);

  await page.getByLabel("Feed address (URL) *").fill(`${feedBase}/feeds/palm-crest.xml`);
  await page.getByLabel("Format").selectOption({ label: "Property Finder XML" });
  await page.getByLabel("Pull every (minutes)").fill("30");
  await page.getByRole("button", { name: "Save feed" }).click();
  await expect(page).toHaveURL(/\/admin\/agencies\/[0-9a-f-]{36}\/feeds\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Feed of Palm Crest Realty" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Run now" })).toBeVisible();
  await expect(page.getByText("No run yet.")).toBeVisible();
  feedPath = new URL(page.url()).pathname;

  const { violations } = await axeBuilder(page).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The agency's page lists it with its schedule; the same address twice is refused at its field.
  await open(page, `/admin/agencies/${agencyId}`);
  const row = page.getByRole("region", { name: "Feeds" }).getByRole("row").filter({ hasText: "palm-crest.xml" });
  await expect(row).toContainText("Property Finder XML");
  await expect(row).toContainText("Every 30 minutes");
  await expect(row).toContainText("Not run yet");
  await open(page, `/admin/agencies/${agencyId}/feeds/new`);
  await page.getByLabel("Feed address (URL) *").fill(`${feedBase}/feeds/palm-crest.xml`);
  await page.getByRole("button", { name: "Save feed" }).click();
  await expect(page.getByText("This agency already has a feed with this address.")).toBeVisible();
  await expect(page.getByLabel("Feed address (URL) *")).toHaveAttribute("aria-invalid", "true");
  await context.close();
});

// NEEDS THE IMPORT ENGINE (run.server.ts, import.server.ts): with today's stub, "Run now"
// answers "Something went wrong" and this test fails at its first step. Once the engine lands
// it passes as written; the lead may check further counts and problems of the fixture feed.
test("a run started in the back office imports the feed: counts, problems, and the listing in English and Arabic", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await as(browser, editor);
  await open(page, must(feedPath || undefined, "the feed the first test set up"));
  await page.getByRole("button", { name: "Run now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The run has started." })).toBeVisible();

  const runs = page.getByRole("region", { name: "Runs" });
  const latest = runs.getByRole("row").nth(1);
  await expect(async () => {
    await page.reload();
    await expect(latest).toContainText("Done", { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  const cells = latest.getByRole("cell");
  // When, Status, then Seen, Created, Updated, Unchanged, To draft, Refused, Photos fetched.
  await expect(cells.nth(2)).toHaveText("2");
  await expect(cells.nth(3)).toHaveText("2");
  await expect(cells.nth(8)).toHaveText("1");
  await expect(latest).toContainText("started by staff");

  await latest.getByRole("link").first().click();
  const problems = page.getByRole("region", { name: "Problems with listings" });
  await expect(problems.getByRole("row").filter({ hasText: "PCR-E2E-002" })).toContainText(
    "No permit number: imported as a draft",
  );

  const [imported] = await server.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.referenceNumber, "PCR-E2E-001"), isNotNull(properties.feedId)));
  const id = must(imported, "the imported sale").id;
  const site = await context.newPage();
  expect((await site.goto(`${server.url}/property/${id}`))?.status()).toBe(200);
  await expect(
    site.getByRole("heading", { level: 1, name: "Feed-imported two-bedroom apartment with a marina view" }),
  ).toBeVisible();
  expect((await site.goto(`${server.url}/ar/property/${id}`))?.status()).toBe(200);
  await expect(
    site.getByRole("heading", { level: 1, name: "شقة بغرفتي نوم مطلة على المارينا من خلاصة الوكالة" }),
  ).toBeVisible();

  // The draft without a permit says why in its editor, and the listings table marks both.
  const [draft] = await server.db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(eq(properties.referenceNumber, "PCR-E2E-002"));
  expect(must(draft, "the imported rent").status).toBe("draft");
  await open(page, `/admin/listings/${draft?.id}`);
  await expect(page.getByText("No permit number: imported as a draft")).toBeVisible();
  await open(page, "/admin/listings?q=Feed-imported");
  await expect(page.getByRole("table").getByText("From feed")).toHaveCount(2);
  await context.close();
});
