import { and, asc, count, desc, eq, gte, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { type Db, sharesOneSession, type Tx } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { one } from "../../../db/one";
import {
  banners,
  categories,
  developers,
  type LabelValue,
  locations,
  nearbyPlaces,
  properties,
  propertyAmenities,
  propertyImages,
} from "../../../db/schema";
import { DomainError } from "../../errors";
import type { MessageKey } from "../../i18n/i18n";
import { getRates, toAed } from "../currency/currency.server";
import { sanitizeRichText } from "../html.server";
import { PROPERTY_SEGMENTS, type PropertySearch, type PropertySegment } from "./schema";

export type NearbyPlace = { name: string; type: string; latitude: number; longitude: number; distanceM: number };

export type Property = {
  id: string;
  title: string;
  propertyType: { id: string; name: string };
  segment: PropertySegment;
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
};

export type PropertyPage = { items: Property[]; total: number; page: number; limit: number };

export type Banner = {
  id: string;
  bannerType: "Property Banner" | "Informative Banner";
  propertyId: string | null;
  text: string;
  lines: string[];
  imageId: string | null;
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
  const key = filterKey(search);
  const filters = await rememberBriefly(db, `filters:${key}`, () => resolveFilters(db, search));
  if (!filters) return { items: [], total: 0, page: search.page, limit: search.limit };
  const where = and(...filterConditions(filters));
  const pageKey = `page:${key}:${search.sort}:${search.page}:${search.limit}`;
  const [ids, total] = await Promise.all([
    rememberBriefly(db, pageKey, () => pageIds(db, where, search)),
    // count(*) reads every matching row (all 100,000 of an unfiltered list).
    rememberBriefly(db, `total:${key}`, () => countMatches(db, where)),
  ]);
  return { items: await loadProperties(db, ids), total, page: search.page, limit: search.limit };
}

function pageQuery(db: Db, where: SQL | undefined, search: PropertySearch) {
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...sortOrder(search.sort))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
}

function countQuery(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(properties).where(where);
}

async function pageIds(db: Db, where: SQL | undefined, search: PropertySearch): Promise<string[]> {
  return (await pageQuery(db, where, search)).map((r) => r.id);
}

async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  return Number(one(await countQuery(db, where), "search count").total);
}

/** The plans PostgreSQL runs for a search's count and page (for `npm run bench` and operators). */
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
  return { count: await explain(countQuery(db, where)), page: await explain(pageQuery(db, where, search)) };
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
    })
    .from(banners)
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

// ---------------------------------------------------------------- brief memory

/**
 * How long a search's resolved filters, page of ids and total, a loaded listing and the
 * location counts may lag behind the data. Listings change a few times a day; the same
 * searches repeat many times a second, and on two cores (or single-threaded PGlite)
 * every repeated query is time another visitor waits for.
 */
export const MEMO_TTL_MS = 15_000;

/** Entries expire after MEMO_TTL_MS; past `capacity` the oldest is dropped. */
class BriefMemo<T> {
  private readonly entries = new Map<string, { expires: number; value: T }>();
  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > Date.now() ? entry.value : undefined;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: Date.now() + MEMO_TTL_MS, value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

type Memo = { answers: BriefMemo<Promise<unknown>>; listings: BriefMemo<Property> };

// Per database, so tests with several databases in one process never mix answers.
const memos = new WeakMap<Db, Memo>();
const forgetHooks = new WeakMap<Db, Set<() => void>>();

function memoOf(db: Db) {
  const memo = memos.get(db) ?? {
    answers: new BriefMemo<Promise<unknown>>(1_000),
    listings: new BriefMemo<Property>(2_000),
  };
  memos.set(db, memo);
  return memo;
}

/**
 * An answer that may lag a little, computed at most once per MEMO_TTL_MS: concurrent
 * callers share one computation, so an expired entry under load costs one query, not
 * one per request. Failures are not remembered.
 */
export function rememberBriefly<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const { answers } = memoOf(db);
  const known = answers.get(key);
  if (known) return known as Promise<T>;
  const value = compute();
  answers.set(key, value);
  value.catch(() => answers.delete(key));
  return value;
}

/** Drops every remembered answer of this database: back-office writes call it so editors see their change at once. */
export function forgetRemembered(db: Db): void {
  memos.delete(db);
  for (const hook of forgetHooks.get(db) ?? []) hook();
}

/**
 * A write of data the public pages show, in one transaction; once it is committed, every
 * remembered answer and page is forgotten, so the next visitor sees the change.
 */
export async function writePublicData<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(write);
  forgetRemembered(db);
  for (const hook of writeHooks.get(db) ?? []) hook();
  return result;
}

const writeHooks = new WeakMap<Db, Set<() => void>>();

