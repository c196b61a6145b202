import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [lang, w] of [["ar",1280],["ar",375],["ru",375],["en",1280]]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.route("https://tile.openstreetmap.org/**", (r) => r.fulfill({ status: 404 }));
  const pre = lang === "en" ? "" : `/${lang}`;
  await p.goto(`http://127.0.0.1:3313${pre}/property/a96fcaec-12ca-48de-8b74-3fd8db0b261d`);
  await p.locator("#overview-title").scrollIntoViewIfNeeded();
  await p.evaluate(() => window.scrollBy(0, -120));
  await p.screenshot({ path: `/tmp/h3-shots/prop-${lang}-${w}-overview.png` });
  await p.locator("#description-title").evaluate((el) => el.scrollIntoView());
  await p.evaluate(() => window.scrollBy(0, -90));
  await p.screenshot({ path: `/tmp/h3-shots/prop-${lang}-${w}-desc.png` });
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.locator("[data-tag]").scrollIntoViewIfNeeded();
  await p.screenshot({ path: `/tmp/h3-shots/prop-${lang}-${w}-top.png` });
  await p.close();
}
await b.close();
