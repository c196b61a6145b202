import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Gzipped bytes of the JavaScript a page runs on first load: every module it preloads or
 * loads by <script src> or import(), plus its inline scripts (React Router's context and
 * the page's data). Code a page fetches later (deferred sections, dialogs) is not counted.
 */
export async function pageJavaScript(base: string, pagePath: string, buildDir: string): Promise<number> {
  const html = await (await fetch(base + pagePath)).text();
  let total = 0;
  for (const src of pageScripts(html, buildDir))
    total += gzipSync(readFileSync(path.join(buildDir, "client", src))).length;
  for (const [, body] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body !== undefined) total += gzipSync(body).length;
  }
  return total;
}

/**
 * The script files a page's HTML has the browser fetch on first load: those it preloads,
 * loads or imports, and every module they import statically, read from the build (the boot
 * script imports a page's entry modules only after the first paint, without preloads).
 */
export function pageScripts(html: string, buildDir = process.env.BUILD_DIR || "build"): string[] {
  const srcs = new Set<string>();
  for (const [, src] of html.matchAll(/<(?:link[^>]+rel="modulepreload"[^>]+href|script[^>]+src)="([^"]+)"/g)) {
    if (src !== undefined) srcs.add(src);
  }
  for (const [, src] of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) {
    if (src !== undefined) srcs.add(src);
  }
  for (const src of srcs) {
    if (!src.startsWith("/assets/")) continue;
    const code = readFileSync(path.join(buildDir, "client", src), "utf8");
    // `import"./a.js"` and `…from"./a.js"` are static; `import("./a.js")` loads later.
    for (const [, dep] of code.matchAll(/(?:\bimport|\bfrom)\s*"\.\/([^"]+\.js)"/g)) {
      if (dep !== undefined) srcs.add(`/assets/${dep}`);
    }
  }
  return [...srcs];
}

/** The page's route modules, root first, as its boot script names them (`routeN`). */
export function routeModules(html: string): string[] {
  const boot = html.match(/const \[([\w,]+)\]=await Promise\.all\(\[([^\]]+)\]\)/);
  if (!boot?.[1] || !boot[2]) return [];
  const names = boot[1].split(",");
  const urls = [...boot[2].matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1] ?? "");
  return names.flatMap((name, i) => (/^route\d+$/.test(name) && urls[i] ? [urls[i]] : []));
}
