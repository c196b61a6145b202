import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const IMPORT =
  /^\s*(import|export)\s+(type\s+)?[^;]*?from\s*["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

/**
 * The modules the browser loads together with `entries`: static relative imports
 * followed; type-only imports, `import()` (loaded later) and `.server` modules (never
 * sent to the browser) left out. Test helper.
 */
export function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = m[2] || m[5] ? undefined : resolveModule(file, m[3] ?? m[4]);
      if (target && !target.includes(".server.")) visit(target);
    }
  };
  for (const entry of entries) visit(path.resolve(entry));
  return [...seen];
}

/** The modules `files` load later with `import()`. */
export function dynamicImports(files: string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = m[5] ? resolveModule(file, m[5]) : undefined;
      if (target) found.add(target);
    }
  }
  return [...found];
}

function resolveModule(from: string, spec: string | undefined): string | undefined {
  if (!spec?.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Catalogue keys a module names: quoted keys, and every key under a `prefix.${…}` template. */
export function keysNamedIn(files: string[], allKeys: readonly string[]): Set<string> {
  const known = new Set(allKeys);
  const found = new Set<string>();
  for (const file of files) {
    if (file.includes(`${path.sep}i18n${path.sep}`)) continue;
    const source = readFileSync(file, "utf8");
    for (const [, quoted] of source.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)["'`]/g)) {
      if (quoted !== undefined && known.has(quoted)) found.add(quoted);
    }
    for (const [, prefix] of source.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*\.)\$\{/g)) {
      if (prefix === undefined) continue;
      for (const key of allKeys) if (key.startsWith(prefix)) found.add(key);
    }
  }
  return found;
}
