import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Limits } from "../../app/rate-limits";
import type { Services } from "../../app/services.server";
import { type Database, type Db, openDatabase } from "../../db/client";
import { createScratchDatabase } from "../../db/scratch";
import { demoPglite, demoPostgresTemplate } from "./demo-template";
import { migratedPglite } from "./pglite-template";

type Site = typeof import("../../server/site");
let site: Promise<Site> | undefined;

/**
 * The site as it ships: the server bundle `npm run build` made (server/site.ts with the
 * pages, loaded by server/main.ts), so the tests run the same module graph as production.
 */
export function builtSite(): Promise<Site> {
  const entry = path.resolve(process.env.BUILD_DIR || "build", "server", "index.js");
  type Main = typeof import("../../server/main");
  site ??= (import(pathToFileURL(entry).href) as Promise<Main>).then((main) => main.loadSite());
  return site;
}

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function databases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type TestServer = {
  url: string;
  db: Db;
  /** The open database itself, for a job queue of a test's own (app/modules/jobs). */
  database: Database;
  /** The PostgreSQL database it serves; none on PGlite. */
  databaseUrl?: string;
  /** The app's services: a test may change their settings (mail, rates provider) while it runs. */
  services: Services;
  /** Drops the remembered search answers and pages, as a back-office write does. */
  forgetRemembered(): void;
  close(): Promise<void>;
};

/** A real HTTP server on a random port over a fresh, empty, migrated database. */
export async function startTestServer(
  opts: {
    database?: DatabaseKind;
    limits?: Partial<Limits>;
    pageCache?: boolean;
    seed?: (db: Db) => Promise<void>;
    /** Start from the demo data set (db/seed/demo.ts), copied from one seeded once (before `seed`). */
    demo?: boolean;
    /** The public address; an https one makes session cookies Secure and `__Host-` prefixed. */
    siteUrl?: string;
    /** Serve this PostgreSQL database (another test server's) instead of a new one. */
    databaseUrl?: string;
    /** Tell other servers about writes through this Redis, and hear theirs (server/forget-bus.ts). */
    redisUrl?: string;
    /** Count rate limits in this Redis, under keys starting with `keyPrefix`, instead of in memory. */
    limiterRedis?: { url: string; keyPrefix: string };
  } = {},
): Promise<TestServer> {
  const scratch =
    opts.database === "postgres" && !opts.databaseUrl
      ? await createScratchDatabase(
          postgresUrl(),
          "t",
          opts.demo ? await demoPostgresTemplate(postgresUrl()) : undefined,
        )
      : undefined;
  const databaseUrl = opts.databaseUrl ?? scratch?.url;
  const startFrom = databaseUrl ? undefined : await (opts.demo ? demoPglite() : migratedPglite());
  const database = await openDatabase({ databaseUrl, dataDir: "memory://", poolSize: 4, startFrom });
  await opts.seed?.(database.db);
  const { createApp, createServices, forgetRemembered, listen, memoryLimiter, redisLimiter, startForgetBus } =
    await builtSite();
  const bus = opts.redisUrl ? startForgetBus(database.db, { redisUrl: opts.redisUrl }) : undefined;
  const limiter = opts.limiterRedis
    ? redisLimiter(opts.limiterRedis.url, { keyPrefix: opts.limiterRedis.keyPrefix })
    : memoryLimiter();
  const services = createServices({
    db: database.db,
    limiter,
    limits: {
      enquiryPerMinute: 1000,
      signupPerHour: 1000,
      loginPerMinute: 1000,
      resetPerHour: 1000,
      saveSearchPerHour: 1000,
      ...opts.limits,
    },
    siteUrl: opts.siteUrl ?? "http://127.0.0.1",
  });
  // Tests change rows between requests; tests/integration/page-cache.test.ts covers the cache.
  const app = createApp({ services, mode: "test", pageCache: opts.pageCache ?? false });
  const server = listen(app.fetch, { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    database,
    databaseUrl,
    services,
    forgetRemembered: () => forgetRemembered(database.db),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await server.handlersDone();
      await bus?.close();
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
