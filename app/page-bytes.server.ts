/**
 * The bytes a response was made with, for a page (`pageResponse`) or an answer made from bytes
 * (server/response-bytes.ts). React Router reads a page's `statusText` and `body` to check that it
 * is a Response, and @hono/node-server's light response then becomes a full one: a copy of the
 * bytes, which from then on can only be read back through a stream (about 1 % of a page's CPU
 * samples; 0.15-0.45 ms for an 85 KB search answer). The compression asks here first.
 */
const bodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** `response`, remembered as made with `body`. */
export function keepBody(response: Response, body: Uint8Array<ArrayBuffer>): Response {
  bodies.set(response, body);
  return response;
}

export function pageResponse(body: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  return keepBody(new Response(body, init), body);
}

/** The bytes `response` was made with, if it was made by keepBody. */
export function keptBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return bodies.get(response);
}
