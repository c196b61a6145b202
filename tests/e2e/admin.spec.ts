import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { createJobs, type Jobs } from "../../app/modules/jobs/jobs.server";
import { defineMailJobs } from "../../app/modules/mail/mail.server";
import { enquiries, mailOutbox } from "../../db/schema";
import { ADMIN_APIS, BACK_OFFICE_PAGES, type SignedIn, signInAs } from "../helpers/auth";
import { axeBuilder } from "../helpers/axe";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
let admin: SignedIn;
let editor: SignedIn;
let customer: SignedIn;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ demo: true });
  admin = await signInAs(server.db, "admin");
  editor = await signInAs(server.db, "editor");
  customer = await signInAs(server.db, "customer");
});
test.afterAll(() => server?.close());

async function as(browser: Browser, who: SignedIn | null, js = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: js });
  if (who) await context.addCookies([who.playwrightCookie(server.url)]);
  return { context, page: await context.newPage() };
}

/** Sends an enquiry through the public /enquiry page, as a visitor without JavaScript would. */
async function sendEnquiry(browser: Browser, name: string, email: string) {
  const { context, page } = await as(browser, null, false);
  await page.goto(`${server.url}/enquiry?type=Contact%20Us`);
  await page.getByRole("main").getByLabel("Full name").fill(name);
  await page.getByRole("main").getByLabel("Phone number").fill("9876543210");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send an enquiry" }).click();
  await expect(page.getByRole("heading", { name: "Enquiry sent successfully!" })).toBeVisible();
  await context.close();
}

test("an anonymous visitor is sent to the login page from every back-office page", async ({ browser }) => {
  const { context, page } = await as(browser, null);
  for (const path of BACK_OFFICE_PAGES) {
    await page.goto(server.url + path);
    expect(new URL(page.url()).pathname, path).toBe("/login-signup");
    expect(new URL(page.url()).searchParams.get("redirectTo"), path).toBe(path);
  }
  await context.close();
});

test("a signed-in customer gets 403 on every back-office page", async ({ browser }) => {
  const { context, page } = await as(browser, customer);
  for (const path of BACK_OFFICE_PAGES) {
    const res = await page.goto(server.url + path);
    expect(res?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "You do not have access" })).toBeVisible();
  }
  await context.close();
});

test("every admin API answers 401 anonymous and 403 to a customer", async ({ playwright }) => {
  for (const who of [null, customer]) {
    const request = await playwright.request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: who ? { cookie: who.cookie } : {},
    });
    for (const [method, path] of ADMIN_APIS) {
      const res = await request.fetch(path, { method, data: method === "POST" ? { status: "Spam" } : undefined });
      expect(res.status(), `${method} ${path}`).toBe(who ? 403 : 401);
    }
    await request.dispose();
  }
});

test("an editor cannot reach user management", async ({ browser }) => {
  const { context, page } = await as(browser, editor);
  await page.goto(`${server.url}/admin`);
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Enquiries" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  const res = await page.goto(`${server.url}/admin/users`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You do not have access" })).toBeVisible();
  await context.close();
});

test("switching a home layout section off hides it on the home page", async ({ browser }) => {
  const visitor = await as(browser, null, false);
  const clientCases = visitor.page.locator('section[aria-labelledby="client-cases-title"]');
  await visitor.page.goto(server.url);
  await expect(clientCases).toHaveCount(1);

  const { context, page } = await as(browser, admin);
  await page.goto(`${server.url}/admin/home-layout`);
  const toggle = page.getByRole("checkbox", { name: /Client testimonials/ });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.getByRole("button", { name: "Save layout" }).click();
  await expect(page.getByRole("status")).toHaveText("Home layout saved.");
  await expect(page.getByRole("checkbox", { name: /Client testimonials/ })).not.toBeChecked();

  // At once, even though anonymous pages are remembered for a few seconds.
  await visitor.page.goto(server.url);
  await expect(visitor.page.locator("main")).toBeVisible();
  await expect(clientCases).toHaveCount(0);

  await page.getByRole("checkbox", { name: /Client testimonials/ }).check();
  // The status still reads "saved" from the first save: wait for this save's answer instead.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/home-layout"));
  await page.getByRole("button", { name: "Save layout" }).click();
  expect((await saved).status()).toBeLessThan(400);
  await visitor.page.goto(server.url);
  await expect(clientCases).toHaveCount(1);
  await context.close();
  await visitor.context.close();
});

test("a rate is checked under its own field before it is sent, and a good one is saved", async ({ browser }) => {
  const { context, page } = await as(browser, admin);
  await page.goto(`${server.url}/admin/rates`);
  const usd = page.getByLabel("Rate of USD");
  await expect(usd).toBeVisible();
  // Wait for hydration: the browser's own check stands in until then.
  await expect(page.locator("form[novalidate]").first()).toBeAttached();
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await usd.fill("-3");
  await usd.press("Enter");
  await expect(usd).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a positive number.")).toBeVisible();
  await expect(usd).toBeFocused();
  expect(posts).toEqual([]);
  // Only the USD row's form shows the message.
  await expect(page.getByText("Enter a positive number.")).toHaveCount(1);

  await usd.fill("0.0121");
  await expect(usd).not.toHaveAttribute("aria-invalid", "true");
  await usd.press("Enter");
  await expect(page.getByRole("status")).toHaveText("USD saved.");
  await page.reload();
  await expect(page.getByLabel("Rate of USD")).toHaveValue("0.0121");

  // A new currency's form refuses a code that is not three letters.
  await page.getByLabel("Currency code").fill("EU");
  await page.getByRole("button", { name: "Save" }).last().click();
  await expect(page.getByLabel("Currency code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a three-letter currency code.")).toBeVisible();
  await context.close();
});

