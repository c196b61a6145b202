/** The rotating banners over /property-search-list. */
import { asc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { banners, type Translations } from "../../../db/schema";

export type Banner = {
  id: string;
  bannerType: "Property Banner" | "Informative Banner";
  propertyId: string | null;
  text: string;
  lines: string[];
  imageId: string | null;
  /** Text and lines in other languages (the REST API stays English). */
  translations: Translations;
};

/** The rotating banners of /property-search-list, in display order. */
export async function listBanners(db: Db): Promise<Banner[]> {
  return db
    .select({
      id: banners.id,
      bannerType: banners.bannerType,
      propertyId: banners.propertyId,
      text: banners.text,
      lines: banners.lines,
      imageId: banners.imageId,
      translations: banners.translations,
    })
    .from(banners)
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
