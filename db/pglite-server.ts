import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * Serves an embedded PGlite database over the PostgreSQL wire protocol, so the processes
 * that render pages reach it with `pg` like any PostgreSQL server and its queries run off
 * their threads. PGlite runs one query at a time; the server queues them and keeps a
 * transaction's queries together, and its connections share named statements.
 *
 * It listens on a Unix socket in a folder only this user can open: the database takes no
 * password, and a port on 127.0.0.1 let every local user in. A message through a Unix socket
 * also skips the TCP stack (decision 026).
 */
export async function servePglite(pglite: PGlite): Promise<{ url: string; socket: string; close(): Promise<void> }> {
  const db = keepingQueriesWhole(pglite);
  // mkdtemp makes the folder 0700. pg finds the socket by its folder and PostgreSQL's name.
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-"));
  const socket = path.join(folder, ".s.PGSQL.5432");
  const server = new PGLiteSocketServer({ db, path: socket, maxConnections: 256 });
  try {
    await server.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@${encodeURIComponent(folder)}/postgres`,
    socket,
    close: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Extended-protocol messages that a query's Sync closes: Parse, Bind, Describe, Execute, Close, Flush. */
const queryMessages = new Set([..."PBDECH"].map((c) => c.charCodeAt(0)));
const sync = new Uint8Array([83, 0, 0, 0, 4]);

/**
 * The socket server queues each wire message on its own and keeps one connection's messages
 * together only inside a transaction, which it asks `isInTransaction()`. A query with
 * parameters is several messages (Parse, Bind, Execute... Sync), and one that arrives in
 * two reads could let another connection's Parse replace its statement before its Bind. So
 * this view of the database also counts as "in a transaction" from a connection's first
 * message of a query until its Sync, and closes a query left half sent when the server
 * rolls back after its connection closed.
 */
function keepingQueriesWhole(pglite: PGlite): PGlite {
  let queryOpen = false;
  const execShared = sharingStatements(pglite);
  const execProtocolRawStream: PGlite["execProtocolRawStream"] = (message, options) => {
    queryOpen = queryMessages.has(message[0] as number);
    return execShared(message, options);
  };
  // The server cleans up after a dropped connection later, maybe once the database is closed.
  const exec: PGlite["exec"] = async (query, options) => {
    if (pglite.closed) return [];
    if (queryOpen) {
      queryOpen = false;
      await pglite.execProtocolRaw(sync);
    }
    return pglite.isInTransaction() ? pglite.exec(query, options) : [];
  };
  const overrides: Partial<PGlite> = {
    execProtocolRawStream,
    exec,
    isInTransaction: () => !pglite.closed && (queryOpen || pglite.isInTransaction()),
  };
  return new Proxy(pglite, {
    get(target, key) {
      if (key in overrides) return overrides[key as keyof PGlite];
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const [PARSE, CLOSE, STATEMENT] = [..."PCS"].map((c) => c.charCodeAt(0));
const parseComplete = new Uint8Array([0x31, 0, 0, 0, 4]);
const closeComplete = new Uint8Array([0x33, 0, 0, 0, 4]);

/**
 * Every connection to the socket server is the one session of PGlite, where a named prepared
 * statement is parsed and planned once for everyone (a search page's statement: 7.0 ms
 * unnamed, 3.9 ms named). Each `pg` connection still sends its own Parse the first time it
 * uses a name; when the session already holds that name with the same text, this answers
 * ParseComplete itself instead of PostgreSQL's "already exists". A Close of a shared name is
 * answered without closing it, since other connections may still use it.
 */
function sharingStatements(pglite: PGlite): PGlite["execProtocolRawStream"] {
  const parsed = new Map<string, string>();
  return async (message, options) => {
    const kind = message[0];
    if (kind === CLOSE && message[5] === STATEMENT && parsed.has(cString(message, 6))) {
      return options.onRawData(closeComplete);
    }
    const name = kind === PARSE ? cString(message, 5) : "";
    if (!name) return pglite.execProtocolRawStream(message, options);
    const text = Buffer.from(message).toString("latin1");
    if (parsed.get(name) === text) return options.onRawData(parseComplete);
    let accepted = false;
    await pglite.execProtocolRawStream(message, {
      ...options,
      onRawData: (data) => {
        accepted ||= data[0] === parseComplete[0];
        options.onRawData(data);
      },
    });
    if (accepted) parsed.set(name, text);
  };
}

/** The zero-terminated string at `offset` of a wire message. */
function cString(message: Uint8Array, offset: number): string {
  const end = message.indexOf(0, offset);
  return Buffer.from(message.subarray(offset, end < 0 ? message.length : end)).toString("utf8");
}
