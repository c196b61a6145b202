import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { waitForHydration } from "../helpers/hydration";

const API = "/api/enquiry/enquireyenter";

/** The header's Become a Partner button opens the shared dialog. */
async function openDialog(page: Page) {
  await page.goto("/");
  const opener = page.getByRole("banner").getByRole("link", { name: "Become a Partner" }).filter({ visible: true });
  await waitForHydration(opener);
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Get Assistance" });
  // The dialog's code loads on first use: give a busy machine time.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return { dialog, opener };
}

function fields(dialog: Locator) {
  return {
    name: dialog.getByLabel("Full name"),
    country: dialog.getByLabel("Country code"),
    phone: dialog.getByLabel("Phone number"),
    email: dialog.getByLabel("Email"),
    budget: dialog.getByLabel("Budget or message"),
    submit: dialog.getByRole("button", { name: "Send an enquiry" }),
  };
}

/** The message under a field, found through the field's aria-describedby. */
async function messageOf(field: Locator): Promise<string> {
  const id = await field.getAttribute("aria-describedby");
  if (!id) return "";
  return (await field.page().locator(`[id="${id}"]`).textContent()) ?? "";
}

test.describe("enquiry dialog", () => {
  test("opens from Become a Partner with the Get Assistance form", async ({ page }) => {
    const { dialog } = await openDialog(page);
    const f = fields(dialog);
    await expect(dialog.getByRole("heading", { name: "Get Assistance" })).toBeVisible();
    await expect(dialog).toContainText("Become A Partner");
    await expect(f.name).toBeFocused();
    // International phone, India by default: flag and +91.
    await expect(f.country).toHaveValue("IN");
    await expect(dialog.locator('img[src*="/IN-"]')).toBeVisible();
    await expect(dialog).toContainText("+91");
    await expect(f.budget).toHaveAttribute("placeholder", "Your budget (optional)");
    await expect(f.submit).toBeVisible();
    for (const [name, href] of [
      [/Privacy Policy/, "/privacy-policy"],
      [/FAQ/, "/faq"],
    ] as const) {
      const link = dialog.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    // Picking another country changes the flag and calling code.
    await f.country.selectOption("AE");
    await expect(dialog.locator('img[src*="/AE-"]')).toBeVisible();
    await expect(dialog).toContainText("+971");
  });

  test("shows every validation message on submit and sends nothing", async ({ page }) => {
    let posted = 0;
    page.on("request", (request) => request.url().endsWith(API) && posted++);
    const { dialog } = await openDialog(page);
    const f = fields(dialog);

    await f.submit.click();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    expect(await messageOf(f.name)).toBe("Please enter your name.");
    expect(await messageOf(f.phone)).toBe("Please enter your phone number.");
    expect(await messageOf(f.email)).toBe("Please enter your email.");
    await expect(f.name).toBeFocused();

    await f.name.fill("12345");
    await f.phone.fill("12");
    await f.email.fill("not-an-email");
    await f.submit.click();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    expect(await messageOf(f.name)).toBe("Name should not be a number.");
    expect(await messageOf(f.phone)).toBe("Enter a valid international phone number.");
    expect(await messageOf(f.email)).toBe("Provide a valid email.");
    expect(await messageOf(f.budget)).toBe("");
    expect(posted).toBe(0);
  });

  test("typing in a field clears that field's error only", async ({ page }) => {
    const { dialog } = await openDialog(page);
    const f = fields(dialog);
    await f.submit.click();
    await expect(dialog.getByText("Please enter your name.")).toBeVisible();

    await f.name.pressSequentially("A");
    await expect(dialog.getByText("Please enter your name.")).toBeHidden();
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Please enter your phone number.")).toBeVisible();
    await expect(dialog.getByText("Please enter your email.")).toBeVisible();

    await f.phone.pressSequentially("9");
    await expect(dialog.getByText("Please enter your phone number.")).toBeHidden();
    await expect(dialog.getByText("Please enter your email.")).toBeVisible();
  });

  test("a valid enquiry is stored, the form clears and the dialog keeps saying what happens next after the toast", async ({
    page,
  }) => {
    const { dialog, opener } = await openDialog(page);
    const f = fields(dialog);
    await f.name.fill("Priya Sharma");
    await f.country.selectOption("AE");
    await f.phone.fill("050 123 4567");
    await f.email.fill("priya@example.com");
    await f.budget.fill("Around 2M AED");

    const answer = page.waitForResponse((r) => r.url().endsWith(API) && r.request().method() === "POST");
    await f.submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ status: true, data: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(response.request().headers()["content-type"]).toContain("application/json");
    expect(response.request().postDataJSON()).toEqual({
      fullname: "Priya Sharma",
      phoneNo: "+971501234567",
      email: "priya@example.com",
      inquire: "Around 2M AED",
      inquireType: "Become A Partner",
      inquireurl: page.url(),
      status: "Active",
    });

    const toast = dialog.getByRole("status").filter({ hasText: "Enquiry sent successfully!" });
    await expect(toast).toBeVisible();
    await expect(f.name).toHaveValue("");
    await expect(f.phone).toHaveValue("");
    await expect(f.email).toHaveValue("");
    await expect(f.budget).toHaveValue("");
    await expect(f.country).toHaveValue("IN");
    // The toast goes after 2 s; the dialog stays with the confirmation until the visitor closes it.
    const next = dialog.getByRole("status").filter({ hasText: "within one working day" });
    await expect(next).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 5000 });
    await expect(next).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a failed send keeps the form filled and shows the failure toast", async ({ page }) => {
    await page.route(`**${API}`, (route) => route.fulfill({ status: 500, json: { status: false, message: "Boom" } }), {
      times: 1,
    });
    const { dialog } = await openDialog(page);
    const f = fields(dialog);
    await f.name.fill("Priya Sharma");
    await f.phone.fill("9876543210");
    await f.email.fill("priya@example.com");
    await f.submit.click();

    await expect(dialog.getByRole("status").filter({ hasText: "Failed to submit enquiry." })).toBeVisible();
    await expect(f.name).toHaveValue("Priya Sharma");
    await expect(f.phone).toHaveValue("9876543210");
    await expect(f.email).toHaveValue("priya@example.com");
    // The toast goes after 2 s; the dialog stays.
    await expect(dialog.getByText("Failed to submit enquiry.")).toBeHidden({ timeout: 5000 });
    await expect(dialog).toBeVisible();
  });

  test("the server's field errors appear under their fields", async ({ page }) => {
    await page.route(
      `**${API}`,
      (route) =>
        route.fulfill({
          status: 400,
          json: { status: false, message: "Provide a valid email.", errors: { email: "Provide a valid email." } },
        }),
      { times: 1 },
    );
    const { dialog } = await openDialog(page);
    const f = fields(dialog);
    await f.name.fill("Priya Sharma");
    await f.phone.fill("9876543210");
    await f.email.fill("priya@example.com");
    await f.submit.click();
    await expect(dialog.getByRole("status").filter({ hasText: "Failed to submit enquiry." })).toBeVisible();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    expect(await messageOf(f.email)).toBe("Provide a valid email.");
    await expect(f.email).toHaveValue("priya@example.com");
  });

  test("Escape and the Close button close it and focus returns to the opener", async ({ page }) => {
    const { dialog, opener } = await openDialog(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("keeps focus inside while open", async ({ page }) => {
    const { dialog } = await openDialog(page);
    const close = dialog.getByRole("button", { name: "Close" });
    const faq = dialog.getByRole("link", { name: /FAQ/ });

    await faq.focus();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(faq).toBeFocused();

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  });

  test("has no serious or critical accessibility violation, errors shown", async ({ page }) => {
    const { dialog } = await openDialog(page);
    await fields(dialog).submit.click();
    await expect(dialog.getByText("Please enter your name.")).toBeVisible();
    const results = await axeBuilder(page).include("dialog").analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("enquiry page", () => {
  test("works without JavaScript: messages, then the success page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const opener = page.getByRole("banner").getByRole("link", { name: "Become a Partner" }).filter({ visible: true });
    await expect(opener).toHaveAttribute("href", "/enquiry?type=Become%20A%20Partner");
    await opener.click();
    await expect(page).toHaveURL(/\/enquiry\?type=Become%20A%20Partner$/);
    await expect(page.getByRole("heading", { name: "Get Assistance" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Become A Partner");

    const post = () => page.waitForResponse((r) => r.request().method() === "POST");
    let answer = post();
    await page.getByRole("button", { name: "Send an enquiry" }).click();
    expect((await answer).status()).toBe(400);
    for (const message of ["Please enter your name.", "Please enter your phone number.", "Please enter your email."]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByRole("main").getByLabel("Full name").fill("12345");
    await page.getByRole("main").getByLabel("Phone number").fill("12");
    await page.getByRole("main").getByLabel("Email").fill("bad");
    answer = post();
    await page.getByRole("button", { name: "Send an enquiry" }).click();
    expect((await answer).status()).toBe(400);
    for (const message of [
      "Name should not be a number.",
      "Enter a valid international phone number.",
      "Provide a valid email.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    // What was typed is kept.
    await expect(page.getByRole("main").getByLabel("Full name")).toHaveValue("12345");

    await page.getByRole("main").getByLabel("Full name").fill("Priya Sharma");
    await page.getByRole("main").getByLabel("Phone number").fill("9876543210");
    await page.getByRole("main").getByLabel("Email").fill("priya@example.com");
    answer = post();
    await page.getByRole("button", { name: "Send an enquiry" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Enquiry sent successfully!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the page you were on" })).toHaveAttribute("href", "/");
    await context.close();
  });

  test("with JavaScript the same page checks in the browser, then posts through its action", async ({ page }) => {
    let posted = 0;
    page.on("request", (request) => request.method() === "POST" && posted++);
    await page.goto("/enquiry?type=Golden%20Visa");
    const submit = page.getByRole("button", { name: "Send an enquiry" });
    await waitForHydration(submit);
    await submit.click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    expect(posted).toBe(0);

    await page.getByRole("main").getByLabel("Full name").fill("Priya Sharma");
    await page.getByRole("main").getByLabel("Phone number").fill("9876543210");
    await page.getByRole("main").getByLabel("Email").fill("priya@example.com");
    await submit.click();
    await expect(page.getByRole("heading", { name: "Enquiry sent successfully!" })).toBeVisible();
    expect(posted).toBe(1);
  });
});
