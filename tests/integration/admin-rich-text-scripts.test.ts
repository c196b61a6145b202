import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Run `npm run build` first: the test reads the browser's bundle in build/client.
const ASSETS = path.join(process.env.BUILD_DIR || "build", "client", "assets");

type Route = { id: string; module: string; imports?: string[] };

function manifestRoutes(): Route[] {
  const file = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${ASSETS}`);
  const text = readFileSync(path.join(ASSETS, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return Object.values((JSON.parse(json) as { routes: Record<string, Route> }).routes);
}

/** Every script a route can ever load: its module, what that imports, and what it imports later. */
function reachable(route: Route): Set<string> {
  const seen = new Set<string>();
  const queue = [route.module, ...(route.imports ?? [])].map((src) => path.basename(src));
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(path.join(ASSETS, name), "utf8");
    // The minifier quotes a specifier with ", ' or `.
    for (const [, next] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) if (next) queue.push(next);
  }
  return seen;
}

const loadsTiptap = (route: Route) =>
  [...reachable(route)].some((name) => readFileSync(path.join(ASSETS, name), "utf8").includes("ProseMirror"));

/** The rich-text editor (Tiptap, about 400 KB of script) belongs to the back office alone. */
describe("the rich-text editor's script", () => {
  const routes = manifestRoutes();

  it("is loaded by the back-office editors that show rich text", () => {
    const editors = routes.filter((r) => r.id === "routes/admin/content-edit" || r.id === "routes/admin/listings-edit");
    expect(editors).toHaveLength(2);
    for (const route of editors) expect(loadsTiptap(route), route.id).toBe(true);
  });

  it("is reachable from no public page", () => {
    const pages = routes.filter((r) => !r.id.startsWith("routes/admin/"));
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter(loadsTiptap).map((r) => r.id)).toEqual([]);
  });
});
