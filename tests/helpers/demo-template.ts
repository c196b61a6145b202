import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../db/client";
import { seedDemo } from "../../db/seed/demo";
import { migratedPglite, templateKey } from "./pglite-template";

/**
 * The demo data set, seeded once and copied for every test server that starts from it: a copy
 * takes about a second, where seeding took several on each start (the registry's generated
 * files included). The seed dates its rows from the moment it runs, so a template serves for the
 * hour it was made in, and a new one is made after.
 */
let pgliteDemo: Promise<Blob> | undefined;

/** An embedded database holding the demo data, as a dump of its data folder. */
export function demoPglite(): Promise<Blob> {
  pgliteDemo ??= loadOrMake();
  return pgliteDemo;
}

async function loadOrMake(): Promise<Blob> {
  const file = path.join(tmpdir(), `estates-pglite-demo-${demoKey()}-${hour()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = await openDatabase({ dataDir: "memory://", startFrom: await migratedPglite() });
    await seedDemo(database.db);
    const dump = await database.pglite?.dumpDataDir("none");
    await database.close();
    if (!dump) throw new Error("openDatabase on memory:// did not open PGlite");
    // Written aside, then renamed: another process may be making the same file at once.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    removeOlderDumps();
    return dump;
  }
}

/** Dumps made more than a few hours ago (45 MB each): no test of a run still reads them. */
function removeOlderDumps(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!/^estates-pglite-demo-.*\.tar$/.test(name)) continue;
    const file = path.join(tmpdir(), name);
    if (Date.now() - statSync(file).mtimeMs > KEEP_MS) rmSync(file, { force: true });
  }
}

/**
 * A PostgreSQL database holding the demo data, to create scratch databases from (CREATE
 * DATABASE … TEMPLATE): made under a name of its own and renamed when complete, so another
 * test process never copies a half-seeded one. Answers its name.
 */
export async function demoPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `demo_tpl_${demoKey()}_${hour()}`;
  if (await exists(baseUrl, name)) return name;
  const making = `${name}_${process.pid}`;
  await admin(baseUrl, `create database ${making}`);
  const url = new URL(baseUrl);
  url.pathname = `/${making}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", poolSize: 1 });
  try {
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  try {
    await admin(baseUrl, `alter database ${making} rename to ${name}`);
  } catch (error) {
    // Another process finished first: its copy serves.
    await admin(baseUrl, `drop database if exists ${making} with (force)`);
    if (!(await exists(baseUrl, name))) throw error;
  }
  await dropOlderTemplates(baseUrl, name);
  return name;
}

/** Templates older than this are removed: a run (up to 90 minutes) never outlives one. */
const KEEP_MS = 3 * 3_600_000;

/** The hour a template is made for, as yyyymmddhh (UTC). */
function hour(date = new Date()): string {
  return date.toISOString().slice(0, 13).replace(/\D/g, "");
}

/** The migrations, PGlite and the seed's code. */
function demoKey(): string {
  const hash = createHash("sha256").update(templateKey());
  const folder = path.resolve("db/seed");
  for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    if (name.endsWith(".ts") || name.endsWith(".json")) hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

async function exists(baseUrl: string, name: string): Promise<boolean> {
  const rows = await admin(baseUrl, "select 1 from pg_database where datname = $1", [name]);
  return rows.length > 0;
}

/** Templates made more than a few hours ago: dropped unless a test is copying one right now. */
async function dropOlderTemplates(baseUrl: string, current: string): Promise<void> {
  const oldest = hour(new Date(Date.now() - KEEP_MS));
  const rows = await admin(
    baseUrl,
    "select datname from pg_database where datname ~ '^demo_tpl_[0-9a-f]{16}_[0-9]{10}$'",
  );
  for (const { datname } of rows as { datname: string }[]) {
    if (datname !== current && (datname.split("_").at(-1) ?? "") < oldest)
      await admin(baseUrl, `drop database if exists ${datname}`).catch(() => {});
  }
}

async function admin(baseUrl: string, statement: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}
