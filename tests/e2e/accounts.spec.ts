import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { waitForHydration } from "../helpers/hydration";

const PASSWORD = "Velvet-Minaret-Sunrise-31";

function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** An account made through the API, as a quicker start for tests about what comes after. */
async function createAccount(page: Page, firstname = "Nadia"): Promise<string> {
  const email = uniqueEmail(firstname.toLowerCase());
  const res = await page.request.post("/api/profile/profilelayoutinsert", {
    data: {
      firstname,
      lastname: "Rahman",
      email,
      phone: "+971501112233",
      contactdetails: email,
      location: "Dubai Marina, Dubai",
      city: "Dubai",
      state: "Dubai",
      country: "United Arab Emirates",
      password: PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Log in" }) });
  await waitForHydration(form.getByRole("button", { name: "Log in" }));
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

async function logIn(page: Page, email: string) {
  await page.goto("/login-signup");
  await logInThroughForm(page, email);
  await expect(page.getByRole("status").filter({ hasText: "Login Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/usre-profile1$/);
}

for (const width of [375, 1280]) {
  test(`a buyer from Milan signs up choosing their city from the world's list (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail("milan");
    await page.goto("/login-signup?mode=signup");
    const location = page.getByRole("combobox", { name: "Location" });
    await waitForHydration(location);
    await page.getByLabel("First name").fill("Giulia");
    await page.getByLabel("Last name").fill("Rossi");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone").fill("+39 02 1234 5678");
    await page.getByLabel("Contact email").fill(email);
    await location.fill("Milan");
    const milan = page.getByRole("option", { name: /Milan, Lombardy, Italy/ });
    // A server process reads the world's list on its first look-up: give that one more time.
    await expect(milan).toBeVisible({ timeout: 30_000 });
    await milan.click();
    await expect(location).toHaveValue("Milan, Lombardy, Italy");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Signup & Profile Creation Successful" })).toBeVisible();

    await logInThroughForm(page, email);
    await expect(page).toHaveURL(/\/usre-profile1$/);
    await page.getByRole("link", { name: "General" }).click();
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Milan, Lombardy, Italy");
  });
}

test("on /ar the place list names countries in Arabic, our places first", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/ar/login-signup?mode=signup");
  const location = page.getByRole("combobox", { name: "الموقع" });
  await waitForHydration(location);
  await location.fill("إيطاليا");
  await expect(page.getByRole("option").first()).toContainText("إيطاليا", { timeout: 30_000 });
  await location.fill("Dubai");
  await expect(page.getByRole("option").first()).toContainText("الإمارات");
});

test("signs up with the location autocomplete, returns to login mode and logs in", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/login-signup");
  await expect(page.getByRole("heading", { level: 1, name: "Log in to your account" })).toBeVisible();
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

  const location = page.getByRole("combobox", { name: "Location" });
  await waitForHydration(location);
  await page.getByLabel("First name").fill("Layla");
  await page.getByLabel("Last name").fill("Karim");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("+971 50 222 3344");
  await page.getByLabel("Contact email").fill("layla.office@example.com");
  await location.fill("Dubai Mar");
  await page.getByRole("option", { name: /Dubai Marina/ }).click();
  await expect(location).toHaveValue(/Dubai Marina/);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);

  // A mismatch is caught before anything is sent.
  await page.getByLabel("Confirm password").fill(`${PASSWORD}x`);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" })).toBeVisible();

  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Signup & Profile Creation Successful" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Log in to your account" })).toBeVisible();

  // The same address again is refused with the server's reason.
  await page.goto("/login-signup?mode=signup");
  await waitForHydration(page.getByRole("combobox", { name: "Location" }));
  await page.getByLabel("First name").fill("Layla");
  await page.getByLabel("Last name").fill("Karim");
  await page.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await page.getByLabel("Phone").fill("+971 50 222 3344");
  await page.getByLabel("Contact email").fill("layla.office@example.com");
  // Typed without choosing a suggestion: the server looks the place up.
  await page.getByRole("combobox", { name: "Location" }).fill("Milan, Italy");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Signup failed: An account with this email already exists." }),
  ).toBeVisible();

  await page.goto("/login-signup");
  await logInThroughForm(page, email);
  await expect(page.getByRole("status").filter({ hasText: "Login Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/usre-profile1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Layla" })).toBeVisible();
  await page.getByRole("link", { name: "General" }).click();
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue(/Dubai Marina/);
});

test("a wrong password shows the generic message and no session", async ({ page }) => {
  const email = await createAccount(page);
  await page.goto("/login-signup");
  await logInThroughForm(page, email, "Wrong-password-123");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await page.goto("/usre-profile1");
  await expect(page).toHaveURL(/\/login-signup\?redirectTo=%2Fusre-profile1$/);
});

test("the header shows Log in, then the user's name with My profile and Log out", async ({ page }) => {
  const email = await createAccount(page, "Omar");
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
  await logIn(page, email);
  await page.goto("/");
  const menu = banner.getByText("Omar", { exact: true }).or(banner.getByLabel("Account of Omar"));
  await expect(banner.getByLabel("Account of Omar")).toBeVisible();
  // A click before React owns the header would open nothing.
  await waitForHydration(banner.getByLabel("Account of Omar"));
  await menu.first().click();
  await expect(banner.getByRole("link", { name: "My profile" })).toBeVisible();
  await banner.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
  await page.goto("/customer-profile");
  await expect(page).toHaveURL(/\/login-signup\?redirectTo=%2Fcustomer-profile$/);
});

test("a protected page sends anonymous visitors to login and back after it", async ({ page }) => {
  const email = await createAccount(page);
  await page.goto("/customer-profile?tab=notifications");
  await expect(page).toHaveURL(/\/login-signup\?redirectTo=%2Fcustomer-profile%3Ftab%3Dnotifications$/);
  await logInThroughForm(page, email);
  await expect(page.getByRole("status").filter({ hasText: "Login Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/customer-profile\?tab=notifications$/);
  await expect(page.getByRole("heading", { level: 2, name: "Notifications" })).toBeVisible();
});

test("/customer-profile opens on Login and password", async ({ page }) => {
  const email = await createAccount(page);
  await logIn(page, email);
  await page.goto("/customer-profile");
  await expect(page.getByRole("heading", { level: 2, name: "Login and password" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Change password" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Change login email" })).toBeVisible();
});

test("edits the profile and finds the changes after a reload", async ({ page }) => {
  const email = await createAccount(page);
  await logIn(page, email);
  await page.getByRole("link", { name: "General" }).click();
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Phone").fill("12");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter a valid international phone number.")).toBeVisible();
  await page.getByLabel("Phone").fill("+971 55 999 8877");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your changes have been saved." })).toBeVisible();

  await page.getByRole("link", { name: "Notifications" }).click();
  await page.getByLabel("Market news and investment insights").check();
  await page.getByLabel("New listings that match my interests").uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your changes have been saved." })).toBeVisible();

  await page.getByRole("link", { name: "Contacts for your listings" }).click();
  await page.getByLabel("Contact name").fill("Desk of Noor");
  await page.getByLabel("Contact phone").fill("+971 4 555 0199");
  await page.getByLabel("Contact email").fill("desk@example.com");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your changes have been saved." })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Contact name")).toHaveValue("Desk of Noor");
  await expect(page.getByLabel("Contact phone")).toHaveValue("+97145550199");
  await page.getByRole("link", { name: "Notifications" }).click();
  await expect(page.getByLabel("Market news and investment insights")).toBeChecked();
  await expect(page.getByLabel("New listings that match my interests")).not.toBeChecked();
  await page.getByRole("link", { name: "General" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Noor" })).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("+971559998877");
});

test("changes the password and logs in with the new one", async ({ page }) => {
  const email = await createAccount(page);
  const next = "Amber-Courtyard-Falcon-58";
  await logIn(page, email);
  await page.goto("/customer-profile");
  await page.getByLabel("Old password", { exact: true }).fill("Not-the-old-one-1");
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The old password is not correct.")).toBeVisible();

  await page.getByLabel("Old password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();

  // This session stays signed in after the change (the header test covers the menu's Log out).
  expect((await page.request.post("/api/profile/logout")).status()).toBe(200);
  await page.goto("/login-signup");
  await logInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await logInThroughForm(page, email, next);
  await expect(page.getByRole("status").filter({ hasText: "Login Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/usre-profile1$/);
});

test("a form is checked in the browser before anything is sent: on submit, not on leaving a field, then as it is corrected", async ({
  page,
}) => {
  await page.goto("/forgot-password");
  const send = page.getByRole("button", { name: "Send reset link" });
  await waitForHydration(send);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const email = page.getByLabel("Email");
  await email.fill("not-an-email");
  await email.blur();
  // Nothing shows as the visitor leaves a field: a message there would move the button below.
  await expect(page.getByText("Provide a valid email.")).toBeHidden();
  await send.click();
  // The message is the server's own, in the page's language, tied to the field.
  await expect(page.getByText("Provide a valid email.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  // Once shown, it follows what is typed.
  await email.fill("owner@example.com");
  await expect(page.getByText("Provide a valid email.")).toBeHidden();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");

  await email.fill("");
  await send.click();
  await expect(page.getByText("Please enter your email.")).toBeVisible();
  await expect(email).toBeFocused();
  expect(posts).toEqual([]);
});

test("a refusal of the server appears under its field, which takes the focus, and what was typed stays", async ({
  page,
}) => {
  const email = await createAccount(page);
  await logIn(page, email);
  await page.goto("/customer-profile");
  const form = page.locator('form[data-form="email"]');
  await waitForHydration(form.getByRole("button", { name: "Change login email" }));
  const newEmail = uniqueEmail("moved");
  await form.getByLabel("New email").fill(newEmail);
  await form.getByLabel("Password", { exact: true }).fill("Not-my-password-1");
  await form.getByRole("button", { name: "Change login email" }).click();
  const password = form.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription("The password is not correct.");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await expect(form.getByLabel("New email")).toHaveValue(newEmail);
  await expect(form.getByLabel("New email")).not.toHaveAttribute("aria-invalid", "true");
});

test("the heart tapped while signed out sends to login and back to the list, with the listing saved", async ({
  page,
}) => {
  await page.goto("/property-search");
  const firstCard = page.getByTestId("property-grid").locator("li").first();
  const heart = firstCard.getByRole("button", { name: /^Save property: / });
  await waitForHydration(heart);
  const title = (await heart.getAttribute("aria-label"))?.replace("Save property: ", "") ?? "";
  const id = (await firstCard.getByRole("link").first().getAttribute("href"))?.split("/property/")[1] ?? "";
  await heart.click();
  // The address holds where to return and the listing's id, nothing about the visitor.
  await expect(page).toHaveURL(new RegExp(`/login-signup\\?redirectTo=%2Fproperty-search&save=${id}$`));

  const email = await createAccount(page);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/property-search$/);
  await expect(page.getByRole("button", { name: `Remove from saved: ${title}` }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/usre-profile1?tab=saved");
  const saved = page.getByTestId("saved-properties");
  await expect(saved.getByRole("heading", { name: title.slice(0, 40) }).first()).toBeVisible();
  // The property page's heart knows it is saved, and can forget it.
  await saved.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/property\//);
  const pageHeart = page
    .getByRole("main")
    .getByRole("button", { name: `Remove from saved: ${title}` })
    .first();
  await expect(pageHeart).toBeVisible();
  const forgotten = page.waitForResponse(
    (res) => res.url().includes("/api/profile/saved/") && res.request().method() === "DELETE",
  );
  await pageHeart.click();
  expect((await forgotten).status()).toBe(200);
  const saveAgain = page
    .getByRole("main")
    .getByRole("button", { name: `Save property: ${title}` })
    .first();
  await expect(saveAgain).toBeVisible();
  // Signed in, the heart saves at once; the profile may be served by another worker, so wait for the server's yes.
  const stored = page.waitForResponse(
    (res) => res.url().includes("/api/profile/saved/") && res.request().method() === "PUT",
  );
  await saveAgain.click();
  expect((await stored).status()).toBe(200);
  const forgottenAgain = page.waitForResponse(
    (res) => res.url().includes("/api/profile/saved/") && res.request().method() === "DELETE",
  );
  await pageHeart.click();
  expect((await forgottenAgain).status()).toBe(200);
  await page.goto("/usre-profile1?tab=saved");
  await expect(page.getByText("You have not saved any properties yet.")).toBeVisible();
});

test("enquiries sent while signed in are listed on the profile", async ({ page }) => {
  const email = await createAccount(page);
  await logIn(page, email);
  await page.goto("/usre-profile1?tab=enquiries");
  await expect(page.getByText("You have not sent any enquiries yet.")).toBeVisible();
  await page.goto("/enquiry?type=General");
  await page.getByLabel("Full name").fill("Nadia Rahman");
  await page.getByLabel("Phone number").fill("501112233");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Budget or message").fill("Looking for a two-bedroom flat near the marina.");
  await page.getByRole("button", { name: "Send an enquiry" }).click();
  await expect(page.getByText("Enquiry sent successfully!")).toBeVisible();
  await page.goto("/usre-profile1?tab=enquiries");
  const list = page.getByTestId("own-enquiries");
  await expect(list.getByText("Looking for a two-bedroom flat near the marina.")).toBeVisible();
  await expect(list.getByText("Status: New")).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`no serious or critical axe violation on the account pages at ${width} px`, async ({ page }) => {
    // Five full axe runs (every WCAG rule) in one test.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    const check = async (label: string) => {
      // The page must fit the screen: a wide tab list once pushed the whole profile sideways.
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > width) problems.push(`${label}: page is ${pageWidth} px wide`);
      const result = await axeBuilder(page).exclude("iframe").analyze();
      for (const v of result.violations) {
        if (v.impact === "serious" || v.impact === "critical") problems.push(`${label}: ${v.id} ${v.nodes[0]?.html}`);
      }
    };
    await page.goto("/login-signup");
    await check("login");
    await page.goto("/login-signup?mode=signup");
    await check("signup");
    const email = await createAccount(page);
    await page.goto("/login-signup");
    await logInThroughForm(page, email);
    await expect(page).toHaveURL(/\/usre-profile1$/);
    await check("profile general");
    await page.goto("/usre-profile1?tab=notifications");
    await check("profile notifications");
    await page.goto("/customer-profile");
    await check("profile password");
    expect(problems).toEqual([]);
  });
}

test("a sign-up sent empty marks every field at fault alike, the place picker too", async ({ page }) => {
  await page.goto("/login-signup?mode=signup");
  const create = page.getByRole("main").locator("form button[type=submit]").first();
  await waitForHydration(create);
  await create.click();
  const firstName = page.getByLabel("First name");
  const location = page.getByRole("combobox", { name: "Location" });
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(location).toHaveAttribute("aria-invalid", "true");
  // The error colour, the same on the place picker as on a plain input (which fades into it).
  const errorColour = "rgb(180, 35, 24)";
  await expect(page.getByLabel("Last name")).toHaveCSS("border-top-color", errorColour);
  await expect(location).toHaveCSS("border-top-color", errorColour);
});
