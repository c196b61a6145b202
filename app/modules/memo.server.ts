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

/** Entries expire after MEMO_TTL_MS; past `capacity` the least recently used is dropped. */
export class BriefMemo<T> {
  private readonly entries = new Map<string, { expires: number; value: T }>();
  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= Date.now()) return undefined;
    // Least recently used goes first: under varied traffic a stream of one-off searches
    // must not push out what every page asks for (rates, top locations, the FAQ).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: Date.now() + MEMO_TTL_MS, value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
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
export function briefMemoPerDatabase<T>(capacity: number): (db: Db) => BriefMemo<T> {
  return perDatabase((db) => {
    const memo = new BriefMemo<T>(capacity);
    onForget(db, () => memo.clear());
    return memo;
  });
}

// Per database, so tests with several databases in one process never mix answers.
const memos = new WeakMap<Db, BriefMemo<Promise<unknown>>>();
const forgetHooks = new WeakMap<Db, Set<() => void>>();

function memoOf(db: Db): BriefMemo<Promise<unknown>> {
  const memo = memos.get(db) ?? new BriefMemo<Promise<unknown>>(1_000);
  memos.set(db, memo);
  return memo;
}

/**
 * An answer that may lag a little, computed at most once per MEMO_TTL_MS: concurrent
 * callers share one computation, so an expired entry under load costs one query, not
 * one per request. Failures are not remembered.
 */
export function rememberBriefly<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const answers = memoOf(db);
  const known = answers.get(key);
  if (known) return known as Promise<T>;
  // A query builder is a thenable that runs its query again each time it is awaited:
  // adopting it into a real promise runs it once for every caller.
  const value = Promise.resolve(compute());
  answers.set(key, value);
  value.catch(() => answers.delete(key));
  return value;
}

/** Drops every remembered answer of this database: back-office writes call it so editors see their change at once. */
export function forgetRemembered(db: Db): void {
  memos.delete(db);
  for (const hook of forgetHooks.get(db) ?? []) hook();
}

/**
 * A write of data the public pages show, in one transaction; once it is committed, every
 * remembered answer and page is forgotten, so the next visitor sees the change.
 */
export async function writePublicData<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(write);
  forgetRemembered(db);
  for (const hook of writeHooks.get(db) ?? []) hook();
  return result;
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
