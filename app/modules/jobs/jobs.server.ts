import { sql } from "drizzle-orm";
import { type Db as BossDb, fromDrizzle, fromPglite, PgBoss, type Queue } from "pg-boss";
import type { Database, DbOrTx } from "../../../db/client";

/**
 * Background work on one PostgreSQL job queue, pg-boss (decision 052), kept in its own schema
 * (`pgboss`), which it creates and migrates itself. Modules describe their jobs with
 * `define`; the site starts the queue once (the primary, or the only process), which runs the
 * handlers and the schedules, and every other process (page workers, command-line tools) only
 * sends jobs. A job survives restarts: it is a row until a handler finishes it.
 */

export type JobContext = {
  /** Retries so far: 0 on the first run. */
  retryCount: number;
  /** Aborted when the site stops while the job runs. */
  signal: AbortSignal;
};

export type JobDefinition<T extends object = Record<string, never>> = {
  /** Letters, digits, `-`, `_`, `.`, `/`: the queue's name. */
  name: string;
  handler: (data: T, context: JobContext) => Promise<void>;
  /**
   * One at a time: `true` for the whole queue, or a key of the data (per feed, per mail).
   * While a job with that key waits, runs or waits to retry, another one sent is refused.
   */
  oneAtATime?: true | ((data: T) => string);
  /** Retries after a failure (a throw, or a run past `timeoutSeconds`); default 5. */
  retries?: number;
  /** The first retry waits this long, each further one twice as long, up to `retryDelayMaxSeconds` (default an hour). */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** A run taking longer is counted failed (its process may have died) and retried; default 15 minutes. */
  timeoutSeconds?: number;
  /** How often the running site looks for due jobs of this queue; default 2 s. */
  pollSeconds?: number;
  /**
   * Sends the job on this cron schedule (five fields), in Dubai's time unless another zone is
   * named. `missed: "once"` sends one job at start for the times the site was down.
   */
  schedule?: { cron: string; timeZone?: string; data?: T; missed?: "once" | "skip" };
};

/** What a module needs to start a job: nothing of the queue's own API. The queue must have started before a send inside a transaction. */
export type JobSender = {
  /**
   * Sends a job now; answers false when a "one at a time" job with its key is already waiting
   * or running (the request is merged into it). With `tx`, the job exists only if that
   * transaction commits.
   */
  send<T extends object>(name: string, data: T, opts?: { tx?: DbOrTx }): Promise<boolean>;
};

export type Jobs = JobSender & {
  /** Describes a job; before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void;
  start(): Promise<void>;
  /** Lets running handlers finish (up to `graceSeconds`, default 8), then stops. */
  stop(graceSeconds?: number): Promise<void>;
};

export const DUBAI_TIME = "Asia/Dubai";

/**
 * The queue on an open database. `run`: this process runs the handlers and schedules (one per
 * site: the primary, or the only process); otherwise it only sends. On embedded PGlite opened
 * in this process (the tests) pg-boss talks to it directly; otherwise it shares the database's
 * pool (PostgreSQL, or the primary's socket for the embedded database).
 */
export function createJobs(database: Database, opts: { run: boolean }): Jobs {
  const definitions = new Map<string, JobDefinition<object>>();
  const boss = new PgBoss({
    db: bossDatabase(database),
    ...(database.pglite ? { backend: "pglite" as const } : {}),
    supervise: opts.run,
    schedule: opts.run,
    registerInstance: false,
  });
  boss.on("error", (error) => console.error(`jobs: ${error.message}`));
  let started: Promise<void> | undefined;
  let ready = false;

  async function prepareQueue(definition: JobDefinition<object>) {
    const options = queueOptions(definition);
    const existing = await boss.getQueue(definition.name);
    if (!existing) await boss.createQueue(definition.name, options);
    else if (opts.run) {
      const { policy: _policy, ...changeable } = options;
      await boss.updateQueue(definition.name, changeable);
    }
  }

  async function runQueue(definition: JobDefinition<object>) {
    await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds: definition.pollSeconds ?? 2, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        try {
          await definition.handler(job.data, { retryCount: job.retryCount, signal: job.signal });
        } catch (error) {
          // The queue retries it; the operator sees why.
          console.error(`jobs: ${definition.name} failed (retry ${job.retryCount}): ${(error as Error).message}`);
          throw error;
        }
      },
    );
    const { schedule } = definition;
    if (schedule) {
      await boss.schedule(definition.name, schedule.cron, schedule.data ?? {}, {
        tz: schedule.timeZone ?? DUBAI_TIME,
        missed: schedule.missed ?? "skip",
        ...keyOf(definition, schedule.data ?? {}),
      });
    } else {
      await boss.unschedule(definition.name).catch(() => {});
    }
  }

  function start() {
    started ??= (async () => {
      await boss.start();
      for (const definition of definitions.values()) await prepareQueue(definition);
      if (opts.run) for (const definition of definitions.values()) await runQueue(definition);
      ready = true;
    })();
    return started;
  }

  return {
    define(definition) {
      if (started) throw new Error(`jobs: ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    start,
    async stop(graceSeconds = 8) {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: graceSeconds * 1000 });
    },
    async send(name, data, sendOpts = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`jobs: no job named ${name}`);
      // Starting reads the queues on a connection of its own, which inside a transaction on the
      // embedded database's socket would wait for that transaction for ever.
      if (sendOpts.tx && !ready) throw new Error(`jobs: start the queue before sending ${name} in a transaction`);
      await start();
      const id = await boss.send(name, data, {
        ...keyOf(definition, data),
        ...(sendOpts.tx ? { db: fromDrizzle(sendOpts.tx as Parameters<typeof fromDrizzle>[0], sql) } : {}),
      });
      return id !== null;
    },
  };
}

function bossDatabase(database: Database): BossDb {
  if (database.pglite) return fromPglite(database.pglite);
  return fromDrizzle(database.db as unknown as Parameters<typeof fromDrizzle>[0], sql);
}

/** "Exclusive": one job per key waiting, running or waiting to retry (decision 052). */
function queueOptions(definition: JobDefinition<object>): Omit<Queue, "name"> {
  return {
    policy: definition.oneAtATime ? "exclusive" : "standard",
    retryLimit: definition.retries ?? 5,
    retryDelay: definition.retryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: definition.retryDelayMaxSeconds ?? 3600,
    expireInSeconds: definition.timeoutSeconds ?? 15 * 60,
  };
}

function keyOf(definition: JobDefinition<object>, data: object): { singletonKey?: string } {
  const { oneAtATime } = definition;
  if (typeof oneAtATime === "function") return { singletonKey: oneAtATime(data) };
  return {};
}
