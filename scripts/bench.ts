/**
 * npm run bench [-- --listings 100000 --duration 10 --connections 32 --only pglite|postgres --no-lighthouse --no-feeds --no-alerts --no-registry]
 * npm run bench -- --existing postgres://…/db   (an already seeded database, as it is)
 * npm run bench -- --data-dir ./bench-data       (an already seeded embedded database folder, as it is)
 * BENCH_NODE_FLAGS="--trace-gc" npm run bench …  (more flags for the server's node, which its
 *                                                workers inherit: flags NODE_OPTIONS refuses)
 * npm run bench -- --existing postgres://…/db --compare build-before [--turns 4]
 *                                                (this build against another, in turns: see compareBuilds)
 *
 * Seeds a scratch database (PGlite on disk under a temp folder, and PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set) with the demo data plus N listings, starts the
 * real server against it in a child process, and load-tests the four speed targets with
 * autocannon, at --connections and at 1 connection: the cheapest API call, and a new search
 * (API and page) or a different listing page on every request, each sent with a browser's
 * Accept-Encoding, so the answers are compressed as visitors get them. Prints req/s, p50, p99 and
 * the server's memory per run, the gzipped JavaScript of two pages, and Lighthouse's mobile
 * scores for the home, a property, the search and the FAQ page. Last, with the site still
 * running, it imports a generated 10,000-listing agency feed with `npm run feeds:import` (first
 * import, the same feed again, every price changed: scripts/feed-bench.ts) against decision 055's
 * limits, 60 s and 15 s. Then saved searches' matching with 100,000 generated searches
 * (scripts/alerts-bench.ts) against decision 056's targets: one listing's searches ≤ 20 ms on
 * PostgreSQL and ≤ 40 ms on PGlite (median), 1,000 listings' in ≤ 5 s. Then a generated
 * million-row land-registry transactions file imported with `npm run data:import-dld`, and the
 * same file again (scripts/registry-bench.ts), against decision 064's 3 minutes.
 */

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { propertySearchSchema } from "../app/modules/property/schema";
import { explainSearch } from "../app/modules/property/search.server";
import { openDatabase } from "../db/client";
import { createScratchDatabase } from "../db/scratch";
import { ALERT_LIMITS, type AlertBench, benchAlertMatching } from "./alerts-bench";
import { benchFeedImport, FEED_LIMITS_S, FEED_LISTINGS, type FeedRun } from "./feed-bench";
import { pageJavaScript } from "./page-weight";
import { benchRegistryImport, REGISTRY_LIMIT_S, REGISTRY_ROWS, type RegistryRun } from "./registry-bench";

/** The feed imports timed on each database, printed after the load tests. */
const feedRuns: (FeedRun & { db: string })[] = [];
/** Saved searches' matching of each database benched, printed with the feed runs. */
const alertRuns: (AlertBench & { db: string; kind: "postgres" | "pglite" })[] = [];
/** The land-registry imports timed on each database, printed last. */
const registryRuns: (RegistryRun & { db: string })[] = [];

type Options = {
  listings: number;
  duration: number;
  connections: number;
  only?: string;
  /** Only the targets whose name holds this text (case-insensitive), e.g. `propertyfilter`. */
  target?: string;
  existing?: string;
  /** An embedded database folder already seeded (scripts/seed.ts with DATA_DIR): measured as it is. */
  dataDir?: string;
  /** Another build's folder, measured in turns against this one over the `existing` database. */
  compare?: string;
  /** How many runs each build gets per target with `compare`. */
  turns: number;
  lighthouse: boolean;
  /** Time the import of a 10,000-listing agency feed while the site runs (scripts/feed-bench.ts). */
  feeds: boolean;
  alerts: boolean;
  /** Time the import of a generated million-row registry file (scripts/registry-bench.ts). */
  registry: boolean;
};

