import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { appContext } from "../app/context";
// The API's messages may come from any part of the English catalogue (pages load their own parts).
import "../app/i18n/en-admin";
import "../app/i18n/en-pages";
import { languageFromCookie, languageFromPath, localePath } from "../app/i18n/languages";
import { readSession, sessionToken } from "../app/modules/account/session.server";
import { UPLOAD_MAX_REQUEST_BYTES } from "../app/modules/admin/upload";
import { forgetRemembered, onForget } from "../app/modules/property/property.server";
import type { Db } from "../db/client";
import { createApi } from "./api/index";
import { mediaRoutes } from "./media";
import { PageCache } from "./page-cache";
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
  /** Anonymous pages are remembered for a few seconds (server/page-cache.ts); false turns that off. */
  pageCache?: boolean;
};

export const DEFAULT_LIMITS: ApiDeps["limits"] = { enquiryPerMinute: 5, signupPerHour: 10, loginPerMinute: 10 };

/** Builds the whole site: security headers, static files, media, the REST API and the pages. */
export type SiteApp = Hono<{ Variables: SecureHeadersVariables }>;

export async function createApp(opts: AppOptions): Promise<SiteApp> {
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const buildDir = path.resolve(opts.buildDir ?? "build");
  const secureCookies = opts.siteUrl.startsWith("https:");

  app.use(securityHeaders());
  app.use(sameOriginWrites());
  app.use(forgetAfterStaffWrites(opts.db));
  app.use(compress());

  app.get("/healthz", (c) => c.json({ status: true }));
  app.route("/media", mediaRoutes(opts.db));
  app.route("/", seoRoutes(opts.db, opts.siteUrl));
  app.route("/api", createApi({ db: opts.db, limiter: opts.limiter, limits, secureCookies }));

  const build = await loadBuild(buildDir);
  if (build) mountPages(app, build, buildDir, opts, limits, secureCookies);
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

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Pages take writes only as HTML forms send them. Anything else (JSON, plain text, a
 * broken multipart body) gets a 4xx here instead of failing inside an action as a 500.
 * The pre-read costs one extra parse of a form, and page writes are few and rate limited.
 */
function readableFormWrites() {
  return async (c: import("hono").Context, next: () => Promise<void>) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    if (!FORM_TYPES.test(c.req.header("content-type") ?? "")) {
      return c.text("Send the form as application/x-www-form-urlencoded or multipart/form-data.", 415);
    }
    // The upload pages answer an oversized request themselves, by name, without reading it.
    if (Number(c.req.header("content-length") ?? 0) > UPLOAD_MAX_REQUEST_BYTES) return next();
    try {
      await c.req.raw.clone().formData();
    } catch {
      return c.text("The form could not be read.", 400);
    }
    return next();
  };
}

/**
 * Every successful back-office write drops the remembered search answers and pages, in
 * one place, so no editor action can leave the public site showing the old data.
 */
function forgetAfterStaffWrites(db: Db) {
  return async (c: import("hono").Context, next: () => Promise<void>) => {
    await next();
    const write = c.req.method !== "GET" && c.req.method !== "HEAD";
    const staff = /^\/(?:api\/)?admin(?:[/.]|$)/.test(c.req.path);
    if (write && staff && c.res.status < 400) forgetRemembered(db);
  };
}

async function loadBuild(buildDir: string): Promise<ServerBuild | undefined> {
  const entry = path.join(buildDir, "server", "index.js");
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

function mountPages(
  app: SiteApp,
  build: ServerBuild,
  buildDir: string,
  opts: AppOptions,
  limits: ApiDeps["limits"],
  secureCookies: boolean,
) {
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
  app.use("*", readableFormWrites());
  const handle = createRequestHandler(build, opts.mode ?? "production");
  const pages = new PageCache();
  onForget(opts.db, () => pages.clear());
  app.all("*", async (c) => {
    // Before the page cache: a remembered language is a redirect, never a cached page.
    const remembered = rememberedLanguagePage(c);
    if (remembered) {
      c.header("Cache-Control", "private, no-store");
      return c.redirect(remembered, 302);
    }
    const nonce = c.get("secureHeadersNonce") ?? "";
    const render = () => handle(c.req.raw, pageContext(c, nonce, opts, limits, secureCookies));
    const key = opts.pageCache === false ? null : pages.keyOf(c, secureCookies);
    if (key) return pages.serve(key, nonce, render);
    const response = await render();
    // A page seen with a session may greet the user by name: never for a shared cache.
    if (sessionToken(c.req.header("cookie"), secureCookies)) response.headers.set("Cache-Control", "private, no-store");
    return response;
  });
}

/**
 * The address of this page in the language the visitor chose earlier (the `lang` cookie the
 * selector sets), when they ask for an unprefixed (English) page with ar, hi or ru
 * remembered; undefined otherwise. Only page loads: data requests and other methods are
 * answered as asked, and `lang=en` or no cookie (crawlers) keep the English page.
 */
function rememberedLanguagePage(c: import("hono").Context): string | undefined {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return undefined;
  const lang = languageFromCookie(c.req.header("cookie"));
  if (!lang || lang === "en") return undefined;
  const url = new URL(c.req.url);
  if (languageFromPath(url.pathname) !== "en" || url.pathname.endsWith(".data")) return undefined;
  const target = localePath(lang, url.pathname);
  return target === url.pathname ? undefined : `${target}${url.search}`;
}

/** What loaders and actions get from the server for one request. */
function pageContext(
  c: import("hono").Context,
  nonce: string,
  opts: AppOptions,
  limits: ApiDeps["limits"],
  secureCookies: boolean,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    db: opts.db,
    nonce,
    siteUrl: opts.siteUrl,
    allow: (name, account) => {
      const rule = rateRule(name, limits);
      const who = account === undefined ? clientIp(c) : `account:${account.toLowerCase()}`;
      return opts.limiter.hit(`${rule.name}:${who}`, rule.limit, rule.windowSec);
    },
    secureCookies,
    user: once(() => readSession(opts.db, sessionToken(c.req.header("cookie"), secureCookies))),
  });
  return context;
}

/** Runs `fn` the first time it is asked for, then answers the same promise. */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= fn();
    return result;
  };
}
