import { and, inArray, isNotNull } from "drizzle-orm";
import pLimit from "p-limit";
import type { Db } from "../../../db/client";
import { images } from "../../../db/schema";
import { type ProcessedImage, processImageBytes } from "../media/upload.server";
import type { FeedPhoto } from "./feed-listing";
import { fetchPhoto } from "./fetch.server";

// A feed's photos: each downloaded once, through the media pipeline (WebP variants), and
// found again by its address and the feed's version of it on every later run.

/** A photo's identity across runs: its address and the feed's version of it. */
export const photoKey = (p: FeedPhoto) => `${p.version}\u0000${p.url}`;

/** The images already stored for these photos, by photoKey. */
export async function storedPhotos(db: Db, photos: FeedPhoto[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  const urls = [...new Set(photos.map((p) => p.url))];
  for (let i = 0; i < urls.length; i += 1000) {
    const rows = await db
      .select({ id: images.id, url: images.sourceUrl, version: images.sourceVersion })
      .from(images)
      .where(and(isNotNull(images.sourceUrl), inArray(images.sourceUrl, urls.slice(i, i + 1000))));
    for (const r of rows) if (r.url !== null) known.set(photoKey({ url: r.url, version: r.version ?? "" }), r.id);
  }
  return known;
}

export type Downloaded = { ready: Map<string, ProcessedImage>; failed: Map<string, string> };

/**
 * Downloads and processes the photos not stored yet, a few at a time (sharp uses the cores
 * already). A photo that fails is reported by its key with a short reason, and left for the
 * next run.
 */
export async function downloadPhotos(photos: FeedPhoto[], alt: (p: FeedPhoto) => string): Promise<Downloaded> {
  const limit = pLimit(4);
  const out: Downloaded = { ready: new Map(), failed: new Map() };
  const unique = new Map(photos.map((p) => [photoKey(p), p]));
  await Promise.all(
    [...unique].map(([key, photo]) =>
      limit(async () => {
        try {
          const processed = await processImageBytes(await fetchPhoto(photo.url), alt(photo));
          if (processed === null || processed === "animated") out.failed.set(key, "notImage");
          else out.ready.set(key, { ...processed, source: { url: photo.url, version: photo.version } });
        } catch (error) {
          out.failed.set(key, error instanceof Error ? error.message.slice(0, 120) : "failed");
        }
      }),
    ),
  );
  return out;
}
