import type { Translations } from "../../db/schema";
import { isolateRunsIn } from "./bidi";
import { currentLanguage } from "./i18n";
import { LANGUAGES, type Language } from "./languages";
import type { InEnglish } from "./stored";

/** A row as read from a table with a `translations` column (or without one: nothing to translate). */
type Translatable = { translations?: Translations | null };

/** A localized row: the same fields, minus the translations (a page ships only its language). */
export type Localized<T> = Omit<T, "translations"> & InEnglish;

/** A stored value counts as text to show: a non-blank string or a non-empty list. */
function present(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

/** Only the fields given a value, as a translation stores them: an empty one is left out, so the site shows English. */
export function presentFields(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => present(v)));
}

/** `field`'s translation in `lang`, or undefined when the back office has none. */
export function translationOf(translations: Translations | null | undefined, field: string, lang: Language): unknown {
  if (lang === "en") return undefined;
  const value = translations?.[lang]?.[field];
  return present(value) ? value : undefined;
}

/**
 * `row` with each of `fields` in the page's language (the loader's, from the request): the
 * back office's translation where there is one, else the row's own English, listed in
 * `inEnglish` so the page marks it lang="en". The translations themselves are dropped.
 * On English pages (and in the REST API, which runs in English) the row comes back as read.
 */
export function localize<T extends Translatable>(
  row: T,
  fields: readonly (keyof T & string)[],
  lang: Language = currentLanguage(),
): Localized<T> {
  const { translations, ...rest } = row;
  if (lang === "en") return rest;
  const out: Record<string, unknown> = rest;
  const inEnglish: string[] = [];
  for (const field of fields) {
    const translated = translationOf(translations, field, lang);
    // A range or phone number in right-to-left text reads turned around unless isolated (bidi.ts).
    if (translated !== undefined && typeof translated === typeof out[field])
      out[field] = LANGUAGES[lang].dir === "rtl" ? isolateRunsIn(translated) : translated;
    else if (present(out[field])) inEnglish.push(field);
  }
  if (inEnglish.length > 0) out.inEnglish = inEnglish;
  return out as Localized<T>;
}
