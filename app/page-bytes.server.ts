import { Writable } from "node:stream";

/**
 * Where React's stream renderer writes a page: its bytes are kept as they come and joined once
 * when React ends the stream (decision 032). React encodes the page into 4 KB pieces of its own,
 * never reused, so they are kept as they are and copied once, into the page's own buffer.
 */
export class PageSink extends Writable {
  private readonly pieces: Buffer[] = [];
  private length = 0;
  /** The whole page, once React has written all of it. */
  readonly page: Promise<Buffer<ArrayBuffer>>;
  private settle: { resolve: (page: Buffer<ArrayBuffer>) => void; reject: (error: Error) => void };

  constructor(prefix = "") {
    super();
    let resolve: (page: Buffer<ArrayBuffer>) => void = () => {};
    let reject: (error: Error) => void = () => {};
    const promise = new Promise<Buffer<ArrayBuffer>>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    // Nothing may wait on a page that failed: the caller hears of it through React instead.
    promise.catch(() => {});
    // The page's promise carries a failure: the stream's own error event has no one else to tell.
    this.on("error", () => {});
    this.page = promise;
    this.settle = { resolve, reject };
    if (prefix) this.keep(Buffer.from(prefix));
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.keep(chunk);
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.settle.resolve(Buffer.concat(this.pieces, this.length) as Buffer<ArrayBuffer>);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // Every sink is destroyed once it has finished too: no error to make for a page answered.
    if (!this.writableFinished) this.settle.reject(error ?? new Error("the page's stream closed before it ended"));
    done(error);
  }

  private keep(piece: Buffer) {
    this.pieces.push(piece);
    this.length += piece.length;
  }
}

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
