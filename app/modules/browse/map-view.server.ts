/**
 * The map view of the listing pages (decision 015): which view the address asks for, and the
 * parameters the map reads (the page's whole search, with what the page fixes itself, such as
 * /dubai-locations' Dubai or a country page's default country), so its markers are exactly
 * the listings the list counts.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties } from "../../../db/schema";
import { rememberBriefly } from "../memo.server";
import { type Box, formatBox } from "../property/geometry";
import type { PropertySearch } from "../property/schema";
import { searchConditions } from "../property/search.server";
import type { PageParams } from "./query";

export type ListingView = {
  view: "list" | "map";
  /** What the map view hands to the map: the search's filters, and the box it opens on. */
  mapParams: PageParams;
};

/**
 * The view, and the map's parameters. A map opened without a box or drawn area opens on the
 * page's own listings (an Abu Dhabi page on Abu Dhabi, not on the default Dubai), so every
 * listing the page counts is on the map.
 */
export async function listingView(
  db: Db,
  url: URL,
  result: { status: number; query: PageParams; search?: PropertySearch },
): Promise<ListingView> {
  const view = url.searchParams.get("view") === "map" ? "map" : "list";
  const mapParams = { ...result.query };
  if (view === "map" && result.search && result.status === 200 && !mapParams.bbox && !mapParams.polygon) {
    const box = await extentOf(db, result.search);
    if (box) mapParams.bbox = formatBox(box);
  }
  return { view, mapParams };
}

/** A margin around the listings, so the outermost pins are not on the map's edge. */
const MARGIN = 0.1;
/** At least this much either side (degrees, about 1 km), so one listing opens on its street, not a rooftop. */
const MIN_MARGIN = 0.01;

/** The box around every listing the search finds, or null when it finds none. */
async function extentOf(db: Db, search: PropertySearch): Promise<Box | null> {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = search;
  return rememberBriefly(db, `browse:extent:${JSON.stringify(filters)}`, async () => {
    const where = await searchConditions(db, search);
    if (where === null) return null;
    const [row] = await db
      .select({
        west: sql<number | null>`min(${properties.longitude})::float8`,
        south: sql<number | null>`min(${properties.latitude})::float8`,
        east: sql<number | null>`max(${properties.longitude})::float8`,
        north: sql<number | null>`max(${properties.latitude})::float8`,
      })
      .from(properties)
      .where(where);
    if (!row || row.west === null || row.south === null || row.east === null || row.north === null) return null;
    const [west, south, east, north] = [row.west, row.south, row.east, row.north].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const dx = Math.max((east - west) * MARGIN, MIN_MARGIN);
    const dy = Math.max((north - south) * MARGIN, MIN_MARGIN);
    return {
      west: Math.max(-180, west - dx),
      south: Math.max(-90, south - dy),
      east: Math.min(180, east + dx),
      north: Math.min(90, north + dy),
    };
  });
}
