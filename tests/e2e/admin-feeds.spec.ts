// Issue 54: an agency's XML feed set up in the back office, then a run started there and what
// it imported. The feed (tests/fixtures/feeds/propertyfinder.xml, of Palm Crest Realty's
// agents in the demo data) and its photos come from a local server standing in for the CRM.
import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { and, eq, isNotNull } from "drizzle-orm";
import { brokerages, properties } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { axeBuilder } from "../helpers/axe";
import { type FeedServer, photo, startFeedServer } from "../helpers/feeds";
import { must } from "../helpers/must";
import { startTestServer, type TestServer } from "../helpers/server";

// The CRM is on 127.0.0.1, which feeds may reach only when allowed (read as the site loads).
process.env.FEEDS_ALLOW_PRIVATE_NETWORK = "true";

/** A Dubai rent of Palm Crest's without its permit: imported as a draft, with the reason. */
const WITHOUT_PERMIT = `  <property>
    <reference_number>PF-E2E-NOPERMIT</reference_number>
    <offering_type>RR</offering_type>
    <property_type>AP</property_type>
    <price><yearly>98000</yearly></price>
    <city>Dubai</city>
    <community>Dubai Marina</community>
    <title_en>Marina studio waiting for its permit</title_en>
    <bedroom>0</bedroom>
    <bathroom>1</bathroom>
    <size>480</size>
    <agent><name>Sofia Marlowe</name><email>sofia.marlowe@palmcrest.example</email><license_no>41207</license_no></agent>
    <geopoints>55.1410,25.0810</geopoints>
    <completion_status>completed</completion_status>
  </property>
`;

let server: TestServer;
let editor: SignedIn;
let crm: FeedServer;
let agencyId = "";
/** The feed the first test sets up; the run test pulls it. */
let feedPath = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ demo: true });
  editor = await signInAs(server.db, "editor");
  const [palm] = await server.db.select().from(brokerages).where(eq(brokerages.slug, "palm-crest-realty"));
  agencyId = must(palm, "Palm Crest Realty").id;
  crm = await startFeedServer();
  const feed = readFileSync("tests/fixtures/feeds/propertyfinder.xml", "utf8")
    .replaceAll("{{PHOTO_BASE}}", crm.url)
    .replace("</list>", `${WITHOUT_PERMIT}</list>`);
  crm.files.set("/feeds/palm-crest.xml", feed);
  for (const [i, url] of [...feed.matchAll(/>(http:[^<]+\.jpg)</g)].map((m) => m[1] ?? "").entries())
    crm.files.set(new URL(url).pathname, await photo(10 + i * 20));
});
test.afterAll(async () => {
  await crm?.close();
  await server?.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeBuilder(page).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

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

  await page.getByLabel("Feed address (URL) *").fill(`${crm.url}/feeds/palm-crest.xml`);
  await page.getByLabel("Format").selectOption({ label: "Property Finder XML" });
  await page.getByLabel("Pull every (minutes)").fill("30");
  await page.getByRole("button", { name: "Save feed" }).click();
  await expect(page).toHaveURL(/\/admin\/agencies\/[0-9a-f-]{36}\/feeds\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Feed of Palm Crest Realty" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Run now" })).toBeVisible();
  await expect(page.getByText("No run yet.")).toBeVisible();
  feedPath = new URL(page.url()).pathname;

  expect(await seriousViolations(page)).toEqual([]);

  // The agency's page lists it with its schedule; the same address twice is refused at its field.
  await open(page, `/admin/agencies/${agencyId}`);
  const row = page.getByRole("region", { name: "Feeds" }).getByRole("row").filter({ hasText: "palm-crest.xml" });
  await expect(row).toContainText("Property Finder XML");
  await expect(row).toContainText("Every 30 minutes");
  await expect(row).toContainText("Not run yet");
  await open(page, `/admin/agencies/${agencyId}/feeds/new`);
  await page.getByLabel("Feed address (URL) *").fill(`${crm.url}/feeds/palm-crest.xml`);
  await page.getByRole("button", { name: "Save feed" }).click();
  await expect(page.getByText("This agency already has a feed with this address.")).toBeVisible();
  await expect(page.getByLabel("Feed address (URL) *")).toHaveAttribute("aria-invalid", "true");
  await context.close();
});

// The import itself is the lead's (run.server.ts, import.server.ts); this checks what staff see of it.
test("a run started in the back office imports the feed: counts, problems, and the listing in English and Arabic", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await as(browser, editor);
  await open(page, must(feedPath || undefined, "the feed the first test set up"));
  await page.getByRole("button", { name: "Run now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The run has started." })).toBeVisible();

  const latest = page.getByRole("region", { name: "Runs" }).getByRole("row").nth(1);
  await expect(async () => {
    await page.reload();
    await expect(latest).toContainText("Done", { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(latest).toContainText("started by staff");
  // When, Status, then Seen, Created, Updated, Unchanged, To draft, Refused, Photos fetched: the
  // fixture's 13 listings and one more; five cannot be imported at all (see their problems).
  const counts = (await latest.getByRole("cell").allInnerTexts()).slice(2);
  expect(counts).toEqual(["14", "9", "0", "0", "0", "5", "4"]);
  expect(await seriousViolations(page)).toEqual([]);

  // Each run opens its problems: by listing reference and field, in words, with the feed's value.
  await latest.getByRole("link").first().click();
  const problems = page.getByRole("region", { name: "Problems with listings" });
  const problem = (reference: string, field: string) =>
    problems.getByRole("row").filter({ hasText: reference }).filter({ hasText: field });
  await expect(problem("PF-E2E-NOPERMIT", "permit_number")).toContainText("No permit number: imported as a draft");
  await expect(problem("PF-008", "community")).toContainText("Place not known to us");
  await expect(problem("PF-008", "community")).toContainText("Nowhere Gardens");
  await expect(problem("PF-001", "private_amenities")).toContainText("Amenity not known to us (left out)");
  await expect(problem("PF-001", "private_amenities")).toContainText("XZ");
  expect(await seriousViolations(page)).toEqual([]);

  const [imported] = await server.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.referenceNumber, "PF-001"), isNotNull(properties.feedId)));
  const id = must(imported, "the imported sale PF-001").id;
  const site = await context.newPage();
  expect((await site.goto(`${server.url}/property/${id}`))?.status()).toBe(200);
  await expect(site.getByRole("heading", { level: 1, name: "Sea-view 2 bed in Marina Gate" })).toBeVisible();
  expect((await site.goto(`${server.url}/ar/property/${id}`))?.status()).toBe(200);
  await expect(
    site.getByRole("heading", { level: 1, name: "شقة بغرفتي نوم بإطلالة على البحر في مارينا جيت" }),
  ).toBeVisible();

  // The draft without a permit says why in its editor, and the listings table marks what the feed brought.
  const [draft] = await server.db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(eq(properties.referenceNumber, "PF-E2E-NOPERMIT"));
  expect(must(draft, "the imported rent without a permit").status).toBe("draft");
  await open(page, `/admin/listings/${draft?.id}`);
  await expect(page.getByRole("status").filter({ hasText: "Imported from the agency's feed" })).toContainText(
    "No permit number: imported as a draft",
  );
  await open(page, "/admin/listings?q=Marina%20Gate");
  await expect(page.getByRole("row").filter({ hasText: "Sea-view 2 bed in Marina Gate" })).toContainText("From feed");
  await context.close();
});