function parseArgs(argv: string[]): Options {
  const opts: Options = {
    listings: 100_000,
    duration: 10,
    connections: 32,
    turns: 4,
    lighthouse: true,
    feeds: true,
    alerts: true,
    registry: true,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === "--no-lighthouse" || flag === "--no-feeds" || flag === "--no-alerts" || flag === "--no-registry") {
      const off = { "--no-feeds": "feeds", "--no-alerts": "alerts", "--no-registry": "registry" } as const;
      opts[off[flag as keyof typeof off] ?? "lighthouse"] = false;
      i--;
    } else if (flag === "--only") opts.only = value;
    else if (flag === "--target") opts.target = value?.toLowerCase();
    else if (flag === "--existing") opts.existing = value;
    else if (flag === "--data-dir") opts.dataDir = value;
    else if (flag === "--compare") opts.compare = value;
    else if (flag === "--listings" || flag === "--duration" || flag === "--connections" || flag === "--turns") {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      opts[flag.slice(2) as "listings" | "duration" | "connections" | "turns"] = n;
    } else throw new Error(`unknown flag ${flag}`);
  }
  // Two servers over one database: the embedded one opens in one process only (decision 026).
  if (opts.compare && !opts.existing) throw new Error("--compare needs --existing postgres://… (both builds serve it)");
  if (opts.compare && opts.turns < 1) throw new Error("--turns needs at least 1");
  return opts;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The build measured: BUILD_DIR, or ./build. */
const BUILD = process.env.BUILD_DIR || "build";

