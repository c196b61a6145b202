/**
 * Typed place names (decision 011): what a visitor types in a location field ("marina",
 * "jvc", "مارينا", "دبي", "نخلة"...) against every name a place has. Pure and browser-safe,
 * so it is unit-tested alone; match.server.ts runs it over the remembered locations table.
 */
import type { Translations } from "../../../db/schema";

/** A location row as far as names go. */
export type NamedPlace = {
  label: string;
  city: string;
  state: string;
  country: string;
  aliases: string[];
  translations: Translations;
};

const PLACE_PARTS = ["label", "city", "state", "country"] as const;
export type PlacePart = (typeof PLACE_PARTS)[number];
const TRANSLATED = ["ar", "hi", "ru"] as const;

// Marks people leave out when typing: Latin accents (after NFD), Arabic vowel marks and the
// superscript alef, and the Devanagari nukta. Other Devanagari signs are letters' vowels, kept.
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u093c\u0640]/g;
// Letters written several ways in Arabic: hamza-carrying alefs, alef maqsura, ta marbuta.
const ARABIC_FOLDS: Record<string, string> = { أ: "ا", إ: "ا", آ: "ا", ٱ: "ا", ى: "ي", ة: "ه", ؤ: "و", ئ: "ي" };
// Separators inside names: "Palm-Jumeirah", "Al Sa'ada", "St. Regis" read as words.
const SEPARATORS = /[\s\-\u2010-\u2015'’`.,،]+/g;

/**
 * The form two names are compared in: case, accents, Arabic vowel marks, letter variants
 * and the Arabic article "ال" folded away, separators made single spaces.
 */
export function normalizeName(text: string): string {
  return text
    .normalize("NFD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(/[أإآٱىةؤئ]/g, (c) => ARABIC_FOLDS[c] ?? c)
    .replace(SEPARATORS, " ")
    .trim()
    .replace(/(^| )ال(?=[^ ]{2})/g, "$1");
}

/** Every name of a place, normalized: its labels in each language, and its other names. */
export type PlaceKeys = { labels: string[]; others: string[] };

export function placeKeys(place: NamedPlace): PlaceKeys {
  const named = (part: PlacePart) => [
    place[part],
    ...TRANSLATED.map((lang) => place.translations?.[lang]?.[part]).filter((v): v is string => typeof v === "string"),
  ];
  const unique = (names: string[]) => [...new Set(names.map(normalizeName).filter((n) => n !== ""))];
  return {
    labels: unique(named("label")),
    others: unique([...named("city"), ...named("state"), ...named("country"), ...(place.aliases ?? [])]),
  };
}

/**
 * The places `text` names, best kind of match only: a place's own name in any language (the
 * original site's exact `locationlable` links stay exact); else a short name, town, emirate or
 * country ("JVC", "دبي" = all of Dubai); else every place with a name containing the text
 * ("marina", "palm"). Empty text names nothing.
 */
export function matchPlaces<T extends { keys: PlaceKeys }>(places: readonly T[], text: string): T[] {
  const q = normalizeName(text);
  if (q === "") return [];
  const byLabel = places.filter((p) => p.keys.labels.includes(q));
  if (byLabel.length > 0) return byLabel;
  const byOther = places.filter((p) => p.keys.others.includes(q));
  if (byOther.length > 0) return byOther;
  return places.filter((p) => [...p.keys.labels, ...p.keys.others].some((name) => name.includes(q)));
}

/**
 * How well a place fits what is being typed in an autocomplete: 0 a label starting with
 * it, 1 a label containing it, 2 another name containing it; null for no match.
 */
export function suggestionRank(keys: PlaceKeys, text: string): 0 | 1 | 2 | null {
  const q = normalizeName(text);
  if (q === "") return null;
  if (keys.labels.some((l) => l.startsWith(q))) return 0;
  if (keys.labels.some((l) => l.includes(q))) return 1;
  if (keys.others.some((o) => o.includes(q))) return 2;
  return null;
}

/**
 * A name to show: the page language's where the place has one, else the stored English,
 * marked lang="en" (on English pages too, as app/i18n/stored.tsx marks stored text).
 */
export type ShownName = { text: string; lang?: "en" };

/** `part` of a place's name in `lang`; the English, marked so, when it has none. */
export function placeName(place: NamedPlace, lang: string, part: PlacePart = "label"): ShownName {
  const translated = lang === "en" ? undefined : place.translations?.[lang as (typeof TRANSLATED)[number]]?.[part];
  if (typeof translated === "string" && translated.trim() !== "") return { text: translated };
  return { text: place[part], lang: "en" };
}
