import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({deviceScaleFactor: 2, viewport: {width: 375, height: 800}});
await p.goto("http://127.0.0.1:3313/ar/property-search?page=2");
await p.locator('nav:has(a[rel=next])').screenshot({path: `/tmp/h3-shots/pag375.png`});
await b.close();
