import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, HEAP_FLAGS, type RunningServer, spawnBuiltServer, startBuiltServer } from "../helpers/built-server";
import { must } from "../helpers/must";

// The real entry point, as `npm start` runs it, on a PGlite folder of its own.
const dataDir = mkdtempSync(path.join(tmpdir(), "lifecycle-"));

type Running = RunningServer;

/** The public address the started servers are told they have: not the one they listen on. */
const SITE = "https://estates.example";

function spawnServer(port: number, env: Record<string, string | undefined>, flags = HEAP_FLAGS) {
  return spawnBuiltServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_SITE_URL: SITE, ...env }, flags);
}

function start(env: Record<string, string | undefined> = {}, flags = HEAP_FLAGS): Promise<Running> {
  return startBuiltServer({ DATA_DIR: dataDir, PUBLIC_SITE_URL: SITE, ...env }, flags);
}

async function firstPropertyId(url: string): Promise<string> {
  const body = (await (await fetch(`${url}/api/property/properties?limit=1&sort=price_asc`)).json()) as {
    data: { _id: string }[];
  };
  return must(body.data[0], "a listing")._id;
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("start, stop and start again on embedded PGlite", { timeout: 180_000 }, () => {
  let firstId = "";

  it("a fresh start creates the database and loads the demo data", async () => {
    const server = await start();
    expect(server.output()).toContain("demo data loaded");
    firstId = await firstPropertyId(server.url);
    // Start-up refreshed the planner's statistics after loading (no autovacuum in PGlite).
    const embedded = must(server.output().match(/embedded database served on (\S+)/)?.[1], "the embedded address");
    const client = new pg.Client({ connectionString: embedded });
    await client.connect();
    const { rows } = await client.query<{ planned: number; stored: number }>(
      "select reltuples::int as planned, (select count(*)::int from properties) as stored from pg_class where relname = 'properties'",
    );
    await client.end();
    const stats = must(rows[0], "the listings table's statistics");
    expect(stats.planned).toBeGreaterThan(0);
    expect(stats.planned).toBe(stats.stored);
    server.child.kill("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain("stopped cleanly");
  });

  it("a second start reuses the data without seeding again", async () => {
    const server = await start({ WEB_CONCURRENCY: "2" });
    expect(server.output()).not.toContain("demo data loaded");
    expect(await firstPropertyId(server.url)).toBe(firstId);
    await expectLinksOn(SITE, `${server.url}/ar/property/${firstId}`, `/ar/property/${firstId}`);
    expect(server.output()).not.toContain("start the server as");
    // Every worker with an 8 MB semi-space (V8 takes the last flag) and two malloc arenas:
    // each was 30-190 MB larger without (decision 024).
    const workers = await workersOf(must(server.child.pid, "the primary's pid"));
    expect(workers.length).toBeGreaterThan(0);
    for (const worker of workers) {
      expect(worker.args.filter((arg) => arg.startsWith("--max-semi-space-size")).at(-1)).toBe(
        "--max-semi-space-size=8",
      );
      expect(worker.env).toContain("MALLOC_ARENA_MAX=2");
    }
    // A second server on the same folder would corrupt it: it stops, naming the first, which serves on.
    const second = spawnServer(await freePort(), {});
    let secondLog = "";
    second.stderr?.on("data", (d) => (secondLog += d));
    const [code] = (await once(second, "exit")) as [number | null];
    expect(code, secondLog).not.toBe(0);
    expect(secondLog).toContain(`the embedded database ${dataDir} is open in process ${server.child.pid}`);
    expect(await firstPropertyId(server.url)).toBe(firstId);
    server.child.kill("SIGINT");
    expect(await server.exited, server.output()).toBe(0);
  });

  it("in development (npm run dev) pages render with React's development build", async () => {
    // The server bundle carries both of React's string renderers and picks one by NODE_ENV
    // (vite.config.ts, decision 028): the production one over development React fails every page.
    const server = await start({ NODE_ENV: "development" });
    for (const path of ["/faq", `/ar/property/${firstId}`]) {
      const response = await fetch(`${server.url}${path}`);
      const page = await response.text();
      expect(response.status, page.slice(0, 500)).toBe(200);
      expect(page.startsWith("<!DOCTYPE html><html")).toBe(true);
      expect(page).toContain("</html>");
    }
    expect(server.output()).not.toContain("TypeError");
    server.child.kill("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
  });

  it("SIGTERM lets an in-flight request finish, and waits for the handlers of visitors who gave up, before the database closes", async () => {
    const server = await start();
    const inFlight = fetch(`${server.url}/api/property/propertyfilter?state=Dubai&sort=price_desc&limit=100`);
    const giveUp = new AbortController();
    const abandoned = Array.from({ length: 20 }, (_, i) =>
      fetch(`${server.url}/api/property/propertyfilter?state=Dubai&sort=price_desc&limit=100&page=${i + 2}`, {
        signal: giveUp.signal,
      }).catch((error: Error) => error.name),
    );
    await new Promise((r) => setTimeout(r, 10));
    giveUp.abort();
    expect(await Promise.all(abandoned)).toContain("AbortError");
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data.length).toBe(100);
    expect(await server.exited, server.output()).toBe(0);
    // Closing the database under them logged "Cannot use a pool after calling end on the pool".
    expect(server.output()).not.toContain("error");
  });

  it("started without the heap flag and under a sub-path, the server says how to start it, serves, and keeps the sub-path in every absolute link", async () => {
    const site = "http://127.0.0.1:9/estates";
    const server = await start({ PUBLIC_SITE_URL: site }, []);
    expect(server.output()).toContain("start the server as node --max-semi-space-size=4 --max-old-space-size=256");
    expect(await firstPropertyId(server.url)).toBe(firstId);
    await expectLinksOn(site, `${server.url}/about`, "/about");
    server.child.kill("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
  });

  it("a bad environment stops start-up with the variable's name", async () => {
    await expect(start({ PORT: "not-a-port" })).rejects.toThrow(/PORT/);
  });

  it("in production, no PUBLIC_SITE_URL stops start-up, non-zero, naming the variable", async () => {
    const { code, output } = await exitOf({ PUBLIC_SITE_URL: undefined });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PUBLIC_SITE_URL: is required in production/);
  });

  it.each(["localhost:3000", "ftp://estates.example", "/site"])(
    "in production, PUBLIC_SITE_URL=%s (not an absolute http(s) address) stops start-up",
    async (value) => {
      const { code, output } = await exitOf({ PUBLIC_SITE_URL: value });
      expect(code).not.toBe(0);
      expect(output).toMatch(/PUBLIC_SITE_URL: must be an absolute http:\/\/ or https:\/\/ address/);
    },
  );
});

/** The command line and environment of each worker of a primary, once they have all started. */
async function workersOf(primary: number): Promise<{ args: string[]; env: string }[]> {
  for (let i = 0; i < 100; i++) {
    const pids = readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    const workers = pids
      .map((pid) => ({
        args: readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0"),
        env: readFileSync(`/proc/${pid}/environ`, "utf8"),
      }))
      .filter((p) => p.args.some((arg) => arg.endsWith("server/index.js")));
    if (workers.length >= 2) return workers;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

/** Starts the server and waits for it to give up: its exit code and everything it printed. */
async function exitOf(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(await freePort(), env);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output };
}

/** The page's canonical, og:url and hreflang links, and its Need Help text, are on `site`. */
async function expectLinksOn(site: string, pageUrl: string, path: string) {
  const html = await (await fetch(pageUrl)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const english = path.replace(/^\/ar/, "");
  expect(head).toContain(`<link rel="canonical" href="${site}${path}"/>`);
  expect(head).toContain(`<meta property="og:url" content="${site}${path}"/>`);
  expect(head).toContain(`<link rel="alternate" hrefLang="ar" href="${site}/ar${english}"/>`);
  expect(head).toContain(`<link rel="alternate" hrefLang="x-default" href="${site}${english}"/>`);
  expect(html).not.toContain("localhost");
  const whatsapp = html.match(/href="(https:\/\/wa\.me\/[^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
  expect(decodeURIComponent(new URL(must(whatsapp, "the Need Help link")).searchParams.get("text") ?? "")).toContain(
    `${site}${path}`,
  );
}
