import { renderToChunks } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { appContext } from "./context";
import { hydrateAfterPaint } from "./hydrate-after-paint.server";
import { NonceProvider } from "./nonce";
import { PageWriter, pageResponse } from "./page-bytes.server";

export const streamTimeout = 5_000;

/** One per process: a render is synchronous, so pages take turns with its buffer. */
const pages = new PageWriter();

/**
 * Renders the whole document at once. No page suspends on anything it waits for (loaders
 * finish first), so streaming bought nothing, and React's stream encodes every small chunk
 * into 4 KB buffers as it goes: about a seventh of a page's CPU (issue 15). `renderToString`'s
 * render writes the same markup, a few KB at a time, as UTF-8 bytes (decision 028).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);
  await settleLoaderData(routerContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The map view lays itself out as it hydrates: there its scripts come first, as before.
  // Bytes, not a string: a string body is checked for lone surrogates and encoded again
  // whenever it is read (the page cache reads every page).
  const body = pages.bytes(
    "<!DOCTYPE html>",
    (push) =>
      renderToChunks(
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>,
        push,
      ),
    isMapView(request.url) ? undefined : hydrateAfterPaint,
  );
  return pageResponse(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * React Router writes the loaders' data into the page from a stream it reads while rendering,
 * suspending on each read; a string render cannot wait for that. The data is complete by
 * now (no loader defers anything), so it is read here and handed to the renderer as already
 * read: one script with all of it, then the one that closes the stream.
 */
async function settleLoaderData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  text += decoder.decode();
  reader.releaseLock();
  const read = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  context.renderMeta ??= {};
  context.renderMeta.streamCache = { 0: read({ done: false, value: text }), 1: read({ done: true, value: "" }) };
}

function isMapView(url: string): boolean {
  return new URL(url).searchParams.get("view") === "map";
}
