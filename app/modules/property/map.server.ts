/**
 * Map search (decision 014): the listings in a box (and a drawn area) with every search filter,
 * clustered on the server on a grid that follows the zoom, so 100,000 listings answer as a
 * few hundred features. Plain SQL both databases share (no PostGIS in PGlite).
 *
 * A search that filters only by purpose and place (what the map view sends unless the visitor
 * narrows it) is added up from `map_cells`, the listings counted per cell at every level: the
 * cells inside the box at the map's level, finer cells (an eighth of the size) along its edges,
 * and only the listings in the last thin strip read one by one. Anything else (price, type,
 * bedrooms, a drawn area...) groups the matching listings themselves.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { mapCells, properties } from "../../../db/schema";
import { convert } from "../currency/currency";
import { currentRates } from "../currency/currency.server";
import type { Box, Ring } from "./map";
import type { ListingPurpose } from "./purpose";
import type { PropertySearch } from "./schema";
import { filterConditions, InvalidSearchError, type ResolvedFilters, resolveFilters } from "./search-filters.server";

/** However large the box is for its zoom, it is cut into at most this many cells. */
const MAX_CELLS = 4_096;
/** The finest level `map_cells` holds (migration 0007). */
const FINEST_LEVEL = 19;
/**
 * Edge cells are this many levels finer than the map's: an eighth of a cell wide. (Finer
 * edges leave thinner strips of listings but many more cells to add up; this was fastest.)
 */
const EDGE_LEVELS = 3;
/** The edge level for a map level. */
const edgeLevel = (level: number) => level + EDGE_LEVELS;

export type MapFeature = {
  type: "Feature";
  geometry: { type: "Point"; coordinates: [number, number] };
  properties:
    | { cluster: true; count: number }
    | { cluster: false; _id: string; price: number; currency: string; title: string };
};

export type MapAnswer = { features: MapFeature[]; total: number };

/** A level-z cell is 2^(7-z) degrees square (about 90 px of a 256-px tile at zoom z). Powers of two keep edges exact. */
export const cellDegrees = (level: number) => 2 ** (7 - level);

/** The grid level for this box and zoom: the zoom's own, coarser when the box would hold too many cells. */
export function gridLevel(box: Box, zoom: number): number {
  const area = (box.east - box.west) * (box.north - box.south);
  let level = zoom;
  while (level > 0 && area / cellDegrees(level) ** 2 > MAX_CELLS) level--;
  return level;
}

/** One grid cell's share of the answer. */
type CellRow = {
  count: number | string;
  longitude: number;
  latitude: number;
  id: string;
  priceAed: number | null;
  title: string | null;
};

/** The clustered listings of the search inside the box (and area), prices in the search's currency. */
export async function searchMap(
  db: Db,
  search: PropertySearch,
  view: { box: Box; zoom: number; polygon?: Ring },
): Promise<MapAnswer> {
  const [filters, rates] = await Promise.all([resolveFilters(db, search), currentRates(db)]);
  if (filters === null) return { features: [], total: 0 };
  if (!(search.currency in rates)) {
    throw new InvalidSearchError("currency", `Unknown currency: ${search.currency}.`, "search.unknownCurrency", {
      code: search.currency,
    });
  }
  const level = gridLevel(view.box, view.zoom);
  const rows =
    countsFromCells(filters, view.polygon) && edgeLevel(level) <= FINEST_LEVEL
      ? await fromCells(db, filters, view.box, level)
      : await fromListings(db, filters, view, level);
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
      properties: { cluster: false, _id: row.id, price, currency: search.currency, title: row.title ?? "" },
    };
  });
  return { features, total };
}

/** `map_cells` counts by purpose and place only: any other filter (or a drawn area) needs the listings. */
function countsFromCells(filters: ResolvedFilters, polygon: Ring | undefined): boolean {
  return !polygon && Object.entries(filters).every(([name, value]) => CELL_FILTERS.has(name) || value === undefined);
}
const CELL_FILTERS = new Set(["purpose", "locationIds", "box", "polygon"]);

/** The matching listings themselves, grouped by cell: for any filter, at any zoom. */
async function fromListings(
  db: Db,
  filters: ResolvedFilters,
  view: { box: Box; polygon?: Ring },
  level: number,
): Promise<CellRow[]> {
  const scale = 1 / cellDegrees(level);
  const where = and(...filterConditions({ ...filters, box: view.box, polygon: view.polygon }));
  return db
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
    .where(where)
    .groupBy(
      sql`floor(${properties.longitude} * ${scale}::float8)::int`,
      sql`floor(${properties.latitude} * ${scale}::float8)::int`,
    );
}

/** An inclusive range of cell numbers; empty when `from > to`. */
type Span = { from: number; to: number };
const NONE: Span = { from: 1, to: 0 };
/** The cells of a level that lie wholly inside [low, high]. */
const cellsInside = (low: number, high: number, size: number): Span => ({
  from: Math.ceil(low / size),
  to: Math.floor(high / size) - 1,
});
const isEmpty = (span: Span) => span.from > span.to;
/** A half-open range [from, to) of degrees. */
type Range = [number, number];

