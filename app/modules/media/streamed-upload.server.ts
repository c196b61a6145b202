import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { DomainError } from "../../errors";
import { t } from "../../i18n/i18n";

/**
 * Large files posted from a page form, streamed to a temporary file while they arrive
 * (decision 068): the body never sits in memory, and a file past its limit is refused and
 * removed as soon as its bytes pass the limit.
 */

/**
 * Page addresses whose actions read their multipart body here. The server's check that a
 * posted form can be read (server/app.ts) would buffer the whole body first, so it leaves
 * these to this reader, which answers an unreadable body with a 400 itself.
 */
export const STREAMED_UPLOAD_PATHS: ReadonlySet<string> = new Set(["/admin/market", "/admin/projects"]);

/** Room for the form's text fields and the multipart framing on top of the file. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;
const FIELD_MAX_BYTES = 16 * 1024;
const MULTIPART = /^multipart\/form-data\b/i;

export type StoredUpload = { path: string; name: string; bytes: number };

export type StreamedUpload = {
  /** The form's text fields (the file is not in it). */
  form: FormData;
  /** The file of the named field, on disk; null when none was chosen. */
  file: StoredUpload | null;
  /** Removes the stored file (when the form is refused after reading, or once it was used). */
  discard: () => Promise<void>;
};

export type StreamedUploadOptions = {
  /** The name of the form's file input; refusals are reported on it. */
  field: string;
  maxBytes: number;
  /** A folder under the system's temporary folder, one per kind of upload. */
  folder: string;
  /** The refusal of a file past `maxBytes`, in the visitor's language. */
  tooLarge: () => string;
};

/** The folder an upload kind's files are written to while they wait to be read. */
export function uploadFolder(folder: string): string {
  return path.join(tmpdir(), folder);
}

function refusal(status: 400 | 413, field: string, message: string): DomainError {
  return new DomainError(status, message, { [field]: message });
}

/**
 * Reads a posted form whose one file (in `field`) goes to disk as it arrives. A form sent
 * without multipart (no file in it) is read as usual. Refuses with a 413 on `field` a body
 * whose declared length is past the limit (before reading it) and a file that grows past it
 * (its partial copy removed); a body that is no readable form is a 400.
 */
export async function readStreamedUpload(request: Request, options: StreamedUploadOptions): Promise<StreamedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!MULTIPART.test(contentType)) {
    try {
      return { form: await request.formData(), file: null, discard: async () => {} };
    } catch {
      throw new DomainError(400, t("admin.form.invalid"));
    }
  }
  const length = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > options.maxBytes + FORM_ALLOWANCE_BYTES) {
    throw refusal(413, options.field, options.tooLarge());
  }
  if (!request.body) throw new DomainError(400, t("admin.form.invalid"));
  const folder = uploadFolder(options.folder);
  await mkdir(folder, { recursive: true });
  const reading = new MultipartToDisk(contentType, folder, options);
  try {
    await reading.read(Readable.fromWeb(request.body as WebReadableStream));
  } catch (error) {
    await reading.discard();
    throw error;
  }
  return { form: reading.form, file: reading.file, discard: () => reading.discard() };
}

/** One multipart body's reading: its text fields kept, its file written to `folder`. */
class MultipartToDisk {
  readonly form = new FormData();
  file: StoredUpload | null = null;
  #refused: DomainError | null = null;
  #writes: Promise<void>[] = [];
  #paths: string[] = [];

  constructor(
    private readonly contentType: string,
    private readonly folder: string,
    private readonly options: StreamedUploadOptions,
  ) {}

  async read(body: Readable): Promise<void> {
    const { field, maxBytes } = this.options;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": this.contentType },
        // One byte past the limit tells a file that is too large from one exactly at it.
        limits: { fileSize: maxBytes + 1, files: 1, fields: 20, parts: 24, fieldSize: FIELD_MAX_BYTES },
      });
    } catch {
      throw new DomainError(400, t("admin.form.invalid"));
    }
    const unreadable = () => this.#refuse(new DomainError(400, t("admin.form.invalid")));
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) unreadable();
      else this.form.append(name, value);
    });
    parser.on("fieldsLimit", unreadable);
    parser.on("partsLimit", unreadable);
    parser.on("file", (name, stream, info) => {
      if (name === field && info.filename && !this.#refused) this.#store(stream, info.filename);
      else stream.resume();
    });
    try {
      await pipeline(body, boundedBody(maxBytes + FORM_ALLOWANCE_BYTES), parser);
    } catch (error) {
      if (error instanceof DomainError) throw refusal(413, field, this.options.tooLarge());
      throw new DomainError(400, t("admin.form.invalid"));
    }
    await Promise.all(this.#writes);
    if (this.#refused) throw this.#refused;
  }

  async discard(): Promise<void> {
    await Promise.allSettled(this.#writes);
    await Promise.all(this.#paths.map((p) => rm(p, { force: true })));
    this.file = null;
  }

  #refuse(error: DomainError) {
    this.#refused ??= error;
  }

  /** Writes the file part to disk; past the limit, the copy goes and the rest is read and dropped. */
  #store(stream: Readable, fileName: string) {
    const target = path.join(this.folder, `${randomUUID()}.upload`);
    this.#paths.push(target);
    const out = createWriteStream(target);
    let bytes = 0;
    let dropped = false;
    stream.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    // A body that breaks off mid-file leaves nothing waiting on the copy.
    stream.once("error", () => out.destroy());
    stream.once("limit", () => {
      dropped = true;
      this.#refuse(refusal(413, this.options.field, this.options.tooLarge()));
      stream.unpipe(out);
      out.destroy();
      void rm(target, { force: true });
      // The part's remaining bytes still pass through the parser, which needs them read.
      stream.resume();
    });
    const written = new Promise<void>((resolve, reject) => {
      out.once("close", resolve);
      // A write already under way when the copy was dropped fails; only a real disk error counts.
      out.on("error", (error) => (dropped ? resolve() : reject(error)));
    });
    this.#writes.push(
      written.then(() => {
        if (!dropped) this.file = { path: target, name: fileName.slice(0, 200), bytes };
      }),
    );
    stream.pipe(out);
  }
}

/** Passes the body through while it stays within `max` bytes; past that, stops it with a DomainError. */
function boundedBody(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new DomainError(413, "The body is larger than its limit."));
      else done(null, chunk);
    },
  });
}
