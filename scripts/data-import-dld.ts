/**
 * Imports a Dubai Land Department file (decision 064) into the database the environment
 * selects (DATABASE_URL, else PGlite under DATA_DIR), while the site runs or not:
 *
 *   npm run data:import-dld -- transactions <file.csv>
 *   npm run data:import-dld -- rents <file.csv>
 *
 * Prints the run's counts and the registry area names that matched none of our communities;
 * exits 1 when the run failed (the rows of batches written before the failure stay), 2 on bad
 * arguments.
 */
import { createReadStream, statSync } from "node:fs";
import { basename, resolve } from "node:path";
import { IMPORT_KINDS, type ImportKind, importRegistryFile } from "../app/modules/market/import.server";
import { openToolDatabase } from "./lib/tool-database";

const USAGE = "Usage: npm run data:import-dld -- transactions|rents FILE.csv";

async function main(): Promise<number> {
  const [kind, file, ...rest] = process.argv.slice(2).filter((a) => a !== "--");
  if (!kind || !IMPORT_KINDS.includes(kind as ImportKind) || !file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const path = resolve(file);
  try {
    if (!statSync(path).isFile()) throw new Error("not a file");
  } catch {
    console.error(`cannot read ${path}\n\n${USAGE}`);
    return 2;
  }
  const { database } = await openToolDatabase({ poolSize: 2 });
  try {
    const started = performance.now();
    const outcome = await importRegistryFile(database.db, {
      kind: kind as ImportKind,
      input: createReadStream(path, { highWaterMark: 1 << 20 }),
      fileName: basename(path),
      trigger: "command",
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const c = outcome.counts;
    console.log(
      `${outcome.status} in ${seconds} s: read ${c.read}, imported ${c.imported}, duplicates ${c.duplicates}, ` +
        `not a sale ${c.skippedNotSale}, junk ${c.skippedJunk}, unmatched area ${c.unmatchedArea}`,
    );
    for (const [name, n] of outcome.unmatched.slice(0, 20)) console.log(`  unmatched: ${name} (${n})`);
    if (outcome.status === "failed") {
      console.error(`failed: ${outcome.error}`);
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
