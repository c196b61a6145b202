import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGlite as PreviousPGlite } from "pglite-previous";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../db/client";
import { POSTGRES_MAJOR, PREVIOUS_POSTGRES_MAJOR } from "../../db/folder-upgrade";
import * as schema from "../../db/schema";
import { seedDemo } from "../../db/seed/demo";
import { freePort, spawnBuiltServer } from "../helpers/built-server";
import { must } from "../helpers/must";

// A site that ran on PGlite 0.5 (PostgreSQL 18) has its data folder on disk; PGlite 0.6
// (PostgreSQL 19) cannot open it as it is (decision 044). The real server starts on it.
const root = mkdtempSync(path.join(tmpdir(), "old-data-folder-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KEPT = "Kept from PGlite 0.5: ";
const BACKUP = `.pg${PREVIOUS_POSTGRES_MAJOR}-backup`;

describe("a data folder made by the previous PGlite", { timeout: 300_000 }, () => {
  it("each engine runs the PostgreSQL version the upgrade expects of it", async () => {
    for (const [engine, major] of [
      [new PGlite(), POSTGRES_MAJOR],
      [new PreviousPGlite(), PREVIOUS_POSTGRES_MAJOR],
    ] as const) {
      const { rows } = await engine.query<{ n: string }>("select current_setting('server_version_num') as n");
      await engine.close();
      expect(Math.floor(Number(must(rows[0], "the version").n) / 10_000)).toBe(major);
    }
  });

  it("is upgraded at start-up and served with its data, the old folder kept unchanged beside it", async () => {
    const dataDir = path.join(root, "site");
    await makeWithPreviousPglite(dataDir, { seeded: true });
    const before = fingerprint(dataDir);
    const server = await start(dataDir);
    try {
      expect(server.output()).toContain(
        `upgrading ${dataDir} from PostgreSQL ${PREVIOUS_POSTGRES_MAJOR} to ${POSTGRES_MAJOR}`,
      );
      expect(server.output()).not.toContain("demo data loaded");
      const list = (await (await fetch(`${server.url}/api/property/properties?limit=1&sort=price_asc`)).json()) as {
        data: { _id: string; title: string }[];
      };
      const listing = must(list.data[0], "a listing");
      expect(listing.title.startsWith(KEPT)).toBe(true);
      const page = await fetch(`${server.url}/property/${listing._id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(KEPT);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await server.exited, server.output()).toBe(0);
    expect(readFileSync(path.join(dataDir, "PG_VERSION"), "utf8").trim()).toBe(String(POSTGRES_MAJOR));
    expect(fingerprint(`${dataDir}${BACKUP}`)).toEqual(before);
    expect(readdirSync(root).sort()).toEqual(["site", `site${BACKUP}`]);
  });

  it("of a version it cannot upgrade stops start-up, non-zero, saying what to do, and is left untouched", async () => {
    const dataDir = path.join(root, "older");
    await makeWithPreviousPglite(dataDir, { seeded: false });
    // As a folder of the version before the previous one would read: the engine is never reached.
    writeFileSync(path.join(dataDir, "PG_VERSION"), `${PREVIOUS_POSTGRES_MAJOR - 1}\n`);
    const before = fingerprint(dataDir);
    const server = spawnServer(dataDir, await freePort());
    let output = "";
    server.stdout?.on("data", (d) => (output += d));
    server.stderr?.on("data", (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => server.on("exit", resolve));
    expect(code, output).not.toBe(0);
    expect(output).toContain(`the embedded database ${dataDir} was made by PostgreSQL ${PREVIOUS_POSTGRES_MAJOR - 1}`);
    expect(output).toContain("The folder is untouched. Start it with the release of the site that made it");
    expect(fingerprint(dataDir)).toEqual(before);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(readdirSync(root).filter((name) => name.startsWith("older"))).toEqual(["older"]);
  });

  it("waits for a backup of an earlier upgrade to be moved away before upgrading again", async () => {
    const dataDir = path.join(root, "again");
    await makeWithPreviousPglite(dataDir, { seeded: false });
    mkdirSync(`${dataDir}${BACKUP}`);
    const before = fingerprint(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `${dataDir}${BACKUP} (kept by an earlier upgrade) is in the way: move it elsewhere and start again`,
    );
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it("finishes an upgrade stopped between putting the old folder aside and the new one in its place", async () => {
    const dataDir = path.join(root, "stopped");
    const upgraded = new PGlite(`${dataDir}.upgraded`);
    await upgraded.exec("create table kept (note text); insert into kept values ('upgraded')");
    await upgraded.close();
    mkdirSync(`${dataDir}${BACKUP}`);
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = (await database.db.execute("select note from kept")) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ note: "upgraded" }]);
    } finally {
      await database.close();
    }
  });
});

/** A folder as the site on PGlite 0.5 left it: migrated and, if `seeded`, holding the demo data with marked titles. */
async function makeWithPreviousPglite(dataDir: string, opts: { seeded: boolean }): Promise<void> {
  const engine = new PreviousPGlite(dataDir);
  try {
    if (!opts.seeded) return;
    const db = drizzle(engine as unknown as PGlite, { schema });
    await migrate(db, { migrationsFolder: "db/migrations" });
    await seedDemo(db as unknown as Db);
    await engine.query("update properties set title = $1 || title", [KEPT]);
  } finally {
    await engine.close();
  }
}

/** Every file of a folder and its contents' hash. */
function fingerprint(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(folder, name);
    try {
      files[name] = createHash("sha256").update(readFileSync(file)).digest("hex");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EISDIR") throw error;
    }
  }
  return files;
}

function spawnServer(dataDir: string, port: number): ChildProcess {
  return spawnBuiltServer({ DATA_DIR: dataDir, PORT: String(port) });
}

async function start(dataDir: string) {
  const port = await freePort();
  const child = spawnServer(dataDir, port);
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  // Generous: the upgrade copies every row first, and CI may be busy.
  for (let i = 0; i < 2400 && child.exitCode === null; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url, exited, output: () => log };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${log}`);
}
