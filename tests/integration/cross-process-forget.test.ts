import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { createScratchDatabase } from "../../db/scratch";
import { signInAs } from "../helpers/auth";
import { freePort } from "../helpers/built-server";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Every process remembers pages for 15 s; a back-office write made through one process
 * must reach the pages of every other one within a second (server/forget-bus.ts).
 * The two-instance case needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL).
 */
const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const PAGE = "/faq";

/** The USD rate a page's data carries (the root loader sends every rate). */
async function usdRate(base: string): Promise<string | undefined> {
  const response = await fetch(base + PAGE, { headers: { connection: "close" } });
  return /\\"USD\\",([\d.]+)/.exec(await response.text())?.[1];
}

async function setUsdRate(base: string, cookie: string, rate: string): Promise<void> {
  const response = await fetch(`${base}/admin/rates`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", connection: "close" },
    body: new URLSearchParams({ currency: "USD", rate }),
  });
  expect(response.status).toBe(200);
  await response.text();
}

/**
 * How long after now the pages first all showed `rate`: the start of the first round of
 * `times` requests over new connections that all answered it. A round's own duration (page
 * renders on a busy machine) does not count; only how late the change arrived.
 */
async function seenEverywhere(base: string, rate: string, times: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    const round = Date.now() - started;
    const rates = await Promise.all(Array.from({ length: times }, () => usdRate(base)));
    if (rates.every((r) => r === rate)) return round;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe.each(postgres && redis ? ["redis"] : [])("two app instances over one PostgreSQL and %s", () => {
  let a: TestServer;
  let b: TestServer;
  let deaf: TestServer;

  beforeAll(async () => {
    a = await startTestServer({ database: "postgres", pageCache: true, redisUrl: redis, demo: true });
    b = await startTestServer({ databaseUrl: a.databaseUrl, pageCache: true, redisUrl: redis });
    // Same database, no bus: shows what the other instance would show without one.
    deaf = await startTestServer({ databaseUrl: a.databaseUrl, pageCache: true });
  });
  afterAll(async () => {
    await deaf?.close();
    await b?.close();
    await a?.close();
  });

  it("a rate changed in the back office of one shows on the other's remembered pages within a second", async () => {
    // Each page asked for twice: the page cache keeps a page from its second request.
    const before = await usdRate(b.url);
    expect(before).toBeDefined();
    expect(await usdRate(b.url)).toBe(before);
    expect(await usdRate(deaf.url)).toBe(before);
    expect(await usdRate(deaf.url)).toBe(before);
    const admin = await signInAs(a.db, "admin");
    await setUsdRate(a.url, admin.cookie, "0.0199");
    expect(await seenEverywhere(b.url, "0.0199", 3)).toBeLessThan(1_000);
    // The instance without the bus still answers from memory: the bus, not expiry, did it.
    expect(await usdRate(deaf.url)).toBe(before);
  });
});

describe.each(databases())("two workers of one server on %s", (kind) => {
  let child: ChildProcess;
  let base: string;
  let log = "";
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  beforeAll(async () => {
    scratch = kind === "postgres" ? await createScratchDatabase(postgres as string) : undefined;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(
      process.execPath,
      ["--max-semi-space-size=4", "--max-old-space-size=256", `${process.env.BUILD_DIR || "build"}/server/index.js`],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: scratch?.url ?? "",
          DATA_DIR: "memory://",
          REDIS_URL: "",
          WEB_CONCURRENCY: "2",
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_SITE_URL: base,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout?.on("data", (d) => (log += d));
    child.stderr?.on("data", (d) => (log += d));
    // Both workers up, not just the first: the port answers as soon as one of them listens.
    for (let i = 0; i < 600 && !(await bothListening()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const bothListening = async () =>
    (log.match(/listening on/g)?.length ?? 0) >= 2 &&
    (await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await scratch?.drop();
  });

  it("a write through one worker clears the remembered pages of the other within a second", async () => {
    expect(log).toContain("2 workers");
    expect(log.match(/listening on/g)?.length, log).toBe(2);
    const before = await usdRate(base);
    expect(before).toBeDefined();
    // Several new connections: both workers render the page and remember it.
    for (let i = 0; i < 6; i++) expect(await usdRate(base)).toBe(before);
    // The embedded database is served by the primary process, at the address it logs.
    const databaseUrl = scratch?.url ?? /embedded database served on (\S+)/.exec(log)?.[1];
    expect(databaseUrl).toBeDefined();
    const database = await openDatabase({ databaseUrl, dataDir: "memory://", poolSize: 1 });
    const admin = await signInAs(database.db, "admin");
    await database.close();
    await setUsdRate(base, admin.cookie, "0.0177");
    expect(await seenEverywhere(base, "0.0177", 6)).toBeLessThan(1_000);
  });

  it("stops every worker cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    // The server's own account of its stop, should it not end cleanly (CI saw one forced exit).
    expect(await exited, log).toBe(0);
    expect(log.match(/stopped cleanly/g)?.length, log).toBe(2);
  });
});
