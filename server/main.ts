import { fork } from "node:child_process";
import cluster from "node:cluster";
import { realpathSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { FeedRunData, FeedRunner } from "../app/modules/feeds/jobs.server";
import { onPublicWrite, publicDataChanged } from "../app/modules/memo.server";
import { type Database, isEmpty, openDatabase, refreshStatistics } from "../db/client";
import { advertiseServer } from "../db/folder-lock";
import { servePglite } from "../db/pglite-server";
import { type Env, parseEnv } from "./env";
import { FORGET_MESSAGE, relayForgets, startForgetBus } from "./forget-bus";
import { siteJobs } from "./jobs";

/**
 * The production server, <build>/server/index.js, run with `node`. The primary of several
 * processes (which holds the embedded database) loads only what it needs here, about 40 MB
 * less than the whole site; a process that serves pages loads the site
 * (server/site.ts) when it starts, and the tests build their own app from its exports.
 */
export const loadSite = () => import("./site");

async function main() {
  const env = parseEnv();
  if (process.env[PREPARE_ONLY]) {
    await (await prepareHere(env)).close();
    process.exit(0);
  }
  if (process.env[FEED_RUN_ONLY]) process.exit(await runFeedHere(env, process.env[FEED_RUN_ONLY]));
  // WEB_CONCURRENCY processes render pages, by default one per core. The embedded database
  // always gets a process of its own (the primary), so no page waits behind its queries.
  const workers = env.WEB_CONCURRENCY ?? availableParallelism();
  if (cluster.isPrimary && (workers > 1 || !env.DATABASE_URL)) return primary(env, workers);
  const database = await prepare(env);
  const { serve } = await loadSite();
  return serve(env, database);
}

/**
 * The database, prepared. PGlite's memory only grows, and what the statistics pass grows
 * would stay in the process serving the database (about 30 MB more after the benchmark,
 * decision 024), so an embedded database on disk is prepared by a short-lived child
 * process and then opened as it stands.
 */
async function prepare(env: Env): Promise<Database> {
  if (env.DATABASE_URL || env.DATA_DIR === "memory://") return prepareHere(env);
  await prepareInChild();
  return openDatabase({ dataDir: env.DATA_DIR });
}

/** Opens the database (migrations run there), loads the demo data into an empty one, refreshes PGlite's statistics. */
async function prepareHere(env: Env): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  console.log(`database: ${database.kind}${database.kind === "pglite" ? ` (${env.DATA_DIR})` : ""}`);
  if (env.SEED_DEMO === "true" && (await isEmpty(database.db))) {
    const started = Date.now();
    const { seedDemo } = await import("../db/seed/demo");
    await seedDemo(database.db, { marketData: env.SEED_MARKET_DATA === "true" });
    console.log(`demo data loaded in ${Date.now() - started} ms`);
  }
  if (database.kind === "pglite") await refreshStatistics(database.db);
  return database;
}

const PREPARE_ONLY = "PREPARE_EMBEDDED_DATABASE_ONLY";
const FEED_RUN_ONLY = "FEED_RUN_ONLY";

/**
 * An agency feed's run, in a process of its own (decision 055): its parsing, hashing and photo work
 * take seconds of CPU and tens of MB, which the primary, serving the embedded database to every
 * worker, must not spend. The exit code tells the queue whether to retry: 1 for a failed run,
 * 0 for one that ended (done, refused, or the feed busy).
 */
function feedRunner(databaseUrl: string, whenDone: () => void): FeedRunner {
  return (data) =>
    new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), {
        env: { ...process.env, [FEED_RUN_ONLY]: JSON.stringify(data), DATABASE_URL: databaseUrl },
        execArgv: workerExecArgv(),
      });
      child.on("error", reject);
      child.on("exit", (code) => {
        whenDone();
        if (code === 0) resolve();
        else reject(new Error(`the run of feed ${data.feedId} failed (exit ${code})`));
      });
    });
}

async function runFeedHere(env: Env, job: string): Promise<number> {
  const { feedId, trigger } = JSON.parse(job) as FeedRunData;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // Only sends (the alerts' matching of what the run publishes); the primary runs the jobs.
  const jobs = siteJobs(database, env, { run: false });
  try {
    await jobs.start();
    const { runFeed } = await import("../app/modules/feeds/run.server");
    const outcome = await runFeed(database.db, feedId, trigger, jobs);
    return outcome.status === "failed" ? 1 : 0;
  } finally {
    await jobs.stop();
    await database.close();
  }
}

/**
 * The young generation's semi-space in MB: the primary's, which its command line sets, and
 * the workers' (see WORKER_HEAP_FLAGS). The primary allocates little but holds the embedded
 * database, so every MB of it counts against the whole server's 1 GB (decision 033).
 */
const PRIMARY_SEMI_SPACE_MB = 4;
const WORKER_SEMI_SPACE_MB = 8;
/**
 * The primary's old space, capped: V8 sized for a 24 GB machine let it hold 100 MB of garbage
 * beside the embedded database (decision 051). It keeps about 20 MB alive.
 */
