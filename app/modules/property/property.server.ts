import { createHash } from "node:crypto";
import { and, asc, between, count, desc, eq, gte, isNotNull, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { one } from "../../../db/one";
import {
  agents,
  banners,
  brokerages,
  categories,
  developers,
  type LabelValue,
  locations,
  mapCells,
  properties,
  propertyChildren,
  propertyImages,
  type Translations,
} from "../../../db/schema";
import { DomainError } from "../../errors";
import type { MessageKey } from "../../i18n/i18n";
import { currentRates, toAed } from "../currency/currency.server";
import { safeRichText } from "../html.server";
import { matchLocationIds } from "../location/match.server";
import { briefMemoPerDatabase, onForget, perDatabase, rememberBriefly } from "../memo.server";
import type { Box, Ring } from "./geometry";
import { cardTranslations, localizeCard } from "./localize.server";
import type { CompletionStatus, Furnishing } from "./permit";
import type { ListingPurpose, RentFrequency } from "./purpose";
import { PROPERTY_SEGMENTS, type PropertySearch, type PropertySegment } from "./schema";

export type NearbyPlace = { name: string; type: string; latitude: number; longitude: number; distanceM: number };

export type Property = {
  id: string;
  title: string;
  propertyType: { id: string; name: string };
  segment: PropertySegment;
  purpose: ListingPurpose;
  /** How often the rent is asked; null for a sale. */
  rentFrequency: RentFrequency | null;
  address: string;
  location: { id: string; country: string; state: string; city: string; label: string };
  developer: { id: string; firmName: string } | null;
  tagTitle: string;
  priceAmount: number;
  priceCurrency: string;
  priceAed: number;
  bedrooms: number | null;
  bathrooms: number | null;
  areaSqft: number | null;
  highlights: LabelValue[];
  descriptionTitle: string;
  descriptionRows: LabelValue[];
  /** Sanitised HTML. */
  description: string;
  latitude: number;
  longitude: number;
  /** In gallery order. */
  imageIds: string[];
  facilityIds: string[];
  featureIds: string[];
  /** Nearest first. */
  nearbyPlaces: NearbyPlace[];
  isFeatured: boolean;
  createdAt: Date;
  /** The listing's texts in other languages (localize.server.ts picks the page's). */
  translations: Translations;
  /** The property type's names in other languages. */
  typeTranslations: Translations;
  updatedAt: Date;
  /** Dubai's advertising permit (Trakheesi) and the day it lapses (YYYY-MM-DD); null where none. */
  permitNumber: string | null;
  permitExpiry: string | null;
  /** The agency's own reference; "" where none. */
  referenceNumber: string;
  completionStatus: CompletionStatus;
  furnishing: Furnishing | null;
  /** When staff checked the listing against its permit; null when not verified. */
  verifiedAt: Date | null;
  agent: ListingAgent | null;
  agency: ListingAgency | null;
};

/** The broker of a listing, as its page and the API show them. */
export type ListingAgent = {
  id: string;
  name: string;
  brn: string;
  slug: string;
  photoImageId: string | null;
  languages: string[];
  phone: string;
  whatsapp: string;
  email: string;
};

/** The licensed brokerage of a listing's agent. */
export type ListingAgency = { id: string; name: string; orn: string; slug: string };

export type PropertyPage = SearchPage<Property>;

type SearchPage<T> = { items: T[]; total: number; page: number; limit: number };

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

/** A search value the schema cannot judge alone, e.g. a currency with no stored rate. */
/**
 * A search value refused after parsing. `message` is the REST API's (English); a page shows
 * `key` with `vars` in its own language. (The error can be shared by concurrent searches
 * through rememberBriefly, so it carries no language of its own.)
 */
export class InvalidSearchError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
    readonly key?: MessageKey,
    readonly vars?: Record<string, string>,
  ) {
    super(400, message, { [field]: message });
    this.name = "InvalidSearchError";
  }
}

const isId = (value: string) => z.guid().safeParse(value).success;

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
  const rows = await cardsOf(db).getEach(page.items, async (missing) =>
    (await cardLoaderOf(db).execute({ ids: missing.join(",") })).map((row) => [row.id, row]),
  );
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

