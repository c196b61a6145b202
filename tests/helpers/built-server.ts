import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** As package.json's scripts start it (decision 024). */
export const HEAP_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=256"];

/**
 * The built server (`npm run build`), started as `npm start` runs it, on embedded PGlite in
 * production, with one process serving pages unless `env` says otherwise: each loads the whole site.
 */
export function spawnBuiltServer(env: Record<string, string | undefined>, flags = HEAP_FLAGS): ChildProcess {
  return spawn(process.execPath, [...flags, `${process.env.BUILD_DIR || "build"}/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      HOST: "127.0.0.1",
      PUBLIC_SITE_URL: "https://estates.example",
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** A built server started by a test: its process, address, what it printed, and its exit. */
export type RunningServer = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/** Starts the built server (spawnBuiltServer) on a free port and waits until /healthz answers. */
export async function startBuiltServer(
  env: Record<string, string | undefined>,
  flags = HEAP_FLAGS,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnBuiltServer({ PORT: String(port), ...env }, flags);
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Generous: the first start builds the demo data, and CI may be busy.
  for (let i = 0; i < 1200; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, url, output: () => log, exited };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${log}`);
}
