import { lookup } from "node:dns/promises";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { BlockList, isIP } from "node:net";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { FeedRefusalCode, PHOTO_ONLY_CODES } from "./codes";
import { FeedRefused } from "./feed-listing";

/**
 * How much one download may take; a feed and a photo each have their own defaults.
 * `publicOnly` refuses a host that resolves to a loopback, private, link-local or reserved
 * address (the server's own network), at every redirect.
 */
export type DownloadLimits = { maxBytes: number; timeoutMs: number; maxRedirects: number; publicOnly: boolean };

/**
 * Feeds and photos are never fetched from the server's own network (an address staff type
 * must not reach the database or a metadata service), but where FEEDS_ALLOW_PRIVATE_NETWORK=true:
 * the tests' local CRM, or a CRM on the operator's own network.
 */
const PUBLIC_ONLY = process.env.FEEDS_ALLOW_PRIVATE_NETWORK !== "true";

export const FEED_LIMITS: DownloadLimits = {
  maxBytes: 200 * 1024 * 1024,
  timeoutMs: 120_000,
  maxRedirects: 3,
  publicOnly: PUBLIC_ONLY,
};
export const PHOTO_LIMITS: DownloadLimits = {
  maxBytes: 15 * 1024 * 1024,
  timeoutMs: 20_000,
  maxRedirects: 3,
  publicOnly: PUBLIC_ONLY,
};

export type DownloadErrorCode = FeedRefusalCode | (typeof PHOTO_ONLY_CODES)[number];

/**
 * Why a download failed, as a short code: tooLarge, timeout, tooManyRedirects, httpStatus
 * (detail: the status), unreachable, unsupportedSource, badUrl, notImage.
 */
export class DownloadError extends Error {
  constructor(
    readonly code: DownloadErrorCode,
    readonly detail = "",
  ) {
    super(`download failed: ${code}${detail ? ` (${detail})` : ""}`);
  }
}

/**
 * `localFiles: false` takes only http(s) addresses: a feed set up in the back office must not
 * read the server's own files; the command line may.
 */
export type FeedOptions = DownloadLimits & { localFiles: boolean };

type Fail = (code: DownloadErrorCode, detail?: string) => Error;

const USER_AGENT = "dubai-property-marketplace feed reader";

/**
 * The bytes of a feed from a local file (a path or file: URL) or an http(s) address, as a
 * stream the parser reads as it comes. Compressed bodies (Content-Encoding gzip, deflate, br)
 * arrive decompressed, and the size cap counts the decompressed bytes, so a small compressed
 * body cannot expand past it. Every failure, also one met while streaming, is a FeedRefused.
 */
export async function openFeed(source: string, options: Partial<FeedOptions> = {}): Promise<Readable> {
  const { localFiles = true, ...given } = options;
  const limits = { ...FEED_LIMITS, ...given };
  const fail: Fail = (code, detail) => new FeedRefused(code, detail);
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(source)?.[1]?.toLowerCase();
  if ((scheme === undefined || scheme === "file") && localFiles) return openFile(source, limits, fail);
  if (scheme !== "http" && scheme !== "https") throw fail("unsupportedSource", scheme ?? "file");
  if (!URL.canParse(source)) throw fail("unreachable", "not a valid address");
  const download = startDownload(limits);
  try {
    const response = await request(new URL(source), limits, download.signal);
    return Readable.from(bounded(response, limits, download, fail));
  } catch (error) {
    download.finish();
    throw error instanceof DownloadError ? fail(error.code, error.detail) : error;
  }
}

async function openFile(source: string, limits: DownloadLimits, fail: Fail): Promise<Readable> {
  const path = source.toLowerCase().startsWith("file:") ? fileURLToPath(source) : source;
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw fail("unreachable", error.code ?? error.message);
  });
  if (!info.isFile()) throw fail("unreachable", "not a file");
  if (info.size > limits.maxBytes) throw fail("tooLarge", String(limits.maxBytes));
  const download = startDownload(limits);
  return Readable.from(bounded(createReadStream(path), limits, download, fail));
}

const IMAGE_TYPES = new Set([
  "image/jpeg",
  "image/jpg",
  "image/pjpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
]);

/**
 * The bytes of one photo of a feed. The answer must say it is an image and its first bytes must
 * be one (JPEG, PNG, WebP, GIF or AVIF): a page or a script served as a photo is refused before
 * the media pipeline sees it. Throws DownloadError.
 */
