import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { keepBody, keptBodyOf } from "../app/page-bytes.server";

/**
 * The bytes a response carries; undefined when it has no body. A page or an answer made here
 * keeps the bytes it was made with (`keepBody`), read without building a stream; any other body
 * is read through the Response's own `arrayBuffer()`.
 */
export async function bytesOf(res: Response): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const kept = keptBodyOf(res);
  if (kept) return kept;
  return res.body ? new Uint8Array(await res.arrayBuffer()) : undefined;
}

/** An answer of `bytes`, with the headers set on `c` and these, kept for the compression to read. */
export function bytesAnswer(
  c: Context,
  bytes: Uint8Array<ArrayBuffer>,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Response {
  return keepBody(c.body(bytes, status, headers), bytes);
}

/** The site's JSON answer: `value` as UTF-8 bytes, kept for the compression to read as they are. */
export function json(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const bytes = Buffer.from(JSON.stringify(value)) as Buffer<ArrayBuffer>;
  return bytesAnswer(c, bytes, status, { "Content-Type": "application/json" });
}
