/**
 * Imports a registry file (the Dubai Land Department's transactions or Ejari rent contracts,
 * as CSV) into the registry tables (decision 064): streamed through csv-parse, matched to our
 * communities, written in batches of multi-row inserts that skip rows already stored, counted
 * in `registry_imports`, then the figures are recomputed (decision 065).
 */
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { locations, registryAreaMap, registryImports } from "../../../db/schema";
import { type RawRow, type RentRow, rentRow, type SaleRow, saleRow } from "./rows";
import { recomputeMarketStats } from "./stats.server";

export const IMPORT_KINDS = ["transactions", "rents"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** command (npm run data:import-dld), staff (the back office's upload), seed (the demo data). */
export type ImportTrigger = "command" | "staff" | "seed";

export type ImportCounts = {
  read: number;
  imported: number;
  skippedNotSale: number;
  skippedJunk: number;
  unmatchedArea: number;
  duplicates: number;
};

export type ImportOutcome = {
  id: string;
  status: "done" | "failed";
  /** Why a failed run stopped (the rows of batches written before it stay: they are valid rows). */
  error: string;
  counts: ImportCounts;
  /** Rows per registry area name that matched none of our communities, most first. */
  unmatched: [string, number][];
};

/** Columns a file must have to be read as this kind; a file without them is refused before any row. */
const REQUIRED: Record<ImportKind, string[]> = {
  transactions: ["transaction_id", "trans_group_en", "instance_date", "area_name_en", "actual_worth", "procedure_area"],
  rents: ["contract_id", "contract_start_date", "annual_amount", "area_name_en"],
};

/** Rows per INSERT: the columns travel as one array each, so a batch is 14 parameters however long. */
const BATCH = 5000;
/** A record longer than this is not a registry row: the parser stops instead of buffering it. */
const MAX_RECORD_BYTES = 64 * 1024;

export class RegistryFileError extends Error {}

export async function importRegistryFile(
  db: Db,
  opts: { kind: ImportKind; input: Readable; fileName: string; trigger: ImportTrigger; recompute?: boolean },
): Promise<ImportOutcome> {
  const [run] = await db
    .insert(registryImports)
    .values({ kind: opts.kind, fileName: opts.fileName.slice(0, 300), trigger: opts.trigger })
    .returning({ id: registryImports.id });
  if (!run) throw new Error("registry import: no run row");
  const counts: ImportCounts = {
    read: 0,
    imported: 0,
    skippedNotSale: 0,
    skippedJunk: 0,
    unmatchedArea: 0,
    duplicates: 0,
  };
  const unmatched = new Map<string, number>();
  let error = "";
  try {
    const match = await matcher(db);
    const write = opts.kind === "transactions" ? writeSales : writeRents;
    const rule = opts.kind === "transactions" ? saleRow : rentRow;
    const parser = opts.input.pipe(
      parse({
        bom: true,
        columns: (header: string[]) => {
          const names = header.map((h) => h.trim().toLowerCase());
          const missing = REQUIRED[opts.kind].filter((c) => !names.includes(c));
          if (missing.length > 0)
            throw new RegistryFileError(`not a ${opts.kind} file: no column ${missing.join(", ")}`);
          return names;
        },
        skip_empty_lines: true,
        relax_column_count: true,
        max_record_size: MAX_RECORD_BYTES,
      }),
    );
    // A read error of the file itself (gone, unreadable) ends the parse too.
    opts.input.on("error", (e) => parser.destroy(e));
    let batch: ((SaleRow | RentRow) & { locationId: string | null })[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const written = await write(db, batch as never, run.id);
      counts.imported += written;
      counts.duplicates += batch.length - written;
      batch = [];
    };
    for await (const raw of parser as AsyncIterable<RawRow>) {
      counts.read++;
      const verdict = rule(raw);
      if (!verdict.ok) {
        if (verdict.skip === "notSale") counts.skippedNotSale++;
        else counts.skippedJunk++;
        continue;
      }
      const locationId = match(verdict.row.masterProject, verdict.row.areaName);
      if (!locationId) {
        counts.unmatchedArea++;
        unmatched.set(verdict.row.areaName, (unmatched.get(verdict.row.areaName) ?? 0) + 1);
      }
      batch.push({ ...verdict.row, locationId });
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  } catch (e) {
    // The file's fault (a missing column, a broken quote, a row too long) or the database's: either way the run failed.
    error = e instanceof Error ? e.message : String(e);
  }
  const status = error ? "failed" : "done";
  const sorted = [...unmatched].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  await db
    .update(registryImports)
    .set({
      ...counts,
      status,
      error: error.slice(0, 1000),
      unmatchedNames: Object.fromEntries(sorted.slice(0, 500)),
      finishedAt: new Date(),
    })
    .where(eq(registryImports.id, run.id));
  if (opts.recompute !== false && counts.imported > 0) await recomputeMarketStats(db);
  return { id: run.id, status, error, counts, unmatched: sorted };
}

/**
 * Finds a row's community: its master project by one of our names (a place's name or alias),
 * then the staff's mapping of registry names, then its area by one of our names. Exact names
 * (case aside) only; a name two places share matches neither.
 */
export async function matcher(db: Db): Promise<(masterProject: string, areaName: string) => string | null> {
  const places = await db
    .select({ id: locations.id, label: locations.label, aliases: locations.aliases })
    .from(locations);
  const byName = new Map<string, string | null>();
  const add = (name: string, id: string) => {
    const key = name.trim().toLowerCase();
    if (!key) return;
    const had = byName.get(key);
    byName.set(key, had === undefined || had === id ? id : null);
  };
  for (const p of places) {
    add(p.label, p.id);
    for (const a of p.aliases) add(a, p.id);
  }
  const mapped = new Map(
    (await db.select().from(registryAreaMap)).map((m) => [m.areaName.trim().toLowerCase(), m.locationId]),
  );
  return (masterProject, areaName) => {
    const master = masterProject.toLowerCase();
    const area = areaName.toLowerCase();
    return (master && (byName.get(master) || mapped.get(master))) || mapped.get(area) || byName.get(area) || null;
  };
}

type Located = { locationId: string | null };

/** Columns as arrays, one parameter each: `unnest` turns them back into rows. */
const arr = (values: unknown[]) => sql.param(values);

async function inserted(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(statement)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

function writeSales(db: Db, rows: (SaleRow & Located)[], importId: string): Promise<number> {
  return inserted(
    db,
    sql`with ins as (
      insert into registry_sales (transaction_id, date, area_id, area_name, master_project, location_id, rooms,
        off_plan, property_type, home, size_sqm, price_aed, price_per_sqm, import_id)
      select t.*, ${importId}::uuid from unnest(
        ${arr(rows.map((r) => r.transactionId))}::text[], ${arr(rows.map((r) => r.date))}::date[],
        ${arr(rows.map((r) => r.areaId))}::text[], ${arr(rows.map((r) => r.areaName))}::text[],
        ${arr(rows.map((r) => r.masterProject))}::text[], ${arr(rows.map((r) => r.locationId))}::uuid[],
        ${arr(rows.map((r) => r.rooms))}::text[], ${arr(rows.map((r) => r.offPlan))}::boolean[],
        ${arr(rows.map((r) => r.propertyType))}::text[], ${arr(rows.map((r) => r.home))}::boolean[],
        ${arr(rows.map((r) => r.sizeSqm))}::float8[], ${arr(rows.map((r) => r.priceAed))}::int8[],
        ${arr(rows.map((r) => r.pricePerSqm))}::float8[]
      ) as t
      on conflict do nothing
      returning 1
    ) select count(*)::int as n from ins`,
  );
}

function writeRents(db: Db, rows: (RentRow & Located)[], importId: string): Promise<number> {
  return inserted(
    db,
    sql`with ins as (
      insert into registry_rents (contract_id, line_number, start_date, end_date, annual_aed, units, area_id, area_name,
        master_project, location_id, rooms, home, size_sqm, import_id)
      select t.*, ${importId}::uuid from unnest(
        ${arr(rows.map((r) => r.contractId))}::text[], ${arr(rows.map((r) => r.lineNumber))}::int[],
        ${arr(rows.map((r) => r.startDate))}::date[], ${arr(rows.map((r) => r.endDate))}::date[],
        ${arr(rows.map((r) => r.annualAed))}::int8[], ${arr(rows.map((r) => r.units))}::int[],
        ${arr(rows.map((r) => r.areaId))}::text[], ${arr(rows.map((r) => r.areaName))}::text[],
        ${arr(rows.map((r) => r.masterProject))}::text[], ${arr(rows.map((r) => r.locationId))}::uuid[],
        ${arr(rows.map((r) => r.rooms))}::text[], ${arr(rows.map((r) => r.home))}::boolean[],
        ${arr(rows.map((r) => r.sizeSqm))}::float8[]
      ) as t
      on conflict do nothing
      returning 1
    ) select count(*)::int as n from ins`,
  );
}

/** Past runs, newest first. */
export function listImports(db: Db, limit = 30) {
  return db.select().from(registryImports).orderBy(sql`${registryImports.startedAt} desc`).limit(limit);
}
