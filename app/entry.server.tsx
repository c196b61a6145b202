import type { EntryContext, RouterContextProvider } from "react-router";
import { appContext } from "./context";
import { hydrateAfterPaint } from "./hydrate-after-paint.server";
import { pageResponse } from "./page-bytes.server";
import { renderPage } from "./page-render.server";

/** How long React Router's data hand-off may wait for a loader's promise (none defers today). */
export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering, as React Router's own entry does for bots: no
 * loader defers anything, so streaming the shell first would buy nothing, and the finished
 * page's bytes are what hydrateAfterPaint rewrites and the compression takes in one call.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);
  const page = await renderPage(routerContext, request.url, nonce);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The map view lays itself out as it hydrates: there its scripts come first, as before.
  const body = isMapView(request.url) ? page : hydrateAfterPaint(page);
  return pageResponse(body, { headers: responseHeaders, status: responseStatusCode });
}

function isMapView(url: string): boolean {
  return new URL(url).searchParams.get("view") === "map";
}
