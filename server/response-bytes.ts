import { pageBodyOf } from "../app/page-bytes.server";

/**
 * The bytes a response carries; undefined when it has no body. A page keeps the bytes it was
 * made with (`pageResponse`), read without building a stream; any other body is read through
 * the Response's own `arrayBuffer()`.
 */
export async function bytesOf(res: Response): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const page = pageBodyOf(res);
  if (page) return page;
  return res.body ? new Uint8Array(await res.arrayBuffer()) : undefined;
}
