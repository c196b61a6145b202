import { cpSync, existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/**
 * The PostgreSQL major version of the PGlite the site runs, and of the one before it, which
 * stays installed as `pglite-previous` to read folders it made. PostgreSQL opens only a data
 * folder of its own major version, and PGlite 0.6 gives no reason when it refuses one
 * (decision 044). A test checks both numbers against the engines themselves.
 */
export const POSTGRES_MAJOR = 19;
export const PREVIOUS_POSTGRES_MAJOR = 18;

/**
 * Brings a data folder made by the previous PGlite to this one's format before it is opened:
 * its rows are read with the previous engine and written into a new folder with this one,
 * and the folder as it was is kept beside it as `<folder>.pg18-backup`. A folder of any other
 * version stops start-up with what to do, untouched. The caller holds the folder's lock.
 */
export async function upgradeDataFolder(
  dataDir: string,
  opts: { options: PGliteOptions; migrationsFolder: string },
): Promise<void> {
  const paths = upgradePaths(dataDir);
  finishInterruptedSwap(paths);
  const found = folderMajor(dataDir);
  if (found === undefined || found === POSTGRES_MAJOR) return;
  if (found !== PREVIOUS_POSTGRES_MAJOR) throw new DataFolderVersionError(dataDir, found);
  if (existsSync(paths.backup)) {
    throw new Error(
      `the embedded database ${dataDir} needs upgrading from PostgreSQL ${found} to ${POSTGRES_MAJOR}, ` +
        `but ${paths.backup} (kept by an earlier upgrade) is in the way: move it elsewhere and start again.`,
    );
  }
  const started = Date.now();
  console.log(`database: upgrading ${dataDir} from PostgreSQL ${found} to ${POSTGRES_MAJOR}`);
  try {
    await copyIntoNewFolder(paths, opts);
  } catch (error) {
    rmSync(paths.next, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`upgrading the embedded database ${dataDir} failed, and it is left as it was: ${reason}`);
  } finally {
    rmSync(paths.work, { recursive: true, force: true });
  }
  renameSync(dataDir, paths.backup);
  renameSync(paths.next, dataDir);
  console.log(`database: upgraded in ${Date.now() - started} ms; the old folder is kept as ${paths.backup}`);
}

export class DataFolderVersionError extends Error {
  constructor(dataDir: string, found: number) {
    super(
      `the embedded database ${dataDir} was made by PostgreSQL ${found}, and this site's PGlite runs ` +
        `PostgreSQL ${POSTGRES_MAJOR}: it can upgrade a folder of PostgreSQL ${PREVIOUS_POSTGRES_MAJOR} only. ` +
        "The folder is untouched. Start it with the release of the site that made it, or set DATA_DIR to " +
        "another folder to start afresh.",
    );
    this.name = "DataFolderVersionError";
  }
}

type UpgradePaths = { folder: string; backup: string; work: string; next: string };

function upgradePaths(dataDir: string): UpgradePaths {
  return {
    folder: dataDir,
    backup: `${dataDir}.pg${PREVIOUS_POSTGRES_MAJOR}-backup`,
    // The previous engine migrates and reads a copy: the folder itself stays as it was until the swap.
    work: `${dataDir}.upgrade-source`,
    next: `${dataDir}.upgraded`,
  };
}

/** The major version in a data folder's PG_VERSION, or undefined for a folder not made yet. */
function folderMajor(dataDir: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(`${dataDir}/PG_VERSION`, "utf8"), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** A stop between the two renames leaves the backup and the new folder: without this, an empty database would start. */
function finishInterruptedSwap(paths: UpgradePaths): void {
  if (existsSync(paths.folder) || !existsSync(paths.backup) || !existsSync(paths.next)) return;
  renameSync(paths.next, paths.folder);
}

async function copyIntoNewFolder(
  paths: UpgradePaths,
  opts: { options: PGliteOptions; migrationsFolder: string },
): Promise<void> {
  rmSync(paths.work, { recursive: true, force: true });
  rmSync(paths.next, { recursive: true, force: true });
  cpSync(paths.folder, paths.work, { recursive: true });
  // Loaded only here: the previous engine is needed once, by a site upgrading.
  const { PGlite: PreviousPGlite } = await import("pglite-previous");
  const source = new PreviousPGlite(paths.work);
  const target = new PGlite(paths.next, opts.options);
  try {
    // Both at the schema of this release, so every table has the same columns on both sides.
    await migrate(drizzle(source as unknown as PGlite), { migrationsFolder: opts.migrationsFolder });
    await migrate(drizzle(target), { migrationsFolder: opts.migrationsFolder });
    await copyRows(source, target);
  } finally {
    await source.close();
    await target.close();
  }
}

type Engine = Pick<PGlite, "query" | "exec">;

/**
 * Every row of the site's tables, in COPY's text format, which every PostgreSQL version reads.
 * Triggers and foreign keys stay off while copying (replica role): the tables they maintain
 * are copied as they are, and the rows arrive in no particular order.
 */
async function copyRows(source: Engine, target: Engine): Promise<void> {
  const tables = await source.query<{ name: string; columns: string }>(
    `select format('%I', c.relname) as name,
            string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      group by c.relname`,
  );
  if (tables.rows.length === 0) return;
  await target.exec("set session_replication_role = replica");
  // Migrations may insert rows of their own; the source's rows replace them.
  await target.exec(`truncate ${tables.rows.map((t) => t.name).join(", ")}`);
  for (const { name, columns } of tables.rows) {
    const out = await source.query(`copy ${name} (${columns}) to '/dev/blob'`);
    // An empty table gives no blob, and COPY FROM without one leaves PGlite 0.6 waiting on the next COPY.
    if (!out.blob?.size) continue;
    const written = await target.query(`copy ${name} (${columns}) from '/dev/blob'`, [], { blob: out.blob });
    if (written.affectedRows !== out.affectedRows) {
      throw new Error(`${name}: ${out.affectedRows} rows read, ${written.affectedRows} written`);
    }
  }
  const sequences = await source.query<{ name: string; value: string }>(
    `select format('%I', sequencename) as name, last_value::text as value
       from pg_sequences where schemaname = 'public' and last_value is not null`,
  );
  for (const { name, value } of sequences.rows)
    await target.query("select setval($1::regclass, $2::bigint)", [name, value]);
  await target.exec("set session_replication_role = origin");
}
