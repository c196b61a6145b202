import type { AddressInfo } from "node:net";
import { type Db, openDatabase } from "../../db/client";
import { createScratchDatabase } from "../../db/scratch";
import { createApp } from "../../server/app";
import { listen } from "../../server/listen";
import { memoryLimiter } from "../../server/rate-limit";
import type { ApiDeps } from "../../server/types";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function databases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type TestServer = { url: string; db: Db; close(): Promise<void> };

/** A real HTTP server on a random port over a fresh, empty, migrated database. */
export async function startTestServer(
  opts: {
    database?: DatabaseKind;
    limits?: Partial<ApiDeps["limits"]>;
    pageCache?: boolean;
    seed?: (db: Db) => Promise<void>;
    /** The public address; an https one makes session cookies Secure and `__Host-` prefixed. */
    siteUrl?: string;
  } = {},
): Promise<TestServer> {
  const scratch = opts.database === "postgres" ? await createScratchDatabase(postgresUrl()) : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: "memory://", poolSize: 4 });
  await opts.seed?.(database.db);
  const limiter = memoryLimiter();
  const app = await createApp({
    db: database.db,
    limiter,
    limits: { enquiryPerMinute: 1000, signupPerHour: 1000, loginPerMinute: 1000, ...opts.limits },
    siteUrl: opts.siteUrl ?? "http://127.0.0.1",
    buildDir: process.env.BUILD_DIR || "build",
    mode: "test",
    // Tests change rows between requests; tests/integration/page-cache.test.ts covers the cache.
    pageCache: opts.pageCache ?? false,
  });
  const server = listen(app.fetch, { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await limiter.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}
