import { type Browser, expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { ar } from "../../app/i18n/ar";
import { mailOutbox } from "../../db/schema";
import { signupFields } from "../helpers/auth";
import { axeBuilder } from "../helpers/axe";
import { waitForHydration } from "../helpers/hydration";
import { must } from "../helpers/must";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * "Forgot password?" in the browser (issue 16, item 7): from the login form to the e-mailed
 * link (read from the mail outbox) to a new password, in English with JavaScript and in
 * Arabic without it.
 */

const OLD_PASSWORD = "Velvet-Minaret-Sunrise-31";
const NEW_PASSWORD = "Saffron-Lagoon-Harbour-58";

let server: TestServer;

test.beforeAll(async () => {
  server = await startTestServer();
  // Reset e-mails are queued only when a mail server is configured; the test reads the queue.
  Object.assign(server.services.mail, { smtpUrl: "smtp://127.0.0.1:9" });
});
test.afterAll(() => server?.close());

async function createAccount(page: Page, tag: string): Promise<string> {
  const email = `${tag}.${Date.now()}@example.com`;
  const res = await page.request.post(`${server.url}/api/profile/profilelayoutinsert`, {
    data: signupFields(email, OLD_PASSWORD),
  });
  expect(res.status()).toBe(201);
  return email;
}

/** The path and query of the link in the reset e-mail to `email`, once it is queued. */
async function linkFromOutbox(email: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const [mail] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
        text = mail?.text ?? "";
        return text;
      },
      { timeout: 10_000 },
    )
    .toContain("/reset-password?token=");
  const url = new URL(must(text.match(/https?:\/\/\S+/)?.[0], "the link"));
  return `${url.pathname}${url.search}`;
}

async function contextFor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("login → Forgot password → e-mailed link → new password → signed in, and the new password logs in", async ({
  browser,
}) => {
  const { context, page } = await contextFor(browser, true);
  const email = await createAccount(page, "reset.en");
  await page.goto(`${server.url}/login-signup`);
  await waitForHydration(page.getByRole("button", { name: "Log in" }));
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await waitForHydration(page.getByRole("button", { name: "Send reset link" }));
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");

  await page.goto(`${server.url}${await linkFromOutbox(email)}`);
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(`${server.url}/reset-password`);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await waitForHydration(page.getByRole("button", { name: "Save new password" }));
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed and you are signed in.");

  await page.getByRole("link", { name: "Go to my profile" }).click();
  await expect(page).toHaveURL(`${server.url}/usre-profile1`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Maryam");

  // A fresh browser logs in with the new password.
  const other = await contextFor(browser, true);
  await other.page.goto(`${server.url}/login-signup`);
  await waitForHydration(other.page.getByRole("button", { name: "Log in" }));
  await other.page.getByLabel("Email").fill(email);
  await other.page.getByLabel("Password").fill(NEW_PASSWORD);
  await other.page.getByRole("button", { name: "Log in" }).click();
  await expect(other.page.getByRole("status").filter({ hasText: "Login Successful" })).toBeVisible();
  await other.context.close();
  await context.close();
});

test("in Arabic and without JavaScript: the request, the link and the new password", async ({ browser }) => {
  const { context, page } = await contextFor(browser, false);
  const email = await createAccount(page, "reset.ar");
  await page.goto(`${server.url}/ar/login-signup`);
  await page.getByRole("link", { name: must(ar["account.forgotLink"], "Arabic link") }).click();
  await expect(page).toHaveURL(`${server.url}/ar/forgot-password`);
  await page.getByLabel(must(ar["account.email"], "Arabic label")).fill(email);
  await page.getByRole("button", { name: must(ar["account.forgotButton"], "Arabic button") }).click();
  await expect(page.getByRole("status")).toContainText(must(ar["account.forgotSent"], "Arabic answer"));

  const link = await linkFromOutbox(email);
  expect(link.startsWith("/ar/reset-password?token=")).toBe(true);
  await page.goto(`${server.url}${link}`);
  await expect(page).toHaveURL(`${server.url}/ar/reset-password`);
  await page.getByLabel(must(ar["account.newPassword"], "Arabic label"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(must(ar["account.confirmNewPassword"], "Arabic label")).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: must(ar["account.resetButton"], "Arabic button") }).click();
  await expect(page.getByRole("status")).toContainText(must(ar["account.resetDone"], "Arabic success"));

  // The same link again says so, and leads to a new one.
  await page.goto(`${server.url}${link}`);
  await expect(page.getByRole("alert")).toContainText(must(ar["account.resetInvalid"], "Arabic refusal"));
  await page.getByRole("link", { name: must(ar["account.resetRequestNew"], "Arabic link") }).click();
  await expect(page).toHaveURL(`${server.url}/ar/forgot-password`);
  await context.close();
});

for (const width of [375, 1280]) {
  test(`the forgot and reset pages fit ${width} px and have no serious or critical axe violation`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    const check = async (label: string) => {
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > width) problems.push(`${label}: page is ${pageWidth} px wide`);
      for (const v of (await axeBuilder(page).analyze()).violations) {
        if (v.impact === "serious" || v.impact === "critical") problems.push(`${label}: ${v.id} ${v.nodes[0]?.html}`);
      }
    };
    const email = await createAccount(page, `reset.axe${width}`);
    await page.goto(`${server.url}/forgot-password`);
    await check("forgot");
    await page.request.post(`${server.url}/ar/forgot-password`, { form: { email } });
    await page.goto(`${server.url}${await linkFromOutbox(email)}`);
    await expect(page.locator("input[name=newPassword]")).toBeVisible();
    await check("reset, Arabic");
    await page.goto(`${server.url}/reset-password`);
    await check("reset, link no longer works");
    expect(problems).toEqual([]);
    await context.close();
  });
}