/**
 * Runs `hook` after each committed writePublicData in this process (not after a forget
 * another process asked for): server/forget-bus.ts tells the other processes with it.
 */
export function onPublicWrite(db: Db, hook: () => void): () => void {
  const hooks = writeHooks.get(db) ?? new Set();
  hooks.add(hook);
  writeHooks.set(db, hooks);
  return () => hooks.delete(hook);
}

/** Runs `hook` whenever forgetRemembered(db) is called: caches built on these answers (rendered pages) go too. */
export function onForget(db: Db, hook: () => void): void {
  const hooks = forgetHooks.get(db) ?? new Set();
  hooks.add(hook);
  forgetHooks.set(db, hooks);
}

// ---------------------------------------------------------------- filters

/** A search's filters with every name resolved to ids and every price to AED. */
type ResolvedFilters = {
  typeIds?: string[];
  segment?: PropertySegment;
  developerIds?: string[];
  locationIds?: string[];
  minAed?: number;
  maxAed?: number;
  /** At least this many bedrooms. */
  minBedrooms?: number;
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
async function resolveFilters(db: Db, search: PropertySearch): Promise<ResolvedFilters | null> {
  const segment = PROPERTY_SEGMENTS.find((s) => s.toLowerCase() === search.type?.toLowerCase());
  const [typeIds, subtitleIds, developerIds, locationIds, prices] = await Promise.all([
    search.type && !segment ? propertyTypeIds(db, search.type) : undefined,
    search.subtitle ? findPropertyTypeIds(db, search.subtitle) : undefined,
    search.developer ? findDeveloperIds(db, search.developer) : undefined,
    findLocationIds(db, search),
    pricesInAed(db, search),
  ]);
  const resolved: ResolvedFilters = {
    segment,
    typeIds: both(typeIds, subtitleIds),
    developerIds,
    locationIds,
    ...prices,
    minBedrooms: search.bedrooms,
  };
  const lists = [resolved.typeIds, developerIds, locationIds];
  return lists.some((ids) => ids?.length === 0) ? null : resolved;
}

/** The ids in both lists when both filters are given. */
function both(a: string[] | undefined, b: string[] | undefined): string[] | undefined {
  if (!a || !b) return a ?? b;
  return a.filter((id) => b.includes(id));
}

function filterConditions(f: ResolvedFilters): SQL[] {
  return [
    eq(properties.status, "published"),
    f.segment ? eq(properties.segment, f.segment) : undefined,
    f.typeIds ? anyOf(properties.propertyTypeId, f.typeIds) : undefined,
    f.developerIds ? anyOf(properties.developerId, f.developerIds) : undefined,
    f.locationIds ? anyOf(properties.locationId, f.locationIds) : undefined,
    f.minAed === undefined ? undefined : gte(properties.priceAed, f.minAed),
    f.maxAed === undefined ? undefined : lte(properties.priceAed, f.maxAed),
    f.minBedrooms === undefined ? undefined : gte(properties.bedrooms, f.minBedrooms),
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * One text parameter however many ids: short SQL, cheap to build, and PGlite passes a
 * text parameter much faster than an array one. Ids are uuids, so they hold no commas.
 */
function anyOf(column: AnyPgColumn, ids: string[] | Placeholder): SQL {
  const list = Array.isArray(ids) ? ids.join(",") : ids;
  return sql`${column} = any(string_to_array(${list}, ',')::uuid[])`;
}

/** `type` is a property-type id or name (a segment name is handled before). */
function propertyTypeIds(db: Db, type: string): Promise<string[]> {
  return isId(type) ? Promise.resolve([type]) : findPropertyTypeIds(db, type);
}

/** Ids of the property types called `name`, whatever its case. */
export async function findPropertyTypeIds(db: Db, name: string): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.masterId, MASTER.propertyType), sql`lower(${categories.value}) = lower(${name})`));
  return rows.map((r) => r.id);
}

/** `developer` is a developer id or a firm name, whatever its case. */
async function findDeveloperIds(db: Db, developer: string): Promise<string[]> {
  if (isId(developer)) return [developer];
  const rows = await db
    .select({ id: developers.id })
    .from(developers)
    .where(sql`lower(${developers.firmName}) = lower(${developer})`);
  return rows.map((r) => r.id);
}

/** Every place word narrows the locations table (hundreds of rows, indexed on lower(...)). */
async function findLocationIds(db: Db, search: PropertySearch): Promise<string[] | undefined> {
  const place = [
    sameText(locations.country, search.country),
    sameText(locations.state, search.state),
    sameText(locations.city, search.district),
    sameText(locations.city, search.city),
    sameText(locations.label, search.location),
    sameText(locations.label, search.locationlable),
    sameText(locations.label, search.locationlabel),
  ].filter((c): c is SQL => c !== undefined);
  if (place.length === 0) return undefined;
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(...place));
  return rows.map((r) => r.id);
}

