/**
 * The statements a search runs: its page of ids with the total in one statement, prepared
 * once per connection for each shape of search, and the total alone.
 */
import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { one } from "../../../db/one";
import { mapCells, properties } from "../../../db/schema";
import { perDatabase } from "../memo.server";
import type { PropertySearch } from "./schema";
import { idsCondition, namedConditions, type ResolvedFilters } from "./search-filters.server";
import { asItself, type Bind, type Parameters } from "./search-parameters.server";

/** How long a page is and where it starts. */
export type Paging = { limit: number | Placeholder; offset: number | Placeholder };

export function pageOf(search: PropertySearch, bind: Bind = asItself): Paging {
  return { limit: bind("limit", search.limit), offset: bind("offset", (search.page - 1) * search.limit) };
}

type Prepared<R> = { getQuery(): { sql: string }; execute(values: Record<string, unknown>): Promise<R[]> };
export type Preparable<R> = { prepare(name: string): Prepared<R> };

const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 200;
const statementsByShape = perDatabase(() => new Map<string, Prepared<unknown>>());

/**
 * Runs a search as a named prepared statement, named after a hash of its text. Searches come
 * in a few dozen shapes (which filters are set, which sort), and a named statement is parsed
 * and planned once per connection instead of on every call. The name depends on the text
 * alone, so every copy of this module names a statement alike on a shared connection, and the
 * workers sharing embedded PGlite's one session share its statements (db/pglite-server.ts).
 * The SQL of a shape is built once per process (`build`): building it took 3-5 % of a search's
 * CPU in Node; later searches of the shape only send their values.
 */
export function planned<R>(db: Db, shape: string, params: Parameters, build: () => Preparable<R>): Promise<R[]> {
  const known = statementsByShape(db);
  let statement = known.get(shape) as Prepared<R> | undefined;
  if (!statement) {
    const query = build();
    statement = query.prepare(statementName(query.prepare("").getQuery().sql));
    if (known.size < MAX_STATEMENT_NAMES) known.set(shape, statement);
  }
  return statement.execute(params.values);
}

function statementName(text: string): string {
  let name = statementNames.get(text) ?? "";
  if (!name && statementNames.size < MAX_STATEMENT_NAMES) {
    name = `search_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The page's ids (with `extra`, the total): a search reads its listings or cards by these ids
 * afterwards, so PostgreSQL never computes their subqueries (photos, amenities) for rows it
 * only sorts.
 */
export function pageIds<E extends Record<string, SQL.Aliased>>(
  db: Db,
  where: SQL | undefined,
  sort: PropertySearch["sort"],
  paging: Paging,
  extra: E = {} as E,
) {
  return db
    .select({ id: properties.id, ...extra })
    .from(properties)
    .where(where)
    .orderBy(...sortOrder(sort))
    .limit(paging.limit)
    .offset(paging.offset);
}

export function countQuery(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(properties).where(where);
}

/** The filters whose counts the map's level-0 cells hold: published listings per purpose and place. */
const COUNTED_BY_CELLS = new Set(["published", "purpose", "location", "locationList"]);

/**
 * How many published listings match, as a subquery. A search by place and purpose alone (a
 * bare search, a place's page, an empty search's "without its price") sums the map's level-0
 * cells: the triggers of every write keep them per purpose and location in the same
 * transaction (decision 020), a few dozen rows where a count read every listing of the places
 * (18 ms for all 100,000). Any other filter is counted on the listings themselves.
 */
export function totalOf(
  db: Db,
  filters: ResolvedFilters,
  bind: Bind = asItself,
  conditions = namedConditions(filters, bind),
): SQL {
  if (!conditions.every(([name]) => COUNTED_BY_CELLS.has(name))) {
    return sql`(${countQuery(db, and(...conditions.map(([, condition]) => condition)))})`;
  }
  const purpose = filters.purpose ? eq(mapCells.purpose, bind("purpose", filters.purpose)) : undefined;
  const [, place] = idsCondition("location", mapCells.locationId, filters.locationIds, bind);
  const cells = and(sql`${mapCells.level} = 0`, purpose, place);
  return sql`(select coalesce(sum(${mapCells.listings}), 0)::int from ${mapCells} where ${cells})`;
}

/** The total alone: for a page past the last, which has no row to carry it. */
export async function countMatches(db: Db, filters: ResolvedFilters): Promise<number> {
  const result = (await db.execute(sql`select ${totalOf(db, filters)} as total`)) as unknown as {
    rows: { total: string | number }[];
  };
  return Number(one(result.rows, "search count").total);
}

/** The id breaks ties so pages never overlap or skip rows. */
function sortOrder(sort: PropertySearch["sort"]): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(properties.priceAed), asc(properties.id)];
    case "price_desc":
      return [desc(properties.priceAed), desc(properties.id)];
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}
