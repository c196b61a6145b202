import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";

type ModuleInfo = (id: string) => Rolldown.ModuleInfo | null;

/** Every module `from` imports statically, directly or not (its own code excluded). */
function staticGraph(from: string | undefined, info: ModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = from ? [...(info(from)?.importedIds ?? [])] : [];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** A module whose static dependencies all sit in the shell: alone in a chunk, it pulls in nothing. */
function isLeaf(id: string, shell: Set<string>, info: ModuleInfo): boolean {
  return !shell.has(id) && (info(id)?.importedIds ?? []).every((i) => shell.has(i));
}

/**
 * Modules only the home page's deferred sections use: reached from its dynamic imports, every
 * importer one of them too. The bundler puts the static dependencies of a manual chunk's modules in
 * that chunk, so a module that needs code other pages use stays out, unless that code is a
 * leaf (a catalogue, a hook), which keeps a chunk of its own.
 */
function homeSections(home: string | undefined, shell: Set<string>, info: ModuleInfo) {
  const first = staticGraph(home, info);
  const group = new Set<string>();
  for (const target of (home && info(home)?.dynamicallyImportedIds) ?? []) {
    for (const id of [target, ...staticGraph(target, info)]) if (!shell.has(id) && !first.has(id)) group.add(id);
  }
  const leaves = new Set<string>();
  const belongs = (id: string) => {
    const m = info(id);
    if (!m || ![...m.importers, ...m.dynamicImporters].every((i) => i === home || group.has(i))) return false;
    return m.importedIds.every((i) => shell.has(i) || group.has(i) || leaves.has(i) || isLeaf(i, shell, info));
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of group) if (!belongs(id)) changed = group.delete(id);
  }
  for (const id of group) {
    for (const dep of info(id)?.importedIds ?? []) if (!shell.has(dep) && !group.has(dep)) leaves.add(dep);
  }
  return { group, leaves };
}

/**
 * Small leaves most pages import (the meta builder): in the shell they cost the few pages
 * without them a few hundred bytes, and save every other page a request. A catalogue is too
 * large to give the pages that do not need it.
 */
function commonLeaves(ids: string[], shell: Set<string>, info: ModuleInfo): string[] {
  const pages = ids.filter((id) => /\/app\/routes\/[^/?]+\.tsx$/.test(id)).length;
  return ids.filter((id) => {
    const importers = info(id)?.importers.filter((i) => /\/app\/routes\//.test(i)) ?? [];
    const small = (info(id)?.code?.length ?? Infinity) < 4096;
    return !id.includes("/node_modules/") && small && isLeaf(id, shell, info) && importers.length >= pages * 0.6;
  });
}

let groups: { shell: Set<string>; home: Set<string>; leaves: Set<string> } | undefined;

/**
 * What holds a section below the fold until the visitor nears it (0.9 KB), used by the home page
 * and a listing: in the shell, not a file of its own that both would fetch.
 */
const DEFERRED_SECTIONS = "/app/components/deferred-section.tsx";

/**
 * The two purposes and rent frequencies (under 0.1 KB), which the home page's search, the results
 * and a listing's price all read: in the shell, not a file of its own on every one of those pages.
 */
const PURPOSES = "/app/modules/property/purpose.ts";

/**
 * `react-dom` itself (createPortal, flushSync: 4 KB), which the browser entry loads on every page.
 * The back office's rich-text editor imports it too, and the bundler would give the two a file of their
 * own: one more request on every page.
 */
const REACT_DOM = /\/node_modules\/react-dom\/(index|cjs\/react-dom\.(production|development))\.js/;

/**
 * Fewer, larger scripts (issue 16, item 10). The bundler gives every set of pages that shares a
 * module its own chunk, so the home page fetched a dozen files under 1 KB. Two groups cost
 * no page a byte it did not load already: what the root route loads on every page, and the
 * code of the home page's sections below the fold, which only they use, fetched together.
 */
function chunkGroups(ids: string[], info: ModuleInfo) {
  const root = ids.find((m) => m.endsWith("/app/root.tsx"));
  const home = ids.find((m) => m.endsWith("/app/routes/home.tsx"));
  const shell = staticGraph(root, info);
  for (const id of commonLeaves(ids, shell, info)) shell.add(id);
  const { group, leaves } = homeSections(home, shell, info);
  return { shell, home: group, leaves };
}

/**
 * Every module the root route loads, and the few it has no import for but every page uses.
 * Rolldown's runtime (its CommonJS interop, 0.8 KB) would belong here too, but no group is
 * offered it: it stays a file of its own (decision 042).
 */
function inShell(id: string): boolean {
  return (
    (groups?.shell.has(id) ?? false) ||
    id.includes("vite/preload-helper") ||
    id.endsWith(DEFERRED_SECTIONS) ||
    id.endsWith(PURPOSES) ||
    REACT_DOM.test(id)
  );
}

/**
 * A group also takes the static dependencies of its modules that no group of a higher priority
 * took: the leaves come before the home page's sections, so a leaf keeps a chunk of its own.
 */
const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: "shell", test: inShell, priority: 3 },
    {
      name: (id) => path.basename(id).replace(/\.[^.]*$/, ""),
      debugName: "leaves",
      test: (id) => groups?.leaves.has(id) ?? false,
      priority: 2,
    },
    { name: "home-sections", test: (id) => groups?.home.has(id) ?? false, priority: 1 },
  ],
};

