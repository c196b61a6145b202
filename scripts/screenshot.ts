/** npx tsx scripts/screenshot.ts <baseUrl> <path> [name]: full-page PNGs at 375, 768 and 1280 px into screenshots/. */
import { chromium } from "playwright-core";

const [base = "http://127.0.0.1:3000", path = "/", name = "page"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  await page.close();
  console.log(`screenshots/${name}-${width}.png`);
}
await browser.close();
