import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dynamicImports, keysNamedIn, staticClosure } from "../../tests/helpers/catalogue-reach";
import { en } from "./en";
import { enAdmin } from "./en-admin";
import { enPages } from "./en-pages";

const ALL_KEYS = [...Object.keys(en), ...Object.keys(enPages), ...Object.keys(enAdmin)];
/** What the shell and the home page load: their messages must all be in en.ts. */
const HOME_ENTRIES = ["app/root.tsx", "app/routes/home.tsx", "app/routes/language.tsx", "app/entry.client.tsx"];

/** Every route module of app/routes.ts. */
function routeFiles(): string[] {
  const config = readFileSync("app/routes.ts", "utf8");
  return [...new Set([...config.matchAll(/"(routes\/[^"]+\.tsx)"/g)].map((m) => path.resolve(`app/${m[1]}`)))];
}

/** What the browser loads as one piece: each page's modules, and each module a page loads later. */
function entryPoints(): string[] {
  const entries = new Set(routeFiles());
  for (const entry of entries) for (const later of dynamicImports(staticClosure([entry]))) entries.add(later);
  return [...entries];
}

describe("the English catalogue, split so the home page ships only what it shows", () => {
  it("keeps every message the shell and the home page can show in en.ts", () => {
    const used = keysNamedIn(staticClosure(HOME_ENTRIES), ALL_KEYS);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });

  it("does not send the other parts with the home page", () => {
    const modules = staticClosure(HOME_ENTRIES);
    expect(modules.filter((file) => /en-(pages|admin)\.ts$/.test(file))).toEqual([]);
  });

  it("has every other page, and every part a page loads later, import the catalogue parts it uses", () => {
    const home = new Set(HOME_ENTRIES.map((file) => path.resolve(file)));
    const missing: string[] = [];
    for (const entry of entryPoints()) {
      if (home.has(entry)) continue;
      const closure = staticClosure([entry]);
      const used = [...keysNamedIn(closure, ALL_KEYS)];
      const loads = (part: string) => closure.some((file) => file.endsWith(`i18n${path.sep}${part}.ts`));
      const name = path.relative(process.cwd(), entry);
      if (used.some((key) => key in enPages) && !loads("en-pages")) missing.push(`${name} needs en-pages`);
      if (used.some((key) => key in enAdmin) && !loads("en-admin")) missing.push(`${name} needs en-admin`);
    }
    expect(missing).toEqual([]);
  });

  it("defines each key once", () => {
    expect(ALL_KEYS.length).toBe(new Set(ALL_KEYS).size);
  });
});
