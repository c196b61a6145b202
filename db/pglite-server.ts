import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * Serves an embedded PGlite database over the PostgreSQL wire protocol on 127.0.0.1, so
 * the processes that render pages reach it with `pg` like any PostgreSQL server and its
 * queries run off their threads. PGlite runs one query at a time; the server queues them
 * and keeps a transaction's queries together.
 */
export async function servePglite(pglite: PGlite): Promise<{ url: string; close(): Promise<void> }> {
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 256 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    close: () => server.stop(),
  };
}
