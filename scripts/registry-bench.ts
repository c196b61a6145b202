/**
 * The land-registry import's benchmark, part of `npm run bench` (decision 064): a generated
 * transactions file of a million rows in the registry's own columns, imported with
 * `npm run data:import-dld` while the site runs, then the same file again (every row already
 * stored). The target: the first import within 3 minutes on this machine.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeRegistryFile } from "./registry-generate";

export const REGISTRY_ROWS = 1_000_000;
export const REGISTRY_LIMIT_S = 180;

export type RegistryRun = { run: string; seconds: number; summary: string };

export async function benchRegistryImport(db: string, env: NodeJS.ProcessEnv): Promise<RegistryRun[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-registry-"));
  const runs: RegistryRun[] = [];
  try {
    const file = path.join(dir, "transactions.csv");
    await writeRegistryFile(file, { kind: "transactions", rows: REGISTRY_ROWS, seed: "bench", dateFormat: "dmy" });
    for (const run of ["first import", "same file again"]) {
      const started = performance.now();
      const summary = await importFile(file, env);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      runs.push({ run, seconds, summary });
      console.log(`[${db}] registry file of ${REGISTRY_ROWS} rows, ${run}: ${seconds} s (${summary})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return runs;
}

function importFile(file: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/data-import-dld.ts", "transactions", file], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(out.split("\n")[0] ?? "") : reject(new Error(`data:import-dld exited ${code}: ${out}`)),
    );
  });
}
