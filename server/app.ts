import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";
import pLimit from "p-limit";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { appContext } from "../app/context";
// The API's messages may come from any part of the English catalogue (pages load their own parts).
import "../app/i18n/en-admin";
import "../app/i18n/en-pages";
import { languageFromCookie, languageFromPath, localePath } from "../app/i18n/languages";
import { readSession, sessionToken } from "../app/modules/account/session.server";
import { tileOrigin } from "../app/modules/map/tiles";
import { STREAMED_UPLOAD_PATHS } from "../app/modules/media/streamed-upload.server";
import { UPLOAD_MAX_REQUEST_BYTES } from "../app/modules/media/upload";
import { onForget } from "../app/modules/memo.server";
import {
  hasListCookie,
  listFromCookie,
  listingIdOfPath,
  listSetCookie,
  RECENT_COOKIE,
  RECENT_MAX,
  showsRecentlyViewed,
  withFirst,
} from "../app/modules/shortlist/lists";
import { hitRule } from "../app/rate-limits";
import type { Services } from "../app/services.server";
import { createApi } from "./api/index";
import { areaUnitRoutes } from "./area-unit";
import { compression } from "./compression";
import { mediaRoutes } from "./media";
import { PageCache } from "./page-cache";
import { permitQrRoutes } from "./permit-qr";
import { clientIp } from "./rate-limit";
import { json } from "./response-bytes";
import { seoRoutes } from "./seo";

export type AppOptions = {
  services: Services;
  mode?: "production" | "development" | "test";
  /** Anonymous pages are remembered for a few seconds (server/page-cache.ts); false turns that off. */
  pageCache?: boolean;
};

/** Builds the whole site: security headers, static files, media, the REST API and the pages. */
export type SiteApp = Hono<{ Variables: SecureHeadersVariables }>;

export function createApp(opts: AppOptions): SiteApp {
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const { services } = opts;

  app.use(securityHeaders(services.mapTileUrl));
  app.use(sameOriginWrites());
  app.use(compression());

  app.get("/healthz", (c) => json(c, { status: true }));
  app.route("/media", mediaRoutes(services.db));
  app.route("/permit-qr", permitQrRoutes(services.permitVerifyUrl));
  app.route("/unit", areaUnitRoutes());
  app.route("/", seoRoutes(services.db, services.siteUrl));
  app.route("/api", createApi(services));
  mountPages(app, build, opts);
  return app;
}

/**
 * Security headers. A page gets a script nonce; an API answer is JSON, which no browser runs
 * or styles, so it gets the policy for data (nothing may load) and no nonce: making one costs
 * a random draw and a rebuilt header on every call.
 */
function securityHeaders(mapTileUrl: string) {
  // The map view's tiles (decision 015): exactly the configured tile host, nothing wider.
  const tiles = tileOrigin(mapTileUrl);
  const common: Parameters<typeof secureHeaders>[0] = {
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A page may set one of these itself: the password reset page sends no Referer to other sites.
    overwrite: false,
  };
  const pages = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
      // Inline style attributes come from server-rendered components; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["https://www.openstreetmap.org"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  const api = secureHeaders({
    ...common,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
  return (c: import("hono").Context, next: () => Promise<void>) =>
    c.req.path.startsWith("/api/") ? api(c, next) : pages(c, next);
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
      return json(c, { status: false, message: "Cross-site requests are not allowed." }, 403);
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
    // These stream their file to disk as it arrives; reading the body here first would hold it all.
    if (STREAMED_UPLOAD_PATHS.has(c.req.path)) return next();
    try {
      await c.req.raw.clone().formData();
    } catch {
      return c.text("The form could not be read.", 400);
    }
    return next();
  };
}

/**
 * Page reads (GET, HEAD) are rendered at most this many at a time in a process, the others
 * waiting in the order they came (decision 023). Each render is mostly CPU with one short wait
 * on the database, so two keep a core busy; with all 16 of a worker's connections rendering at
 * once, their slices interleaved and the slowest hundredth waited 2.5-3 times the median. Forms
 * (POST) are not held: some wait on other things (a password hash, a rate provider).
 */
