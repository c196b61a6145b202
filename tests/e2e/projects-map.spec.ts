import { expect, test } from "@playwright/test";
import { axeBuilder } from "../helpers/axe";
import { mapReady, markers, offline } from "../helpers/map";

/**
 * /projects on the map view (decision 015), on the demo data: the List | Map switch keeps the
 * filters, the filtered projects are pins whose cards lead to the project, the address is shared
 * as it is, and the map's code loads on the map view only. Tiles are a blank local PNG.
 */

type Pin = { geometry: { coordinates: [number, number] }; properties: { _id: string; title: string } };

test("the switch to the map keeps the filters, and a pin's card leads to its project", async ({ page }) => {
  await offline(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  await page.goto("/projects?emirate=Dubai&plan=post_handover");
  await expect(page.locator("[data-project-card]")).toHaveCount(3);
  // The list view carries no map code.
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([]);

  const pins = page.waitForResponse((res) => res.url().includes("/api/projects/map?"));
  await page.getByTestId("view-map").click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/emirate=Dubai&plan=post_handover/);
  // The map asks for the page's filters, and answers Dubai's three post-handover projects.
  const answer = await pins;
  expect(answer.url()).toContain("emirate=Dubai&plan=post_handover");
  const features = ((await answer.json()) as { data: { features: Pin[] } }).data.features;
  expect(features).toHaveLength(3);
  await mapReady(page);
  await expect(page.locator("[data-project-card]")).toHaveCount(3);

  // The shared address of one project's street: its pin shows its from price; its card, the project.
  const [first] = features;
  if (!first) throw new Error("no pin");
  const [lng, lat] = first.geometry.coordinates;
  const d = 0.004;
  const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(6)).join(",");
  await page.goto(`/projects?view=map&emirate=Dubai&plan=post_handover&bbox=${bbox}&zoom=15`);
  const pin = page.locator(`[data-id="${first.properties._id}"]`);
  await expect(pin).toBeVisible({ timeout: 20_000 });
  await expect(pin).toContainText(/\d/);
  await pin.click();
  const card = page.getByTestId("map-card");
  await expect(card.locator(".map-card-title")).toHaveText(first.properties.title);
  await expect(card.locator(".map-card-price")).toContainText(/From .*\d/);
  await expect(card.locator(".map-card-facts")).toContainText(/Handover Q[1-4] \d{4}/);
  await card.getByRole("link", { name: "View project" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${first.properties._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.properties.title })).toBeVisible();
});

test("filtering on the map view stays on the map, with the filters in the address", async ({ page }) => {
  await offline(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/projects?view=map");
  await mapReady(page);
  await page.getByLabel("Status").selectOption("launching");
  await page.getByRole("button", { name: "Show projects" }).click();
  await expect(page).toHaveURL(/status=launching/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByTestId("map-view")).toBeVisible();
  const cards = page.locator("[data-project-card]");
  await expect(cards.first()).toBeVisible();
  // Every pin is a listed project: as many pins (or counted in clusters) as cards.
  await expect
    .poll(async () =>
      markers(page).evaluateAll((els) =>
        els.reduce((sum, el) => sum + (el.classList.contains("map-cluster") ? Number(el.textContent) : 1), 0),
      ),
    )
    .toBe(await cards.count());
});

test("the projects' map view has no axe violations, in English and Arabic", async ({ page }) => {
  await offline(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ["/projects?view=map", "/ar/projects?view=map"]) {
    await page.goto(path);
    await mapReady(page);
    // Pins may overlap (a map's nature, axe's target-size): the list beside it is the accessible way through.
    const results = await axeBuilder(page).include("main").exclude(".leaflet-marker-pane").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  }
});

test("without JavaScript the projects' map view says so and lists the projects", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/projects?view=map&emirate=Dubai");
  await expect(page.getByText("The map needs JavaScript")).toBeVisible();
  await expect(page.locator("[data-project-card]").first()).toBeVisible();
  await expect(page.getByTestId("view-list")).toHaveAttribute("href", "/projects?emirate=Dubai");
  await context.close();
});
