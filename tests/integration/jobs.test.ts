import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createJobs, type JobDefinition, type Jobs } from "../../app/modules/jobs/jobs.server";
import { type Database, openDatabase } from "../../db/client";
import { createScratchDatabase } from "../../db/scratch";
import { databases } from "../helpers/server";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A database that outlives a close: a PGlite folder on disk, or a scratch PostgreSQL database. */
async function durableDatabase(kind: "pglite" | "postgres") {
  if (kind === "pglite") {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "jobs-")), "data");
    folders.push(path.dirname(dataDir));
    return { open: () => openDatabase({ dataDir }), drop: async () => {} };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, "jobs");
  return { open: () => openDatabase({ databaseUrl: scratch.url, dataDir: "memory://" }), drop: scratch.drop };
}

/** Calls to a job's handler, with what they were given. */
function recorder<T extends object>(fail: (call: number) => boolean = () => false) {
  const calls: T[] = [];
  return {
    calls,
    handler: async (data: T) => {
      calls.push(data);
      if (fail(calls.length)) throw new Error(`run ${calls.length} fails`);
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
}

function queue(database: Database, definitions: JobDefinition<never>[], run = true): Jobs {
  const jobs = createJobs(database, { run });
  for (const definition of definitions) jobs.define(definition as unknown as JobDefinition<object>);
  return jobs;
}

describe.each(databases())("the job queue on %s", (kind) => {
  it("retries a job that failed, and a job sent while the site was stopped runs once it starts again", async () => {
    const store = await durableDatabase(kind);
    const first = await store.open();
    const flaky = recorder<{ n: number }>((call) => call === 1);
    const define = (handler: (data: { n: number }) => Promise<void>) =>
      [{ name: "flaky", handler, retries: 2, retryDelaySeconds: 1, pollSeconds: 0.5 }] as JobDefinition<never>[];
    // A tool sends the job while no process runs the queue.
    const tool = queue(first, define(flaky.handler), false);
    expect(await tool.send("flaky", { n: 7 })).toBe(true);
    await tool.stop();
    await first.close();
    expect(flaky.calls).toEqual([]);

    const second = await store.open();
    const site = queue(second, define(flaky.handler));
    await site.start();
    await until(() => flaky.calls.length === 2, "the job ran again after its failure");
    expect(flaky.calls).toEqual([{ n: 7 }, { n: 7 }]);
    await site.stop();
    await second.close();
    await store.drop();
  });

  it("runs a one-at-a-time job sent twice at once only once, and again once it has finished", async () => {
    const store = await durableDatabase(kind);
    const database = await store.open();
    let running = 0;
    let most = 0;
    const calls: string[] = [];
    const jobs = queue(database, [
      {
        name: "feed-like",
        oneAtATime: (data: { feedId: string }) => data.feedId,
        pollSeconds: 0.5,
        handler: async (data: { feedId: string }) => {
          running++;
          most = Math.max(most, running);
          calls.push(data.feedId);
          await new Promise((r) => setTimeout(r, 300));
          running--;
        },
      },
    ] as JobDefinition<never>[]);
    await jobs.start();
    const sent = await Promise.all([jobs.send("feed-like", { feedId: "a" }), jobs.send("feed-like", { feedId: "a" })]);
    expect(sent.sort()).toEqual([false, true]);
    // Another key is not held back.
    expect(await jobs.send("feed-like", { feedId: "b" })).toBe(true);
    await until(() => calls.length === 2, "both keys ran");
    await until(async () => await jobs.send("feed-like", { feedId: "a" }), "a finished job lets the next one in");
    await until(() => calls.length === 3, "the next run of a");
    expect(calls.sort()).toEqual(["a", "a", "b"]);
    await jobs.stop();
    await database.close();
    await store.drop();
  });

  it("sends a job inside a transaction only when the transaction commits", async () => {
    const store = await durableDatabase(kind);
    const database = await store.open();
    const seen = recorder<{ n: number }>();
    const jobs = queue(database, [
      { name: "in-tx", handler: seen.handler, pollSeconds: 0.5 },
    ] as JobDefinition<never>[]);
    await jobs.start();
    await database.db
      .transaction(async (tx) => {
        await jobs.send("in-tx", { n: 1 }, { tx });
        await tx.execute(sql`select 1`);
        throw new Error("the caller's write failed");
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.send("in-tx", { n: 2 }, { tx });
    });
    await until(() => seen.calls.length >= 1, "the committed job ran");
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen.calls).toEqual([{ n: 2 }]);
    await jobs.stop();
    await database.close();
    await store.drop();
  });
});
