import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { locations, properties } from "../../../db/schema";
import type { Language } from "../../i18n/languages";
import { rememberBriefly } from "../memo.server";
import { publishedPerLocation } from "../property/map.server";
import type { ListingPurpose } from "../property/purpose";
import { sameText } from "../property/search-filters.server";
import { findPropertyTypeIds } from "../property/search-names.server";
import { type PlacePart, placeName, type ShownName, suggestionRank } from "./match";
import { placeIndex } from "./match.server";

export type Location = {
  id: string;
  country: string;
  state: string;
  city: string;
  label: string;
  latitude: number;
  longitude: number;
  imageId: string | null;
};

export type LocationSummary = Location & { count: number };

export type LocationFilterQuery = {
  country?: string;
  state?: string;
  district?: string;
  subtitle?: string;
  /** Only listings for sale, or only for rent; both when absent (the API's answer). */
  purpose?: "sale" | "rent";
};

/** Countries > states > cities > locations, each location with its number of listings. */
export type LocationTree = {
  countries: {
    name: string;
    states: { name: string; cities: { name: string; locations: { location: string; count: number }[] }[] }[];
  }[];
};

const locationColumns = {
  id: locations.id,
  country: locations.country,
  state: locations.state,
  city: locations.city,
  label: locations.label,
  latitude: locations.latitude,
  longitude: locations.longitude,
  imageId: locations.imageId,
};

const topOrder = [asc(locations.sortOrder), asc(locations.label)];

/** The locations marked top: the footer links and the popular-locations grid. */
export function listTopLocations(db: Db): Promise<Location[]> {
  // Every page's header and footer list them: remembered briefly.
  return rememberBriefly(db, "locations:top", () =>
    db
      .select(locationColumns)
      .from(locations)
      .where(eq(locations.isTop, true))
      .orderBy(...topOrder),
  );
}

/**
 * Top locations with their number of published listings (of one purpose, when given),
 * counted with one GROUP BY. The count reads every listing of those places, so like search
 * totals it is remembered briefly.
 */
export function listLocationSummaries(db: Db, purpose?: ListingPurpose): Promise<LocationSummary[]> {
  return rememberBriefly(db, `location-summaries:${purpose ?? "all"}`, () => countTopLocations(db, purpose));
}

