import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../db/client";

let template: Promise<Blob> | undefined;

/**
 * An empty, migrated embedded database as a dump of its data folder, for test servers to start
 * from: loading it takes about a second, where PGlite's initdb and the migrations take three.
 * It is made once for the migrations and the PGlite version at hand and kept in the machine's
 * temporary folder, so every test process of a run (and of the next) shares it.
 */
export function migratedPglite(): Promise<Blob> {
  template ??= loadOrMake();
  return template;
}

async function loadOrMake(): Promise<Blob> {
  const file = path.join(tmpdir(), `estates-pglite-${templateKey()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = await openDatabase({ dataDir: "memory://" });
    const dump = await database.pglite?.dumpDataDir("none");
    await database.close();
    if (!dump) throw new Error("openDatabase on memory:// did not open PGlite");
    // Written aside, then renamed: another process may be making the same file at once.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  }
}

/** The migrations' contents and PGlite's version: a change to either makes a new template. */
export function templateKey(): string {
  const hash = createHash("sha256");
  const folder = path.resolve("db/migrations");
  for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(folder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(file));
  }
  hash.update(readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json")));
  return hash.digest("hex").slice(0, 16);
}
