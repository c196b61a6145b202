import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of ARCHITECTURE.md ("Rules of the house") live in biome.jsonc and
 * lint/client-imports-no-server.grit. This runs that configuration, copied into a scratch
 * project, over files that break each rule and files that keep to it, so a change to the
 * configuration that stops a rule from firing fails here.
 */

const repo = path.resolve(import.meta.dirname, "..");
const biome = path.join(repo, "node_modules", ".bin", "biome");

const FILES: Record<string, string> = {
  "db/enums.ts": "export const KINDS = ['a'] as const;\n",
  "app/routes/page.tsx": "export const page = 1;\n",
  "app/modules/shop/shop.ts": "export const shop = 1;\n",
  "app/modules/shop/shop.server.ts": "export const secret = 1;\nexport type Secret = number;\n",

  // A route never reaches db/ (relative or through the ~ alias); it may import `.server` files.
  "app/routes/db-relative.tsx": 'import { KINDS } from "../../db/enums";\nexport const x = KINDS;\n',
  "app/routes/admin/db-alias.tsx": 'import { KINDS } from "~/../db/enums";\nexport const x = KINDS;\n',
  "app/routes/server-ok.tsx": 'import { secret } from "../modules/shop/shop.server";\nexport const x = secret;\n',

  // components/ui imports no module and no route.
  "app/components/ui/module.tsx": 'import { shop } from "../../modules/shop/shop";\nexport const x = shop;\n',
  "app/components/ui/route.tsx": 'import { page } from "~/routes/page";\nexport const x = page;\n',

  // A module imports no route.
  "app/modules/shop/route.ts": 'import { page } from "../../routes/page";\nexport const x = page;\n',

  // A module returns values or throws a DomainError; only routes answer with data() or redirect().
  "app/modules/shop/answer.server.ts": 'import { data } from "react-router";\nexport const x = () => data(1);\n',
  "app/modules/shop/context-ok.server.ts":
    'import { createContext } from "react-router";\nexport const x = createContext();\n',

  // Client code imports no `.server` module; `import type` is erased, so it is allowed.
  "app/components/server.tsx": 'import { secret } from "../modules/shop/shop.server";\nexport const x = secret;\n',
  "app/modules/shop/components/server.tsx": 'import { secret } from "../shop.server";\nexport const x = secret;\n',
  "app/modules/shop/components/server-inline-type.tsx":
    'import { type Secret } from "../shop.server";\nexport const x: Secret = 1;\n',
  "app/entry.client.tsx": 'import "./modules/shop/shop.server";\n',
  "app/components/server-type-ok.tsx":
    'import type { Secret } from "../modules/shop/shop.server";\nexport const x: Secret = 1;\n',
  "app/modules/shop/other.server.ts": 'import { secret } from "./shop.server";\nexport const x = secret;\n',

  // Links come from app/components/ui/link.tsx, the one file that wraps React Router's Link.
  "app/components/link.tsx": 'import { Link } from "react-router";\nexport const x = Link;\n',
  "app/routes/link.tsx": 'import { Link as L } from "react-router";\nexport const x = L;\n',
  "app/modules/shop/link.tsx": 'import { Link } from "react-router";\nexport const x = Link;\n',
  "app/components/ui/link.tsx": 'import { Link } from "react-router";\nexport const x = Link;\n',
  "app/components/ui/link-ok.tsx": 'import { Link } from "./link";\nexport const x = Link;\n',

  // No import circles, type-only ones included.
  "app/modules/circle/a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
  "app/modules/circle/b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
};

const EXPECTED = [
  "app/components/link.tsx lint/style/noRestrictedImports",
  "app/components/server.tsx plugin",
  "app/components/ui/module.tsx lint/style/noRestrictedImports",
  "app/components/ui/route.tsx lint/style/noRestrictedImports",
  "app/entry.client.tsx plugin",
  "app/modules/circle/a.ts lint/suspicious/noImportCycles",
  "app/modules/circle/b.ts lint/suspicious/noImportCycles",
  "app/modules/shop/answer.server.ts lint/style/noRestrictedImports",
  "app/modules/shop/components/server-inline-type.tsx plugin",
  "app/modules/shop/components/server.tsx plugin",
  "app/modules/shop/link.tsx lint/style/noRestrictedImports",
  "app/modules/shop/route.ts lint/style/noRestrictedImports",
  "app/routes/admin/db-alias.tsx lint/style/noRestrictedImports",
  "app/routes/db-relative.tsx lint/style/noRestrictedImports",
  "app/routes/link.tsx lint/style/noRestrictedImports",
];

let project = "";

beforeAll(() => {
  project = realpathSync(mkdtempSync(path.join(tmpdir(), "lint-boundaries-")));
  cpSync(path.join(repo, "biome.jsonc"), path.join(project, "biome.jsonc"));
  cpSync(path.join(repo, "lint"), path.join(project, "lint"), { recursive: true });
  for (const [file, source] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), source);
  }
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("import boundaries (biome.jsonc)", () => {
  it("reports each broken rule, on the file that breaks it, and nothing on the files that keep to them", () => {
    const run = spawnSync(biome, ["lint", "--reporter=github", "--max-diagnostics=none", "."], {
      cwd: project,
      encoding: "utf8",
    });
    // ::error title=lint/style/noRestrictedImports,file=/tmp/…/app/routes/x.tsx,line=1,…::message
    const found = [...run.stdout.matchAll(/^::error title=([^,]+),file=([^,]+),/gm)]
      .map(([, rule, file = ""]) => `${path.relative(project, file)} ${rule}`)
      .filter((hit) => /noRestrictedImports|noImportCycles|plugin/.test(hit));
    expect([...new Set(found)].sort(), run.stdout + run.stderr).toEqual(EXPECTED);
    expect(run.status).not.toBe(0);
  });
});
