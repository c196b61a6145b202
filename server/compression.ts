import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context, Next } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { parseAccept } from "hono/utils/accept";

/** Smaller bodies go as they are: compressing them saves less than a packet. */
const MIN_BYTES = 1024;
const VARIES_BY_ENCODING = /^\s*\*\s*$|(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Brotli quality 3 and gzip level 3: on a 120 KB results page, 0.3 ms for 15 KB and 0.4 ms for
 * 18 KB, where gzip's default level took 0.8 ms for 16 KB (issue 15). The JavaScript and CSS
 * are compressed once, at build time, at the highest levels (vite.config.ts).
 */
const brotliOptions = (body: Uint8Array) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const GZIP_OPTIONS = { level: 3 };
const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

type Encoding = "br" | "gzip";

/**
 * A page or an API answer (up to a few hundred KB) is compressed on the spot: under a
 * millisecond, less than handing it to another thread costs. A larger body (a 5.8 MB sitemap
 * of listings) goes to zlib's thread pool, so the requests behind it do not wait for it.
 */
const ON_THE_SPOT_BYTES = 1024 * 1024;

type Compressed = ReturnType<typeof brotliCompressSync>;

export function encode(encoding: Encoding, body: Uint8Array): Promise<Compressed> | Compressed {
  if (body.length <= ON_THE_SPOT_BYTES) {
    return encoding === "br" ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, GZIP_OPTIONS);
  }
  return encoding === "br" ? brotliLater(body, brotliOptions(body)) : gzipLater(body, GZIP_OPTIONS);
}

/**
 * Compresses what the site answers, in one call on the whole body (issue 15). Pages and API
 * answers are complete in memory before they are sent, so a compression stream (hono's
 * `compress`, web streams over zlib) only added its per-chunk cost to every request.
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
    const body = new Uint8Array(await res.arrayBuffer());
    const sent = body.length < MIN_BYTES ? body : await encode(encoding, body);
    if (sent !== body) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(sent.length));
    const etag = headers.get("ETag");
    if (sent !== body && etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    // Cleared first: hono's setter would otherwise copy the old headers back, the uncompressed
    // length among them, and re-wrap the body as a stream.
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
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

/** Brotli when the client takes it, else gzip; neither when it refuses both (q=0) or says nothing. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map(parseAccept(header ?? "").map((a) => [a.type.toLowerCase(), a.q]));
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return undefined;
}
