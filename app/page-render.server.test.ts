import { PassThrough } from "node:stream";
import { createElement as h } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createRequestHandler,
  type EntryContext,
  RouterContextProvider,
  Scripts,
  type ServerBuild,
  ServerRouter,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { renderPage } from "./page-render.server";

const NONCE = "bm9uY2U";

/** Loader data with what the hand-off must carry intact: markup, line separators, dates, nesting. */
const DATA = {
  title: "</script><script>alert(1)</script> شقة & villa",
  separators: "a\u2028b\u2029c",
  listed: new Date("2026-12-07T08:00:00Z"),
  prices: [1_250_000.5, null, -1],
  nested: { agent: { name: "Алексей", languages: ["ar", "en"] } },
};

function Root() {
  const data = useLoaderData<typeof DATA>();
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("title", null, data.title)),
    h("body", null, h("p", null, data.nested.agent.name), h(Scripts, { nonce: NONCE })),
  );
}

/** The same page through React Router's own template entry: the stream renderer and its hand-off. */
function streamEntry(_request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(h(ServerRouter, { context, url: _request.url, nonce: NONCE }), {
      nonce: NONCE,
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => resolve(new Response(Buffer.concat(chunks), { status, headers })));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

async function stringEntry(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Response(await renderPage(context, request.url, NONCE), { status, headers });
}

function build(handleRequest: ServerBuild["entry"]["module"]["default"]): ServerBuild {
  return {
    entry: { module: { default: handleRequest, streamTimeout: 5_000 } },
    routes: { root: { id: "root", path: "", module: { default: Root, loader: () => DATA } } },
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/assets/root.js",
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

async function page(handleRequest: ServerBuild["entry"]["module"]["default"]): Promise<string> {
  const handler = createRequestHandler(build(handleRequest), "production");
  const response = await handler(new Request("http://localhost/"), new RouterContextProvider());
  expect(response.status).toBe(200);
  return response.text();
}

/** React's markers of a resolved Suspense boundary: the stream renderer's, not part of what the page says. */
const withoutBoundaries = (html: string) => html.replaceAll("<!--$-->", "").replaceAll("<!--/$-->", "");

describe("renderPage", () => {
  it("writes the page and React Router's data hand-off exactly as React Router's stream entry does", async () => {
    const [reference, ours] = await Promise.all([page(streamEntry), page(stringEntry)]);
    expect(reference).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(reference).toContain("Алексей");
    expect(ours).toBe(withoutBoundaries(reference));
  });
});
