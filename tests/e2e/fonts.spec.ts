import { expect, type Page, test } from "@playwright/test";

/**
 * Every font file a page needs is preloaded with its HTML, so its text is laid out once: a
 * font found only during layout arrives later and has the browser lay out the whole page again
 * (the rupee sign's Latin Extended subset cost the listing page 165 ms of a slow phone's time).
 */
async function fontsOnLoad(page: Page, path: string) {
  const fetched = new Set<string>();
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fetched.add(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  return { fetched: [...fetched].sort(), preloaded: preloaded.sort() };
}

test.use({ viewport: { width: 412, height: 823 } });

for (const path of ["/", "/property-search", "/faq", "/ru/property-search", "/ar/property-search", "/hi"]) {
  test(`${path} fetches only the fonts it preloads, all of them`, async ({ page }) => {
    const { fetched, preloaded } = await fontsOnLoad(page, path);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched).toEqual(preloaded);
  });
}

test("prices in dollars need no Latin Extended font, so none is preloaded", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "currency", value: "USD", url: baseURL ?? "" }]);
  const { fetched, preloaded } = await fontsOnLoad(page, "/property-search");
  expect(preloaded.some((href) => href.includes("latin-ext"))).toBe(false);
  expect(fetched).toEqual(preloaded);
});