test("a staff account's form refuses a short password under its field, then creates the account", async ({
  browser,
}) => {
  const { context, page } = await as(browser, admin);
  await page.goto(`${server.url}/admin/users`);
  const form = page.locator("form#staff-create");
  await expect(form).toHaveAttribute("novalidate", "");
  await form.getByLabel("E-mail").fill("new.editor@example.com");
  await form.getByLabel("Password").fill("short");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await form.getByRole("button").click();
  await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Staff passwords need at least 12 characters.");
  expect(posts).toEqual([]);

  await form.getByLabel("Password").fill("a long enough passphrase");
  await form.getByRole("button").click();
  await expect(page.getByRole("status")).toContainText("new.editor@example.com");
  await expect(page.getByRole("row").filter({ hasText: "new.editor@example.com" })).toHaveCount(1);
  await context.close();
});

test("an enquiry sent on the public site appears in the inbox and its status can be changed", async ({ browser }) => {
  await sendEnquiry(browser, "Inbox Tester", "inbox.tester@example.com");

  const { context, page } = await as(browser, editor);
  await page.goto(`${server.url}/admin/enquiries`);
  await page.getByLabel("Name, e-mail or phone").fill("inbox.tester");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=inbox.tester/);
  const row = page.getByRole("row").filter({ hasText: "Inbox Tester" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Contact Us");
  await expect(row).toContainText("New");
  await row.getByRole("link", { name: "Inbox Tester" }).click();

  await expect(page.getByRole("heading", { name: "Enquiry from Inbox Tester" })).toBeVisible();
  await page.getByLabel("Status").selectOption("Contacted");
  await page.getByLabel("Note").fill("Called back, wants a viewing on Friday.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Status New → Contacted");
  await expect(history).toContainText("Called back, wants a viewing on Friday.");
  await expect(history).toContainText(editor.email);

  await page.goto(`${server.url}/admin/enquiries?status=Contacted`);
  await expect(page.getByRole("row").filter({ hasText: "Inbox Tester" })).toContainText("Contacted");
  await page.goto(`${server.url}/admin/enquiries?status=New&q=inbox.tester`);
  await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
  await context.close();
});

test.describe("enquiry e-mail", () => {
  let jobs: Jobs | undefined;
  let smtp: SMTPServer | undefined;
  const received: { to: string; body: string }[] = [];
  const port = 20_000 + Math.floor(Math.random() * 20_000);

  function startSmtp(): Promise<void> {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        let body = "";
        stream.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), body });
          callback();
        });
      },
    });
    return new Promise((resolve) => smtp?.listen(port, "127.0.0.1", () => resolve()));
  }
  function stopSmtp(): Promise<void> {
    return new Promise((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  }

  test.beforeAll(async () => {
    await startSmtp();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    Object.assign(server.services.mail, {
      smtpUrl,
      salesEmail: "sales@example.com",
      from: "site@example.com",
      siteUrl: server.url,
    });
    // The queue as the site runs it, with retries a second apart.
    jobs = createJobs(server.database, { run: true });
    defineMailJobs(jobs, server.db, { smtpUrl, from: "site@example.com", retrySeconds: 1 });
    await jobs.start();
    Object.assign(server.services.mail, { jobs });
  });
  test.afterAll(async () => {
    await jobs?.stop();
    await stopSmtp();
  });

  test("a new enquiry produces exactly one e-mail to the sales address", async ({ browser }) => {
    await sendEnquiry(browser, "Mail Once", "mail.once@example.com");
    await expect.poll(() => received.filter((m) => m.body.includes("Mail Once")).length, { timeout: 10_000 }).toBe(1);
    const mail = received.find((m) => m.body.includes("Mail Once"));
    expect(mail?.to).toBe("sales@example.com");
    expect(mail?.body).toContain("mail.once@example.com");
    // Several more polls later it is still one.
    await new Promise((r) => setTimeout(r, 600));
    expect(received.filter((m) => m.body.includes("Mail Once"))).toHaveLength(1);
  });

  test("with the mail server down the e-mail is retried and delivered when it returns", async ({ browser }) => {
    await stopSmtp();
    await sendEnquiry(browser, "Mail Later", "mail.later@example.com");
    const [enquiry] = await server.db.select().from(enquiries).where(eq(enquiries.email, "mail.later@example.com"));
    expect(enquiry).toBeDefined();
    const outboxRow = async () =>
      (await server.db.select().from(mailOutbox)).find((m) => m.text.includes("mail.later@example.com"));
    await expect.poll(async () => (await outboxRow())?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect((await outboxRow())?.sentAt).toBeNull();
    expect(received.filter((m) => m.body.includes("Mail Later"))).toHaveLength(0);

    await startSmtp();
    await expect.poll(() => received.filter((m) => m.body.includes("Mail Later")).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await outboxRow())?.sentAt ?? null, { timeout: 5_000 }).not.toBeNull();
  });
});

// One test a page: axe takes seconds a page, and a page's own failure names it.
const enquiryPage = async () => {
  const [first] = await server.db.select({ id: enquiries.id }).from(enquiries).limit(1);
  return first ? `/admin/enquiries/${first.id}` : "/admin/enquiries";
};
for (const target of [...BACK_OFFICE_PAGES, "an enquiry's page"]) {
  test(`${target} has no serious or critical accessibility violations`, async ({ browser }) => {
    const { context, page } = await as(browser, admin);
    const path = BACK_OFFICE_PAGES.includes(target) ? target : await enquiryPage();
    await page.goto(server.url + path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await axeBuilder(page).analyze();
    const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });
}
