/**
 * Property search: one page of published listings (whole, as ids, or as cards) with the
 * total over all pages, counts of several searches, and the plans PostgreSQL runs for them.
 */
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rememberBriefly } from "../memo.server";
import { loadCards, loadProperties } from "./load.server";
import { localizeCard } from "./localize.server";
import type { Property } from "./property";
import type { PropertySearch } from "./schema";
import { filterConditions, filterKey, namedConditions, resolveFilters } from "./search-filters.server";
import { Parameters } from "./search-parameters.server";
import {
  countMatches,
  countQuery,
  type Paging,
  type Preparable,
  pageIds,
  pageOf,
  planned,
  totalOf,
} from "./search-statements.server";

export type PropertyPage = SearchPage<Property>;

export type SearchPage<T> = { items: T[]; total: number; page: number; limit: number };

/**
 * One page of published listings matching the search, with the total over all pages.
 * Filtering, sorting and paging happen in SQL; only the page's rows are loaded. A repeated
 * search is answered from brief memory (see MEMO_TTL_MS), so it may lag by seconds.
 */
export async function searchProperties(db: Db, search: PropertySearch): Promise<PropertyPage> {
  // Ids first, then the prepared loader (planned once per connection, its rows remembered).
  const page = await searchPropertyIds(db, search);
  return { ...page, items: await loadProperties(db, page.items) };
}

/** The same search, answering the page's listing ids (in order) with the total. */
export async function searchPropertyIds(db: Db, search: PropertySearch): Promise<SearchPage<string>> {
  const ids = (where: SQL | undefined, total: SQL.Aliased<number>, paging: Paging) =>
    pageIds(db, where, search.sort, paging, { total });
  const page = await findPage(db, search, ids);
  return { ...page, items: page.items.map((row) => row.id) };
}

/**
 * The same search, answering only what a listing card shows: the page's ids and total (the
 * statement the REST search runs), then the cards, remembered ones from memory and the rest
 * in one statement.
 */
export async function searchCards(db: Db, search: PropertySearch) {
  const page = await searchPropertyIds(db, search);
  // Remembered in every language at once; the page's language is picked after reading.
  const rows = await loadCards(db, page.items);
  return { ...page, items: rows.map(localizeCard) };
}

/** How many published listings match each search, counted in one statement (an empty search's ways out). */
export async function countSearches(db: Db, searches: PropertySearch[]): Promise<number[]> {
  const resolved = await Promise.all(searches.map((search) => resolveFilters(db, search)));
  const counted = resolved.flatMap((filters, i) =>
    filters === null ? [] : [sql`${totalOf(db, filters)} as ${sql.raw(`c${i}`)}`],
  );
  if (counted.length === 0) return searches.map(() => 0);
  const result = (await db.execute(sql`select ${sql.join(counted, sql`, `)}`)) as unknown as {
    rows: Record<string, string | number>[];
  };
  const row = result.rows[0] ?? {};
  return resolved.map((_, i) => Number(row[`c${i}`] ?? 0));
}

/** The search's conditions on published listings, or null when no listing can match (a name that matches nothing). */
export async function searchConditions(db: Db, search: PropertySearch): Promise<SQL | undefined | null> {
  const filters = await resolveFilters(db, search);
  return filters ? and(...filterConditions(filters)) : null;
}

/**
 * Resolves the filters, then loads one page (`query`) with the count of every match in the
 * same statement: the count is a subquery of its own, planned on its own (an index-only
 * scan), and one statement is one round trip instead of two. A page past the last one has
 * no row to carry the count, so only then is it asked for alone.
 */
async function findPage<R extends { total: number | string }>(
  db: Db,
  search: PropertySearch,
  query: (where: SQL | undefined, total: SQL.Aliased<number>, paging: Paging) => Preparable<R>,
): Promise<SearchPage<Omit<R, "total">>> {
  const key = filterKey(search);
  const filters = await resolveFilters(db, search);
  if (!filters) return { items: [], total: 0, page: search.page, limit: search.limit };
  const pageKey = `ids:${key}:${search.sort}:${search.page}:${search.limit}`;
  const totalKey = `total:${key}`;
  const { items, total } = await rememberBriefly(db, pageKey, async () => {
    const values = new Parameters();
    const conditions = namedConditions(filters, values.bind);
    const where = and(...conditions.map(([, condition]) => condition));
    const paging = pageOf(search, values.bind);
    const shape = `ids:${search.sort}:${conditions.map(([name]) => name).join(",")}`;
    const rows = await planned(db, shape, values, () =>
      query(where, sql<number>`${totalOf(db, filters, values.bind, conditions)}`.as("total"), paging),
    );
    const counted = rows[0] ? Number(rows[0].total) : search.page === 1 ? 0 : undefined;
    if (counted !== undefined) rememberBriefly(db, totalKey, () => Promise.resolve(counted));
    const total = counted ?? (await rememberBriefly(db, totalKey, () => countMatches(db, filters)));
    return { items: rows.map(({ total: _, ...item }) => item), total };
  });
  return { items, total, page: search.page, limit: search.limit };
}

/**
 * The plans PostgreSQL runs for a search's page of ids with its total (one statement: the REST
 * search and the search pages run it) and for the count alone (empty searches' ways out), for
 * `npm run bench` and operators.
 */
export async function explainSearch(db: Db, search: PropertySearch): Promise<{ count: string; page: string }> {
  const filters = await resolveFilters(db, search);
  if (!filters) return { count: "(no listing can match)", page: "(no listing can match)" };
  const where = and(...filterConditions(filters));
  const explain = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    const plan = sql.raw(`explain (analyze, costs off) ${inline(text, params)}`);
    const result = (await db.execute(plan)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join("\n");
  };
  const total = sql<number>`${totalOf(db, filters)}`.as("total");
  return {
    count: await explain(countQuery(db, where)),
    page: await explain(pageIds(db, where, search.sort, pageOf(search), { total })),
  };
}

/** `$1`… replaced by quoted literals: EXPLAIN cannot take bind parameters on every driver. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
