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
    this.settle.reject(error ?? new Error("the page's stream closed before it ended"));
    done(error);
  }

  private keep(piece: Buffer) {
    this.pieces.push(piece);
    this.length += piece.length;
  }
}

/**
 * The bytes each page's response was made with. React Router reads a page's `statusText` and
 * `body` to check that it is a Response, and @hono/node-server's light response then becomes a
 * full one: a copy of the bytes, which from then on can only be read back through a stream
 * (about 1 % of a page's CPU samples, issue 15). The compression asks here first.
 */
const pageBodies = new WeakMap<Response, Buffer<ArrayBuffer>>();

export function pageResponse(body: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  pageBodies.set(response, body);
  return response;
}

/** The bytes `response` was made with by pageResponse, if it was. */
export function pageBodyOf(response: Response): Buffer<ArrayBuffer> | undefined {
  return pageBodies.get(response);
}