/** The smallest number above x: a box's east and north edges are inside it, the strips' ranges are half-open. */
function above(x: number): number {
  const bits = new BigInt64Array(new Float64Array([x]).buffer);
  bits[0] = (bits[0] as bigint) + (x >= 0 ? 1n : -1n);
  return (new Float64Array(bits.buffer)[0] as number) || Number.MIN_VALUE;
}

/**
 * The box cut into what `map_cells` answers and what is left: whole cells of the map's level
 * inside the box, edge-level cells inside it around those (four bands), and four strips of
 * listings between the edge cells and the box's edges. Empty parts are empty ranges, so the
 * statement is always the same one.
 */
function cutBox(box: Box, level: number) {
  const size = cellDegrees(level);
  const fine = cellDegrees(edgeLevel(level));
  const ratio = 2 ** (edgeLevel(level) - level);
  let inner = { x: cellsInside(box.west, box.east, size), y: cellsInside(box.south, box.north, size) };
  if (isEmpty(inner.x) || isEmpty(inner.y)) inner = { x: NONE, y: NONE };
  const all = { x: cellsInside(box.west, box.east, fine), y: cellsInside(box.south, box.north, fine) };
  const east = above(box.east);
  const north = above(box.north);
  if (isEmpty(all.x) || isEmpty(all.y)) {
    const nothing: Range = [box.west, box.west];
    return {
      inner,
      bands: Array(4).fill([NONE, NONE]) as [Span, Span][],
      strips: [
        [
          [box.west, east],
          [box.south, north],
        ],
        ...Array(3).fill([nothing, nothing]),
      ] as [Range, Range][],
    };
  }
  // The inner cells in edge-level numbers.
  const core = isEmpty(inner.x)
    ? { x: { from: all.x.to + 1, to: all.x.to }, y: all.y }
    : {
        x: { from: inner.x.from * ratio, to: inner.x.to * ratio + ratio - 1 },
        y: { from: inner.y.from * ratio, to: inner.y.to * ratio + ratio - 1 },
      };
  const bands: [Span, Span][] = [
    [{ from: all.x.from, to: core.x.from - 1 }, all.y],
    [{ from: core.x.to + 1, to: all.x.to }, all.y],
    [core.x, { from: all.y.from, to: core.y.from - 1 }],
    [core.x, { from: core.y.to + 1, to: all.y.to }],
  ];
  const covered = {
    west: all.x.from * fine,
    east: (all.x.to + 1) * fine,
    south: all.y.from * fine,
    north: (all.y.to + 1) * fine,
  };
  const strips: [Range, Range][] = [
    [
      [box.west, covered.west],
      [box.south, north],
    ],
    [
      [covered.east, east],
      [box.south, north],
    ],
    [
      [covered.west, covered.east],
      [box.south, covered.south],
    ],
    [
      [covered.west, covered.east],
      [covered.north, north],
    ],
  ];
  return { inner, bands, strips };
}

/**
 * The box added up from `map_cells` (see cutBox), every part grouped into the map's cells,
 * so the answer is exactly the listings in the box, as if they had been grouped one by one.
 * The statement is the database function `map_cells_view` (migration 0008), planned once per
 * session: left to choose, PostgreSQL re-planned it for most boxes, which cost more than running it.
 */
async function fromCells(db: Db, filters: ResolvedFilters, box: Box, level: number): Promise<CellRow[]> {
  const { inner, bands, strips } = cutBox(box, level);
  const spans = [inner.x, inner.y, ...bands.flat()].flatMap((span) => [span.from, span.to]);
  const degrees = strips.flat(2);
  const purpose = filters.purpose ?? null;
  // Array literals: parsed once when bound.
  const locations = filters.locationIds ? `{${filters.locationIds.join(",")}}` : null;
  const result = (await db.execute(sql`
    select listings as count, lng as longitude, lat as latitude, listing_id as id, price as "priceAed", title
    from map_cells_view(${level}::int, ${edgeLevel(level)}::int, ${1 / cellDegrees(level)}::float8,
      ${purpose}::listing_purpose, ${locations}::uuid[], ${`{${spans.join(",")}}`}::int[], ${`{${degrees.join(",")}}`}::float8[])`)) as unknown as {
    rows: CellRow[];
  };
  return result.rows;
}

/**
 * Published listings per location (of one purpose, when given), as a subquery of
 * (location_id, listings). A level-0 cell is 128 degrees square, so the map's level-0 rows
 * are counts per location, kept by the triggers of migration 0007 on every write: a few
 * dozen rows to add up, where a GROUP BY over the listings reads every one of them
 * (40-170 ms of the database's time whenever a process's memo expires; decision 020).
 */
export function publishedPerLocation(db: Db, purpose?: ListingPurpose) {
  return db
    .select({ locationId: mapCells.locationId, listings: sql<number>`sum(${mapCells.listings})::int`.as("listings") })
    .from(mapCells)
    .where(and(eq(mapCells.level, 0), purpose ? eq(mapCells.purpose, purpose) : undefined))
    .groupBy(mapCells.locationId)
    .as("published");
}
