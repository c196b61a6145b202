import { expect, test } from "@playwright/test";
import { ar } from "../../app/i18n/ar";
import { expectArabicOnly } from "../helpers/arabic-text";
import { gotoHydrated } from "../helpers/hydration";
import { must } from "../helpers/must";

type Api = { get: (url: string) => Promise<{ json: () => Promise<unknown> }> };

/** The first id of an API list ({ data: [{ _id }] }). */
async function firstId(request: Api, url: string): Promise<string> {
  const body = (await (await request.get(url)).json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  expect(id, url).toMatch(/^[0-9a-f-]{36}$/);
  return must(id, `an id from ${url}`);
}

/**
 * The Arabic pages phone-overflow.spec.ts does not open: refused searches and filters, and
 * pages in a state of their own. Every other page kind is checked there, at 375 and 1280 px.
 */
const PAGES: { name: string; path: string | ((request: Api) => Promise<string>); status?: number }[] = [
  { name: "property search", path: "/ar/property-search?country=United+Arab+Emirates" },
  { name: "an agency's listings", path: "/ar/property-search?agency=palm-crest-realty" },
  { name: "agents with a bad filter", path: "/ar/agents?language=1&area=Atlantis", status: 400 },
  {
    name: "contact about a listing",
    path: async (r) => `/ar/contact?property=${await firstId(r, "/api/property/properties?limit=1")}`,
  },
  {
    name: "search with invalid parameters",
    path: `/ar/property-search?minPrice=abc&bedrooms=99&sort=cheapest&currency=US&page=0&limit=1000&type=${"ع".repeat(201)}`,
    status: 400,
  },
  { name: "search with an unknown currency", path: "/ar/property-search?currency=XXX", status: 400 },
  {
    name: "search with prices the wrong way round",
    path: "/ar/property-search?minPrice=500&maxPrice=100",
    status: 400,
  },
];

for (const entry of PAGES) {
  test(`${entry.name} in Arabic shows no Latin-script word outside the allow-list`, async ({ page, request }) => {
    const path = typeof entry.path === "string" ? entry.path : await entry.path(request);
    const status = await gotoHydrated(page, path);
    expect(status, path).toBe(entry.status ?? 200);
    if (entry.status === 400) await expect(page.getByTestId("invalid-search")).toBeVisible();
    await expectArabicOnly(page);
  });
}

test("the enquiry form submitted empty shows its messages in Arabic, and the country list is Arabic", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, "/ar/enquiry?type=Golden%20Visa");
  const form = page.getByRole("main");
  const submit = form.getByRole("button", { name: ar["enquiry.submit"] as string });
  await expect
    .poll(() => submit.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  await submit.click();
  await expect(form.getByText(ar["validation.nameRequired"] as string)).toBeVisible();
  await expect(form.getByText(ar["validation.emailRequired"] as string)).toBeVisible();

  // The country picker: Arabic names, sorted for Arabic after the default (India).
  const names = await form
    .getByLabel(ar["enquiry.countryCode"] as string)
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o.textContent ?? "").replace(/\s*\(\u200e?\+\d+\)$/, "")));
  // The phone input's table of 73 countries.
  expect(names).toHaveLength(73);
  expect(names).toContain("الإمارات العربية المتحدة");
  const rest = names.slice(1);
  expect(rest).toEqual([...rest].sort(new Intl.Collator("ar").compare));

  await expectArabicOnly(page);
  // The server's country names are the browser's: hydration found nothing to correct.
  // (A production build names the mismatch by its error number, 418 to 425.)
  expect(errors.filter((text) => /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])\b/i.test(text))).toEqual([]);
});

test("stored texts with an Arabic translation are shown in Arabic, not marked English", async ({ page }) => {
  await gotoHydrated(page, "/ar/");
  // The hero heading, the testimonials' words and their authors' roles have Arabic in the demo data.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", "en");
  const quotes = page.locator("#client-cases-title").locator("xpath=ancestor::section[1]").locator("blockquote");
  expect(await quotes.count()).toBeGreaterThan(0);
  expect(await quotes.evaluateAll((all) => all.filter((q) => q.closest('[lang="en"]')).length)).toBe(0);
  const roles = await quotes.evaluateAll((all) =>
    all.map((q) => q.parentElement?.querySelector("figcaption span span:last-child")?.getAttribute("lang") ?? ""),
  );
  expect(roles.every((lang) => lang !== "en")).toBe(true);
});