/** Case-insensitive equality on a lower(...)-indexed column; no condition when the value is absent. */
export function sameText(column: AnyPgColumn, value: string | undefined): SQL | undefined {
  return value ? sql`lower(${column}) = lower(${value})` : undefined;
}

/** Prices arrive in the visitor's currency; listings are compared on their AED price. */
async function pricesInAed(db: Db, search: PropertySearch): Promise<{ minAed?: number; maxAed?: number }> {
  const { minPrice, maxPrice, currency } = search;
  if (minPrice === undefined && maxPrice === undefined) return {};
  const rates = await getRates(db);
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
 * Published listings for the given ids, in the order of `ids`. Recently loaded ones come
 * from memory; the rest take one query. Unknown ids are not remembered, so probing
 * random ids cannot fill the memory.
 */
async function loadProperties(db: Db, ids: string[]): Promise<Property[]> {
  const { listings } = memoOf(db);
  const found = new Map<string, Property>();
  for (const id of ids) {
    const known = listings.get(id);
    if (known) found.set(id, known);
  }
  const missing = ids.filter((id) => !found.has(id));
  for (const property of await fetchProperties(db, missing)) {
    listings.set(property.id, property);
    found.set(property.id, property);
  }
  return ids.map((id) => found.get(id)).filter((p): p is Property => p !== undefined);
}

/**
 * Child rows come from correlated subqueries, which only ever run for the (at most 100)
 * ids asked for. The statement is built and prepared once per database.
 */
async function fetchProperties(db: Db, ids: string[]): Promise<Property[]> {
  if (ids.length === 0) return [];
  const loader = propertyLoaders.get(db) ?? prepareLoader(db);
  propertyLoaders.set(db, loader);
  const rows = await loader.execute({ ids: ids.join(",") });
  return rows.map(toProperty);
}

const propertyLoaders = new WeakMap<Db, ReturnType<typeof prepareLoader>>();

function prepareLoader(db: Db) {
  return (
    db
      .select({
        id: properties.id,
        title: properties.title,
        propertyType: { id: categories.id, name: categories.value },
        segment: properties.segment,
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
        imageIds: imageIdsOf(),
        facilityIds: amenityIdsOf(MASTER.facility),
        featureIds: amenityIdsOf(MASTER.feature),
        nearbyPlaces: nearbyPlacesOf(),
      })
      .from(properties)
      .innerJoin(categories, eq(categories.id, properties.propertyTypeId))
      .innerJoin(locations, eq(locations.id, properties.locationId))
      .leftJoin(developers, eq(developers.id, properties.developerId))
      .where(and(anyOf(properties.id, sql.placeholder("ids")), eq(properties.status, "published")))
      // Named (planned once per connection) on PostgreSQL; unnamed where connections share a session.
      .prepare(sharesOneSession(db) ? "" : "load_properties")
  );
}

function imageIdsOf() {
  return sql<
    string[]
  >`(select coalesce(json_agg(${propertyImages.imageId} order by ${propertyImages.position}), '[]'::json)
    from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id})`;
}

function amenityIdsOf(masterId: string) {
  return sql<string[]>`(select coalesce(json_agg(c.id order by c.sort_order, c.value), '[]'::json)
    from ${propertyAmenities} pa join ${categories} c on c.id = pa.category_id
    where pa.property_id = ${properties.id} and c.master_id = ${masterId})`;
}

function nearbyPlacesOf() {
  return sql<NearbyPlace[]>`(select coalesce(json_agg(json_build_object(
      'name', ${nearbyPlaces.name}, 'type', ${nearbyPlaces.type},
      'latitude', ${nearbyPlaces.latitude}, 'longitude', ${nearbyPlaces.longitude},
      'distanceM', ${nearbyPlaces.distanceM}) order by ${nearbyPlaces.distanceM}), '[]'::json)
    from ${nearbyPlaces} where ${nearbyPlaces.propertyId} = ${properties.id})`;
}

type PropertyRow = Awaited<ReturnType<ReturnType<typeof prepareLoader>["execute"]>>[number];

function toProperty(row: PropertyRow): Property {
  return { ...row, description: sanitizeRichText(row.description) };
}

/** Listings the team marked featured, newest first. */
export async function listFeaturedProperties(db: Db, limit: number): Promise<Property[]> {
  // Walks the listings newest first until it has found `limit` featured ones: remembered briefly.
  const ids = await rememberBriefly(db, `featured:${limit}`, async () => {
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.isFeatured, true), eq(properties.status, "published")))
      .orderBy(desc(properties.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  });
  return loadProperties(db, ids);
}
