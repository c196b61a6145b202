import type { Context } from "hono";
import { sessionCookieName } from "../app/modules/account/session.server";
import { currencyFromRequest } from "../app/modules/currency/cookie";
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
  expires: number;
};

/**
 * Rendered pages for anonymous visitors, remembered for a few seconds. What a page shows
 * depends only on its address and the display-currency cookie, so those are the key;
 * anyone with a session cookie is served fresh. The CSP nonce in a stored page is
 * swapped for the current request's, so every response still carries its own.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly pending = new Map<string, Promise<Entry | undefined>>();
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly ttlMs = PAGE_TTL_MS,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** The cache key of a request, or null when its answer must not be shared. */
  keyOf(c: Context, secureCookies: boolean): string | null {
    if (c.req.method !== "GET") return null;
    const cookie = c.req.header("cookie") ?? "";
    if (cookie.includes(`${sessionCookieName(secureCookies)}=`)) return null;
    const url = new URL(c.req.url);
    return `${currencyFromRequest(c.req.raw)} ${url.pathname}${url.search}`;
  }

  /**
   * The page for `key`: stored, or rendered once for every request that asks while it
   * renders (so an expired popular page costs one render, not one per visitor).
   */
  async serve(key: string, nonce: string, render: () => Promise<Response>): Promise<Response> {
    const stored = this.fresh(key);
    if (stored) return respond(stored, nonce);
    const pending = this.pending.get(key);
    if (pending) {
      const shared = await pending;
      return shared ? respond(shared, nonce) : render();
    }
    // Most addresses are asked for once (a new search, a listing a crawler walks): keeping
    // each of those would copy it, hold it for seconds and give the garbage collector old
    // objects to trace, for nothing. A page is kept from the second time its address comes.
    if (!this.seenBefore(key)) return render();
    let share: (entry: Entry | undefined) => void = () => {};
    this.pending.set(key, new Promise((resolve) => (share = resolve)));
    try {
      const response = await render();
      const entry = await toEntry(response, nonce, this.ttlMs);
      if (entry) this.put(key, entry);
      share(entry);
      return entry ? respond(entry, nonce) : response;
    } catch (error) {
      share(undefined);
      throw error;
    } finally {
      this.pending.delete(key);
    }
  }

  /** True when `key` was asked for within the last ttlMs; remembers this request otherwise. */
  private seenBefore(key: string): boolean {
    const now = Date.now();
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return true;
    this.seen.delete(key);
    if (this.seen.size >= MAX_SEEN) this.seen.delete(this.seen.keys().next().value as string);
    this.seen.set(key, now + this.ttlMs);
    return false;
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires > Date.now()) return entry;
    this.drop(key);
    return undefined;
  }

  private put(key: string, entry: Entry): void {
    this.drop(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= MAX_ENTRIES || this.bytes + entry.body.byteLength > this.maxBytes)
    ) {
      this.drop(this.entries.keys().next().value as string);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * Reads a shareable answer (200 or 404 that sets no cookie and does not say no-store, as the
 * password reset page does) into an entry; others are left untouched.
 */
async function toEntry(response: Response, nonce: string, ttlMs: number): Promise<Entry | undefined> {
  const shareable =
    (response.status === 200 || response.status === 404) &&
    !response.headers.has("set-cookie") &&
    !/\bno-store\b/i.test(response.headers.get("cache-control") ?? "");
  if (!shareable) return undefined;
  const body = await bytesOf(response);
  if (!body) return undefined;
  return { status: response.status, headers: [...response.headers], body, nonce, expires: Date.now() + ttlMs };
}

function respond(entry: Entry, nonce: string): Response {
  if (!entry.nonce || entry.nonce === nonce) return new Response(entry.body, init(entry));
  entry.text ??= new TextDecoder().decode(entry.body);
  return new Response(entry.text.replaceAll(`nonce="${entry.nonce}"`, `nonce="${nonce}"`), init(entry));
}

function init(entry: Entry): ResponseInit {
  return { status: entry.status, headers: entry.headers };
}
