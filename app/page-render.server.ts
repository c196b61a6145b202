import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { NonceProvider } from "./nonce";

/**
 * A document page rendered whole, as one string, with React's synchronous `renderToString`
 * (decision 050). No loader defers anything, so nothing waits on data once React Router hands
 * over its context, and the string renderer spends about a sixth less CPU on a listing page
 * than the stream renderer, which encodes every piece of markup into bytes of its own and
 * leaves them for the collector.
 *
 * React Router writes its loader data into the page from a stream (`serverHandoffStream`), a
 * chunk per Suspense step, which a synchronous render cannot wait for. So the stream is read
 * first, `ServerRouter` renders without it, and the page gets the same script React Router's
 * own hand-off writes (its client reads it from `window.__reactRouterContext.streamController`).
 * app/page-render.server.test.ts renders a page both ways through React Router's request
 * handler and fails if the two ever differ.
 */
export async function renderPage(context: EntryContext, url: string, nonce: string): Promise<Buffer<ArrayBuffer>> {
  const data = context.serverHandoffStream ? await new Response(context.serverHandoffStream).text() : undefined;
  // Written without JSX: the module is also loaded by the unit test in Node, outside Vite's JSX transform.
  const router = h(ServerRouter, { context: { ...context, serverHandoffStream: undefined }, url, nonce });
  const page = Buffer.from(`<!DOCTYPE html>${renderToString(h(NonceProvider, { value: nonce }, router))}`);
  if (data === undefined) return page;
  // React keeps `</body></html>` for the very end, and React Router's scripts come just before
  // them. The page is cut as bytes: as a string, React's pieces would first be copied into one.
  const at =
    page.toString("latin1", page.length - DOCUMENT_END.length) === DOCUMENT_END
      ? page.length - DOCUMENT_END.length
      : page.length;
  return Buffer.concat([page.subarray(0, at), Buffer.from(handoffScripts(data, nonce)), page.subarray(at)]);
}

const DOCUMENT_END = "</body></html>";

/** The scripts that pass React Router's loader data to its client, as its `StreamTransfer` writes them. */
function handoffScripts(data: string, nonce: string): string {
  const controller = "window.__reactRouterContext.streamController";
  const script = (code: string) => `<script nonce="${nonce}">${code}</script>`;
  const enqueue = data ? script(`${controller}.enqueue(${escapeScript(JSON.stringify(data))});`) : "";
  return `${enqueue}${script(`${controller}.close();`)}`;
}

const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON made safe inside a script element: no `</script>`, no line separators JavaScript rejects. */
function escapeScript(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] as string);
}
