import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./hydrate-after-paint.server";

const BOOT = `<script nonce="n1" type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script>`;
const PAGE = `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n1"/><link rel="modulepreload" href="/assets/shell-1.js" nonce="n1"/></head><body><main>Hi</main>${BOOT}</body></html>`;

describe("hydrateAfterPaint", () => {
  it("drops the preloads and starts every module together from a frame callback", () => {
    const out = rewrite(PAGE);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<main>Hi</main>");
    const boot = out.slice(out.indexOf('<script nonce="n1"'));
    expect(boot).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-1.js"),import("/assets/home-1.js")])',
    );
    expect(boot).toContain("const [_0,route0,route1]=");
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(boot.indexOf('import("/assets/entry.client-1.js")')).toBeGreaterThan(boot.indexOf("Promise.all"));
    expect(boot).toMatch(/requestAnimationFrame\(\(\)=>setTimeout\(start\)\);setTimeout\(start,1000\);<\/script>/);
  });

  it("runs the rewritten boot as the original would: the route modules set, then the entry imported", async () => {
    const out = rewrite(PAGE);
    const code = must(out.match(/async="">([^<]*)<\/script>/)?.[1]);
    const imported: string[] = [];
    const win: Record<string, unknown> = {};
    const frames: (() => void)[] = [];
    const run = new Function(
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "importer",
      code.replaceAll("import(", "importer("),
    );
    run(
      win,
      (f: () => void) => frames.push(f),
      (f: () => void) => frames.push(f),
      async (url: string) => {
        imported.push(url);
        return { url };
      },
    );
    expect(imported).toEqual([]); // nothing before a frame
    while (frames.length) frames.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/home-1.js",
      "/assets/entry.client-1.js",
    ]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      "routes/home": { url: "/assets/home-1.js" },
    });
  });

  it("keeps text in any script whole: the head, the page and the boot are cut at byte offsets", () => {
    const head = '<html lang="ar" dir="rtl"><head><title>شقق للبيع — دبي ₹ 😀</title>';
    const body = "<body><main>العربية · हिन्दी · Русский 😀</main>";
    const page = `${head}<link rel="modulepreload" href="/assets/shell-1.js" nonce="n1"/></head>${body}${BOOT}</body></html>`;
    const out = rewrite(page);
    expect(out.startsWith(`${head}</head>${body}<script nonce="n1" type="module" async="">let started=false;`)).toBe(
      true,
    );
    expect(out.endsWith("setTimeout(start,1000);</script></body></html>")).toBe(true);
  });

  it("leaves a document without React Router's boot script as it is", () => {
    const plain = "<html><body><script>1</script></body></html>";
    expect(rewrite(plain)).toBe(plain);
  });

  it("answers a page of its own, rewritten or not: the page writer's next page does not change it", () => {
    for (const page of [PAGE, "<html><body><script>1</script></body></html>"]) {
      const written = Buffer.from(page);
      const out = hydrateAfterPaint(written);
      const before = out.toString("utf8");
      written.fill(0x20);
      expect(out.toString("utf8")).toBe(before);
      expect(before).toContain("<body>");
    }
  });
});

/** The page as the entry hands it over (UTF-8 bytes), and the rewritten page as text. */
function rewrite(page: string): string {
  return hydrateAfterPaint(Buffer.from(page)).toString("utf8");
}

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}
