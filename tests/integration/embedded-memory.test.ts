import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";

/**
 * Issue 15: the process holding the embedded database must stay within 350 MB. PGlite's heap
 * never shrinks, so what PostgreSQL may take (its buffers, and the start-up VACUUM's working
 * memory) is set small when the database opens (db/client.ts; decision 018).
 */
describe("the embedded database's memory", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => database?.close());

  const show = async (name: string) => {
    const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows[0]?.[name];
  };

  it("keeps 32 MB of shared buffers and 16 MB for maintenance instead of PostgreSQL's 128 and 64", async () => {
    expect(await show("shared_buffers")).toBe("32MB");
    expect(await show("maintenance_work_mem")).toBe("16MB");
  });
});
