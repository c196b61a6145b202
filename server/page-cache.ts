import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { sessionCookieName } from "../app/modules/account/session.server";
import { areaUnitFromCookie } from "../app/modules/area/area";
import { currencyFromRequest } from "../app/modules/currency/cookie";
import { BRIEF_CLOCK } from "../app/modules/memo.server";
import { COMPARE_COOKIE, hasListCookie, RECENT_COOKIE, showsRecentlyViewed } from "../app/modules/shortlist/lists";
import { bytesOf } from "./response-bytes";

/** Same freshness contract as the search memo (docs/decisions/004 and 005). */
export const PAGE_TTL_MS = 15_000;
const MAX_ENTRIES = 400;
/** Addresses asked for once recently: a page is kept only when its address comes back. */
const MAX_SEEN = 10_000;
/** Pages are 50-150 KB: a cap on their total size keeps each process's memory bounded. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * A page is kept as the bytes it was sent as: most rendered pages are never asked for
 * again, so they are not decoded to text. `text` is decoded the first time a later
 * request needs the nonce swapped.
 */
type Entry = {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  text?: string;
  nonce: string;
};

/**
 * One render the cache asked for, as the request that asked sees it: the answer it must send
 * itself when the page cannot be kept (a cookie, a 500), or the error its render threw.
 */
type Rendering = {
  render: () => Promise<Response>;
  nonce: string;
  unkept?: Response;
  failed?: { error: unknown };
};

/**
 * Rendered pages for anonymous visitors, remembered for a few seconds. What a page shows
 * depends only on its address and the display-currency and area-unit cookies (decision 061),
 * so those are the key; anyone with a session cookie is served fresh, and so is a page showing
 * the visitor's recently viewed or compared listings to a visitor who has some. The CSP nonce in a stored page is
 * swapped for the current request's, so every response still carries its own.
 */
export class PageCache {
  private readonly pages: LRUCache<string, Entry, Rendering>;
  /** Addresses asked for within the last ttlMs (their pages are not kept). */
  private readonly seen: LRUCache<string, true>;

  constructor(ttlMs = PAGE_TTL_MS, maxBytes = MAX_BYTES) {
    this.pages = new LRUCache<string, Entry, Rendering>({
      max: MAX_ENTRIES,
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.body.byteLength || 1,
      ttl: ttlMs,
      ...BRIEF_CLOCK,
      // clear() while a page renders (a write) hands the page to the requests waiting for it
      // but does not keep it: it may show the data from before the write.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => keepable(context),
    });
    this.seen = new LRUCache<string, true>({ max: MAX_SEEN, ttl: ttlMs, ...BRIEF_CLOCK });
  }

  /** The cache key of a request, or null when its answer must not be shared. */
  keyOf(c: Context, secureCookies: boolean): string | null {
    if (c.req.method !== "GET") return null;
    const cookie = c.req.header("cookie") ?? "";
    if (cookie.includes(`${sessionCookieName(secureCookies)}=`)) return null;
    const url = new URL(c.req.url);
    // A visitor's own lists (decision 060) are drawn on the home page, listing pages and /compare:
    // such a page is theirs alone, and one drawn for a visitor without a list is never theirs.
    if (hasListCookie(cookie, RECENT_COOKIE) && showsRecentlyViewed(url.pathname)) return null;
    if (hasListCookie(cookie, COMPARE_COOKIE) && /^(\/(ar|hi|ru))?\/compare(\.data)?$/.test(url.pathname)) return null;
    return `${currencyFromRequest(c.req.raw)} ${areaUnitFromCookie(c.req.raw)} ${url.pathname}${url.search}`;
  }

  /**
   * The page for `key`: stored, or rendered once for every request that asks while it
   * renders (so an expired popular page costs one render, not one per visitor).
   */
  async serve(key: string, nonce: string, render: () => Promise<Response>): Promise<Response> {
    const stored = this.pages.get(key);
    if (stored) return respond(stored, nonce);
    // Most addresses are asked for once (a new search, a listing a crawler walks): keeping
    // each of those would copy it, hold it for seconds and give the garbage collector old
    // objects to trace, for nothing. A page is kept from the second time its address comes.
    if (!this.seenBefore(key)) return render();
    const rendering: Rendering = { render, nonce };
    // Rejects only when a clear() came while a page that cannot be kept rendered: as unkept.
    const entry = await this.pages.fetch(key, { context: rendering }).catch(() => undefined);
    if (rendering.failed) throw rendering.failed.error;
    if (entry) return respond(entry, nonce);
    // The request that rendered sends its own answer; one that waited for an answer that
    // could not be shared renders its own.
    return rendering.unkept ?? render();
  }

  /** True when `key` was asked for within the last ttlMs; remembers this request otherwise. */
  private seenBefore(key: string): boolean {
    if (this.seen.has(key)) return true;
    this.seen.set(key, true);
    return false;
  }

  clear(): void {
    this.pages.clear();
  }
}

/** Renders the page of a Rendering, as an entry when it may be kept. */
async function keepable(rendering: Rendering): Promise<Entry | undefined> {
  try {
    const response = await rendering.render();
    const entry = await toEntry(response, rendering.nonce);
    if (!entry) rendering.unkept = response;
    return entry;
  } catch (error) {
    rendering.failed = { error };
    return undefined;
  }
}

/**
 * Reads a shareable answer (200 or 404 that sets no cookie and does not say no-store, as the
 * password reset page does) into an entry; others are left untouched.
 */
async function toEntry(response: Response, nonce: string): Promise<Entry | undefined> {
  const shareable =
    (response.status === 200 || response.status === 404) &&
    !response.headers.has("set-cookie") &&
    !/\bno-store\b/i.test(response.headers.get("cache-control") ?? "");
  if (!shareable) return undefined;
  const body = await bytesOf(response);
  if (!body) return undefined;
  return { status: response.status, headers: [...response.headers], body, nonce };
}

function respond(entry: Entry, nonce: string): Response {
  if (!entry.nonce || entry.nonce === nonce) return new Response(entry.body, init(entry));
  entry.text ??= new TextDecoder().decode(entry.body);
  return new Response(entry.text.replaceAll(`nonce="${entry.nonce}"`, `nonce="${nonce}"`), init(entry));
}

function init(entry: Entry): ResponseInit {
  return { status: entry.status, headers: entry.headers };
}
