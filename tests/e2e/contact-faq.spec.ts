import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { gotoHydrated } from "../helpers/hydration";

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeBuilder(page).include("main").exclude("iframe").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("contact page", () => {
  test("office, phone and email cards, the office map and the side form", async ({ page }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const office = page.locator('[data-contact-card="office"]');
    await expect(office.getByRole("heading", { name: "Our Office" })).toBeVisible();
    await expect(office.locator("address")).not.toBeEmpty();
    const phone = page.locator('[data-contact-card="phone"]').getByRole("link");
    await expect(phone).toHaveAttribute("href", /^tel:\+?\d{6,}$/);
    const email = page.locator('[data-contact-card="email"]').getByRole("link");
    await expect(email).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+$/);
    const map = page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]');
    await expect(map).toHaveAttribute("title", /Business Bay/);
    await expect(page.getByRole("complementary", { name: "Contact Us" })).toBeVisible();
  });

  test("the e-mail address wraps only after its @, never inside a word, at 375, 1024, 1100 and 1280 px", async ({
    page,
  }) => {
    for (const width of [375, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      const link = page.locator('[data-contact-card="email"]').getByRole("link");
      const address = (await link.getAttribute("href"))?.replace("mailto:", "") ?? "";
      // The link's text, line by line, as the browser laid it out.
      const lines = await link.evaluate((element) => {
        const rows = new Map<number, string>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? "").length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            const char = node.textContent?.[i] ?? "";
            if (/\p{Cf}/u.test(char)) continue;
            rows.set(top, (rows.get(top) ?? "") + char);
          }
        }
        return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
      });
      const [local, domain] = address.split("@");
      expect([[address], [`${local}@`, domain]], `at ${width} px`).toContainEqual(lines);
      // ...and stays inside its card.
      const inside = await link.evaluate((element) => {
        const card = element.closest("li")?.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return !!card && box.left >= card.left && box.right <= card.right;
      });
      expect(inside, `at ${width} px`).toBe(true);
    }
  });

  test("axe finds no serious or critical violation at 375 and 1280 px", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/contact");
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

test.describe("FAQ page", () => {
  test("search filters questions by their answer text too, ignoring case", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const search = page.getByRole("searchbox", { name: "Search the questions" });
    await expect(search).toHaveAttribute("placeholder", "Search for answers...");
    const questions = page.locator("[data-accordion-item]");
    const total = await questions.count();
    expect(total).toBeGreaterThanOrEqual(10);
    // "escrow" only appears in an answer, never in a question.
    await search.fill("ESCROW");
    await expect(questions).toHaveCount(1);
    await expect(questions.first()).toContainText("Should I buy off-plan or a ready property?");
    expect(new URL(page.url()).searchParams.get("q")).toBe("ESCROW");
    await search.fill("mortgage");
    // Polled: the list is redrawn after the keystrokes.
    await expect.poll(() => questions.count()).toBeGreaterThan(1);
    expect(await questions.count()).toBeLessThan(total);
  });

  test("no match shows the empty state; Clear Search brings every question back", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const questions = page.locator("[data-accordion-item]");
    const total = await questions.count();
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("zzzz-no-such-thing");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(questions).toHaveCount(0);
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(questions).toHaveCount(total);
    await expect(page.getByRole("searchbox", { name: "Search the questions" })).toHaveValue("");
    expect(new URL(page.url()).search).toBe("");
  });

  test("?q= filters on the server, before JavaScript", async ({ request }) => {
    const html = await (await request.get("/faq?q=escrow")).text();
    const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").match(/data-accordion-item/g) ?? [];
    expect(shown).toHaveLength(1);
    const none = await (await request.get("/faq?q=zzzz-no-such-thing")).text();
    expect(none).toContain("No results found");
    expect(none).toContain("Clear Search");
  });

  test("the accordion keeps one item open; the first is open at first; clicking it closes it", async ({ browser }) => {
    // Native exclusive <details>: the same with and without JavaScript.
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoHydrated(page, "/faq");
      else await page.goto("/faq");
      const items = page.locator("[data-accordion-item]");
      const questions = items.locator("summary");
      const opened = () => items.evaluateAll((els) => els.filter((el) => (el as HTMLDetailsElement).open).length);
      const answer = (n: number) => items.nth(n).locator("summary + *");
      expect(await opened()).toBe(1);
      await expect(answer(0)).toBeVisible();
      // Each question is a heading inside its summary.
      await expect(questions.nth(0).getByRole("heading", { level: 2 })).toBeVisible();

      await questions.nth(2).click();
      await expect(answer(2)).toBeVisible();
      await expect(answer(0)).toBeHidden();
      expect(await opened()).toBe(1);

      // The keyboard toggles it too.
      await questions.nth(2).press("Enter");
      await expect(answer(2)).toBeHidden();
      expect(await opened()).toBe(0);
      await questions.nth(1).press("Space");
      await expect(answer(1)).toBeVisible();
      expect(await opened()).toBe(1);
      await context.close();
    }
  });

  test("Still have questions? links to the contact page; axe is clean at 375 and 1280 px", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/faq");
      const still = page.getByRole("region", { name: "Still have questions?" });
      await expect(still.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
