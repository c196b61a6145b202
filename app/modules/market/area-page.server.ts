/**
 * What an area guide shows (/area/:slug): the community, its registry figures (decision 065)
 * and a few of its live listings.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties } from "../../../db/schema";
import type { Language } from "../../i18n/languages";
import { placeName } from "../location/match";
import { placeIndex, withPlaceNames } from "../location/match.server";
import { rememberBriefly } from "../memo.server";
import { cardQuery } from "../property/load.server";
import { localizeCard } from "../property/localize.server";
import type { AreaGuideData } from "./components/area-guide";
import { areaFigures, marketAreaBySlug } from "./figures.server";
import { AREA_SLUG } from "./schema";

const LISTINGS_SHOWN = 6;

export type AreaPage = AreaGuideData;

export async function loadAreaPage(db: Db, slug: string, lang: Language): Promise<AreaPage | null> {
  if (!AREA_SLUG.test(slug) || slug.length > 120) return null;
  const area = await marketAreaBySlug(db, slug);
  if (!area) return null;
  const locationId = area.locationId;
  const [figures, places, rows, total] = await Promise.all([
    rememberBriefly(db, `market:area:${locationId}`, () => areaFigures(db, locationId)),
    placeIndex(db),
    rememberBriefly(db, `market:listings:${locationId}`, () =>
      cardQuery(db, {})
        .where(and(eq(properties.locationId, locationId), eq(properties.status, "published")))
        .orderBy(desc(properties.createdAt), desc(properties.id))
        .limit(LISTINGS_SHOWN),
    ),
    rememberBriefly(db, `market:listing-count:${locationId}`, async () => {
      const [row] = await db
        .select({ n: count() })
        .from(properties)
        .where(and(eq(properties.locationId, locationId), eq(properties.status, "published")));
      return row?.n ?? 0;
    }),
  ]);
  const place = places.find((p) => p.id === locationId);
  if (!figures || !place) return null;
  return {
    figures,
    place: {
      label: place.label,
      name: placeName(place, lang),
      city: placeName(place, lang, "city"),
      latitude: place.latitude,
      longitude: place.longitude,
    },
    listings: await withPlaceNames(db, rows.map(localizeCard), lang),
    listingCount: total,
  };
}
