import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { images, imageVariants } from "../../../db/schema";

export type StoredImage = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

/**
 * An image's bytes: with `minWidth`, the narrowest stored WebP variant at least that wide,
 * else the original; null when there is no image with this id.
 */
export async function readImage(db: Db, id: string, minWidth?: number): Promise<StoredImage | null> {
  const [variant] = minWidth
    ? await db
        .select({ bytes: imageVariants.bytes, contentType: imageVariants.contentType })
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, id), gte(imageVariants.width, minWidth)))
        .orderBy(asc(imageVariants.width))
        .limit(1)
    : [];
  const [image] = variant
    ? [variant]
    : await db
        .select({ bytes: images.bytes, contentType: images.contentType })
        .from(images)
        .where(eq(images.id, id))
        .limit(1);
  return image ? { bytes: new Uint8Array(image.bytes), contentType: image.contentType } : null;
}
