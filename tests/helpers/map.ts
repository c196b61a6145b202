import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** The map view's browser tests (issue 18): tiles come from a blank local PNG, never the network. */
const TILE = fs.readFileSync(path.join(import.meta.dirname, "..", "e2e", "fixtures", "blank-tile.png"));

/** Blank tiles, and a record of any request that would leave the machine. */
export async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route("https://tile.openstreetmap.org/**", (route) =>
    route.fulfill({ body: TILE, contentType: "image/png" }),
  );
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.hostname !== "127.0.0.1" && url.hostname !== "tile.openstreetmap.org" && url.protocol.startsWith("http")) {
      outside.push(req.url());
    }
  });
  return outside;
}

/** Every marker on the map: clusters, price pills and dots. */
export const markers = (page: Page) => page.locator(".map-cluster, .map-pill, .map-dot");

/** Waits for the first marker. */
export const mapReady = (page: Page) => expect(markers(page).first()).toBeVisible({ timeout: 20_000 });

/** Scrolls the map to the top of the window and answers its visible centre. */
export async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  await page.getByTestId("map").evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top));
  const box = await page.getByTestId("map").boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("no map");
  return { x: box.x + box.width / 2, y: Math.min(box.y + box.height / 2, viewport.height / 2) };
}
