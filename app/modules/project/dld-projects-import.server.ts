import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projects } from "../../../db/schema";
import { DomainError } from "../../errors";
import { type Actor, recordAudit } from "../admin/audit.server";
import { writePublicData } from "../memo.server";
import { dubaiToday } from "../property/permit";
import { columnName, type DldProjectRow, type DldRowProblem, missingColumns, readDldRow } from "./dld-projects-file";

// The registry's progress for our projects (decision 063): DLD's open-data projects file is
// streamed row by row (it lists every project in Dubai; we keep only the rows of ours), each row
// checked before anything is written, and the changes written in one transaction. A second run
// of the same file changes nothing.

/** A cell longer than this is no registry value: the file is refused rather than read into memory. */
const MAX_RECORD_BYTES = 64 * 1024;

export type DldImportResult = {
  /** Rows read (the header aside). */
  rows: number;
  updated: number;
  unchanged: number;
  /** Rows with a bad value: left out, reported. */
  problems: DldRowProblem[];
  /** Valid rows of projects we do not have: how many, and the first ones (line, number, name). */
  unmatched: number;
  unmatchedSample: { line: number; projectNumber: string; projectName: string }[];
  /** Our projects with a DLD number the file does not list. */
  notInFile: { id: string; name: string; projectNumber: string }[];
};

const UNMATCHED_SAMPLE = 50;

type Ours = typeof projects.$inferSelect;

/** The file's header is not that of the projects file: nothing was read. */
export class DldFileRefused extends DomainError {
  constructor(readonly missing: string[]) {
    super(400, `the file lacks the column${missing.length === 1 ? "" : "s"} ${missing.join(", ")}`, {
      file: `the file lacks the column${missing.length === 1 ? "" : "s"} ${missing.join(", ")}`,
    });
  }
}

/**
 * Reads the file and applies its rows to our projects with the same DLD project number:
 * progress (percent and the day it was reported, `asOf`, the file's date, today in Dubai by
 * default), the registry's status word and completion date. Our own status and handover date
 * are staff's and stay as they are.
 */
export async function importDldProjects(
  db: Db,
  input: Readable,
  opts: { asOf?: string; actor?: Actor | null } = {},
): Promise<DldImportResult> {
  const asOf = opts.asOf ?? dubaiToday();
  const ours = await db.select().from(projects).where(isNotNull(projects.dldProjectNumber));
  const byNumber = new Map(ours.map((p) => [p.dldProjectNumber as string, p]));
  const result: DldImportResult = {
    rows: 0,
    updated: 0,
    unchanged: 0,
    problems: [],
    unmatched: 0,
    unmatchedSample: [],
    notInFile: [],
  };
  const found = new Map<string, DldProjectRow>();
  await readRows(input, (cells, line) => {
    result.rows++;
    const read = readDldRow(cells, line);
    if ("problems" in read) {
      result.problems.push(...read.problems);
      return;
    }
    const { row } = read;
    if (!byNumber.has(row.projectNumber)) {
      result.unmatched++;
      if (result.unmatchedSample.length < UNMATCHED_SAMPLE)
        result.unmatchedSample.push({ line, projectNumber: row.projectNumber, projectName: row.projectName });
      return;
    }
    const first = found.get(row.projectNumber);
    if (first) {
      // Two rows for one project: the first is kept, and the second said to differ only if it does.
      result.problems.push({
        line,
        projectNumber: row.projectNumber,
        field: "project_number",
        code: "duplicate",
        value: `line ${first.line}`,
      });
      return;
    }
    found.set(row.projectNumber, row);
  });

  const changes: { project: Ours; set: Partial<Ours> }[] = [];
  for (const project of ours) {
    const row = found.get(project.dldProjectNumber as string);
    if (!row) {
      result.notInFile.push({ id: project.id, name: project.name, projectNumber: project.dldProjectNumber as string });
      continue;
    }
    const set = changesOf(project, row, asOf);
    if (set) changes.push({ project, set });
    else result.unchanged++;
  }
  if (changes.length > 0) {
    await writePublicData(db, async (tx) => {
      for (const { project, set } of changes) {
        await tx.update(projects).set(set).where(eq(projects.id, project.id));
        await recordAudit(tx, opts.actor ?? null, {
          action: "registry",
          entity: "project",
          entityId: project.id,
          before: pick(project, Object.keys(set)),
          after: set,
        });
      }
    });
  }
  result.updated = changes.length;
  return result;
}

/** The file staff uploaded in the back office, on disk: streamed like the command line's. */
export function importDldProjectsFile(db: Db, file: string, actor: Actor): Promise<DldImportResult> {
  return importDldProjects(db, createReadStream(file), { actor });
}

/** What the row changes of the project; null when it says what we already have. */
function changesOf(project: Ours, row: DldProjectRow, asOf: string): Partial<Ours> | null {
  const set: Partial<Ours> = {};
  if (row.percentCompleted !== null && Number(project.percentCompleted) !== row.percentCompleted) {
    set.percentCompleted = row.percentCompleted;
    set.progressReportedAt = asOf;
  }
  if ((project.registryStatus ?? null) !== row.status) set.registryStatus = row.status;
  if ((project.registryCompletionDate ?? null) !== row.completionDate) set.registryCompletionDate = row.completionDate;
  if (Object.keys(set).length === 0) return null;
  const now = new Date();
  set.registryUpdatedAt = now;
  set.updatedAt = now;
  return set;
}

function pick(project: Ours, keys: string[]): Record<string, unknown> {
  const source = project as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k !== "updatedAt").map((k) => [k, source[k] ?? null]));
}

/**
 * Streams the CSV (UTF-8, byte-order mark or not) and hands each row's cells by column name,
 * with the line it starts on. A header without the needed columns refuses the file before any
 * row is read; a malformed file (an unclosed quote, a cell past the bound) rejects it whole.
 */
async function readRows(
  input: Readable,
  onRow: (cells: Record<string, string | undefined>, line: number) => void,
): Promise<void> {
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const columns = header.map(columnName);
      const missing = missingColumns(columns);
      if (missing.length > 0) throw new DldFileRefused(missing);
      return columns;
    },
    skip_empty_lines: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_BYTES,
    info: true,
  });
  input.on("error", (error) => parser.destroy(error));
  input.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string | undefined>;
      info: { lines: number };
    }>) {
      onRow(record, info.lines);
    }
  } catch (error) {
    const refused = refusalIn(error);
    if (refused) throw refused;
    if (error instanceof CsvError) {
      const message = `the file is not a readable CSV file: ${error.message}`;
      throw new DomainError(400, message, { file: message });
    }
    throw error;
  }
}

/** The header's refusal, however the parser passed it on. */
function refusalIn(error: unknown): DldFileRefused | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    if (current instanceof DldFileRefused) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
