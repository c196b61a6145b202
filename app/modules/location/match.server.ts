/**
 * Typed places against the locations table (decision 011). The table is small (tens
 * to hundreds of rows) and read on every search, so it is remembered briefly with every
 * name already normalized, and matched in memory.
 */
import { asc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { locations } from "../../../db/schema";
import type { Language } from "../../i18n/languages";
import { rememberBriefly } from "../memo.server";
import { matchPlaces, type NamedPlace, type PlaceKeys, placeKeys, placeName, type ShownName } from "./match";

export type IndexedPlace = NamedPlace & {
  id: string;
  latitude: number;
  longitude: number;
  imageId: string | null;
  keys: PlaceKeys;
};

/** Every location with its names normalized, in the top-locations order. */
export function placeIndex(db: Db): Promise<IndexedPlace[]> {
  return rememberBriefly(db, "location:index", async () => {
    const rows = await db
      .select({
        id: locations.id,
        country: locations.country,
        state: locations.state,
        city: locations.city,
        label: locations.label,
        aliases: locations.aliases,
        translations: locations.translations,
        latitude: locations.latitude,
        longitude: locations.longitude,
        imageId: locations.imageId,
      })
      .from(locations)
      .orderBy(asc(locations.sortOrder), asc(locations.label));
    return rows.map((row) => ({ ...row, keys: placeKeys(row) }));
  });
}

/** The place words a search may carry (the original front end's parameters). */
export type PlaceWords = {
  country?: string;
  state?: string;
  district?: string;
  city?: string;
  location?: string;
  locationlable?: string;
  locationlabel?: string;
};

/** Equal whatever the case; an absent wanted value matches everything. */
function sameName(value: string, wanted: string | undefined): boolean {
  return !wanted || value.toLowerCase() === wanted.toLowerCase();
}

/**
 * The places a search names, or undefined when it names none. Country, state and district
 * (or city) are the autocomplete's exact values, compared case-insensitively as before; the
 * label words are typed text, matched by matchPlaces.
 */
export async function matchSearchPlaces(db: Db, words: PlaceWords): Promise<IndexedPlace[] | undefined> {
  if (Object.values(words).every((w) => !w)) return undefined;
  let found = (await placeIndex(db)).filter(
    (l) =>
      sameName(l.country, words.country) &&
      sameName(l.state, words.state) &&
      sameName(l.city, words.district) &&
      sameName(l.city, words.city),
  );
  for (const text of [words.location, words.locationlable, words.locationlabel]) {
    if (text) found = matchPlaces(found, text);
  }
  return found;
}

/** Ids of the places a search names; undefined when it names none (property search's filter). */
export async function matchLocationIds(db: Db, words: PlaceWords): Promise<string[] | undefined> {
  return (await matchSearchPlaces(db, words))?.map((l) => l.id);
}

/**
 * What a heading calls the place a search typed: the one place it found, or the town or
 * emirate all its places share, in `lang`; the typed text when it found several or none.
 */
export async function typedPlaceName(db: Db, words: PlaceWords, lang: Language): Promise<ShownName | undefined> {
  const typed = words.locationlable || words.locationlabel || words.location;
  if (!typed) return undefined;
  const found = (await matchSearchPlaces(db, words)) ?? [];
  const [first] = found;
  if (!first) return { text: typed, lang: "en" };
  for (const part of ["label", "city", "state"] as const) {
    if (found.every((l) => l[part] === first[part])) return placeName(first, lang, part);
  }
  return { text: typed, lang: "en" };
}

const EARTH_RADIUS_KM = 6371;

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The other places nearest to the middle of `around`, nearest first. */
export async function nearestPlaces(db: Db, around: IndexedPlace[], limit: number): Promise<IndexedPlace[]> {
  if (around.length === 0) return [];
  const centre = {
    latitude: around.reduce((sum, l) => sum + l.latitude, 0) / around.length,
    longitude: around.reduce((sum, l) => sum + l.longitude, 0) / around.length,
  };
  const taken = new Set(around.map((l) => l.id));
  return (await placeIndex(db))
    .filter((l) => !taken.has(l.id))
    .map((l) => ({ l, d: distanceKm(centre, l) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map(({ l }) => l);
}

/** English place names (labels, towns, emirates, countries) → the same name in `lang`. */
export type PlaceNamer = (english: string) => ShownName;

/**
 * Names stored place names in the page's language: cards, headings and the drill-down
 * carry English names (their links must), and show what this answers for them.
 */
export async function placeNamer(db: Db, lang: Language): Promise<PlaceNamer> {
  if (lang === "en") return (english) => ({ text: english, lang: "en" });
  const names = new Map<string, ShownName>();
  for (const place of await placeIndex(db)) {
    for (const part of ["country", "state", "city", "label"] as const) {
      const key = place[part].toLowerCase();
      const shown = placeName(place, lang, part);
      // The first translated spelling wins; an untranslated one never hides a translated one.
      if (!names.has(key) || (names.get(key)?.lang && !shown.lang)) names.set(key, shown);
    }
  }
  return (english) => names.get(english.toLowerCase()) ?? { text: english, lang: "en" };
}

/**
 * Listing cards with their "place, town" line in the page's language (`place`); on English
 * pages they come back as they are, and the card shows its English names.
 */
export async function withPlaceNames<T extends { locationLabel: string; city: string }>(
  db: Db,
  cards: T[],
  lang: Language,
): Promise<(T & { place?: ShownName })[]> {
  if (lang === "en" || cards.length === 0) return cards;
  const name = await placeNamer(db, lang);
  return cards.map((card) => {
    const label = name(card.locationLabel);
    const city = name(card.city);
    const text = label.text === city.text ? label.text : `${label.text}${lang === "ar" ? "، " : ", "}${city.text}`;
    return { ...card, place: label.lang || city.lang ? { text, lang: "en" } : { text } };
  });
}