const READS_RENDERED_AT_ONCE = 2;

function mountPages(app: SiteApp, pages: ServerBuild, opts: AppOptions) {
  const { services } = opts;
  // This file is built into <build>/server/index.js; the browser's files are beside it.
  const clientDir = path.relative(process.cwd(), fileURLToPath(new URL("../client", import.meta.url)));
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      // The build wrote .br and .gz beside each script, stylesheet and SVG (vite.config.ts).
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  // The other public files (favicon, flags) by their top-level names: a page's address never
  // costs a look at the disk (serveStatic stats synchronously, on the thread that renders pages).
  const publicFiles = serveStatic({
    root: clientDir,
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
  });
  const topLevel = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
  app.use("*", (c, next) => (topLevel.has(c.req.path.split("/")[1] ?? "") ? publicFiles(c, next) : next()));
  app.use("*", readableFormWrites());
  const handle = createRequestHandler(pages, opts.mode ?? "production");
  const inTurn = pLimit(READS_RENDERED_AT_ONCE);
  const remembered = new PageCache();
  onForget(services.db, () => remembered.clear());
  app.all("*", async (c) => {
    // Before the page cache: a remembered language is a redirect, never a cached page.
    const language = rememberedLanguagePage(c);
    if (language) {
      c.header("Cache-Control", "private, no-store");
      return c.redirect(language, 302);
    }
    const nonce = c.get("secureHeadersNonce") ?? "";
    const run = () => handle(c.req.raw, pageContext(c, nonce, services));
    const render = c.req.method === "GET" || c.req.method === "HEAD" ? () => inTurn(run) : run;
    const key = opts.pageCache === false ? null : remembered.keyOf(c, services.secureCookies);
    const response = key ? await remembered.serve(key, nonce, render) : await render();
    const cookie = c.req.header("cookie");
    // A page seen with a session may greet the user by name: never for a shared cache; nor one
    // drawn with the visitor's recently viewed listings.
    if (
      !key &&
      (sessionToken(cookie, services.secureCookies) ||
        (hasListCookie(cookie, RECENT_COOKIE) && showsRecentlyViewed(new URL(c.req.url).pathname)))
    )
      response.headers.set("Cache-Control", "private, no-store");
    return rememberViewed(c, response, services.secureCookies);
  });
}

/**
 * A listing's page served adds the listing to the browser's recently viewed list (decision 060).
 * Done here, after the page cache, so the cached page holds no cookie and every visitor's own
 * list is written, whether the page was rendered or remembered.
 */
function rememberViewed(c: import("hono").Context, response: Response, secure: boolean): Response {
  if (c.req.method !== "GET" || response.status !== 200) return response;
  const id = listingIdOfPath(new URL(c.req.url).pathname);
  if (!id) return response;
  const cookie = c.req.header("cookie");
  const before = listFromCookie(cookie, RECENT_COOKIE, RECENT_MAX);
  if (before[0] === id) return response;
  // The headers of the page's own answer (rendered or remembered, made for this request) change in
  // place: a new Response would turn its body into a stream and lose its length.
  const { headers } = response;
  headers.append("Set-Cookie", listSetCookie(RECENT_COOKIE, withFirst(before, id, RECENT_MAX), secure));
  // A shared cache must not keep one visitor's cookie for the next (the browser may, for Back).
  if (!/\bno-store\b/.test(headers.get("Cache-Control") ?? "")) headers.set("Cache-Control", "private, no-cache");
  return response;
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
function pageContext(c: import("hono").Context, nonce: string, services: Services): RouterContextProvider {
  const context = new RouterContextProvider();
  const ip = clientIp(c);
  context.set(appContext, {
    services,
    db: services.db,
    ip,
    nonce,
    siteUrl: services.siteUrl,
    allow: (name, account) => {
      const who = account === undefined ? ip : `account:${account.toLowerCase()}`;
      return hitRule(services.limiter, services.limits, name, who);
    },
    secureCookies: services.secureCookies,
    user: once(() => readSession(services.db, sessionToken(c.req.header("cookie"), services.secureCookies))),
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