async function startServer(env: NodeJS.ProcessEnv, build = BUILD): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const flags = [
    "--max-semi-space-size=4",
    "--max-old-space-size=256",
    ...(process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  const child = spawn("node", [...flags, `${build}/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGTERM");
  throw new Error("server did not start");
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

type Row = {
  db: string;
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Searches that matched nothing (a 404 page, by design). */
  empty: number;
  /** The server's resident memory after the run: all its processes, the primary, and the largest worker. */
  rssMb: number;
  primaryRssMb: number;
  maxWorkerRssMb: number;
  /**
   * CPU milliseconds each answer cost: the server's primary (which runs embedded PGlite's
   * queries) and its workers, PostgreSQL's processes, and this load generator.
   */
  cpu: CpuSplit;
};

/** Chromium's Accept-Encoding: every visitor's browser sends one like it. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** CPU by process group: seconds used so far, or milliseconds a request. */
type CpuSplit = { primary: number; workers: number; postgres: number; loadGenerator: number };

/** A target is one address, or a new address for every request (nothing remembered can answer it). */
type Target = {
  name: string;
  path: string;
  next?: () => string;
  /** A search that matches nothing is answered with a 404 page: for these targets that is an answer, not a failure. */
  emptyIs404?: boolean;
};

async function load(
  base: string,
  t: Target,
  opts: Options,
): Promise<
  Omit<Row, "db" | "target" | "connections" | "rssMb" | "primaryRssMb" | "maxWorkerRssMb" | "cpu"> & {
    answered: number;
  }
> {
  const next = t.next;
  let empty = 0;
  const result = await autocannon({
    url: base + t.path,
    // As a browser asks: the answers are compressed, and the server pays for that.
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
    connections: opts.connections,
    duration: opts.duration,
    requests: next
      ? [
          {
            setupRequest: (req) => ({ ...req, path: next() }),
            onResponse: (status) => {
              if (t.emptyIs404 && status === 404) empty++;
            },
          },
        ]
      : undefined,
  });
  return {
    rps: Math.round(result.requests.average),
    answered: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx - empty,
    empty,
  };
}

/**
 * The four speed targets. Every one but the cheapest call asks for something new
 * each request (a location, price range, sort and page; a listing), so no cache that
 * answers a repeated address can help.
 */
async function targets(base: string, opts: Options): Promise<Target[]> {
  const list = await allTargets(base);
  return opts.target ? list.filter((t) => t.name.toLowerCase().includes(opts.target as string)) : list;
}

async function allTargets(base: string): Promise<Target[]> {
  const places = await topLocations(base);
  const sorts = ["price_asc", "price_desc", "newest", ""];
  let n = 0;
  /** A different search each call: location, price range (AED), sort and page all vary. */
  const search = () => {
    n++;
    const place = places[n % places.length] ?? "Dubai Marina";
    const min = 200_000 + ((n * 7_919) % 2_000) * 1_000;
    const max = min + 2_000_000 + (n % 7) * 1_000_000;
    const sort = sorts[n % sorts.length];
    const page = 1 + (n % 2);
    return `locationlable=${encodeURIComponent(place)}&minPrice=${min}&maxPrice=${max}&currency=AED${sort ? `&sort=${sort}` : ""}&page=${page}`;
  };
  const list: Target[] = [
    { name: "cheapest call: API latest-exchange-rates (same URL)", path: "/api/exchange/latest-exchange-rates" },
    {
      name: "API propertyfilter, a new search each request",
      path: "/api/property/propertyfilter?state=Dubai",
      next: () => `/api/property/propertyfilter?${search()}`,
    },
    {
      name: "SSR /property-search, a new search each request",
      path: "/property-search?state=Dubai",
      next: () => `/property-search?${search()}`,
      emptyIs404: true,
    },
  ];
  let m = 0;
  /** A different view each call: a centre in Dubai, a zoom from 10 to 16, the box a 1280 × 800 screen shows there. */
  const mapView = () => {
    m++;
    const zoom = 10 + (m % 7);
    const lng = 55.0 + ((m * 7_919) % 1_000) / 2_000;
    const lat = 24.95 + ((m * 104_729) % 1_000) / 2_500;
    const halfWidth = (1280 / 256 / 2 ** zoom) * 180;
    const halfHeight = (800 / 256 / 2 ** zoom) * 180 * Math.cos((lat * Math.PI) / 180);
    const box = [lng - halfWidth, lat - halfHeight, lng + halfWidth, lat + halfHeight].map((n) => n.toFixed(5));
    return `bbox=${box.join(",")}&zoom=${zoom}&currency=AED`;
  };
  list.push({
    name: "API property/map, a different box each request (decision 014)",
    path: `/api/property/map?${mapView()}`,
    next: () => `/api/property/map?${mapView()}`,
  });
  const ids = await listingIds(base, 2_000);
  if (ids[0]) {
    let i = 0;
    list.push({
      name: `SSR /property/:id, a different listing each request (${ids.length} in turn)`,
      path: `/property/${ids[0]}`,
      next: () => `/property/${ids[++i % ids.length]}`,
    });
  }
  return list;
}

/** Names of the top locations (the hero's list), for varied searches. */
async function topLocations(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/location/toplocationsalldata`);
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: { locationlable: string }[] };
  return (body.data ?? []).map((l) => l.locationlable);
}

/** The server's memory target (decision 033): all its processes together, after the bench. */
const SERVER_MEMORY_LIMIT_MB = 1024;

/**
 * Resident memory of the server in MB: all its processes together (the primary, its workers and
 * anything they started, found through the process tree in /proc), the primary (which holds the
 * embedded database) and the largest worker.
 */
function serverRss(pid: number | undefined): Pick<Row, "rssMb" | "primaryRssMb" | "maxWorkerRssMb"> {
  if (!pid) return { rssMb: 0, primaryRssMb: 0, maxWorkerRssMb: 0 };
  const primary = processRssMb(pid);
  const children = descendants(pid).map(processRssMb);
  return {
    rssMb: primary + sum(children),
    primaryRssMb: primary,
    maxWorkerRssMb: Math.max(0, ...children),
  };
}

/** Every process below `pid`, children first then theirs. Linux: /proc. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  for (let queue = [pid], next = queue.pop(); next !== undefined; next = queue.pop()) {
    const children = childrenOf(next);
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  } catch {
    return []; // the process has gone
  }
}

/** Resident memory of one process in MB (0 once it has gone), from /proc/<pid>/status. */
function processRssMb(pid: number): number {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
    return Math.round(Number(kb ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The server's memory once its runs are over, against SERVER_MEMORY_LIMIT_MB; false when over it. */
function reportServerMemory(name: string, pid: number | undefined): boolean {
  const { rssMb, primaryRssMb } = serverRss(pid);
  const workers = pid ? descendants(pid).map(processRssMb) : [];
  const over = rssMb > SERVER_MEMORY_LIMIT_MB;
  console.log(
    `\n[${name}] server memory after the run: ${rssMb} MB in ${workers.length + 1} processes (primary ${primaryRssMb} MB, others ${workers.join(", ") || "none"} MB)${over ? ` — OVER the ${SERVER_MEMORY_LIMIT_MB} MB limit` : `, within ${SERVER_MEMORY_LIMIT_MB} MB`}`,
  );
  return !over;
}

/** CPU seconds used so far by the server's processes, by every PostgreSQL process of this machine, and by this one. */
function cpuSeconds(pid: number | undefined): CpuSplit {
  const own = process.cpuUsage();
  return {
    primary: pid ? processCpu(String(pid)) : 0,
    workers: pid ? sum(descendants(pid).map((child) => processCpu(String(child)))) : 0,
    postgres: sum(pgrep(["-x", "postgres"]).map(processCpu)),
    loadGenerator: (own.user + own.system) / 1e6,
  };
}

/** The ids of the processes `pgrep` finds with these arguments. */
function pgrep(args: string[]): string[] {
  try {
    return execFileSync("pgrep", args, { encoding: "utf8" }).split(/\s+/).filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches: a server without workers
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** User and system CPU seconds of one process (0 once it has gone). Linux: /proc, in clock ticks of 1/100 s. */
function processCpu(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces: the fields counted from after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** What a run cost per answered request, in CPU milliseconds, from readings before and after it. */
function cpuPerRequest(before: CpuSplit, after: CpuSplit, requests: number): CpuSplit {
  const per = (key: keyof CpuSplit) => Math.round(((after[key] - before[key]) * 10_000) / requests) / 10;
  return {
    primary: per("primary"),
    workers: per("workers"),
    postgres: per("postgres"),
    loadGenerator: per("loadGenerator"),
  };
}

/** One run of a target, with what each answer cost in CPU, read before and after it. */
async function measure(url: string, pid: number | undefined, t: Target, opts: Options) {
  const before = cpuSeconds(pid);
  const result = await load(url, t, opts);
  return { ...result, cpu: cpuPerRequest(before, cpuSeconds(pid), result.answered) };
}

/** EXPLAIN ANALYZE of the Dubai price-range search's count and page queries (PGlite allows one process: before the server). */
async function printSearchPlans(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? "./data",
  });
  try {
    const search = propertySearchSchema.parse({
      country: "United Arab Emirates",
      state: "Dubai",
      district: "Dubai",
      minPrice: "1000000",
      maxPrice: "3000000",
      currency: "AED",
    });
    const plans = await explainSearch(database.db, search);
    // The location filter lists every Dubai location id: show how many instead.
    const short = (plan: string) =>
      plan.replace(
        /'\{([0-9a-f-]{36}(?:,[0-9a-f-]{36})*)\}'/g,
        (_m, ids: string) => `'{${ids.split(",").length} location ids}'`,
      );
    plans.count = short(plans.count);
    plans.page = short(plans.page);
    console.log(
      `\n[${name}] plan of a search's page of ids with its total (one statement):\n${plans.page}\n[${name}] plan of a count alone:\n${plans.count}\n`,
    );
  } finally {
    await database.close();
  }
}

/** Ids of the newest listings, through the public API (50 per page). */
async function listingIds(base: string, wanted: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < wanted; page++) {
    const res = await fetch(`${base}/api/property/properties?limit=50&page=${page}`);
    const body = (await res.json()) as { data: { _id: string }[] };
    if (body.data.length === 0) break;
    ids.push(...body.data.map((p) => p._id));
  }
  return ids;
}

async function benchDatabase(db: string, env: NodeJS.ProcessEnv, opts: Options, seed = true): Promise<Row[]> {
  if (seed) {
    console.log(`\n[${db}] seeding demo data + ${opts.listings} listings`);
    const seeded = Date.now();
    await run("npx", ["tsx", "scripts/seed.ts", "--listings", String(opts.listings)], env);
    console.log(`[${db}] seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  }
  await printSearchPlans(db, env);
  const { url, child } = await startServer(env);
  try {
    const rows: Row[] = [];
    for (const t of await targets(url, opts)) {
      await load(url, t, { ...opts, duration: 2 }); // warm-up
      for (const connections of [opts.connections, 1]) {
        const { answered: _, cpu, ...r } = await measure(url, child.pid, t, { ...opts, connections });
        rows.push({ db, target: t.name, connections, ...r, ...serverRss(child.pid), cpu });
        console.log(
          `[${db}] ${t.name}, ${connections} conn: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU ms a request: primary ${cpu.primary}, workers ${cpu.workers}, PostgreSQL ${cpu.postgres}, load generator ${cpu.loadGenerator}`,
        );
      }
    }
    if (!reportServerMemory(db, child.pid)) process.exitCode = 1;
    if (db !== "postgres") {
      console.log("\nJavaScript shipped on first load (gzipped):");
      for (const page of ["/", "/faq"]) {
        const kb = (await pageJavaScript(url, page, BUILD)) / 1024;
        console.log(`  ${page.padEnd(32)} ${kb.toFixed(1)} KB`);
      }
    }
    if (opts.lighthouse) {
      const { runLighthouse, formatTable } = await import("./lighthouse");
      console.log(`\n[${db}] Lighthouse, mobile:\n${formatTable(await runLighthouse(url))}`);
    }
    // Last: the import's writes grow the embedded database's memory, which the figures above do not include.
    if (opts.feeds) feedRuns.push(...(await benchFeedImport(db, env)).map((r) => ({ db, ...r })));
    if (opts.alerts)
      alertRuns.push({ db, kind: env.DATABASE_URL ? "postgres" : "pglite", ...(await benchAlertMatching(db, env)) });
    if (opts.registry) registryRuns.push(...(await benchRegistryImport(db, env)).map((r) => ({ db, ...r })));
    return rows;
  } finally {
    await stopServer(child);
  }
}

/** One run of a build in `compareBuilds`. */
type Turn = { rps: number; p99: number; serverCpu: number; postgresCpu: number; failed: number };

/** A B B A, then again: each build as often first as second, and as near in time to the other. */
function turnOrder(turns: number): number[] {
  return Array.from({ length: turns * 2 }, (_, i) => (i % 4 === 0 || i % 4 === 3 ? 0 : 1));
}

/**
 * This build against another over one PostgreSQL database, in turns. This machine's speed
 * drifts by a quarter within an hour, so two benches taken one after the other compare the
 * host as much as the code. Both servers stay up, and each target's runs alternate between
 * them (A B B A …, `--turns` runs each, `--duration` s at `--connections`, varied requests):
 * the table gives every run's req/s and each build's means, with the server's and
 * PostgreSQL's CPU a request read from /proc.
 */
async function compareBuilds(opts: Options, database: string, baseline: string): Promise<void> {
  const builds = [BUILD, baseline];
  const servers = [];
  for (const build of builds) servers.push(await startServer({ DATABASE_URL: database }, build));
  let failed = 0;
  try {
    // Every varied target: the cheapest call repeats one address.
    const varied = async (url: string) => (await targets(url, opts)).filter((t) => t.next);
    const lists = await Promise.all(servers.map((server) => varied(server.url)));
    console.log(`
${builds[0]} against ${builds[1]}, in turns (${turnOrder(opts.turns)
      .map((i) => "AB"[i])
      .join(" ")})`);
    console.log(
      "| target | build | req/s, each run | mean req/s | mean p99 ms | CPU ms a request: server / PostgreSQL |",
    );
    console.log("|---|---|---|---:|---:|---:|");
    for (let t = 0; t < (lists[0]?.length ?? 0); t++) {
      const runs: Turn[][] = builds.map(() => []);
      const target = (i: number) => lists[i]?.[t] as Target;
      for (const [i, server] of servers.entries()) await load(server.url, target(i), { ...opts, duration: 2 });
      for (const i of turnOrder(opts.turns)) {
        const server = servers[i] as (typeof servers)[number];
        const r = await measure(server.url, server.child.pid, target(i), opts);
        runs[i]?.push({
          rps: r.rps,
          p99: r.p99,
          serverCpu: r.cpu.primary + r.cpu.workers,
          postgresCpu: r.cpu.postgres,
          failed: r.errors + r.non2xx,
        });
      }
      for (const [i, build] of builds.entries()) {
        const mine = runs[i] ?? [];
        const mean = (key: keyof Turn) => sum(mine.map((run) => run[key])) / mine.length;
        failed += sum(mine.map((run) => run.failed));
        const cells = [
          target(i).name,
          build,
          mine.map((run) => run.rps).join(", "),
          Math.round(mean("rps")),
          Math.round(mean("p99")),
          `${mean("serverCpu").toFixed(1)} / ${mean("postgresCpu").toFixed(1)}`,
        ];
        console.log(`| ${cells.join(" | ")} |`);
      }
    }
    for (const [i, server] of servers.entries()) {
      if (!reportServerMemory(builds[i] as string, server.child.pid)) process.exitCode = 1;
    }
  } finally {
    // The load generator walks away from the requests open when a run ends; their queries
    // still run for a moment, and a database closed under them logs each one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.all(servers.map((server) => stopServer(server.child)));
  }
  if (failed > 0) {
    console.error(`${failed} requests failed or were answered with an error`);
    process.exitCode = 1;
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.compare && opts.existing) return compareBuilds(opts, opts.existing, opts.compare);
  const rows: Row[] = [];
  if (opts.existing) rows.push(...(await benchDatabase("existing", { DATABASE_URL: opts.existing }, opts, false)));
  else if (opts.dataDir)
    rows.push(...(await benchDatabase("pglite", { DATA_DIR: opts.dataDir, DATABASE_URL: "" }, opts, false)));
  else if (opts.only !== "postgres") {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
    try {
      rows.push(...(await benchDatabase("pglite", { DATA_DIR: dir, DATABASE_URL: "" }, opts)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pgBase = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgBase && opts.only !== "pglite" && !opts.existing && !opts.dataDir) {
    const scratch = await createScratchDatabase(pgBase, "bench");
    try {
      rows.push(...(await benchDatabase("postgres", { DATABASE_URL: scratch.url }, opts)));
    } finally {
      await scratch.drop();
    }
  }
  console.log(`\n${opts.listings} extra listings, ${opts.duration} s per run\n`);
  console.log(
    "| database | target | connections | req/s | p50 ms | p99 ms | errors | non-2xx | empty searches | server RSS MB | primary MB | largest worker MB | CPU ms a request: primary / workers / PostgreSQL / load generator | at most req/s on this machine's CPU |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const cells = [
      r.db,
      r.target,
      r.connections,
      r.rps,
      r.p50,
      r.p99,
      r.errors,
      r.non2xx,
      r.empty,
      r.rssMb,
      r.primaryRssMb,
      r.maxWorkerRssMb,
      `${r.cpu.primary} / ${r.cpu.workers} / ${r.cpu.postgres} / ${r.cpu.loadGenerator}`,
      ceiling(r.cpu),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
  if (rows.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
  printFeedRuns();
  printAlertRuns();
  printRegistryRuns();
}

/** The land-registry imports against decision 064's limit: a million rows within 3 minutes. */
function printRegistryRuns() {
  if (registryRuns.length === 0) return;
  console.log(
    `\nLand-registry import: ${REGISTRY_ROWS} generated transaction rows with npm run data:import-dld while the site runs\n`,
  );
  console.log("| database | run | seconds | limit | counts |");
  console.log("|---|---|---:|---:|---|");
  for (const r of registryRuns) {
    const limit = r.run === "first import" ? REGISTRY_LIMIT_S : "";
    if (limit && r.seconds > limit) process.exitCode = 1;
    console.log(`| ${r.db} | ${r.run} | ${r.seconds} | ${limit} | ${r.summary} |`);
  }
}

/** Saved searches' matching against decision 056's targets; a miss fails the run. */
function printAlertRuns() {
  if (alertRuns.length === 0) return;
  console.log("\nSaved searches' matching, 100,000 generated searches (scripts/alerts-bench.ts)\n");
  console.log(
    "| database | one listing median ms | p95 ms | target ms | 1,000 listings s | target s | matches a listing | job for 100 listings s | misses |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of alertRuns) {
    const oneLimit = ALERT_LIMITS.oneMs[r.kind];
    const misses = [
      r.medianMs > oneLimit ? "one listing" : "",
      r.thousandS > ALERT_LIMITS.thousandS ? "1,000 listings" : "",
    ].filter(Boolean);
    if (misses.length > 0) process.exitCode = 1;
    console.log(
      `| ${r.db} | ${r.medianMs} | ${r.p95Ms} | ${oneLimit} | ${r.thousandS} | ${ALERT_LIMITS.thousandS} | ${r.matchesPerListing} | ${r.recordedS} | ${misses.length > 0 ? `MISSED: ${misses.join(", ")}` : "none"} |`,
    );
  }
}

/** The feed imports against their limits (decision 055): the first import, and the same feed again. */
function printFeedRuns() {
  if (feedRuns.length === 0) return;
  console.log(`\nAgency feed of ${FEED_LISTINGS} listings imported with npm run feeds:import while the site runs\n`);
  console.log("| database | run | seconds | limit | counts |");
  console.log("|---|---|---:|---:|---|");
  for (const r of feedRuns) {
    const limit =
      r.run === "first import" ? FEED_LIMITS_S.first : r.run === "same feed again" ? FEED_LIMITS_S.unchanged : "";
    if (limit && r.seconds > limit) process.exitCode = 1;
    console.log(`| ${r.db} | ${r.run} | ${r.seconds} | ${limit} | ${r.summary} |`);
  }
}

/**
 * The most requests a second this machine could answer at this cost, whatever the latency: all
 * its cores busy with nothing else, and the primary, one thread (embedded PGlite's queries run
 * there), busy all the time. How far a target is from what the hardware allows.
 */
function ceiling(cpu: CpuSplit): number {
  const ms = sum(Object.values(cpu));
  if (ms <= 0) return 0;
  const allCores = (availableParallelism() * 1000) / ms;
  return Math.round(cpu.primary > 0 ? Math.min(allCores, 1000 / cpu.primary) : allCores);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
