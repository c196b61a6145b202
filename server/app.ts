import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { appContext } from "../app/context";
import type { Db } from "../db/client";
import { createApi } from "./api/index";
import { mediaRoutes } from "./media";
import { clientIp } from "./rate-limit";
import { seoRoutes } from "./seo";
import { type ApiDeps, type RateLimiter, rateRule } from "./types";

export type AppOptions = {
  db: Db;
  limiter: RateLimiter;
  limits?: Partial<ApiDeps["limits"]>;
  siteUrl: string;
  /** Folder of `react-router build`; pages are served only when it exists. */
  buildDir?: string;
  mode?: "production" | "development" | "test";
};

export const DEFAULT_LIMITS: ApiDeps["limits"] = { enquiryPerMinute: 5, signupPerHour: 10 };

/** Builds the whole site: security headers, static files, media, the REST API and the pages. */
export type SiteApp = Hono<{ Variables: SecureHeadersVariables }>;

export async function createApp(opts: AppOptions): Promise<SiteApp> {
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const buildDir = path.resolve(opts.buildDir ?? "build");

  app.use(securityHeaders());
  app.use(sameOriginWrites());
  app.use(compress());

  app.get("/healthz", (c) => c.json({ status: true }));
  app.route("/media", mediaRoutes(opts.db));
  app.route("/", seoRoutes(opts.db, opts.siteUrl));
  app.route("/api", createApi({ db: opts.db, limiter: opts.limiter, limits }));

  const build = await loadBuild(buildDir);
  if (build) mountPages(app, build, buildDir, opts, limits);
  return app;
}

function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
      // Inline style attributes come from server-rendered components; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["https://www.openstreetmap.org"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

/**
 * CSRF defence for every state-changing request: browsers send Origin (and
 * Sec-Fetch-Site) on cross-site POSTs, so a write whose origin is not ours is refused.
 */
function sameOriginWrites() {
  return async (c: import("hono").Context, next: () => Promise<void>) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const host = c.req.header("host");
    const crossSite = site === "cross-site" || (origin && origin !== "null" && new URL(origin).host !== host);
    if (crossSite || origin === "null") {
      return c.json({ status: false, message: "Cross-site requests are not allowed." }, 403);
    }
    return next();
  };
}

async function loadBuild(buildDir: string): Promise<ServerBuild | undefined> {
  const entry = path.join(buildDir, "server", "index.js");
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

function mountPages(app: SiteApp, build: ServerBuild, buildDir: string, opts: AppOptions, limits: ApiDeps["limits"]) {
  const clientDir = path.relative(process.cwd(), path.join(buildDir, "client"));
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use(
    "*",
    serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }),
  );
  const handle = createRequestHandler(build, opts.mode ?? "production");
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      db: opts.db,
      nonce: c.get("secureHeadersNonce") ?? "",
      siteUrl: opts.siteUrl,
      allow: (name) => {
        const rule = rateRule(name, limits);
        return opts.limiter.hit(`${rule.name}:${clientIp(c)}`, rule.limit, rule.windowSec);
      },
    });
    return handle(c.req.raw, context);
  });
}
