import { inArray, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { DbOrTx } from "../../../db/client";
import { one } from "../../../db/one";
import { images, imageVariants } from "../../../db/schema";
import { DomainError, invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MAX_MB, UPLOAD_MAX_REQUEST_BYTES, VARIANT_WIDTHS } from "./upload";

/** Larger pictures are refused before decoding: a small file can claim a huge canvas. */
const MAX_PIXELS = 50_000_000;
/** The stored original is at most this wide; wider ones are scaled down to WebP. */
const ORIGINAL_MAX_WIDTH = 2400;
/** Originals up to this size keep their format (re-encoded, which drops EXIF and GPS data). */
const KEEP_FORMAT_BYTES = 1024 * 1024;

type Rendition = { contentType: string; width: number; height: number; bytes: Buffer };
export type ProcessedImage = Rendition & {
  alt: string;
  variants: Rendition[];
  /** Where a feed's photo came from, and the feed's version of it (decision 055). */
  source?: { url: string; version: string };
};
type UploadResult = { ok: true; image: ProcessedImage } | { ok: false; message: string };

/** The files of a multipart field, without the empty part a browser sends when none was picked. */
export function filesOf(form: FormData, name: string): File[] {
  return form.getAll(name).filter((v): v is File => typeof v !== "string" && v.size > 0);
}

/**
 * Reads a multipart form once. A request too large to read at all is refused (413) before its
 * body is parsed, on the field its files go in; a body that is no form is refused (400).
 */
export async function readMultipart(request: Request, field: string): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > UPLOAD_MAX_REQUEST_BYTES) {
    const message = t("adminContent.upload.requestTooLarge");
    throw new DomainError(413, message, { [field]: message });
  }
  try {
    return await request.formData();
  } catch {
    throw new DomainError(400, t("admin.form.invalid"));
  }
}

function tooManyFilesMessage(max: number): string {
  return t("adminContent.upload.tooMany", { max });
}

/**
 * Checks one upload by its bytes (the name and the browser's type are not trusted):
 * JPEG, PNG, WebP, AVIF or a still GIF, at most 8 MB. Answers the stored original
 * (re-encoded without metadata; WebP when large) and WebP variants 480, 960 and 1600
 * wide, those narrower than the original only.
 */
async function processUpload(file: File, alt = ""): Promise<UploadResult> {
  const name = file.name || t("adminContent.upload.unnamed");
  if (file.size > UPLOAD_MAX_BYTES) {
    return { ok: false, message: t("adminContent.upload.tooLarge", { name, max: UPLOAD_MAX_MB }) };
  }
  const result = await processImageBytes(Buffer.from(await file.arrayBuffer()), alt);
  if (result === "animated") return { ok: false, message: t("adminContent.upload.animated", { name }) };
  if (result === null) return { ok: false, message: t("adminContent.upload.notImage", { name }) };
  return { ok: true, image: result };
}

/**
 * Checks an image by its bytes and makes its stored original and WebP variants (see
 * processUpload); null when the bytes are no picture we take, "animated" for a moving one.
 * An agency feed's photos come through here too.
 */
export async function processImageBytes(input: Buffer, alt = ""): Promise<ProcessedImage | "animated" | null> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return null;
  }
  const format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
  if (!format || !["jpeg", "png", "webp", "avif", "gif"].includes(format)) return null;
  if ((meta.pages ?? 1) > 1) return "animated";
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) return null;
  try {
    const base = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    const keep =
      (format === "jpeg" || format === "png" || format === "webp") &&
      input.length <= KEEP_FORMAT_BYTES &&
      meta.width <= ORIGINAL_MAX_WIDTH;
    const original = keep
      ? await base().toFormat(format).toBuffer({ resolveWithObject: true })
      : await base()
          .resize({ width: ORIGINAL_MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
    const variants: Rendition[] = [];
    for (const width of VARIANT_WIDTHS) {
      if (width >= original.info.width) continue;
      const out = await base().resize({ width }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      variants.push({ contentType: "image/webp", width: out.info.width, height: out.info.height, bytes: out.data });
    }
    return {
      contentType: `image/${original.info.format}`,
      width: original.info.width,
      height: original.info.height,
      bytes: original.data,
      alt: alt.slice(0, 300),
      variants,
    };
  } catch {
    return null;
  }
}

/**
 * Processes every file of a form's `field` (at most `max`); answers the images, or refuses them
 * all (a DomainError on `field` naming each file refused) so none is kept.
 */
export async function processUploads(
  files: File[],
  field: string,
  { alt = "", max = UPLOAD_MAX_FILES }: { alt?: string; max?: number } = {},
): Promise<ProcessedImage[]> {
  if (files.length > max) throw invalid({ [field]: tooManyFilesMessage(max) });
  const processed: ProcessedImage[] = [];
  const messages: string[] = [];
  // One at a time: sharp already uses the cores, and memory stays bounded.
  for (const file of files) {
    const result = await processUpload(file, alt);
    if (result.ok) processed.push(result.image);
    else messages.push(result.message);
  }
  if (messages.length > 0) throw invalid({ [field]: messages.join(" ") });
  return processed;
}

/** Stores processed images and their variants (inside the caller's transaction); answers their ids. */
export async function storeImages(tx: DbOrTx, list: ProcessedImage[]): Promise<string[]> {
  const ids: string[] = [];
  for (const img of list) {
    const inserted = await tx
      .insert(images)
      .values({
        contentType: img.contentType,
        width: img.width,
        height: img.height,
        alt: img.alt,
        bytes: img.bytes,
        sourceUrl: img.source?.url,
        sourceVersion: img.source?.version,
      })
      .returning({ id: images.id });
    const { id } = one(inserted, "image insert");
    if (img.variants.length > 0) {
      await tx.insert(imageVariants).values(img.variants.map((v) => ({ imageId: id, ...v })));
    }
    ids.push(id);
  }
  return ids;
}

/** Tables whose rows point at images; an image none of them uses any more can go. */
const IMAGE_USERS = [
  "property_images",
  "banners",
  "categories",
  "locations",
  "developers",
  "golden_visas",
  "testimonials",
  "agencies",
  "offers",
  "investments",
  "blogs",
  "project_images",
] as const;

/** Deletes those of `ids` that nothing refers to any more (shared pictures stay). */
export async function deleteOrphanImages(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const unused = IMAGE_USERS.map(
    (table) => sql`not exists (select 1 from ${sql.identifier(table)} u where u.image_id = ${images.id})`,
  );
  await tx.delete(images).where(sql`${inArray(images.id, ids)} and ${sql.join(unused, sql` and `)}`);
}
