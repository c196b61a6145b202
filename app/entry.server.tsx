import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { appContext } from "./context";
import { hydrateAfterPaint } from "./hydrate-after-paint.server";
import { NonceProvider } from "./nonce";
import { PageSink, pageResponse } from "./page-bytes.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering, as React Router's own entry does for bots: no
 * loader defers anything, so streaming the shell first would buy nothing, and the finished
 * page's bytes are what hydrateAfterPaint rewrites and the compression takes in one call
 * (decision 032). React's stream renderer waits for React Router's loader data by itself.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timer: NodeJS.Timeout | undefined;
    const sink = new PageSink();
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The page is sent whole: a large section written after the rest and moved in place by
        // a script would only cost bytes and a flash before hydration.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timer);
          pipe(sink);
          sink.page.then((written) => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The map view lays itself out as it hydrates: there its scripts come first, as before.
            // Bytes, not a string: a string body is checked for lone surrogates and encoded again
            // whenever it is read (the page cache reads every page).
            const body = isMapView(request.url) ? written : hydrateAfterPaint(written);
            resolve(pageResponse(body, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          // An error in the shell reaches React Router through onShellError. One in a section
          // leaves that section to the browser, and the page keeps its status, as before.
          if (shellRendered) console.error(error);
        },
      },
    );
    // As React Router's template: the render gives up a second after the loaders' own limit.
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}

function isMapView(url: string): boolean {
  return new URL(url).searchParams.get("view") === "map";
}
