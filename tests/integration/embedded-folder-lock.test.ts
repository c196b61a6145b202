import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { lockFolder } from "../../db/folder-lock";

// Two processes writing one PGlite folder corrupt its write-ahead log, and PGlite notices
// nothing (issue 15: two benchmarks at once). Every open of a folder on disk takes it first.
const root = mkdtempSync(path.join(tmpdir(), "folder-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const folder = (name: string) => path.join(root, name);

describe("an embedded database folder is open in one process at a time", () => {
  it("refuses a second open of a folder while the first is open, naming the process, and opens again once closed", async () => {
    const dataDir = folder("twice");
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(`open in process ${process.pid}`);
    // The refused open changed nothing: the first still answers, and holds the lock.
    const answer = (await first.db.execute("select 1 as one")) as unknown as { rows: unknown[] };
    expect(answer.rows).toEqual([{ one: 1 }]);
    expect(readFileSync(`${dataDir}.lock`, "utf8").trim()).toBe(String(process.pid));
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it("refuses a folder another running process holds", async () => {
    const dataDir = folder("held");
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(`${dataDir}.lock`, `${other.pid}\n`);
      expect(() => lockFolder(dataDir)).toThrow(`open in process ${other.pid}`);
      expect(readFileSync(`${dataDir}.lock`, "utf8").trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has ended, and one with its own pid from before a restart", () => {
    const dataDir = folder("stale");
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    for (const stale of [ended, process.pid]) {
      writeFileSync(`${dataDir}.lock`, `${stale}\n`);
      const release = lockFolder(dataDir);
      expect(readFileSync(`${dataDir}.lock`, "utf8").trim()).toBe(String(process.pid));
      release();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    }
  });
});
