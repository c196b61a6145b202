import { currentLocale } from "./i18n";
import { formatLongDate, kept, nameOfLanguage, numberIn } from "./locale-format";

/** Other locales than the site's four go to Intl (locale-format.ts says why not those). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * Grouped digits in the locale's style (the page's language unless `locale` is given), with
 * between `minFraction` and `maxFraction` decimals.
 */
export function formatNumber(value: number, minFraction = 0, maxFraction = Math.max(minFraction, 2), locale?: string) {
  return numberIn(value, minFraction, maxFraction, locale ?? currentLocale());
}

/**
 * A short amount ("1.2M", "1,2 млн", "12 लाख") in the page's language unless `locale` is given:
 * the map's pins, each asked on every redraw (200 formatters built cost 28 ms in Chromium, one
 * reused 0.5 ms).
 */
export function formatCompact(value: number, locale = currentLocale()): string {
  const options = { notation: "compact", maximumFractionDigits: 1 } as const;
  return kept(compactFormats, locale, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A long date ("March 5, 2026", "5 марта 2026 г.") in the page's language, in `timeZone`. */
export function formatLongDateIn(date: Date, timeZone: "UTC" | "Asia/Dubai", locale?: string): string {
  const tag = locale ?? currentLocale();
  const written = formatLongDate(date, timeZone, tag);
  if (written !== undefined) return written;
  const options = { year: "numeric", month: "long", day: "numeric", timeZone } as const;
  return kept(dateFormats, `${tag}|${timeZone}`, () => new Intl.DateTimeFormat(tag, options)).format(date);
}

/** Names by locale, then code: `Intl.DisplayNames.of` costs about as much as building it. */
const languageNames = new Map<string, Map<string, string>>();

/** A language code's name in the page's language ("ar" is "Arabic" on /, "العربية" on /ar). */
export function languageName(code: string, locale: string = currentLocale()): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Map();
    languageNames.set(locale, names);
  }
  let name = names.get(code);
  if (name === undefined) {
    name = displayName(code, locale);
    // The codes shown come from a short list (the agents' languages); a stray one is not kept.
    if (names.size < 500) names.set(code, name);
  }
  return name;
}

function displayName(code: string, locale: string): string {
  const known = nameOfLanguage(code, locale);
  if (known !== undefined) return known;
  try {
    return new Intl.DisplayNames(locale, { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
