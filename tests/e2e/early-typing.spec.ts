import { expect, type Page, test } from "@playwright/test";

/**
 * Issue 15: a page's scripts are fetched after its first paint, so on a slow connection a
 * visitor can type before React has hydrated the form, and React sets a controlled field back
 * to its state when it hydrates. What was typed must stay, and be what is sent.
 */

/** Holds the page's entry script back until `release` is called: the page is painted, not hydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

test("what is typed on /enquiry before the page hydrates stays, and is checked and sent", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/enquiry?type=General");
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill("Nadia Rahman");
  await main.getByLabel("Email").fill("not-an-email");
  await main.getByLabel("Budget or message").fill("A two-bedroom flat near the marina.");
  release();
  await hydrated(page);
  await expect(main.getByLabel("Full name")).toHaveValue("Nadia Rahman");
  await expect(main.getByLabel("Budget or message")).toHaveValue("A two-bedroom flat near the marina.");
  // Checked in the browser with what was typed: the name and message pass, the e-mail does not.
  await main.getByRole("button", { name: "Send an enquiry" }).click();
  await expect(main.getByText("Please enter your name.")).toBeHidden();
  await expect(main.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByLabel("Full name")).toHaveValue("Nadia Rahman");
});

test("the property page's Learn more form keeps what was typed before hydration and sends it", async ({
  page,
  request,
}) => {
  const list = await (await request.get("/api/property/properties?limit=1")).json();
  const release = await holdScripts(page);
  await page.goto(`/property/${list.data[0]._id}`);
  const form = page.getByRole("region", { name: "Learn more" });
  await form.getByLabel("Name", { exact: true }).fill("Aisha Khan");
  await form.getByLabel("Phone", { exact: true }).fill("9876543210");
  await form.getByLabel("Email", { exact: true }).fill("aisha@example.com");
  release();
  await hydrated(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/enquiry/enquireyenter")),
    form.getByRole("button", { name: "Send message" }).click(),
  ]);
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON();
  expect(sent).toMatchObject({ fullname: "Aisha Khan", email: "aisha@example.com" });
  expect(sent.phoneNo).toContain("9876543210");
});

test("a place typed into the home page's search before the page hydrates stays, and is looked up", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/");
  const location = page.getByRole("combobox", { name: "Location" }).first();
  await location.fill("Dubai Mar");
  release();
  await hydrated(page);
  // A render after hydrating (the suggestions arriving) would set a stale state back.
  await expect(page.getByRole("option", { name: /Dubai Marina/ }).first()).toBeAttached();
  await expect(location).toHaveValue("Dubai Mar");
});

test("a question typed into the FAQ search before the page hydrates stays and filters", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/faq");
  const search = page.getByRole("searchbox", { name: "Search the questions" });
  await search.fill("golden visa");
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\?q=golden\+visa$/);
  await expect(search).toHaveValue("golden visa");
});
