import { promisify } from "node:util";
import * as zlib from "node:zlib";
import type { Context, Next } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { parseAccept } from "hono/utils/accept";
import { bytesOf } from "./response-bytes";

/** Smaller bodies go as they are: compressing them saves less than a packet. */
const MIN_BYTES = 1024;
const VARIES_BY_ENCODING = /^\s*\*\s*$|(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * zstd level ZSTD_LEVEL for clients that take it (every Chromium since 123, Firefox since 126),
 * brotli quality 3 for the others that take brotli (Safari), gzip level 3 otherwise: on a 120 KB
 * results page zstd spends a fraction of brotli's time for about the same bytes (decision
 * 025). The JavaScript and CSS are compressed once, at build time, at the highest
 * levels (vite.config.ts).
 */
const ZSTD_LEVEL = 3;
const zstdOptions = (body: Uint8Array) => ({
  params: { [zlib.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL },
  pledgedSrcSize: body.length,
});
const brotliOptions = (body: Uint8Array) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const GZIP_OPTIONS = { level: 3 };

/** zstd came with Node 22.15 and 23.8: on an older Node the server answers brotli instead. */
const HAS_ZSTD = typeof zlib.zstdCompressSync === "function";

export type Encoding = "zstd" | "br" | "gzip";
type NonSharedBuffer = ReturnType<typeof zlib.gzipSync>;

/**
 * A page or an API answer (up to a few hundred KB) is compressed on the spot: under a
 * millisecond, less than handing it to another thread costs. A larger body (a 5.8 MB sitemap
 * of listings) goes to zlib's thread pool, so the requests behind it do not wait for it.
 */
const ON_THE_SPOT_BYTES = 1024 * 1024;

const onTheSpot: Record<Encoding, (body: Uint8Array) => NonSharedBuffer> = {
  zstd: (body) => zlib.zstdCompressSync(body, zstdOptions(body)),
  br: (body) => zlib.brotliCompressSync(body, brotliOptions(body)),
  gzip: (body) => zlib.gzipSync(body, GZIP_OPTIONS),
};
const later: Record<Encoding, (body: Uint8Array) => Promise<NonSharedBuffer>> = {
  zstd: (body) => promisify(zlib.zstdCompress)(body, zstdOptions(body)),
  br: (body) => promisify(zlib.brotliCompress)(body, brotliOptions(body)),
  gzip: (body) => promisify(zlib.gzip)(body, GZIP_OPTIONS),
};

export function encode(encoding: Encoding, body: Uint8Array): Promise<NonSharedBuffer> | NonSharedBuffer {
  return body.length <= ON_THE_SPOT_BYTES ? onTheSpot[encoding](body) : later[encoding](body);
}

/**
 * Compresses what the site answers, in one call on the whole body (decision 021). Pages and API
 * answers are complete in memory before they are sent, so a compression stream (hono's
 * `compress`, web streams over zlib) would only add its per-chunk cost to every request.
 */
export function compression() {
  return async (c: Context, next: Next) => {
    await next();
    const res = c.res;
    if (!compressible(c.req.method, res)) return;
    if (!VARIES_BY_ENCODING.test(res.headers.get("Vary") ?? "")) res.headers.append("Vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    // Copied before the body is read: reading it may rebuild the response from its first headers.
    const headers = new Headers(res.headers);
    const body = await bytesOf(res);
    if (!body) return;
    const sent = body.length < MIN_BYTES ? body : await encode(encoding, body);
    if (sent !== body) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(sent.length));
    const etag = headers.get("ETag");
    if (sent !== body && etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    // Cleared first: hono's setter would otherwise copy the old headers back, the uncompressed
    // length among them, and re-wrap the body as a stream.
    c.res = undefined;
    // No statusText: reading it turns @hono/node-server's light response into a full one, a
    // copy of the body for nothing (the site never sets one).
    c.res = new Response(sent, { status: res.status, headers });
  };
}

/** Decided from the headers alone: reading `body` would turn a body held as bytes into a stream. */
function compressible(method: string, res: Response): boolean {
  if (method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304) return false;
  if (res.headers.has("Content-Encoding") || res.headers.has("Transfer-Encoding")) return false;
  const length = res.headers.get("Content-Length");
  if (length !== null && Number(length) < MIN_BYTES) return false;
  if (NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")) return false;
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "");
}

/**
 * The encoding the client weighs highest, zstd before brotli before gzip when it weighs them
 * alike; none when it refuses all three (q=0) or says nothing.
 */
export function chooseEncoding(header: string | undefined, zstd = HAS_ZSTD): Encoding | undefined {
  const accepted = new Map(parseAccept(header ?? "").map((a) => [a.type.toLowerCase(), a.q]));
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  const offered: Encoding[] = zstd ? ["zstd", "br", "gzip"] : ["br", "gzip"];
  let best: Encoding | undefined;
  for (const encoding of offered) if (weightOf(encoding) > (best ? weightOf(best) : 0)) best = encoding;
  return best;
}
