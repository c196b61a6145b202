/** Characters gathered from React's chunks before they are encoded in one call. */
const WRITE_EVERY = 4096;

/**
 * Writes a page as UTF-8 bytes while React renders it (decision 028). React's string
 * renderer appends ~12,000 small chunks to one string, and flattening that string cost about a
 * millisecond a page, about 40 % of the render itself. Here the chunks are joined a few KB at
 * a time, each piece encoded into a buffer that every page reuses, and the page is copied out
 * once at the end. Renders are synchronous, so one writer serves a whole process.
 */
export class PageWriter {
  private scratch: Buffer<ArrayBuffer>;

  constructor(initialBytes = 256 * 1024) {
    this.scratch = Buffer.allocUnsafe(initialBytes);
  }

  /**
   * The bytes of `prefix` and then of every chunk `write` pushes, in a buffer of their own:
   * `finish` gets them in the reused buffer and answers its own copy, rewritten or not.
   * One copy a page, not two: each is 100-150 KB outside the heap, alive until a full
   * collection (issue 15, memory).
   */
  bytes(
    prefix: string,
    write: (push: (chunk: string) => void) => void,
    finish: (written: Buffer<ArrayBuffer>) => Buffer<ArrayBuffer> = copied,
  ): Buffer<ArrayBuffer> {
    let used = 0;
    let pending = prefix;
    const flush = () => {
      // UTF-8 takes at most three bytes for each UTF-16 unit (four for a pair of two).
      const most = used + pending.length * 3;
      if (most > this.scratch.length) this.scratch = grown(this.scratch, used, most);
      used += this.scratch.write(pending, used, "utf8");
      pending = "";
    };
    write((chunk) => {
      pending += chunk;
      if (pending.length >= WRITE_EVERY) flush();
    });
    flush();
    return finish(this.scratch.subarray(0, used));
  }
}

const copied = (written: Buffer<ArrayBuffer>) => Buffer.copyBytesFrom(written);

function grown(buffer: Buffer, used: number, atLeast: number): Buffer<ArrayBuffer> {
  const next = Buffer.allocUnsafe(Math.max(atLeast, buffer.length * 2));
  buffer.copy(next, 0, 0, used);
  return next;
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
