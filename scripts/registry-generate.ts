/**
 * Writes a generated registry file in the Dubai Land Department's own columns (decision 064):
 *
 *   npx tsx scripts/registry-generate.ts transactions|rents --rows 1000000 [--format dmy|iso] [--seed S] FILE.csv
 *
 * The import's benchmark (scripts/registry-bench.ts) times `npm run data:import-dld` on one.
 */
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { type DateFormat, rentLines, transactionLines } from "../db/seed/registry-csv";

export async function writeRegistryFile(
  file: string,
  opts: { kind: "transactions" | "rents"; rows: number; seed: string; dateFormat: DateFormat; now?: Date },
): Promise<void> {
  const gen = opts.kind === "transactions" ? transactionLines : rentLines;
  const lines = gen({ rows: opts.rows, now: opts.now ?? new Date(), seed: opts.seed, dateFormat: opts.dateFormat });
  await pipeline(Readable.from(batched(lines)), createWriteStream(file));
}

/** Lines joined by the thousand: one write per thousand rows, not one per row. */
function* batched(lines: Iterable<string>): Generator<string> {
  let chunk: string[] = [];
  for (const l of lines) {
    chunk.push(l);
    if (chunk.length === 1000) {
      yield chunk.join("");
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk.join("");
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { rows: { type: "string" }, format: { type: "string" }, seed: { type: "string" } },
    allowPositionals: true,
  });
  const [kind, file] = positionals;
  const rows = Number(values.rows ?? "1000");
  const format = (values.format ?? "dmy") as DateFormat;
  if (
    (kind !== "transactions" && kind !== "rents") ||
    !file ||
    !Number.isInteger(rows) ||
    rows < 1 ||
    !["dmy", "iso"].includes(format)
  ) {
    console.error(
      "Usage: npx tsx scripts/registry-generate.ts transactions|rents --rows N [--format dmy|iso] [--seed S] FILE.csv",
    );
    return 2;
  }
  await writeRegistryFile(file, { kind, rows, seed: values.seed ?? "bench", dateFormat: format });
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
