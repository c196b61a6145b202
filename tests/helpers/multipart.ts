import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A multipart form body sent as a stream, without a Content-Length (as a script would send
 * it), so the server meets its file's size only while reading it. The file's bytes come from
 * `chunks`, made as they are sent: a test's large file never sits in memory either.
 */
export function streamedForm(
  fields: Record<string, string>,
  file: { field: string; name: string; chunks: () => AsyncIterable<Uint8Array> },
): { body: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = `----streamed${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  async function* parts() {
    for (const [name, value] of Object.entries(fields)) {
      yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    yield encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    yield* file.chunks();
    yield encoder.encode(`\r\n--${boundary}--\r\n`);
  }
  const iterator = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a streamed form (see streamedForm) as a signed-in, same-site browser would. */
export function postStreamed(url: string, cookie: string, form: ReturnType<typeof streamedForm>) {
  return fetch(url, {
    method: "POST",
    headers: { cookie, origin: new URL(url).origin, "content-type": form.contentType },
    body: form.body,
    duplex: "half",
  } as RequestInit);
}

/** `total` bytes of `line` repeated, in chunks of about a megabyte. */
export async function* repeatedLines(line: string, total: number): AsyncIterable<Uint8Array> {
  const block = Buffer.from(line.repeat(Math.ceil((1024 * 1024) / line.length)));
  for (let sent = 0; sent < total; sent += block.length) {
    yield block.subarray(0, Math.min(block.length, total - sent));
  }
}

/**
 * Points the system's temporary folder (where the server streams uploads) at a folder of this
 * test's own, so the files it finds there are its own; answers how to put things back.
 */
export async function ownTemporaryFolder(): Promise<{ folder: string; restore: () => Promise<void> }> {
  const before = process.env.TMPDIR;
  const folder = await mkdtemp(path.join(tmpdir(), "uploads-test-"));
  process.env.TMPDIR = folder;
  return {
    folder,
    async restore() {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The files in `folder` (none when it does not exist yet), with their sizes. */
export async function filesIn(folder: string): Promise<{ name: string; bytes: number }[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(names.map(async (name) => ({ name, bytes: (await stat(path.join(folder, name))).size })));
}

/** Waits (up to 10 s) until the files `list` finds hold at least `bytes` together; fails otherwise. */
export async function onDisk(list: () => Promise<{ bytes: number }[]>, bytes: number): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    const held = (await list()).reduce((sum, f) => sum + f.bytes, 0);
    if (held >= bytes) return;
    if (Date.now() > until) throw new Error(`only ${held} bytes of the upload reached the disk while it was sent`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
