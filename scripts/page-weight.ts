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
  for (const src of pageScripts(html)) total += gzipSync(readFileSync(path.join(buildDir, "client", src))).length;
  for (const [, body] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body !== undefined) total += gzipSync(body).length;
  }
  return total;
}

/** The script files a page's HTML has the browser fetch on first load (preloaded, loaded or imported). */
export function pageScripts(html: string): string[] {
  const srcs = new Set<string>();
  for (const [, src] of html.matchAll(/<(?:link[^>]+rel="modulepreload"[^>]+href|script[^>]+src)="([^"]+)"/g)) {
    if (src !== undefined) srcs.add(src);
  }
  for (const [, src] of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) {
    if (src !== undefined) srcs.add(src);
  }
  return [...srcs];
}