async function countTopLocations(db: Db, purpose: ListingPurpose | undefined): Promise<LocationSummary[]> {
  const published = publishedPerLocation(db, purpose);
  const rows = await db
    .select({ ...locationColumns, count: sql<number>`coalesce(${published.listings}, 0)` })
    .from(locations)
    .leftJoin(published, eq(published.locationId, locations.id))
    .where(eq(locations.isTop, true))
    .orderBy(...topOrder);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Every location, by country, state, city and label. */
export async function listLocations(db: Db): Promise<Location[]> {
  return db
    .select(locationColumns)
    .from(locations)
    .orderBy(asc(locations.country), asc(locations.state), asc(locations.city), asc(locations.label));
}

/**
 * Listing counts per location, nested by country, state and city; within a city the busiest
 * location comes first. Only locations with listings appear. Without a type the counts are
 * the ones kept on write (publishedPerLocation); a type's are counted with a GROUP BY, so
 * like search totals the answer is remembered for a few seconds.
 */
export function locationFilter(db: Db, query: LocationFilterQuery): Promise<LocationTree> {
  const key = `location-filter:${JSON.stringify([query.country, query.state, query.district, query.subtitle, query.purpose])}`;
  return rememberBriefly(db, key, async () => {
    const typeIds = query.subtitle ? await findPropertyTypeIds(db, query.subtitle) : undefined;
    if (typeIds?.length === 0) return { countries: [] };
    const rows = typeIds ? await countOfTypes(db, query, typeIds) : await countAll(db, query);
    return nest(rows.map((row) => ({ ...row, count: Number(row.count) })));
  });
}

const placeColumns = {
  country: locations.country,
  state: locations.state,
  city: locations.city,
  label: locations.label,
};

/** By country, state and city; within a city the busiest location first. */
const byPlaceThenCount = (listings: SQL | SQL.Aliased) => [
  asc(locations.country),
  asc(locations.state),
  asc(locations.city),
  desc(listings),
  asc(locations.label),
];

function countAll(db: Db, query: LocationFilterQuery) {
  const published = publishedPerLocation(db, query.purpose);
  return db
    .select({ ...placeColumns, count: published.listings })
    .from(locations)
    .innerJoin(published, eq(published.locationId, locations.id))
    .where(and(...placeConditions(query)))
    .orderBy(...byPlaceThenCount(published.listings));
}

function countOfTypes(db: Db, query: LocationFilterQuery, typeIds: string[]) {
  return db
    .select({ ...placeColumns, count: count() })
    .from(properties)
    .innerJoin(locations, eq(locations.id, properties.locationId))
    .where(
      and(
        eq(properties.status, "published"),
        ...placeConditions(query),
        inArray(properties.propertyTypeId, typeIds),
        query.purpose ? eq(properties.purpose, query.purpose) : undefined,
      ),
    )
    .groupBy(locations.country, locations.state, locations.city, locations.label)
    .orderBy(...byPlaceThenCount(count()));
}

function placeConditions(query: LocationFilterQuery): (SQL | undefined)[] {
  return [
    sameText(locations.country, query.country),
    sameText(locations.state, query.state),
    sameText(locations.city, query.district),
  ];
}

type CountRow = { country: string; state: string; city: string; label: string; count: number };

/** Rows arrive sorted by country, state and city, so each level only looks at its last entry. */
function nest(rows: CountRow[]): LocationTree {
  const countries: LocationTree["countries"] = [];
  for (const row of rows) {
    const country = lastNamed(countries, row.country, () => ({ name: row.country, states: [] }));
    const state = lastNamed(country.states, row.state, () => ({ name: row.state, cities: [] }));
    const city = lastNamed(state.cities, row.city, () => ({ name: row.city, locations: [] }));
    city.locations.push({ location: row.label, count: row.count });
  }
  return { countries };
}

function lastNamed<T extends { name: string }>(list: T[], name: string, create: () => T): T {
  const last = list.at(-1);
  if (last?.name === name) return last;
  const made = create();
  list.push(made);
  return made;
}

/** How many places the hero's location autocomplete offers at most. */
export const LOCATION_SEARCH_LIMIT = 8;

/** A place of the autocomplete with its names in the page's language. */
export type LocationSuggestion = Location & { names: Record<PlacePart, ShownName> };

/**
 * The hero's location autocomplete: places with a name containing `q` (decision 011:
 * any language's name, short names like JVC, case, accents and Arabic vowel marks
 * ignored). Labels that start with `q` come first, then other label matches, then the
 * rest; alphabetical within each. Names come in `lang`, English where a place has none.
 */
export async function searchLocations(db: Db, q: string, lang: Language = "en"): Promise<LocationSuggestion[]> {
  const ranked = (await placeIndex(db)).flatMap((place) => {
    const rank = suggestionRank(place.keys, q);
    return rank === null ? [] : [{ place, rank }];
  });
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.place.label.localeCompare(b.place.label, "en") ||
      a.place.city.localeCompare(b.place.city, "en"),
  );
  return ranked.slice(0, LOCATION_SEARCH_LIMIT).map(({ place }) => ({
    id: place.id,
    country: place.country,
    state: place.state,
    city: place.city,
    label: place.label,
    latitude: place.latitude,
    longitude: place.longitude,
    imageId: place.imageId,
    names: {
      label: placeName(place, lang, "label"),
      city: placeName(place, lang, "city"),
      state: placeName(place, lang, "state"),
      country: placeName(place, lang, "country"),
    },
  }));
}
