import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

/**
 * The rent increase check and the listing page's comparison with the registry (decision 066), on
 * the demo data, whose registry files are generated and imported like real ones (decision 065).
 */

/** Only the digits: the amounts read the same in both languages' Latin digits. */
const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");

async function expectAxeClean(page: Page, within?: string) {
  const builder = axeBuilder(page);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The community with the most registered rent contracts in the demo data. */
async function busiestArea(page: Page): Promise<{ slug: string; name: string }> {
  const res = await page.request.get("/api/areas");
  const areas = (await res.json()).data as { slug: string; name: string; rentContracts: number }[];
  const [best] = areas.sort((a, b) => b.rentContracts - a.rentContracts);
  if (!best) throw new Error("the demo data has no area with registry figures");
  return best;
}

test("without JavaScript the check is answered by the server and the registry fills in the average", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/rent-increase");
  await page.getByLabel("Current rent (AED a year)").fill("80000");
  await page.getByLabel("Average rent of a similar home (AED a year)").fill("100000");
  await page.getByLabel("Renewal date").fill("2027-06-01");
  await page.getByRole("button", { name: "Check my rent" }).click();
  await expect(page).toHaveURL(/rent=80000&.*average=100000&renewal=2027-06-01/);
  expect(digits(await page.getByTestId("rent-max").locator("span").first().textContent())).toBe("84000");
  await expect(page.getByTestId("rent-notice")).toContainText("March 3, 2027");
  await expect(page.locator('tr[data-current="true"]')).toHaveAttribute("data-band", "5");

  const area = await busiestArea(page);
  await page.getByLabel("Community").selectOption(area.slug);
  await page.getByLabel("Rooms").selectOption("1");
  await page.getByRole("button", { name: "Fill in the registry's average" }).click();
  await expect(page.getByTestId("rent-registry")).toContainText(
    "The registry's median yearly rent for 1-bedroom homes",
  );
  const address = new URL(page.url()).searchParams;
  expect([address.get("community"), address.get("rooms"), address.get("prefill")]).toEqual([area.slug, "1", null]);
  const average = address.get("average");
  expect(average).toMatch(/^\d+$/);
  expect(average).not.toBe("100000");
  await expect(page.getByLabel("Average rent of a similar home (AED a year)")).toHaveValue(average ?? "");
  await context.close();
});

for (const l of [
  { lang: "en", prefix: "", rent: "Current rent (AED a year)", community: "Community", rooms: "Rooms" },
  { lang: "ar", prefix: "/ar", rent: "الإيجار الحالي (درهم سنويًا)", community: "المجتمع", rooms: "الغرف" },
] as const) {
  test(`with JavaScript the limit follows the typing and the pickers fill in the average (${l.lang})`, async ({
    page,
  }) => {
    expect(await gotoHydrated(page, `${l.prefix}/rent-increase?rent=80000&average=100000`)).toBe(200);
    expect(await page.locator("html").getAttribute("dir")).toBe(l.lang === "ar" ? "rtl" : "ltr");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.getByLabel(l.rent).fill("50000");
    // 50 % below the average: 20 % more at most, worked out in the browser.
    await expect
      .poll(async () => digits(await page.getByTestId("rent-max").locator("span").first().textContent()))
      .toBe("60000");
    expect(requests.filter((u) => u.includes("rent-increase"))).toEqual([]);
    await expect(page).toHaveURL(/rent=50000/);
    await expectAxeClean(page);

    const area = await busiestArea(page);
    await page.getByLabel(l.community).selectOption(area.slug);
    await page.getByLabel(l.rooms).selectOption("1");
    await expect.poll(() => new URL(page.url()).searchParams.get("average")).not.toBe("100000");
    expect(new URL(page.url()).searchParams.get("community")).toBe(area.slug);
    await expect(page.getByTestId("rent-registry")).toBeVisible();
  });
}

test("a listing page sets its price beside the registry's median, in English and Arabic", async ({ page }) => {
  // A sale listing of a community and rooms with enough registered sales.
  const list = await (await page.request.get("/api/property/properties?limit=60")).json();
  let found: string | undefined;
  for (const p of list.data as { _id: string }[]) {
    const html = await (await page.request.get(`/property/${p._id}`)).text();
    if (/data-registry="compare"/.test(html) && /data-registry="yield"/.test(html)) {
      found = p._id;
      break;
    }
  }
  expect(found, "a demo listing with enough registered sales").toBeDefined();

  expect(await gotoHydrated(page, `/property/${found}`)).toBe(200);
  const line = page.getByTestId("listing-registry");
  await expect(line).toContainText(
    /\d+ % (above|below) the median of \d+ sales of .+ in the last 12 months|At the median/,
  );
  await expect(line.getByTestId("listing-area-link")).toHaveAttribute("href", /^\/area\//);
  await line.scrollIntoViewIfNeeded();
  // The comparison itself: the rest of the listing page has its own specs.
  await expectAxeClean(page, '[data-testid="listing-registry"]');

  expect(await gotoHydrated(page, `/ar/property/${found}`)).toBe(200);
  const arabic = page.getByTestId("listing-registry");
  await expect(arabic).toContainText("مقارنةً بالسجل العقاري");
  await expect(arabic).toContainText(/(أعلى|أقل) بنسبة \d+ %|عند وسيط/);
  await expect(arabic.getByTestId("listing-area-link")).toHaveAttribute("href", /^\/ar\/area\//);
  await expectAxeClean(page, '[data-testid="listing-registry"]');
});
