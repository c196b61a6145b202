import { expect, test } from "@playwright/test";

test.describe("server-rendered site", () => {
  test("the home page arrives with listings rendered on the server", async ({ browser }) => {
    // No JavaScript: whatever is on screen came from the server's HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const cards = page.locator('a[href^="/property/"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await expect(cards.first()).toContainText(/AED|₹|\$|€|£/);
    await expect(cards.first().locator("img")).toHaveAttribute("src", /^\/media\//);
    await context.close();
  });

  test("listing images are served from the database with a long cache lifetime", async ({ page, request }) => {
    await page.goto("/");
    const src = await page.locator('a[href^="/property/"] img').first().getAttribute("src");
    const res = await request.get(src ?? "");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("immutable");
    expect(res.headers()["content-type"]).toMatch(/^image\//);
  });

  test("the page hydrates under a strict CSP without console errors", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && problems.push(msg.text()));
    page.on("pageerror", (err) => problems.push(err.message));
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    await page.waitForFunction(() => (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test("an unknown route answers 404 with a real page", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back To Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
