/**
 * Applies the Dubai Land Department's open-data projects file to our projects (decision 063):
 * their construction progress, the registry's status and completion date, matched by DLD
 * project number. Works on the database the environment selects (DATABASE_URL, else PGlite
 * under DATA_DIR), while the site runs or not:
 *
 *   npm run data:import-dld-projects -- [--as-of YYYY-MM-DD] <file.csv>
 *
 * `--as-of` is the day the file's figures were reported (default: today in Dubai). Prints what
 * it changed, the rows it could not read (left out) and the rows of projects we do not have;
 * exits 1 when the file was refused (nothing changed), 2 on bad arguments.
 */
import { createReadStream } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DomainError } from "../app/errors";
import { importDldProjects } from "../app/modules/project/dld-projects-import.server";
import { isIsoDate } from "../app/modules/project/plan-rules";
import { openToolDatabase } from "./lib/tool-database";

const USAGE = "Usage: npm run data:import-dld-projects -- [--as-of YYYY-MM-DD] FILE.csv";

async function main(): Promise<number> {
  let args: { file: string; asOf: string | undefined };
  try {
    args = parse();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const { database } = await openToolDatabase();
  try {
    const result = await importDldProjects(database.db, createReadStream(args.file), { asOf: args.asOf });
    console.log(
      `rows ${result.rows}, updated ${result.updated}, unchanged ${result.unchanged}, ` +
        `bad rows ${new Set(result.problems.map((p) => p.line)).size}, not ours ${result.unmatched}, ` +
        `ours not in the file ${result.notInFile.length}`,
    );
    for (const p of result.problems)
      console.log(`  line ${p.line}  ${p.projectNumber || "(no number)"}  ${p.field}: ${p.code} ${p.value}`);
    for (const u of result.unmatchedSample)
      console.log(`  line ${u.line}  ${u.projectNumber}  not one of ours: ${u.projectName}`);
    if (result.unmatched > result.unmatchedSample.length)
      console.log(`  ... and ${result.unmatched - result.unmatchedSample.length} more rows of projects we do not have`);
    for (const n of result.notInFile) console.log(`  ours, not in the file: ${n.projectNumber} ${n.name}`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(`refused: ${error.message}; nothing was changed`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      console.error(`no file ${args.file}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

function parse(): { file: string; asOf: string | undefined } {
  const { values, positionals } = parseArgs({
    options: { "as-of": { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) throw new Error("one CSV file is needed");
  const asOf = values["as-of"];
  if (asOf !== undefined && !isIsoDate(asOf)) throw new Error("--as-of must be a date written YYYY-MM-DD");
  return { file: resolve(file), asOf };
}

process.exitCode = await main();
