// The back office's project editor (decision 063): a payment plan that does not total 100 % is
// refused in the browser and, without JavaScript, by the server, on the field at fault; a
// corrected plan saves. Axe finds nothing serious on the editor. The DLD projects file uploads
// from the list page, and one too large is refused on its field (decision 068).
import { writeFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { seedDemo } from "../../db/seed/demo";
import { type SignedIn, signInAs } from "../helpers/auth";
import { axeBuilder } from "../helpers/axe";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
let editor: SignedIn;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ seed: seedDemo });
  editor = await signInAs(server.db, "editor");
});
test.afterAll(() => server?.close());

async function as(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([editor.playwrightCookie(server.url)]);
  return context.newPage();
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const form = document.querySelector("[data-project-form]");
      return !!form && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The project's own fields, and a two-step plan whose second share is `handover` %. */
async function fill(page: Page, handover: string) {
  await page.getByLabel("Name *").fill("Creekside Gardens");
  await page.getByLabel("Developer *").selectOption({ index: 1 });
  await page.getByLabel("Community *").selectOption({ label: "Dubai Marina, Dubai" });
  await page.getByLabel("Latitude *").fill("25.08");
  await page.getByLabel("Longitude *").fill("55.14");
  await page.getByLabel("Stage *").selectOption("launching");
  const first = page.getByRole("group", { name: "Milestone 1" });
  await first.getByLabel("Falls due").selectOption("booking");
  await first.getByLabel("Share (%)").fill("20");
  const second = page.getByRole("group", { name: "Milestone 2" });
  await second.getByLabel("Falls due").selectOption("handover");
  await second.getByLabel("Share (%)").fill(handover);
}

test("the plan editor refuses a plan that does not total 100 %, then saves the corrected one", async ({ browser }) => {
  const page = await as(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/admin/projects/new`);
  await hydrated(page);
  await fill(page, "70");
  await page.getByRole("button", { name: "Save project" }).click();
  const planError = page.locator("[data-plan-error]");
  await expect(planError).toHaveText("The payment plan adds up to 90%; it must add up to exactly 100%.");
  expect(page.url()).toContain("/admin/projects/new");

  const { violations } = await axeBuilder(page).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: `test-results/admin-project-plan-error-1280.png`, fullPage: true });

  await page.getByRole("group", { name: "Milestone 2" }).getByLabel("Share (%)").fill("80");
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByRole("group", { name: "Milestone 2" }).getByLabel("Share (%)")).toHaveValue("80");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `test-results/admin-project-saved-375.png`, fullPage: true });
});

test("without JavaScript the server refuses dates out of order, naming the milestone's date", async ({ browser }) => {
  const page = await as(browser, false);
  await page.goto(`${server.url}/admin/projects/new`);
  await fill(page, "40");
  const second = page.getByRole("group", { name: "Milestone 2" });
  await second.getByLabel("Falls due").selectOption("construction");
  await second.getByLabel("Due date").fill("2027-09-01");
  const third = page.getByRole("group", { name: "Milestone 3" });
  await third.getByLabel("Falls due").selectOption("construction");
  await third.getByLabel("Share (%)").fill("40");
  await third.getByLabel("Due date").fill("2027-03-01");
  await page.getByRole("button", { name: "Save project" }).click();
  const date = page.getByRole("group", { name: "Milestone 3" }).getByLabel("Due date");
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#p-m-2-dueDate-error")).toHaveText(
    "This date is earlier than that of milestone 2: dates must not go backwards.",
  );
  // What was typed is still there.
  await expect(date).toHaveValue("2027-03-01");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `test-results/admin-project-nojs-375.png`, fullPage: true });
});

const DLD_HEADER =
  "project_id,project_number,project_name,developer_name,master_developer_name,project_status,percent_completed,completion_date,escrow_agent_name,area_name_en";
const DLD_ROW = `901,4555,"SOMEONE ELSE'S TOWER","OTHER","",ACTIVE,10,2029-01-31,"",Al Barsha\r\n`;

for (const javaScriptEnabled of [true, false]) {
  test(`staff upload the DLD projects file and see what it did; one past 20 MB is refused on its field (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }, testInfo) => {
    const page = await as(browser, javaScriptEnabled);
    // From disk: the browser reads the file itself, as it does a file staff pick.
    const small = testInfo.outputPath("projects.csv");
    const huge = testInfo.outputPath("huge.csv");
    await writeFile(small, `${DLD_HEADER}\r\n${DLD_ROW}`);
    await writeFile(huge, `${DLD_HEADER}\r\n${DLD_ROW.repeat(Math.ceil((21 * 1024 * 1024) / DLD_ROW.length))}`);
    const upload = async (file: string) => {
      await page.goto(`${server.url}/admin/projects`);
      if (javaScriptEnabled) {
        await page.waitForFunction(() => {
          const form = document.querySelector("[data-dld-upload]");
          return !!form && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
        });
      }
      await page.getByText("Progress from the DLD projects file").click();
      await page.getByLabel("Projects file (CSV)").setInputFiles(file);
      await page.getByRole("button", { name: "Read the file" }).click();
    };
    await upload(small);
    await expect(page.getByRole("status")).toContainText("1 rows read");
    await upload(huge);
    await expect(page.locator("#dld-file-error")).toHaveText(
      "The file is larger than 20 MB: import it with npm run data:import-dld-projects.",
    );
  });
}
