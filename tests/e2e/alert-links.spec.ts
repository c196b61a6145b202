import { expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { issueToken } from "../../app/modules/alerts/tokens.server";
import { savedSearches } from "../../db/schema";
import { axeBuilder } from "../helpers/axe";
import { seedFixtures } from "../helpers/factories";
import { must } from "../helpers/must";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * The pages behind an alert e-mail's links, as a subscriber opens them from the mail, in English
 * and in Arabic, on a phone and a desktop, with JavaScript off (they need none).
 */

let server: TestServer;
let n = 0;
const SHOTS = process.env.SCREENSHOTS_DIR;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ seed: async (db) => void (await seedFixtures(db)) });
});
test.afterAll(() => server?.close());

async function unconfirmedSearch(language: "en" | "ar") {
  const [row] = await server.db
    .insert(savedSearches)
    .values({
      email: `e2e.alert${++n}@example.com`,
      name: language === "ar" ? "فلل مرسى دبي" : "Marina villas",
      language,
      frequency: "daily",
      searchPath: "/property-search-list",
    })
    .returning();
  return must(row, "the saved search");
}

/** The link of the confirmation e-mail (its text is tested in tests/integration/alert-mails.test.ts). */
async function confirmationLink(search: { id: string; language: string }) {
  const token = await issueToken(server.db, search.id, "confirm");
  return `${server.url}${search.language === "ar" ? "/ar" : ""}/alerts/confirm?token=${token}`;
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

for (const lang of ["en", "ar"] as const) {
  const words = {
    en: {
      confirmed: "is confirmed",
      again: "is already confirmed",
      button: "Unsubscribe",
      done: "You are unsubscribed",
    },
    ar: { confirmed: "تم تأكيد تنبيهك", again: "مؤكَّد مسبقًا", button: "إلغاء الاشتراك", done: "تم إلغاء اشتراكك" },
  }[lang];

  test(`confirms an alert by the e-mail's link, twice harmlessly (${lang})`, async ({ page }) => {
    const search = await unconfirmedSearch(lang);
    const link = await confirmationLink(search);
    expect(link).toContain(lang === "ar" ? "/ar/alerts/confirm" : "/alerts/confirm");
    expect((await page.goto(link))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("status")).toContainText(words.confirmed);
    await shoot(page, `alert-confirm-${lang}`);
    const violations = (await axeBuilder(page).analyze()).violations.filter((v) =>
      ["serious", "critical"].includes(v.impact ?? ""),
    );
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.goto(link);
    await expect(page.getByRole("status")).toContainText(words.again);
    const [row] = await server.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row?.confirmedAt).not.toBeNull();
  });

  test(`unsubscribes from the e-mail's link with one button (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const search = await unconfirmedSearch(lang);
    const token = await issueToken(server.db, search.id, "unsubscribe");
    const prefix = lang === "ar" ? "/ar" : "";
    expect((await page.goto(`${server.url}${prefix}/alerts/unsubscribe?token=${token}`))?.status()).toBe(200);
    await expect(page.getByRole("main")).toContainText(search.email);
    await shoot(page, `alert-unsubscribe-${lang}`);
    await page.getByRole("button", { name: words.button }).click();
    await expect(page.getByRole("status")).toContainText(words.done);
    await shoot(page, `alert-unsubscribed-${lang}`);
    const [row] = await server.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row?.paused).toBe(true);
    await context.close();
  });

  test(`manages an alert from the e-mail's link without JavaScript (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const search = await unconfirmedSearch(lang);
    await server.db.update(savedSearches).set({ confirmedAt: new Date() }).where(eq(savedSearches.id, search.id));
    const token = await issueToken(server.db, search.id, "manage");
    await page.goto(`${server.url}${lang === "ar" ? "/ar" : ""}/alerts/manage?token=${token}`);
    await shoot(page, `alert-manage-${lang}`);
    await page.getByLabel(lang === "ar" ? "عدد مرات الإرسال" : "How often").selectOption("weekly");
    await page.getByRole("button", { name: lang === "ar" ? "حفظ" : "Save" }).click();
    await expect(page.getByRole("status")).toContainText(lang === "ar" ? "مرة أسبوعيًا" : "once a week");
    await page.getByRole("button", { name: lang === "ar" ? "إيقاف الرسائل مؤقتًا" : "Pause e-mails" }).click();
    await expect(
      page.getByRole("button", { name: lang === "ar" ? "استئناف الرسائل" : "Resume e-mails" }),
    ).toBeVisible();
    const [row] = await server.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect([row?.frequency, row?.paused]).toEqual(["weekly", true]);
    await context.close();
  });

  test(`a forged link gets a clear page in the visitor's language (${lang})`, async ({ page }) => {
    const prefix = lang === "ar" ? "/ar" : "";
    const answer = await page.goto(`${server.url}${prefix}/alerts/manage?token=forged`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText(
      lang === "ar" ? "هذا الرابط لا يعمل" : "This link does not work",
    );
    await shoot(page, `alert-forged-${lang}`);
  });
}