/**
 * The groups are worked out once the browser's module graph is complete, and again for each
 * build (a watched build starts over with new modules): Rolldown's chunk groups see one
 * module at a time, without the list of all of them.
 */
const chunkGroupsOfTheBuild: Plugin = {
  name: "chunk-groups-of-the-build",
  applyToEnvironment: (environment) => environment.name === "client",
  buildStart() {
    groups = undefined;
  },
  buildEnd() {
    groups = chunkGroups([...this.getModuleIds()], (id) => this.getModuleInfo(id));
  },
};

/**
 * The server entry's own code stays in index.js, with the modules it shares with the site
 * chunk: React Router asks the bundler to keep entries to their exports, which moved main.ts into
 * a chunk of its own behind a one-line index.js, and main.ts compares its import.meta.url
 * with the file node started.
 */
const serverEntryKeepsItsCode: Plugin = {
  name: "server-entry-keeps-its-code",
  applyToEnvironment: (environment) => environment.name === "ssr",
  options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Each script, stylesheet and SVG of the browser's build is also written brotli- and
 * gzip-compressed at the highest levels, beside itself (x.js.br, x.js.gz): the server sends
 * those as they are (serveStatic's `precompressed`), so no request pays for compressing a
 * file that never changes, and the bytes are fewer than a per-request level gives (issue 15).
 */
const precompressedAssets: Plugin = {
  name: "precompressed-assets",
  applyToEnvironment: (environment) => environment.name === "client",
  async writeBundle(options, bundle) {
    const dir = options.dir ?? "";
    const files = Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name));
    await Promise.all(
      files.map(async (name) => {
        const file = path.join(dir, name);
        const content = await readFile(file);
        if (content.length < 1024) return;
        const br = await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, await gzipped(content, { level: 9 }))]);
      }),
    );
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkGroupsOfTheBuild, serverEntryKeepsItsCode, precompressedAssets],
  // No data: URLs: the CSP allows fonts and images from our own origin only.
  build: {
    assetsInlineLimit: 0,
    // React Router preloads each page's modules itself; Vite's helper would only serve the
    // deferred home sections, which load in the background anyway.
    modulePreload: false,
  },
  // The server bundle starts at server/main.ts (index.js). The whole site (server/site.ts:
  // Hono, the API and the pages) is a chunk it loads only in a process that serves pages, so
  // the primary holding the embedded database does not carry it. Chunks sit beside index.js,
  // where `new URL("../client", import.meta.url)` finds the browser's assets.
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting } } } },
    ssr: {
      build: { rolldownOptions: { input: "./server/main.ts", output: { chunkFileNames: "[name]-[hash].js" } } },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
