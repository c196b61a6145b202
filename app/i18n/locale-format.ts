/**
 * Numbers, long dates and plural categories in the site's four locales, without Intl.
 *
 * A browser builds its first Intl formatter slowly: 30-80 ms for the first NumberFormat or
 * DateTimeFormat in Debian's Chromium here, once per page, inside hydration (decision 031).
 * The site's own locales follow a handful of rules, written out below; the server renders
 * with the same code, so a page hydrates to the same text by construction. Any other locale tag
 * gets Intl (`numberIn` here, the callers in format.ts and plural.ts otherwise). The tests check
 * every rule against Node's ICU.
 */

import type { MessageKey } from "./en";
import { LANGUAGES, type Language } from "./languages";
import { registry } from "./registry";

/** Building an Intl formatter costs far more than using one: one per locale and options serves every call. */
export function kept<T>(formatters: Map<string, T>, key: string, build: () => T): T {
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const intlNumbers = new Map<string, Intl.NumberFormat>();

/**
 * `formatDigits`, or Intl's digits for a locale or a number it does not cover. `indianGrouping`
 * groups in lakhs and crores whatever the locale (amounts in rupees).
 */
export function numberIn(
  value: number,
  minFraction: number,
  maxFraction: number,
  locale: string,
  indianGrouping = false,
): string {
  const written = formatDigits(value, minFraction, maxFraction, locale, indianGrouping);
  if (written !== undefined) return written;
  const options = { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction };
  return kept(
    intlNumbers,
    `${locale}|${minFraction}|${maxFraction}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

type NumberStyle = {
  group: string;
  decimal: string;
  minus: string;
  /** India groups thousands, then hundreds: 12,34,567. */
  indian?: boolean;
};

const NUMBER_STYLES: Record<string, NumberStyle> = {
  "en-US": { group: ",", decimal: ".", minus: "-" },
  // ICU puts a left-to-right mark before the minus, so "-5" keeps its sign first in Arabic text.
  "ar-AE-u-nu-latn": { group: ",", decimal: ".", minus: "\u200e-" },
  "hi-IN-u-nu-latn": { group: ",", decimal: ".", minus: "-", indian: true },
  "ru-RU": { group: "\u00a0", decimal: ",", minus: "-" },
};

/**
 * `value` with between `minFraction` and `maxFraction` decimals, grouped as `locale` groups, as
 * Intl.NumberFormat writes it (halves rounded away from zero, on the shortest decimal form of the
 * number, as ICU does: 1.005 → "1.01"). Undefined for a locale or a number (NaN, ±Infinity,
 * exponent notation) it does not cover. `indianGrouping` groups thousands, then hundreds
 * (12,34,567) with the locale's own signs, as an amount in rupees is read.
 */
export function formatDigits(
  value: number,
  minFraction: number,
  maxFraction: number,
  locale: string,
  indianGrouping = false,
): string | undefined {
  const style = NUMBER_STYLES[locale];
  const text = String(Math.abs(value));
  if (!style || !Number.isFinite(value) || text.includes("e")) return undefined;
  const [whole = "", fraction = ""] = text.split(".");
  let digits = whole + fraction.slice(0, maxFraction);
  if ((fraction[maxFraction] ?? "0") >= "5") digits = plusOne(digits);
  const wholeLength = digits.length - Math.min(fraction.length, maxFraction);
  const decimals = digits.slice(wholeLength).replace(/0+$/, "").padEnd(minFraction, "0");
  const grouped = group(digits.slice(0, wholeLength) || "0", style.group, indianGrouping || style.indian === true);
  const sign = value < 0 || Object.is(value, -0) ? style.minus : "";
  return sign + grouped + (decimals ? style.decimal + decimals : "");
}

/** A string of digits plus one in its last place: "199" → "200", "99" → "100". */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  if (i < 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + "0".repeat(digits.length - i - 1);
}

function group(whole: string, separator: string, indian: boolean): string {
  if (whole.length <= 3) return whole;
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const size = indian ? 2 : 3;
  const parts: string[] = [];
  for (let end = rest.length; end > 0; end -= size) parts.unshift(rest.slice(Math.max(0, end - size), end));
  return [...parts, last].join(separator);
}

/** How a locale writes a long date from its day, month name and year. */
const DATE_WRITERS: Record<string, (day: number, month: string, year: number) => string> = {
  "en-US": (day, month, year) => `${month} ${day}, ${year}`,
  "ar-AE-u-nu-latn": (day, month, year) => `${day} ${month} ${year}`,
  "hi-IN-u-nu-latn": (day, month, year) => `${day} ${month} ${year}`,
  "ru-RU": (day, month, year) => `${day} ${month} ${year} г.`,
};

/** The site's language of each locale above. */
const LANGUAGE_OF: Record<string, Language> = Object.fromEntries(
  Object.values(LANGUAGES).map((language) => [language.locale, language.code]),
);

const lists = new Map<string, readonly string[]>();

/**
 * ICU's words in a language (month names, language names, country names), from its catalogue,
 * where they are a list split by "|": a language's words travel only with its own pages, not in
 * every page's code (the home page's 150 KB JavaScript budget). Undefined while that
 * catalogue is not loaded.
 */
export function wordsIn(key: MessageKey, lang: Language | undefined): readonly string[] | undefined {
  const text = lang === "en" ? registry.english[key] : lang && registry.catalogues[lang]?.[key];
  return text ? kept(lists, `${key} ${lang}`, () => text.split("|")) : undefined;
}

function wordsOf(key: "format.months" | "format.languageNames", locale: string): readonly string[] | undefined {
  return wordsIn(key, LANGUAGE_OF[locale]);
}

/** Hours ahead of UTC: Dubai keeps +4 all year (no daylight saving). */
const ZONE_OFFSET_HOURS = { UTC: 0, "Asia/Dubai": 4 } as const;

/**
 * A long date ("March 5, 2026", "5 марта 2026 г.") as Intl.DateTimeFormat writes it with year
 * numeric, month long and day numeric; undefined for a locale it does not cover or an invalid date.
 */
export function formatLongDate(date: Date, timeZone: keyof typeof ZONE_OFFSET_HOURS, locale: string) {
  const write = DATE_WRITERS[locale];
  const months = wordsOf("format.months", locale);
  const time = date.getTime();
  if (!write || !months || !Number.isFinite(time)) return undefined;
  const local = new Date(time + ZONE_OFFSET_HOURS[timeZone] * 3_600_000);
  const year = local.getUTCFullYear();
  // Years before 1 or past 9999 are written otherwise (era, padding): Intl's to write.
  if (year < 1 || year > 9999) return undefined;
  return write(local.getUTCDate(), months[local.getUTCMonth()] ?? "", year);
}

/** CLDR's plural rules for the site's languages, from a number's operands. */
const PLURAL_RULES: Record<string, (n: number, i: number, v: number) => Intl.LDMLPluralRule> = {
  "en-US": (_n, i, v) => (i === 1 && v === 0 ? "one" : "other"),
  "hi-IN-u-nu-latn": (n, i) => (i === 0 || n === 1 ? "one" : "other"),
  "ru-RU": (_n, i, v) => {
    if (v !== 0) return "other";
    const last = i % 10;
    const lastTwo = i % 100;
    if (last === 1 && lastTwo !== 11) return "one";
    if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "few";
    return "many";
  },
  "ar-AE-u-nu-latn": (n, _i, v) => {
    if (n === 0) return "zero";
    if (n === 1) return "one";
    if (n === 2) return "two";
    const lastTwo = n % 100;
    if (v === 0 && lastTwo >= 3 && lastTwo <= 10) return "few";
    if (v === 0 && lastTwo >= 11) return "many";
    return "other";
  },
};

/**
 * The plural category Intl.PluralRules gives `count` in `locale` (it reads the number as written
 * with up to 3 decimals); undefined for a locale or a number it does not cover.
 */
export function pluralOf(count: number, locale: string): Intl.LDMLPluralRule | undefined {
  const rule = PLURAL_RULES[locale];
  const written = formatDigits(count, 0, 3, "en-US");
  if (!rule || written === undefined) return undefined;
  const plain = written.replaceAll(",", "").replace("-", "");
  const [whole = "0", fraction = ""] = plain.split(".");
  return rule(Number(plain), Number(whole), fraction.length);
}

/**
 * Languages named without Intl (the agents' languages among them, agent/languages.ts): each
 * catalogue's "format.languageNames" lists ICU's names in this order.
 */
export const NAMED_LANGUAGES = ["en", "ar", "hi", "ur", "ru", "fr", "de", "zh", "fa", "es"] as const;

/** A language's name as Intl.DisplayNames gives it, for the codes above; undefined for others. */
export function nameOfLanguage(code: string, locale: string): string | undefined {
  const index = (NAMED_LANGUAGES as readonly string[]).indexOf(code);
  return index < 0 ? undefined : wordsOf("format.languageNames", locale)?.[index];
}
