// One row of the Dubai Land Department's open-data projects file (decision 063), read and
// checked on its own before anything is written: a row with a bad value is reported and left
// out, never half applied. Pure functions; the import (dld-projects-import.server.ts) streams
// the file through them.

/** Columns the import needs; a file without one of them is refused whole. */
export const DLD_REQUIRED_COLUMNS = ["project_number", "percent_completed", "completion_date"] as const;
/** Either spelling of the status column (the file has carried both). */
export const DLD_STATUS_COLUMNS = ["project_status", "project_status_en"] as const;

/** What one row says of a project, in our terms. */
export type DldProjectRow = {
  line: number;
  projectNumber: string;
  projectName: string;
  developerName: string;
  /** 0-100 with at most two decimals; null when the row gives none (the stored figure stays). */
  percentCompleted: number | null;
  /** The registry's status word as given (ACTIVE, FINISHED, PENDING...); null when blank. */
  status: string | null;
  /** YYYY-MM-DD; null when blank. */
  completionDate: string | null;
};

/** A value the import could not read: the row's line, its project number, the column and the value as given. */
export type DldRowProblem = {
  line: number;
  projectNumber: string;
  field: string;
  code: "missingNumber" | "badNumber" | "badPercent" | "badDate" | "badStatus" | "duplicate";
  value: string;
};

/** A header as the file spells it -> the column name we read ("Project Number " -> "project_number"). */
export function columnName(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** The required columns a file's header lacks (empty when it has them all). */
export function missingColumns(columns: readonly string[]): string[] {
  const have = new Set(columns);
  const missing: string[] = DLD_REQUIRED_COLUMNS.filter((c) => !have.has(c));
  if (!DLD_STATUS_COLUMNS.some((c) => have.has(c))) missing.push(DLD_STATUS_COLUMNS[0]);
  return missing;
}

const NUMBER = /^\d{1,12}$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2})\d*)?\s*%?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T][\d:.]+(?:\s?[AP]M)?)?$/i;

/** A date as the registry writes it (2027-06-30, 2027-06-30 00:00:00, 30-06-2027, 30/06/2027) -> YYYY-MM-DD; null when unreadable. */
export function registryDate(value: string): string | null {
  const iso = ISO.exec(value);
  const dayFirst = iso ? null : DAY_FIRST.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1970 || y > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/** "45", "45.5", "45.50%" -> 45.5; rounded down to two decimals; null when unreadable or above 100. */
export function registryPercent(value: string): number | null {
  const match = PERCENT.exec(value);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return hundredths > 10_000 ? null : hundredths / 100;
}

/** Reads one row (its cells by column name); answers the row or the problems that keep it out. */
export function readDldRow(
  cells: Readonly<Record<string, string | undefined>>,
  line: number,
): { row: DldProjectRow } | { problems: DldRowProblem[] } {
  const cell = (name: string) => (cells[name] ?? "").trim();
  const projectNumber = cell("project_number");
  const problems: DldRowProblem[] = [];
  const report = (field: string, code: DldRowProblem["code"], value: string) =>
    problems.push({ line, projectNumber, field, code, value: value.slice(0, 200) });
  if (projectNumber === "") report("project_number", "missingNumber", "");
  else if (!NUMBER.test(projectNumber)) report("project_number", "badNumber", projectNumber);

  const percentText = cell("percent_completed");
  const percent = percentText === "" ? null : registryPercent(percentText);
  if (percentText !== "" && percent === null) report("percent_completed", "badPercent", percentText);

  const dateText = cell("completion_date");
  const completionDate = dateText === "" ? null : registryDate(dateText);
  if (dateText !== "" && completionDate === null) report("completion_date", "badDate", dateText);

  const statusColumn = DLD_STATUS_COLUMNS.find((c) => cell(c) !== "") ?? DLD_STATUS_COLUMNS[0];
  const status = cell(statusColumn);
  if (status.length > 60 || /\p{Cc}/u.test(status)) report(statusColumn, "badStatus", status);

  if (problems.length > 0) return { problems };
  return {
    row: {
      line,
      projectNumber,
      projectName: cell("project_name").slice(0, 200),
      developerName: cell("developer_name").slice(0, 200),
      percentCompleted: percent,
      status: status === "" ? null : status,
      completionDate,
    },
  };
}