/** How long a page is and where it starts. */
type Paging = { limit: number | Placeholder; offset: number | Placeholder };

function pageOf(search: PropertySearch, bind: Bind = asItself): Paging {
  return { limit: bind("limit", search.limit), offset: bind("offset", (search.page - 1) * search.limit) };
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

type Prepared<R> = { getQuery(): { sql: string }; execute(values: Record<string, unknown>): Promise<R[]> };
type Preparable<R> = { prepare(name: string): Prepared<R> };

/** A search's values, sent as named parameters: searches of one shape then run one statement. */
class Parameters {
  readonly values: Record<string, unknown> = {};
  readonly bind: Bind = (name, value) => {
    this.values[name] = value;
    return sql.placeholder(name);
  };
}

/** Puts a search's value into its statement: as a named parameter, or as itself (a value drizzle sends along). */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const asItself: Bind = (_name, value) => value;

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
function planned<R>(db: Db, shape: string, params: Parameters, build: () => Preparable<R>): Promise<R[]> {
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
function pageIds<E extends Record<string, SQL.Aliased>>(
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

function countQuery(db: Db, where: SQL | undefined) {
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
function totalOf(
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
async function countMatches(db: Db, filters: ResolvedFilters): Promise<number> {
  const result = (await db.execute(sql`select ${totalOf(db, filters)} as total`)) as unknown as {
    rows: { total: string | number }[];
  };
  return Number(one(result.rows, "search count").total);
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

/** A published listing with everything its page shows, or null for an unknown or malformed id. */
export async function getPropertyById(db: Db, id: string): Promise<Property | null> {
  if (!isId(id)) return null;
  const [property] = await loadProperties(db, [id]);
  return property ?? null;
}

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

// ---------------------------------------------------------------- filters

/** A search's filters with every name resolved to ids and every price to AED. */
export type ResolvedFilters = {
  typeIds?: string[];
  segment?: PropertySegment;
  purpose?: ListingPurpose;
  developerIds?: string[];
  locationIds?: string[];
  minAed?: number;
  maxAed?: number;
  /** At least this many bedrooms. */
  minBedrooms?: number;
  completionStatus?: CompletionStatus;
  furnishing?: Furnishing;
  verified?: boolean;
  agentLanguage?: string;
  box?: Box;
  polygon?: Ring;
};

/**
 * Everything but paging and sort (bedrooms included): searches with the same key match
 * the same listings.
 */
function filterKey(search: PropertySearch): string {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = search;
  return JSON.stringify(filters);
}

/**
 * Names become ids through small indexed lookups first, so the listings query holds only
 * `= any(ids)` and range conditions the planner can estimate. Null when a name matches
 * nothing (an unknown type, place or developer), so no listing can match.
 */
export async function resolveFilters(db: Db, search: PropertySearch): Promise<ResolvedFilters | null> {
  const segment = PROPERTY_SEGMENTS.find((s) => s.toLowerCase() === search.type?.toLowerCase());
  const [typeIds, subtitleIds, developerIds, locationIds, prices] = await Promise.all([
    search.type && !segment ? propertyTypeIds(db, search.type) : undefined,
    search.subtitle ? findPropertyTypeIds(db, search.subtitle) : undefined,
    search.developer ? findDeveloperIds(db, search.developer) : undefined,
    // Every place word narrows the locations; typed text ("marina", "jvc", "دبي") is matched by the location module.
    matchLocationIds(db, search),
    pricesInAed(db, search),
  ]);
  const resolved: ResolvedFilters = {
    segment,
    purpose: search.purpose,
    typeIds: both(typeIds, subtitleIds),
    developerIds,
    locationIds,
    ...prices,
    minBedrooms: search.bedrooms,
    completionStatus: search.completionStatus,
    furnishing: search.furnishing,
    verified: search.verified,
    agentLanguage: search.agentLanguage,
    box: search.bbox,
    polygon: search.polygon,
  };
  const lists = [resolved.typeIds, developerIds, locationIds];
  return lists.some((ids) => ids?.length === 0) ? null : resolved;
}

/** The ids in both lists when both filters are given. */
function both(a: string[] | undefined, b: string[] | undefined): string[] | undefined {
  if (!a || !b) return a ?? b;
  return a.filter((id) => b.includes(id));
}

export function filterConditions(f: ResolvedFilters): SQL[] {
  return namedConditions(f, asItself).map(([, condition]) => condition);
}

/**
 * The conditions of the filters that are set, each with a name. The names in order are the
 * statement's shape: two searches with the same names have the same SQL text, whatever their
 * values (which `bind` makes parameters). So a condition whose text depends on anything but
 * its values (an id list of one or of several) has a name for each text.
 */
function namedConditions(f: ResolvedFilters, bind: Bind): [string, SQL][] {
  const conditions: [string, SQL | undefined][] = [
    ["published", IS_PUBLISHED],
    ["segment", f.segment ? eq(properties.segment, bind("segment", f.segment)) : undefined],
    ["purpose", f.purpose ? eq(properties.purpose, bind("purpose", f.purpose)) : undefined],
    idsCondition("type", properties.propertyTypeId, f.typeIds, bind),
    idsCondition("developer", properties.developerId, f.developerIds, bind),
    idsCondition("location", properties.locationId, f.locationIds, bind),
    ["minAed", f.minAed === undefined ? undefined : gte(properties.priceAed, bind("minAed", f.minAed))],
    ["maxAed", f.maxAed === undefined ? undefined : lte(properties.priceAed, bind("maxAed", f.maxAed))],
    ["beds", f.minBedrooms === undefined ? undefined : gte(properties.bedrooms, bind("beds", f.minBedrooms))],
    [
      "completion",
      f.completionStatus ? eq(properties.completionStatus, bind("completion", f.completionStatus)) : undefined,
    ],
    ["furnishing", f.furnishing ? eq(properties.furnishing, bind("furnishing", f.furnishing)) : undefined],
    ["verified", f.verified ? isNotNull(properties.verifiedAt) : undefined],
    // Agents are few (hundreds): the subquery is a small hash the listings probe.
    [
      "agentLanguage",
      f.agentLanguage
        ? sql`${properties.agentId} in (select ${agents.id} from ${agents} where ${agents.isActive} and ${bind("agentLanguage", f.agentLanguage)} = any(${agents.languages}))`
        : undefined,
    ],
    // The map view (issue 18): the (longitude, latitude) btree serves the box; the area is checked on what it finds.
    [
      "box",
      f.box
        ? and(
            between(properties.longitude, bind("west", f.box.west), bind("east", f.box.east)),
            between(properties.latitude, bind("south", f.box.south), bind("north", f.box.north)),
          )
        : undefined,
    ],
    ["polygon", f.polygon ? insidePolygon(f.polygon, bind) : undefined],
  ];
  return conditions.filter((c): c is [string, SQL] => c[1] !== undefined);
}

/** One id is an equality (an index on (column, price) then hands rows over in price order); several, a list. */
function idsCondition(
  name: string,
  column: AnyPgColumn,
  ids: string[] | undefined,
  bind: Bind,
): [string, SQL | undefined] {
  if (!ids) return [name, undefined];
  if (ids.length === 1) return [name, eq(column, bind(name, ids[0]))];
  return [`${name}List`, anyOf(column, bind(`${name}List`, ids.join(",")))];
}

/**
 * Written into the statement rather than bound: a prepared statement's generic plan can then
 * use the indexes that cover published listings only (a bound status matches none of them).
 */
export const IS_PUBLISHED = sql`${properties.status} = 'published'`;

/** Inside a drawn area, as PostgreSQL's `point <@ polygon` decides (the map API's rule). */
export function insidePolygon(ring: Ring, bind: Bind = asItself): SQL {
  const text = `(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(",")})`;
  return sql`point(${properties.longitude}, ${properties.latitude}) <@ ${bind("polygon", text)}::polygon`;
}

/**
 * One text parameter however many ids: short SQL, cheap to build, and PGlite passes a
 * text parameter much faster than an array one. Ids are uuids, so they hold no commas.
 */
export function anyOf(column: AnyPgColumn, list: string | Placeholder): SQL {
  return sql`${column} = any(string_to_array(${list}, ',')::uuid[])`;
}

/** `type` is a property-type id or name (a segment name is handled before). */
function propertyTypeIds(db: Db, type: string): Promise<string[]> {
  return isId(type) ? Promise.resolve([type]) : findPropertyTypeIds(db, type);
}

/**
 * The small tables a search's names resolve against (property types, developers: hundreds
 * of rows), remembered briefly so a search spends no query on them. Places are matched by
 * the location module's own remembered index (matchLocationIds).
 */
type SearchNames = {
  types: { id: string; name: string }[];
  developers: { id: string; firmName: string }[];
};

function searchNames(db: Db): Promise<SearchNames> {
  return rememberBriefly(db, "search:names", async () => {
    const [types, firms] = await Promise.all([
      db
        .select({ id: categories.id, name: categories.value })
        .from(categories)
        .where(eq(categories.masterId, MASTER.propertyType)),
      db.select({ id: developers.id, firmName: developers.firmName }).from(developers),
    ]);
    return { types, developers: firms };
  });
}

/** Equal whatever the case; an absent wanted value matches everything. */
function sameName(value: string, wanted: string | undefined): boolean {
  return wanted === undefined || wanted === "" || value.toLowerCase() === wanted.toLowerCase();
}

/** Ids of the property types called `name`, whatever its case. */
export async function findPropertyTypeIds(db: Db, name: string): Promise<string[]> {
  const { types } = await searchNames(db);
  return types.filter((t) => sameName(t.name, name)).map((t) => t.id);
}

/** `developer` is a developer id or a firm name, whatever its case. */
async function findDeveloperIds(db: Db, developer: string): Promise<string[]> {
  if (isId(developer)) return [developer];
  const { developers: firms } = await searchNames(db);
  return firms.filter((d) => sameName(d.firmName, developer)).map((d) => d.id);
}

/** Case-insensitive equality on a lower(...)-indexed column; no condition when the value is absent. */
export function sameText(column: AnyPgColumn, value: string | undefined): SQL | undefined {
  return value ? sql`lower(${column}) = lower(${value})` : undefined;
}

/** Prices arrive in the visitor's currency; listings are compared on their AED price. */
async function pricesInAed(db: Db, search: PropertySearch): Promise<{ minAed?: number; maxAed?: number }> {
  const { minPrice, maxPrice, currency } = search;
  if (minPrice === undefined && maxPrice === undefined) return {};
  const rates = await currentRates(db);
  const inAed = (amount: number | undefined) => {
    if (amount === undefined) return undefined;
    const aed = toAed(amount, currency, rates);
    if (aed === null) {
      throw new InvalidSearchError("currency", `Unknown currency: ${currency}.`, "search.unknownCurrency", {
        code: currency,
      });
    }
    return aed;
  };
  return { minAed: inAed(minPrice), maxAed: inAed(maxPrice) };
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

// ---------------------------------------------------------------- loading

/**
 * How many loaded listings a process keeps for the pages: a listing's page (in every language
 * and currency, for visitors the page cache does not serve) and the featured listings. Each
 * costs about 5.5 KB (issue 15, memory). The REST API's search keeps its own memory of the
 * listings it answered, as bytes (server/api/property.ts).
 */
const LISTINGS_REMEMBERED = 1_000;

/** Recently loaded listings of a database; forgotten with every other remembered answer. */
const listingsOf = briefMemoPerDatabase<Property>(LISTINGS_REMEMBERED);

/**
 * How many listing cards a process keeps for the search pages. Different searches show many
 * of the same listings (a place's first pages, by price or by date): under the bench's varied
 * searches about 11,000 listings make up what is shown, and 8,000 remembered answer 91 % of
 * them, as for the REST search (server/api/property.ts). A card, in every language, costs
 * about 1.5 KB (issue 15, memory).
 */
const CARDS_REMEMBERED = 8_000;
type CardRow = Awaited<ReturnType<ReturnType<typeof prepareCardLoader>["execute"]>>[number];
const cardsOf = briefMemoPerDatabase<CardRow>(CARDS_REMEMBERED);

/** Published listings' cards for a comma-separated list of ids, in no particular order. */
const cardLoaderOf = perDatabase(prepareCardLoader);
function prepareCardLoader(db: Db) {
  return (
    cardQuery(db, {})
      .where(and(anyOf(properties.id, sql.placeholder("ids")), eq(properties.status, "published")))
      // Named: planned once per connection (once for all of them on embedded PGlite).
      .prepare("load_cards")
  );
}

/**
 * Published listings for the given ids, in the order of `ids`. Recently loaded ones come
 * from memory; the rest take one query. Unknown ids are not remembered, so probing
 * random ids cannot fill the memory.
 */
function loadProperties(db: Db, ids: string[]): Promise<Property[]> {
  return listingsOf(db).getEach(ids, async (missing) =>
    (await fetchProperties(db, missing)).map((property) => [property.id, property]),
  );
}

/**
 * Published listings for the given ids, in no particular order, read from the database: the
 * listing memory is neither asked nor filled (the REST API keeps its own, server/api/property.ts).
 * Child rows come from correlated subqueries, which only ever run for the (at most 100)
 * ids asked for. The statement is built and prepared once per database.
 */
export async function fetchProperties(db: Db, ids: string[]): Promise<Property[]> {
  if (ids.length === 0) return [];
  const rows = await propertyLoaderOf(db).execute({ ids: ids.join(",") });
  const shared = sharedPartsOf(db);
  // Stored HTML is made safe again on the way out: whatever wrote it, it renders safely.
  return rows.map((row) => ({
    ...row,
    description: safeRichText(row.description),
    propertyType: shared.one(row.propertyType),
    location: shared.one(row.location),
    developer: row.developer && shared.one(row.developer),
    agent: row.agent && shared.one(row.agent),
    agency: row.agency && shared.one(row.agency),
    typeTranslations: shared.one(row.typeTranslations),
  }));
}

/**
 * One object for equal parts of many listings (their type, place, developer, agent, agency):
 * a remembered listing then holds only its own data, about a quarter less memory each, so
 * more of them fit in the listing memory (issue 15, memory). Equal means equal in content,
 * so a changed agent is a new object; the parts are forgotten with every other remembered answer.
 */
class SharedParts {
  private readonly parts = new Map<string, object>();
  one<T extends object>(part: T): T {
    const key = JSON.stringify(part);
    const known = this.parts.get(key);
    if (known) return known as T;
    // The parts are few (dozens of places, agents and types): this bound only guards odd data.
    if (this.parts.size >= 10_000) this.clear();
    this.parts.set(key, part);
    return part;
  }

  clear(): void {
    this.parts.clear();
  }
}

const sharedPartsOf = perDatabase((db) => {
  const parts = new SharedParts();
  onForget(db, () => parts.clear());
  return parts;
});

const propertyLoaderOf = perDatabase(prepareLoader);

function prepareLoader(db: Db) {
  return (
    propertyQuery(db)
      .where(and(anyOf(properties.id, sql.placeholder("ids")), eq(properties.status, "published")))
      // Named: planned once per connection (once for all of them on embedded PGlite).
      .prepare("load_properties")
  );
}

/** A select of everything a listing's page shows; the caller adds conditions, order and limit. */
function propertyQuery(db: Db) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      propertyType: { id: categories.id, name: categories.value },
      segment: properties.segment,
      purpose: properties.purpose,
      rentFrequency: properties.rentFrequency,
      address: properties.address,
      location: {
        id: locations.id,
        country: locations.country,
        state: locations.state,
        city: locations.city,
        label: locations.label,
      },
      // A left join: drizzle answers null for the object when the listing has no developer.
      developer: { id: developers.id, firmName: developers.firmName },
      tagTitle: properties.tagTitle,
      priceAmount: properties.priceAmount,
      priceCurrency: properties.priceCurrency,
      priceAed: properties.priceAed,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaSqft: properties.areaSqft,
      highlights: properties.highlights,
      descriptionTitle: properties.descriptionTitle,
      descriptionRows: properties.descriptionRows,
      description: properties.description,
      latitude: properties.latitude,
      longitude: properties.longitude,
      isFeatured: properties.isFeatured,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
      translations: properties.translations,
      typeTranslations: categories.translations,
      permitNumber: properties.permitNumber,
      permitExpiry: properties.permitExpiry,
      referenceNumber: properties.referenceNumber,
      completionStatus: properties.completionStatus,
      furnishing: properties.furnishing,
      verifiedAt: properties.verifiedAt,
      // Left joins: drizzle answers null for the object when the listing has no agent.
      agent: {
        id: agents.id,
        name: agents.name,
        brn: agents.brn,
        slug: agents.slug,
        photoImageId: agents.photoImageId,
        languages: agents.languages,
        phone: agents.phone,
        whatsapp: agents.whatsapp,
        email: agents.email,
      },
      agency: { id: brokerages.id, name: brokerages.name, orn: brokerages.orn, slug: brokerages.slug },
      imageIds: imageIdsOf(),
      facilityIds: amenityIdsOf(MASTER.facility),
      featureIds: amenityIdsOf(MASTER.feature),
      nearbyPlaces: nearbyPlacesOf(),
    })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.propertyTypeId))
    .innerJoin(locations, eq(locations.id, properties.locationId))
    .leftJoin(developers, eq(developers.id, properties.developerId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(brokerages, eq(brokerages.id, agents.brokerageId))
    .leftJoin(propertyChildren, eq(propertyChildren.propertyId, properties.id))
    .$dynamic();
}

// The child rows come gathered on the listing's property_children row (kept by triggers,
// migration 0009): one key lookup per listing instead of four subqueries.
function imageIdsOf() {
  return sql<string[]>`coalesce(${propertyChildren.imageIds}, '[]'::json)`;
}

/** Amenity ids of one master, ordered now: the back office may reorder or rename categories. */
function amenityIdsOf(masterId: string) {
  return sql<string[]>`(select coalesce(json_agg(c.id order by c.sort_order, c.value), '[]'::json)
    from ${categories} c where c.id = any(${propertyChildren.amenityIds}) and c.master_id = ${masterId})`;
}

function nearbyPlacesOf() {
  return sql<NearbyPlace[]>`coalesce(${propertyChildren.nearby}, '[]'::json)`;
}

/**
 * A select of what a listing card shows (joined type and location, first photo), plus
 * `extra` columns; the caller adds the conditions, order and limit.
 */
export function cardQuery<E extends Record<string, SQL.Aliased>>(db: Db, extra: E = {} as E) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      typeName: categories.value,
      locationLabel: locations.label,
      city: locations.city,
      tagTitle: properties.tagTitle,
      priceAed: properties.priceAed,
      purpose: properties.purpose,
      rentFrequency: properties.rentFrequency,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaSqft: properties.areaSqft,
      // Typed as the card's field: some cards come from here, some from a whole listing (toCard).
      verifiedAt: sql<Date | string | null>`${properties.verifiedAt}`.as("verified_at"),
      imageId: sql<string | null>`(select ${propertyImages.imageId} from ${propertyImages}
        where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.position} limit 1)`.as(
        "image_id",
      ),
      translations: cardTranslations(),
      typeTranslations: categories.translations,
      ...extra,
    })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.propertyTypeId))
    .innerJoin(locations, eq(locations.id, properties.locationId))
    .$dynamic();
}

/** Listings the team marked featured, newest first. */
export async function listFeaturedProperties(db: Db, limit: number): Promise<Property[]> {
  const ids = await rememberBriefly(db, `featured:${limit}`, async () => {
    const rows = await featuredIdsQuery(db, limit);
    return rows.map((r) => r.id);
  });
  return loadProperties(db, ids);
}

/** The newest featured listings' ids, read from their own partial index (properties_featured_idx). */
export function featuredIdsQuery(db: Db, limit: number) {
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.isFeatured, true), eq(properties.status, "published")))
    .orderBy(desc(properties.createdAt))
    .limit(limit);
}
