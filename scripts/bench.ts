/**
 * npm run bench [-- --listings 100000 --duration 10 --connections 32 --only pglite|postgres]
 * npm run bench -- --existing postgres://…/db   (an already seeded database, as it is)
 *
 * Seeds a scratch database (PGlite on disk under a temp folder, and PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set) with the demo data plus N listings, starts the
 * real server against it in a child process, and load-tests the search API and the SSR
 * pages with autocannon. Prints req/s, p50 and p99 per target, and the gzipped JavaScript
 * each page loads on first visit.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { explainSearch } from "../app/modules/property/property.server";
import { propertySearchSchema } from "../app/modules/property/schema";
import { openDatabase } from "../db/client";
import { createScratchDatabase } from "../db/scratch";
import { pageJavaScript } from "./page-weight";

type Options = { listings: number; duration: number; connections: number; only?: string; existing?: string };

function parseArgs(argv: string[]): Options {
  const opts: Options = { listings: 100_000, duration: 10, connections: 32 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === "--only") opts.only = value;
    else if (flag === "--existing") opts.existing = value;
    else if (flag === "--listings" || flag === "--duration" || flag === "--connections") {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      opts[flag.slice(2) as "listings" | "duration" | "connections"] = n;
    } else throw new Error(`unknown flag ${flag}`);
  }
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

async function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn("npx", ["tsx", "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), SEED_DEMO: "false", ...env },
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

type Row = { db: string; target: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** A target is one address, or a new address for every request (nothing remembered can answer it). */
type Target = { name: string; path: string; next?: () => string };

async function load(base: string, t: Target, opts: Options): Promise<Omit<Row, "db" | "target">> {
  const next = t.next;
  const result = await autocannon({
    url: base + t.path,
    connections: opts.connections,
    duration: opts.duration,
    requests: next ? [{ setupRequest: (req) => ({ ...req, path: next() }) }] : undefined,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function targets(base: string): Promise<Target[]> {
  const dubai = "country=United%20Arab%20Emirates&state=Dubai";
  const list: Target[] = [
    {
      name: "API propertyfilter (Dubai, AED 1M–3M)",
      path: `/api/property/propertyfilter?${dubai}&minPrice=1000000&maxPrice=3000000&currency=AED`,
    },
    {
      name: "API propertyfilter (Marina, EUR, by price)",
      path: "/api/property/propertyfilter?locationlable=Dubai%20Marina&minPrice=200000&currency=EUR&sort=price_asc",
    },
    { name: "API properties page 40", path: "/api/property/properties?page=40" },
    { name: "SSR /", path: "/" },
    {
      name: "SSR /property-search (Dubai)",
      path: `/property-search?${dubai}&district=Dubai&minPrice=1000000&maxPrice=3000000&currency=AED`,
    },
  ];
  let n = 0;
  list.push({
    name: "SSR /property-search cold (new price range each request)",
    path: `/property-search?${dubai}&district=Dubai&minPrice=1000000&maxPrice=3000000&currency=AED`,
    next: () => `/property-search?${dubai}&district=Dubai&minPrice=1000000&maxPrice=${3_000_000 + ++n}&currency=AED`,
  });
  const ids = await listingIds(base, 2_000);
  if (ids[0]) {
    list.push({ name: "SSR /property/:id", path: `/property/${ids[0]}` });
    let i = 0;
    list.push({
      name: `SSR /property/:id cold (${ids.length} listings in turn)`,
      path: `/property/${ids[0]}`,
      next: () => `/property/${ids[++i % ids.length]}`,
    });
  }
  const reachable = [];
  for (const t of list) {
    const res = await fetch(base + t.path);
    await res.arrayBuffer();
    if (res.ok) reachable.push(t);
    else console.log(`  skipped ${t.path}: ${res.status}`);
  }
  return reachable;
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
      `\n[${name}] plan of the search count:\n${plans.count}\n[${name}] plan of the search page:\n${plans.page}\n`,
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
    for (const t of await targets(url)) {
      await load(url, t, { ...opts, duration: 2 }); // warm-up
      const r = await load(url, t, opts);
      rows.push({ db, target: t.name, ...r });
      console.log(`[${db}] ${t.name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
    }
    if (db !== "postgres") {
      console.log("\nJavaScript shipped on first load (gzipped):");
      for (const t of (await targets(url)).filter((x) => x.name.startsWith("SSR") && !x.next)) {
        console.log(
          `  ${t.name.replace("SSR ", "").padEnd(32)} ${((await pageJavaScript(url, t.path, process.env.BUILD_DIR || "build")) / 1024).toFixed(1)} KB`,
        );
      }
    }
    return rows;
  } finally {
    await stopServer(child);
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const rows: Row[] = [];
  if (opts.existing) rows.push(...(await benchDatabase("existing", { DATABASE_URL: opts.existing }, opts, false)));
  else if (opts.only !== "postgres") {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
    try {
      rows.push(...(await benchDatabase("pglite", { DATA_DIR: dir, DATABASE_URL: "" }, opts)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pgBase = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgBase && opts.only !== "pglite" && !opts.existing) {
    const scratch = await createScratchDatabase(pgBase, "bench");
    try {
      rows.push(...(await benchDatabase("postgres", { DATABASE_URL: scratch.url }, opts)));
    } finally {
      await scratch.drop();
    }
  }
  console.log(`\n${opts.listings} extra listings, ${opts.connections} connections, ${opts.duration} s per target\n`);
  console.log("| database | target | req/s | p50 ms | p99 ms | errors | non-2xx |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const r of rows)
    console.log(`| ${r.db} | ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  if (rows.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
