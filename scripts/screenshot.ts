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
  // Scroll to the bottom and back so lazy images load, as they would for a reader.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  await page.close();
  console.log(`screenshots/${name}-${width}.png`);
}
await browser.close();
