/**
 * A search's filters to SQL: names resolved to ids and prices to AED first, then one named
 * condition per filter that is set (the names make the statement's shape).
 */
import { and, between, eq, gte, isNotNull, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { agents, properties } from "../../../db/schema";
import { DomainError } from "../../errors";
import type { MessageKey } from "../../i18n/i18n";
import { sqftBounds } from "../area/area";
import { currentRates, toAed } from "../currency/currency.server";
import { matchLocationIds } from "../location/match.server";
import type { Box, Ring } from "./geometry";
import type { CompletionStatus, Furnishing } from "./permit";
import type { ListingPurpose } from "./purpose";
import { PROPERTY_SEGMENTS, type PropertySearch, type PropertySegment } from "./schema";
import { findAgencyAgentIds, findDeveloperIds, findPropertyTypeIds, propertyTypeIds } from "./search-names.server";
import { asItself, type Bind } from "./search-parameters.server";

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

/** A search's filters with every name resolved to ids and every price to AED. */
export type ResolvedFilters = {
  typeIds?: string[];
  segment?: PropertySegment;
  purpose?: ListingPurpose;
  developerIds?: string[];
  /** The agents of the agency a search names. */
  agentIds?: string[];
  /** The agency's own reference for the listing. */
  reference?: string;
  locationIds?: string[];
  minAed?: number;
  maxAed?: number;
  /** At least this many bedrooms. */
  minBedrooms?: number;
  /** The size range in whole square feet (decision 061). */
  minSqft?: number;
  maxSqft?: number;
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
export function filterKey(search: PropertySearch): string {
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
  const [typeIds, subtitleIds, developerIds, agentIds, locationIds, prices] = await Promise.all([
    search.type && !segment ? propertyTypeIds(db, search.type) : undefined,
    search.subtitle ? findPropertyTypeIds(db, search.subtitle) : undefined,
    search.developer ? findDeveloperIds(db, search.developer) : undefined,
    search.agency ? findAgencyAgentIds(db, search.agency) : undefined,
    // Every place word narrows the locations; typed text ("marina", "jvc", "دبي") is matched by the location module.
    matchLocationIds(db, search),
    pricesInAed(db, search),
  ]);
  const resolved: ResolvedFilters = {
    segment,
    purpose: search.purpose,
    typeIds: both(typeIds, subtitleIds),
    developerIds,
    agentIds,
    reference: search.reference,
    locationIds,
    ...prices,
    minBedrooms: search.bedrooms,
    ...sqftBounds(search.minSize, search.maxSize, search.unit ?? "sqft"),
    completionStatus: search.completionStatus,
    furnishing: search.furnishing,
    verified: search.verified,
    agentLanguage: search.agentLanguage,
    box: search.bbox,
    polygon: search.polygon,
  };
  const lists = [resolved.typeIds, developerIds, agentIds, locationIds];
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
export function namedConditions(f: ResolvedFilters, bind: Bind): [string, SQL][] {
  const conditions: [string, SQL | undefined][] = [
    ["published", IS_PUBLISHED],
    ["segment", f.segment ? eq(properties.segment, bind("segment", f.segment)) : undefined],
    ["purpose", f.purpose ? eq(properties.purpose, bind("purpose", f.purpose)) : undefined],
    idsCondition("type", properties.propertyTypeId, f.typeIds, bind),
    idsCondition("developer", properties.developerId, f.developerIds, bind),
    idsCondition("agent", properties.agentId, f.agentIds, bind),
    ["reference", f.reference ? eq(properties.referenceNumber, bind("reference", f.reference)) : undefined],
    idsCondition("location", properties.locationId, f.locationIds, bind),
    ["minAed", f.minAed === undefined ? undefined : gte(properties.priceAed, bind("minAed", f.minAed))],
    ["maxAed", f.maxAed === undefined ? undefined : lte(properties.priceAed, bind("maxAed", f.maxAed))],
    ["minSqft", f.minSqft === undefined ? undefined : gte(properties.areaSqft, bind("minSqft", f.minSqft))],
    ["maxSqft", f.maxSqft === undefined ? undefined : lte(properties.areaSqft, bind("maxSqft", f.maxSqft))],
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
    // The map view (decision 014): the (longitude, latitude) btree serves the box; the area is
    // checked on what it finds.
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
export function idsCondition(
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