const PRIMARY_OLD_SPACE_MB = 256;
const PRIMARY_HEAP_FLAGS = `--max-semi-space-size=${PRIMARY_SEMI_SPACE_MB} --max-old-space-size=${PRIMARY_OLD_SPACE_MB}`;

function prepareInChild(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), { env: { ...process.env, [PREPARE_ONLY]: "1" } });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the embedded database failed (exit ${code})`)),
    );
  });
}

/**
 * The primary of the workers: prepares the database once (and serves the embedded one to
 * them), starts the workers (which share the port), passes each one's "forget" on to the
 * others, restarts a worker that dies, and on SIGTERM / SIGINT lets every worker finish its
 * requests before the database closes.
 */
async function primary(env: Env, workers: number) {
  warnOfPrimaryHeap();
  const database = await prepare(env);
  const embedded = database.pglite ? await servePglite(database.pglite) : undefined;
  // Command-line tools find it beside the folder's lock and connect there (decision 052).
  if (embedded && env.DATA_DIR !== "memory://") advertiseServer(env.DATA_DIR, embedded.url);
  // The job queue runs here, in one process however many workers serve pages (decision 052);
  // what the permit job takes down, the workers forget at once. The embedded database is
  // reached as the workers reach it, through its server, which keeps each transaction whole.
  const jobDatabase = embedded ? await openDatabase({ databaseUrl: embedded.url, dataDir: env.DATA_DIR }) : database;
  const forgetBus = startForgetBus(jobDatabase.db, { redisUrl: env.REDIS_URL });
  const tellWorkers = onPublicWrite(jobDatabase.db, () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(FORGET_MESSAGE);
  });
  const jobs = siteJobs(jobDatabase, env, {
    run: true,
    feedRunner: feedRunner(embedded?.url ?? env.DATABASE_URL ?? "", () => publicDataChanged(jobDatabase.db)),
  });
  await jobs.start();
  const workerEnv = {
    SEED_DEMO: "false",
    // glibc gives each thread that allocates its own arena and keeps what they free: V8's
    // compiler and collector threads left 30-50 MB more in every worker after the benchmark
    // (decision 024). Two arenas cost no measurable CPU.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    ...(embedded ? { DATABASE_URL: embedded.url } : {}),
  };
  relayForgets();
  cluster.setupPrimary({ execArgv: workerExecArgv() });
  let stopping = false;
  let closing = false;
  let jobsStopped: Promise<void> | undefined;
  cluster.on("exit", async (worker, code) => {
    if (!stopping) {
      console.error(`worker ${worker.id} exited (${code}); starting another`);
      cluster.fork(workerEnv);
      return;
    }
    // A worker whose process has exited stays in cluster.workers until its IPC channel has
    // closed too, which can come after this event: so the last one out is found by asking
    // whether every worker is dead, not whether the list is empty.
    if (closing || !Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) return;
    closing = true;
    await jobsStopped;
    tellWorkers();
    await forgetBus.close();
    if (jobDatabase !== database) await jobDatabase.close();
    await embedded?.close();
    await database.close();
    process.exit(0);
  });
  for (let i = 0; i < workers; i++) cluster.fork(workerEnv);
  console.log(`${workers} workers`);
  // Also for an operator: psql reaches the embedded database there while the site runs.
  if (embedded) console.log(`embedded database served on ${embedded.url}`);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the workers`);
    // While the workers finish their requests: a job still running after 8 s is retried later.
    jobsStopped = jobs.stop();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      console.error("forced exit after 12 s: a worker or the database did not stop");
      process.exit(1);
    }, 12_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * A worker's young generation (decision 024): Node 24's V8 sizes it for the machine, a 64 MB
 * semi-space here, and never gives it back; 8 MB cost no measurable CPU a page against 16 and
 * keeps each worker 20-40 MB lower. Only Node's documented flags size the heap (decision 045:
 * V8's own `--heap-growing-percent` is no longer passed; without it the whole server measured
 * 823 MB after the bench, against 798 MB with it).
 */
const WORKER_HEAP_FLAGS = [`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`];

/**
 * The workers' flags: the primary's own, but for its old-space cap, which suits a process that
 * holds little but the embedded database and would make a rendering process collect far more
 * often (a quarter less throughput, decision 051).
 */
function workerExecArgv(): string[] {
  return [...process.execArgv.filter((flag) => !flag.startsWith("--max-old-space-size")), ...WORKER_HEAP_FLAGS];
}

/** The primary cannot size its own heap once started, so the command that starts it must. */
function warnOfPrimaryHeap() {
  const flags = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`;
  if (flags.includes("--max-semi-space-size") && flags.includes("--max-old-space-size")) return;
  console.warn(
    `start the server as node ${PRIMARY_HEAP_FLAGS} <build>/server/index.js: without them this process holds 100-200 MB more (decisions 024, 051)`,
  );
}

// `node build/server/index.js` starts the site; importing the bundle (the tests) does not.
const entry = process.argv[1];
if (entry && realpathSync(entry) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
