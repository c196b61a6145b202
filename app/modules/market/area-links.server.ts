import type { Db } from "../../../db/client";
import { rememberBriefly } from "../memo.server";
import { listMarketAreas } from "./figures.server";

/**
 * The area guides' slugs by lower-cased community name, for links from pages that know places by
 * name (location cards, the footer): only communities with figures have one. Remembered briefly;
 * a registry import forgets it with every other remembered answer (writePublicData).
 */
export function areaSlugsByName(db: Db): Promise<Map<string, string>> {
  return rememberBriefly(db, "market:area-slugs", async () => {
    const slugs = new Map<string, string>();
    for (const area of await listMarketAreas(db)) {
      if (!slugs.has(area.name.toLowerCase())) slugs.set(area.name.toLowerCase(), area.slug);
    }
    return slugs;
  });
}
