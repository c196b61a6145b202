/**
 * Batched multi-row inserts: rows go to the database in chunks small enough to
 * stay under PostgreSQL's 65,535 bind parameters per statement.
 */
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";

const MAX_PARAMS = 60_000;

/** Inserts rows in chunks of at most `chunk` rows (fewer for wide tables). */
export async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
  chunk = 500,
): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(chunk, Math.floor(MAX_PARAMS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
