import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { count, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { FolderInUseError, lockFolder, servedAddress } from "./folder-lock";
import { upgradeDataFolder } from "./folder-upgrade";
import * as schema from "./schema";

/** An open transaction, as `db.transaction(tx => …)` hands it over. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A database or an open transaction on it: writes that must join the caller's transaction take either. */
export type DbOrTx = Db | Tx;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database itself, to serve it to other processes (db/pglite-server.ts). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

// From the project folder, where the server runs: the built server bundle lives elsewhere.
const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/**
 * Opens the database the configuration names: a PostgreSQL server when `databaseUrl`
 * is set, otherwise embedded PGlite under `dataDir` (`memory://` keeps it in memory).
 * Migrations are applied before it is handed out.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`), not an empty one. */
  startFrom?: Blob;
  /**
   * A command-line tool: when a running site holds the embedded folder, connect through the
   * socket it serves the database on instead of failing (decision 052). The folder itself is
   * still never opened by two processes (decision 026).
   */
  besideRunningSite?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // A new server backend plans its first queries several times slower (cold catalog
      // caches) and prepares its named statements again: keep connections for minutes,
      // not the driver's 10 s, so light traffic does not keep paying that.
      idleTimeoutMillis: 300_000,
    });
    // An idle client whose server went away (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => console.error("database: idle connection lost:", error.message));
    const db = drizzlePg(pool, { schema });
    // Several app instances may start at once: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => {});
      client.release();
    }
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  try {
    return await openPglite(opts.dataDir, opts.startFrom);
  } catch (error) {
    const served = error instanceof FolderInUseError && opts.besideRunningSite && servedAddress(opts.dataDir);
    if (!served) throw error;
    return openDatabase({ databaseUrl: served, dataDir: opts.dataDir, poolSize: opts.poolSize });
  }
}

/**
 * Embedded PGlite in `dataDir`, migrated; a folder on disk is locked to this process while it
 * is open, and one made by the previous PGlite is upgraded first (db/folder-upgrade.ts).
 */
async function openPglite(dataDir: string, startFrom?: Blob): Promise<Database> {
  const inMemory = dataDir === "memory://";
  const release = inMemory ? () => {} : lockFolder(dataDir);
  const options = { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS], loadDataDir: startFrom };
  if (!inMemory) {
    try {
      await upgradeDataFolder(dataDir, { options, migrationsFolder });
    } catch (error) {
      release();
      throw error;
    }
  }
  const client = inMemory ? new PGlite(options) : new PGlite(dataDir, options);
  const close = async () => {
    if (!client.closed) await client.close();
    release();
  };
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: "pglite", pglite: client, close };
  } catch (error) {
    await close().catch(() => release());
    throw error;
  }
}

/**
 * PGlite writes all of its shared buffers when it starts, and its WebAssembly memory never
 * shrinks: PostgreSQL's default 128 MB puts the process holding it at 410 MB before the first
 * request, past the 350 MB a process may hold. With 64 MB (and the site loaded elsewhere) it
 * ends the benchmark at 322–364 MB, with the same throughput (A/B, decision 018); 32 MB costs
 * a fifth of the listing page's.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=64MB"];

/** True when the database holds no content yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.locations);
  return (row?.n ?? 0) === 0;
}

/**
 * Refreshes the planner's statistics and the visibility map after bulk loading, so search
 * counts can use index-only scans at once. PostgreSQL's autovacuum does this on its own in
 * time; embedded PGlite has no autovacuum, so the server also runs it when it starts.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
