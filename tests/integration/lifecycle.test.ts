import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { must } from "../helpers/must";

// The real entry point, as `npm start` runs it, on a PGlite folder of its own.
const dataDir = mkdtempSync(path.join(tmpdir(), "lifecycle-"));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

type Running = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

async function start(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR || "build"}/server/index.js`], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Generous: the first start builds the demo data, and CI may be busy.
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url, output: () => log, exited };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${log}`);
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
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopped cleanly");
  });

  it("a second start reuses the data without seeding again", async () => {
    const server = await start();
    expect(server.output()).not.toContain("demo data loaded");
    expect(await firstPropertyId(server.url)).toBe(firstId);
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  });

  it("SIGTERM lets an in-flight request finish before the database closes", async () => {
    const server = await start();
    const inFlight = fetch(`${server.url}/api/property/propertyfilter?state=Dubai&sort=price_desc&limit=100`);
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data.length).toBe(100);
    expect(await server.exited).toBe(0);
  });

  it("a bad environment stops start-up with the variable's name", async () => {
    await expect(start({ PORT: "not-a-port" })).rejects.toThrow(/PORT/);
  });
});
