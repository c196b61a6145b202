import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The bytes as sent (fetch would decode them), for the Accept-Encoding given. */
function raw(url: string, acceptEncoding?: string, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

function decoded(res: Raw): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "zstd") return zstdDecompressSync(res.body).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.body).toString("utf8");
  return res.body.toString("utf8");
}

/** Chromium's and Firefox's header; Safari's, which has no zstd. */
const BROWSER = "gzip, deflate, br, zstd";
const SAFARI = "gzip, deflate, br";

describe.each(databases())("compressed answers on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
  });
  afterAll(() => server?.close());

  const pages = () => [`/property/${fx.properties.marinaVilla.id}`, "/property-search", "/api/property/propertyfilter"];

  it("sends pages and API answers in zstd to a browser that takes it, brotli to one without zstd, gzip to a client without brotli, plain to one that asks for none", async () => {
    for (const p of pages()) {
      const plain = await raw(server.url + p);
      const zstd = await raw(server.url + p, BROWSER);
      const br = await raw(server.url + p, SAFARI);
      const gzip = await raw(server.url + p, "gzip, deflate");
      const refused = await raw(server.url + p, "zstd;q=0, br;q=0, gzip;q=0");
      expect(plain.headers["content-encoding"], p).toBeUndefined();
      expect(zstd.headers["content-encoding"], p).toBe("zstd");
      expect(br.headers["content-encoding"], p).toBe("br");
      expect(gzip.headers["content-encoding"], p).toBe("gzip");
      expect(refused.headers["content-encoding"], p).toBeUndefined();
      for (const res of [plain, zstd, br, gzip, refused]) {
        expect(res.status, p).toBe(200);
        expect(res.headers.vary, p).toMatch(/accept-encoding/i);
        expect(Number(res.headers["content-length"]), p).toBe(res.body.length);
      }
      // The same document under every encoding (the CSP nonce differs per response).
      const text = (res: Raw) => decoded(res).replace(/nonce="[^"]*"|'nonce-[^']*'/g, "N");
      expect(text(zstd), p).toBe(text(plain));
      expect(text(br), p).toBe(text(plain));
      expect(text(gzip), p).toBe(text(plain));
      expect(zstd.body.length, p).toBeLessThan(plain.body.length / 3);
      expect(br.body.length, p).toBeLessThan(plain.body.length / 3);
    }
  });

  it("leaves small answers and HEAD requests alone", async () => {
    const health = await raw(`${server.url}/healthz`, BROWSER);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(health.body.toString("utf8"))).toEqual({ status: true });
    const head = await raw(`${server.url}/property-search`, BROWSER, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("serves the build's scripts and stylesheets compressed at build time, byte for byte the files", async () => {
    const assets = path.resolve(process.env.BUILD_DIR || "build", "client", "assets");
    const names = readdirSync(assets).filter((n) => /^entry\.client-.*\.js$|\.css$/.test(n));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      const file = readFileSync(path.join(assets, name));
      const br = await raw(`${server.url}/assets/${name}`, BROWSER);
      const gzip = await raw(`${server.url}/assets/${name}`, "gzip");
      expect(br.headers["content-encoding"], name).toBe("br");
      expect(br.body.equals(readFileSync(path.join(assets, `${name}.br`))), name).toBe(true);
      expect(brotliDecompressSync(br.body).equals(file), name).toBe(true);
      expect(gzip.headers["content-encoding"], name).toBe("gzip");
      expect(gunzipSync(gzip.body).equals(file), name).toBe(true);
      expect(br.headers["cache-control"], name).toContain("immutable");
    }
  });
});
