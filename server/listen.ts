import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

/**
 * Longer than the idle timeout of the usual load balancers and proxies (AWS ALB, Google
 * Cloud, nginx: 60 s), so they, not we, close an idle keep-alive connection: a server
 * closing it first races the balancer reusing it, and the loser sees a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Node requires the header timeout to outlast the keep-alive one, or idle connections end early. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

type Fetch = Parameters<typeof serve>[0]["fetch"];

/** The HTTP server, and when the handlers it started have all returned. */
export type SiteServer = Server & { handlersDone(): Promise<void> };

/**
 * Starts the site's HTTP server: the one place production (server/main.ts) and the
 * integration tests (tests/helpers/server.ts) get their connection handling from.
 */
export function listen(
  fetch: Fetch,
  opts: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): SiteServer {
  const handlers = countHandlers(fetch);
  // No createServer option: @hono/node-server makes a plain node:http server.
  const server = serve({ fetch: handlers.fetch, port: opts.port, hostname: opts.hostname }, onListening) as SiteServer;
  server.handlersDone = handlers.done;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  // First, so its "finish" listener runs before @hono/node-server's own drain.
  server.prependListener("request", discardUnreadBodyAfterAnswer);
  return server;
}

/**
 * Once the answer is sent, the rest of a request body nobody read is read and thrown away,
 * so the keep-alive connection carries the next request.
 *
 * Without this a connection dies 500 ms after such an answer, under whatever request it
 * carries by then. Touching `Request.body` (hono's bodyLimit does on every /api request,
 * React Router on every page write) ties the body to a web stream (`Readable.toWeb`),
 * whose "data" listener pauses the request whenever its queue is full and waits for a
 * read that, after a 413 or 415, never comes. @hono/node-server's drain of unread bodies
 * resumes the request, but that listener pauses it again after one chunk; the drain
 * stalls, and its 500 ms guard then ends the socket. This is Node's own `_dump()` for
 * unread bodies, which Node skips once something has started reading.
 */
function discardUnreadBodyAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once("finish", () => {
    if (req.readableEnded || req.destroyed) return;
    req.removeAllListeners("data");
    req.resume();
  });
}

/**
 * Counts the handlers still running. A visitor who gives up closes the socket, and
 * `server.close()` stops waiting for it, but its handler goes on querying the database: a
 * stopping server closes the database only once they are all done.
 */
function countHandlers(fetch: Fetch): { fetch: Fetch; done(): Promise<void> } {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    fetch: async (request, env) => {
      running++;
      try {
        return await fetch(request, env);
      } finally {
        if (--running === 0) for (const resolve of waiting.splice(0)) resolve();
      }
    },
    done: () => (running === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}
