/**
 * Map search (issue 18): the listings in a box (and a drawn area) with every search filter,
 * clustered on the server on a grid that follows the zoom, so 100,000 listings answer as a
 * few hundred features. Plain SQL both databases share (no PostGIS in PGlite): a btree on
 * (longitude, latitude) for the box, core PostgreSQL's `point <@ polygon` for the area,
 * and a GROUP BY on grid cells (docs/decisions/014-map-search.md).
 */
import { and, between, count, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties } from "../../../db/schema";
import { convert } from "../currency/currency";
import { currentRates } from "../currency/currency.server";
import type { Box, Ring } from "./map";
import { InvalidSearchError, searchConditions } from "./property.server";
import type { PropertySearch } from "./schema";

/** Grid cells per 256-pixel map tile: a cluster stands for about 64 × 64 pixels of the screen. */
const CELLS_PER_TILE = 4;
/** However large the box is for its zoom, it is cut into at most this many cells. */
const MAX_CELLS = 4_096;

export type MapFeature = {
  type: "Feature";
  geometry: { type: "Point"; coordinates: [number, number] };
  properties:
    | { cluster: true; count: number }
    | { cluster: false; _id: string; price: number; currency: string; title: string };
};

export type MapAnswer = { features: MapFeature[]; total: number };

/** The grid's cell size in degrees for this box and zoom. */
export function cellSize(box: Box, zoom: number): number {
  const byZoom = 360 / 2 ** zoom / CELLS_PER_TILE;
  const area = (box.east - box.west) * (box.north - box.south);
  return Math.max(byZoom, Math.sqrt(area / MAX_CELLS));
}

/** The clustered listings of the search inside the box (and area), prices in the search's currency. */
export async function searchMap(
  db: Db,
  search: PropertySearch,
  view: { box: Box; zoom: number; polygon?: Ring },
): Promise<MapAnswer> {
  const [where, rates] = await Promise.all([searchConditions(db, search), currentRates(db)]);
  if (where === null) return { features: [], total: 0 };
  if (!(search.currency in rates)) {
    throw new InvalidSearchError("currency", `Unknown currency: ${search.currency}.`, "search.unknownCurrency", {
      code: search.currency,
    });
  }
  const { box, polygon } = view;
  const cell = cellSize(box, view.zoom);
  const inArea = polygon
    ? sql`point(${properties.longitude}, ${properties.latitude}) <@ ${polygonText(polygon)}::polygon`
    : undefined;
  const gx = sql<number>`floor(${properties.longitude} / ${cell}::float8)::int`;
  const gy = sql<number>`floor(${properties.latitude} / ${cell}::float8)::int`;
  const rows = await db
    .select({
      count: count(),
      longitude: sql<number>`avg(${properties.longitude})::float8`,
      latitude: sql<number>`avg(${properties.latitude})::float8`,
      // Exact for a cell that holds one listing, which is all they are read for.
      id: sql<string>`min(${properties.id}::text)`,
      priceAed: sql<number>`min(${properties.priceAed})::float8`,
      title: sql<string>`min(${properties.title})`,
    })
    .from(properties)
    .where(
      and(
        where,
        between(properties.longitude, box.west, box.east),
        between(properties.latitude, box.south, box.north),
        inArea,
      ),
    )
    .groupBy(gx, gy);
  let total = 0;
  const features = rows.map((row): MapFeature => {
    const n = Number(row.count);
    total += n;
    const geometry = { type: "Point" as const, coordinates: [row.longitude, row.latitude] as [number, number] };
    if (n > 1) return { type: "Feature", geometry, properties: { cluster: true, count: n } };
    const price = Math.round(convert(Number(row.priceAed), "AED", search.currency, rates));
    return {
      type: "Feature",
      geometry,
      properties: { cluster: false, _id: row.id, price, currency: search.currency, title: row.title },
    };
  });
  return { features, total };
}

/** PostgreSQL's polygon literal: ((x1,y1),(x2,y2),…). */
function polygonText(ring: Ring): string {
  return `(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(",")})`;
}
