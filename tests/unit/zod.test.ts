import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Our CSP has no 'unsafe-eval'. Zod probes for `new Function` when it builds its first
 * object schema, and Chromium logs the refused probe as a CSP issue (Lighthouse best
 * practices: 96). app/zod.ts turns the probe off in the browser; these keep it that way.
 */
describe("zod under the CSP", () => {
  it("in a browser, builds and parses object schemas without ever calling the Function constructor", async () => {
    const calls: unknown[][] = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    const g = globalThis as { document?: unknown };
    g.document = {};
    try {
      // Nothing in this file imported zod before: its probe has not run yet.
      const { z } = await import("../../app/zod");
      const schema = z.object({ name: z.string(), rooms: z.object({ bedrooms: z.number() }) });
      expect(schema.parse({ name: "Villa", rooms: { bedrooms: 3 } })).toEqual({
        name: "Villa",
        rooms: { bedrooms: 3 },
      });
      expect(schema.safeParse({ name: 1 }).success).toBe(false);
    } finally {
      globalThis.Function = RealFunction;
      delete g.document;
    }
    expect(calls).toEqual([]);
  });

  it("browser code imports zod only through app/zod.ts", () => {
    const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../app");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          /\.tsx?$/.test(entry.name) &&
          !/\.(server|test)\.tsx?$/.test(entry.name) &&
          file !== path.join(root, "zod.ts")
        ) {
          // A value import (not `import type`) of "zod" or one of its entry points.
          if (/^import\s+(?!type\s)[^;]*?from\s+["']zod(\/[^"']*)?["']/m.test(readFileSync(file, "utf8"))) {
            offenders.push(path.relative(root, file));
          }
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