export async function fetchPhoto(url: string, options: Partial<DownloadLimits> = {}): Promise<Buffer> {
  const limits = { ...PHOTO_LIMITS, ...options };
  const address = URL.canParse(url) ? new URL(url) : undefined;
  if (!address) throw new DownloadError("badUrl", url.slice(0, 200));
  const download = startDownload(limits);
  const fail: Fail = (code, detail) => new DownloadError(code, detail);
  try {
    const response = await request(address, limits, download.signal);
    const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!IMAGE_TYPES.has(type)) {
      await response.body?.cancel();
      throw new DownloadError("notImage", type);
    }
    const chunks: Uint8Array[] = [];
    for await (const chunk of bounded(response, limits, download, fail)) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    if (!sniffImageType(bytes)) throw new DownloadError("notImage", type);
    return bytes;
  } finally {
    download.finish();
  }
}

/** The image format its first bytes show, or undefined when they show none we take. */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | "gif" | "avif" | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    const boxSize = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), bytes.length, 64);
    const brands = ascii(8, boxSize);
    if (/avi[fs]/.test(brands)) return "avif";
  }
  return undefined;
}

type Download = { signal: AbortSignal; finish: () => void };

/** One clock for the whole download, headers and body together. */
function startDownload(limits: DownloadLimits): Download {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DownloadError("timeout", `${limits.timeoutMs} ms`)),
    limits.timeoutMs,
  );
  return {
    signal: controller.signal,
    finish: () => {
      clearTimeout(timer);
      if (!controller.signal.aborted) controller.abort();
    },
  };
}

/** GET with redirects followed by hand, so they are counted and each one's scheme checked. */
async function request(url: URL, limits: DownloadLimits, signal: AbortSignal): Promise<Response> {
  let address = url;
  for (let redirects = 0; ; redirects++) {
    if (address.protocol !== "http:" && address.protocol !== "https:")
      throw new DownloadError("unsupportedSource", address.protocol);
    if (limits.publicOnly) await refuseOwnNetwork(address.hostname);
    const response = await fetch(address, {
      redirect: "manual",
      signal,
      headers: { "user-agent": USER_AGENT, "accept-encoding": "gzip, deflate, br" },
    }).catch((error: unknown) => {
      throw asDownloadError(error, signal);
    });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects === limits.maxRedirects) throw new DownloadError("tooManyRedirects", String(limits.maxRedirects));
      if (!URL.canParse(location, address)) throw new DownloadError("unreachable", "redirect to an invalid address");
      address = new URL(location, address);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new DownloadError("httpStatus", String(response.status));
    }
    if (Number(response.headers.get("content-length") ?? 0) > limits.maxBytes) {
      await response.body?.cancel();
      throw new DownloadError("tooLarge", String(limits.maxBytes));
    }
    return response;
  }
}

/** The body, cut off with "tooLarge" past the cap and "timeout" past the clock. */
async function* bounded(
  source: Response | AsyncIterable<Uint8Array>,
  limits: DownloadLimits,
  download: Download,
  fail: Fail,
): AsyncGenerator<Uint8Array> {
  const chunks: AsyncIterable<Uint8Array> =
    source instanceof Response ? (source.body ?? new ReadableStream<Uint8Array>()) : source;
  let total = 0;
  try {
    for await (const chunk of chunks) {
      if (download.signal.aborted) throw asDownloadError(download.signal.reason, download.signal);
      total += chunk.byteLength;
      if (total > limits.maxBytes) throw new DownloadError("tooLarge", String(limits.maxBytes));
      yield chunk;
    }
  } catch (error) {
    const known = asDownloadError(error, download.signal);
    throw fail(known.code, known.detail);
  } finally {
    download.finish();
  }
}

function asDownloadError(error: unknown, signal: AbortSignal): DownloadError {
  if (error instanceof DownloadError) return error;
  if (signal.reason instanceof DownloadError) return signal.reason;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  return new DownloadError("unreachable", cause || (error instanceof Error ? error.message : String(error)));
}

const OWN_NETWORK = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  OWN_NETWORK.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  OWN_NETWORK.addSubnet(network, prefix, "ipv6");

/**
 * Refuses a host on the server's own network. The name is resolved here and again by fetch, so
 * a name that changes its answer between the two is not caught: this stops the plain cases.
 */
async function refuseOwnNetwork(hostname: string): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch((error: NodeJS.ErrnoException) => {
        throw new DownloadError("unreachable", error.code ?? error.message);
      });
  for (const { address, family } of addresses) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const own = mapped ? OWN_NETWORK.check(mapped, "ipv4") : OWN_NETWORK.check(address, family === 6 ? "ipv6" : "ipv4");
    if (own) throw new DownloadError("privateAddress", address);
  }
}
