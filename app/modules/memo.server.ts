import { LRUCache } from "lru-cache";
import type { Db, Tx } from "../../db/client";

/**
 * Brief memory: answers the public pages need on every request (search pages and totals,
 * rates, settings, top locations), remembered for a few seconds per database and process,
 * and forgotten at once after any write of public data (see writePublicData).
 */

/**
 * How long a search's resolved filters, page of ids and total, a loaded listing and the
 * location counts may lag behind the data. Listings change a few times a day; the same
 * searches repeat many times a second, and on two cores (or single-threaded PGlite)
 * every repeated query is time another visitor waits for.
 */
export const MEMO_TTL_MS = 15_000;

/**
 * What every brief memory shares (this memo, the page cache): the time is Date.now, read at each
 * look-up. lru-cache's own clock (performance.now, kept for 1 ms) arms a timer every millisecond
 * under load, and tests move the clock with a fake Date.
 */
export const BRIEF_CLOCK = { ttlResolution: 0, perf: { now: () => Date.now() } } as const;

/**
 * Entries expire MEMO_TTL_MS after they are set; past `capacity` the least recently used is
 * dropped: under varied traffic a stream of one-off searches must not push out what every page
 * asks for (rates, top locations, the FAQ).
 */
export class BriefMemo<T extends NonNullable<unknown>> extends LRUCache<string, T> {
  constructor(capacity: number) {
    super({ max: capacity, ttl: MEMO_TTL_MS, ...BRIEF_CLOCK });
  }

  /**
   * The values of `keys`, in their order: remembered ones from here, the others from one call
   * of `read`, which answers the entries it found. A key it does not answer drops out and is
   * not remembered, so asking for unknown keys cannot fill the memory.
   */
  async getEach(keys: string[], read: (missing: string[]) => Promise<[string, T][]>): Promise<T[]> {
    const found = new Map<string, T>();
    for (const key of keys) {
      const known = this.get(key);
      if (known !== undefined) found.set(key, known);
    }
    const missing = keys.filter((key) => !found.has(key));
    if (missing.length > 0) {
      for (const [key, value] of await read(missing)) {
        this.set(key, value);
        found.set(key, value);
      }
    }
    return keys.flatMap((key) => (found.has(key) ? [found.get(key) as T] : []));
  }
}

/**
 * One value for each database, made on first use (a prepared statement, a memory): tests
 * run several databases in one process, and a value must never cross from one to another.
 */
export function perDatabase<T extends object>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (!value) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * A BriefMemo for each database, emptied whenever that database's remembered answers are
 * forgotten (forgetRemembered): for values remembered one by one, such as loaded listings.
 */
export function briefMemoPerDatabase<T extends NonNullable<unknown>>(capacity: number): (db: Db) => BriefMemo<T> {
  return perDatabase((db) => {
    const memo = new BriefMemo<T>(capacity);
    onForget(db, () => memo.clear());
    return memo;
  });
}

const forgetHooks = new WeakMap<Db, Set<() => void>>();

/**
 * The answers of rememberBriefly, per database (tests run several in one process). lru-cache's
 * fetch computes a missing answer once for every caller that asks while it runs. A forget
 * while an answer is computed lets its callers have it but does not keep it
 * (`ignoreFetchAbort`): it may predate the write.
 */
const answersOf = perDatabase((db) => {
  const answers = new LRUCache<string, NonNullable<unknown>, () => unknown>({
    max: 1_000,
    ttl: MEMO_TTL_MS,
    ...BRIEF_CLOCK,
    ignoreFetchAbort: true,
    // A query builder is a thenable that runs its query again each time it is awaited:
    // adopting it into a real promise runs it once.
    fetchMethod: (_key, _stale, { context: compute }) => Promise.resolve(compute()) as Promise<NonNullable<unknown>>,
  });
  onForget(db, () => answers.clear());
  return answers;
});

/**
 * An answer that may lag a little, computed at most once per MEMO_TTL_MS: concurrent
 * callers share one computation, so an expired entry under load costs one query, not
 * one per request. Failures and undefined answers are not remembered (null is).
 */
export function rememberBriefly<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  return answersOf(db).fetch(key, { context: compute }) as Promise<T>;
}

/** Drops every remembered answer of this database: back-office writes call it so editors see their change at once. */
export function forgetRemembered(db: Db): void {
  for (const hook of forgetHooks.get(db) ?? []) hook();
}

/**
 * A write of data the public pages show, in one transaction; once it is committed, every
 * remembered answer and page is forgotten, so the next visitor sees the change.
 */
export async function writePublicData<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(write);
  publicDataChanged(db);
  return result;
}

/**
 * Public data changed, here or in a process of ours that tells no one itself (a feed's run in
 * a child process): remembered answers go, here and wherever onPublicWrite hooks tell.
 */
export function publicDataChanged(db: Db): void {
  forgetRemembered(db);
  for (const hook of writeHooks.get(db) ?? []) hook();
}

const writeHooks = new WeakMap<Db, Set<() => void>>();

/**
 * Runs `hook` after each committed writePublicData in this process (not after a forget
 * another process asked for): server/forget-bus.ts tells the other processes with it.
 */
export function onPublicWrite(db: Db, hook: () => void): () => void {
  const hooks = writeHooks.get(db) ?? new Set();
  hooks.add(hook);
  writeHooks.set(db, hooks);
  return () => hooks.delete(hook);
}

/** Runs `hook` whenever forgetRemembered(db) is called: caches built on these answers (rendered pages) go too. */
export function onForget(db: Db, hook: () => void): void {
  const hooks = forgetHooks.get(db) ?? new Set();
  hooks.add(hook);
  forgetHooks.set(db, hooks);
}
