import { pageBodyOf } from "../app/page-bytes.server";

/**
 * The bytes a response carries, read without a web stream where they are still held as given
 * (see `bodyAsGiven`); undefined when it has no body.
 */
export async function bytesOf(res: Response): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const given = bodyAsGiven(res);
  if (given) return given;
  return res.body ? new Uint8Array(await res.arrayBuffer()) : undefined;
}

/**
 * The bytes or text a response was made with, when it is a page (`pageResponse`) or
 * @hono/node-server's own Response still holds them as given: reading them through
 * `arrayBuffer()` builds a web Response and a stream first, about 0.1 ms for a page or a search
 * answer (issue 15). Undefined for any other body (a stream, a file), which is read the usual way.
 */
function bodyAsGiven(res: Response): Uint8Array<ArrayBuffer> | undefined {
  const page = pageBodyOf(res);
  if (page) return page;
  const cache = Object.getOwnPropertySymbols(res).find((key) => key.description === "cache");
  const body = cache && (res as unknown as Record<symbol, unknown[] | undefined>)[cache]?.[1];
  // The site's bodies are its own buffers, never views of shared memory.
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  return typeof body === "string" ? (Buffer.from(body) as Uint8Array<ArrayBuffer>) : undefined;
}
