import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { pageResponse } from "../app/page-bytes.server";
import { chooseEncoding, compression, encode } from "./compression";
import { json } from "./response-bytes";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "zstd"],
    ["gzip, deflate, br", "br"],
    ["zstd;q=0.5, br", "br"],
    ["zstd;q=0, br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["BR, GZIP", "br"],
    ["br;q=0, gzip", "gzip"],
    ["*", "zstd"],
    ["*;q=0.5, br;q=0, zstd;q=0", "gzip"],
    ["gzip ; q=0.5 , br ; q=0.4", "gzip"],
    ["br;q=1.0;level=4, gzip", "br"],
    ["identity", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["zstd;q=0, gzip;q=0, br;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header, true)).toBe(expected);
  });

  it("answers brotli instead of zstd on a Node without zstd", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", false)).toBe("br");
    expect(chooseEncoding("zstd, gzip", false)).toBe("gzip");
  });
});

describe("encode", () => {
  const text = (bytes: number) =>
    Buffer.from("<li>Dubai Marina apartment</li>".repeat(Math.ceil(bytes / 31)).slice(0, bytes));
  const decode = { zstd: zstdDecompressSync, br: brotliDecompressSync, gzip: gunzipSync } as const;

  it.each(["zstd", "br", "gzip"] as const)("compresses a page-sized body on the spot (%s)", (encoding) => {
    const body = text(120_000);
    const out = encode(encoding, body);
    expect(out).toBeInstanceOf(Uint8Array);
    expect(decode[encoding](out as Uint8Array).equals(body)).toBe(true);
  });

  it.each(["zstd", "br", "gzip"] as const)("hands a body over 1 MB to zlib's thread pool (%s)", async (encoding) => {
    const body = text(3_000_000);
    const pending = encode(encoding, body);
    expect(pending).toBeInstanceOf(Promise);
    expect(decode[encoding](await pending).equals(body)).toBe(true);
  });
});

describe("compression()", () => {
  it("compresses what a handler answered, and a page's or a JSON answer's bytes without reading them through a web stream", async () => {
    const webResponse = globalThis.Response;
    const read = vi.spyOn(webResponse.prototype, "arrayBuffer");
    // The server's own Response, as every request of the site gets it (@hono/node-server).
    getRequestListener(() => new Response());
    try {
      const body = Buffer.from("<li>Dubai Marina apartment</li>".repeat(400));
      const app = new Hono().use(compression());
      app.get("/bytes", (c) => c.body(body, 200, { "Content-Type": "text/html" }));
      app.get("/text", (c) => c.text(body.toString()));
      // A page, which React Router checks for being a Response by reading these two.
      app.get("/page", () => {
        const page = pageResponse(body, { headers: { "Content-Type": "text/html" } });
        expect([typeof page.statusText, typeof page.body]).toEqual(["string", "object"]);
        return page;
      });
      const listings = Array.from({ length: 60 }, (_, i) => ({ id: i, title: "Dubai Marina apartment" }));
      app.get("/json", (c) => json(c, { status: true, data: listings }));
      for (const path of ["/bytes", "/text", "/page"]) {
        const res = await app.request(path, { headers: { "Accept-Encoding": "zstd" } });
        expect(res.headers.get("Content-Encoding"), path).toBe("zstd");
        expect(zstdDecompressSync(new Uint8Array(await res.arrayBuffer())).equals(body), path).toBe(true);
      }
      const answer = await app.request("/json", { headers: { "Accept-Encoding": "zstd" } });
      expect(answer.headers.get("Content-Type")).toBe("application/json");
      const sent = zstdDecompressSync(new Uint8Array(await answer.arrayBuffer()));
      expect(JSON.parse(sent.toString())).toEqual({ status: true, data: listings });
      // The test's own four reads of the answers, and the compression's of /bytes and /text.
      expect(read).toHaveBeenCalledTimes(6);
    } finally {
      read.mockRestore();
      Object.defineProperty(globalThis, "Response", { value: webResponse });
    }
  });
});
