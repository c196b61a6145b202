import { beforeAll, describe, expect, it } from "vitest";
import { ar } from "./ar";
import { formatCompact, formatLongDateIn, formatNumber, languageName } from "./format";
import { hi } from "./hi";
import { registerCatalogue } from "./i18n";
import { LANGUAGES } from "./languages";
import { formatDigits, formatLongDate, NAMED_LANGUAGES, nameOfLanguage, pluralOf } from "./locale-format";
import { ru } from "./ru";

const LOCALES = Object.values(LANGUAGES).map((language) => language.locale);

/** As the server does, and a browser for its page's language (entry.client.tsx). */
function registerCatalogues(): void {
  registerCatalogue("ar", ar);
  registerCatalogue("hi", hi);
  registerCatalogue("ru", ru);
}

/** Prices, areas, counts and rates as the site shows them, with the edges of rounding and grouping. */
const NUMBERS = [
  0, -0, 1, 5, 12, 999, 1_000, 1_234, 12_345, 99_999, 100_000, 1_234_567, 12_345_678, 999_999_999, 1_000_000_000,
  4_500_000, 85_000_000, 2_147_483_647, 9_007_199_254_740_991, 0.5, 0.05, 0.005, 0.125, 0.095, 1.005, 2.675, 9.995,
  99.995, 999.999, 1_234.5, 1_234.56, 1_234.567, 0.27225, 3.6725, 0.0001, -5, -0.001, -1_234_567.891, 1_550.75,
  123_456_789.5, 0.999, 19.99, 1e20, 1e-6,
];

describe("formatDigits", () => {
  for (const locale of LOCALES) {
    it(`writes numbers as Intl.NumberFormat does in ${locale}`, () => {
      for (const [min, max] of [
        [0, 0],
        [0, 2],
        [2, 2],
        [0, 3],
        [1, 4],
      ] as const) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
        for (const value of NUMBERS)
          expect(formatDigits(value, min, max, locale), `${value} ${min}-${max}`).toBe(intl.format(value));
        for (let i = 0; i < 2_000; i++) {
          const value = Math.round(Math.random() * 10 ** (1 + (i % 12))) / 10 ** (i % 5);
          expect(formatDigits(value, min, max, locale), `${value} ${min}-${max}`).toBe(intl.format(value));
        }
      }
    });
  }

  it("leaves other locales and numbers it does not write to Intl", () => {
    expect(formatDigits(1_234, 0, 2, "de-DE")).toBeUndefined();
    expect(formatDigits(Number.NaN, 0, 2, "en-US")).toBeUndefined();
    expect(formatDigits(1e21, 0, 2, "en-US")).toBeUndefined();
    expect(formatNumber(1_234.5, 0, 2, "de-DE")).toBe("1.234,5");
    expect(formatNumber(1e21, 0, 0, "hi-IN-u-nu-latn")).toBe(new Intl.NumberFormat("hi-IN-u-nu-latn").format(1e21));
  });
});

// Runs first: the words of Arabic, Hindi and Russian come from their catalogues, registered below.
describe("a language whose catalogue a page has not loaded", () => {
  it("has its dates and language names written by Intl, as before", () => {
    const date = new Date(Date.UTC(2026, 2, 5, 12));
    expect(formatLongDate(date, "UTC", "ru-RU")).toBeUndefined();
    expect(nameOfLanguage("fr", "ar-AE-u-nu-latn")).toBeUndefined();
    expect(formatLongDateIn(date, "UTC", "ru-RU")).toBe("5 марта 2026 г.");
    expect(languageName("fr", "ar-AE-u-nu-latn")).toBe("الفرنسية");
    // English is in the catalogue every page has.
    expect(formatLongDate(date, "UTC", "en-US")).toBe("March 5, 2026");
  });
});

describe("formatLongDate", () => {
  beforeAll(registerCatalogues);

  for (const locale of LOCALES) {
    it(`writes long dates as Intl.DateTimeFormat does in ${locale}, in UTC and in Dubai`, () => {
      for (const timeZone of ["UTC", "Asia/Dubai"] as const) {
        const intl = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone });
        // Every month, and the hours around midnight where Dubai is already on the next day.
        for (let month = 0; month < 12; month++) {
          for (const hour of [0, 19, 20, 23]) {
            const date = new Date(Date.UTC(2026, month, month + 1, hour, 30));
            expect(formatLongDate(date, timeZone, locale), date.toISOString()).toBe(intl.format(date));
          }
        }
        for (const date of [new Date(Date.UTC(1999, 11, 31, 20)), new Date(Date.UTC(2030, 1, 28, 21))])
          expect(formatLongDate(date, timeZone, locale)).toBe(intl.format(date));
      }
    });
  }

  it("leaves invalid dates and other locales to Intl", () => {
    expect(formatLongDate(new Date(Number.NaN), "UTC", "en-US")).toBeUndefined();
    expect(formatLongDate(new Date(), "UTC", "fr-FR")).toBeUndefined();
  });
});

describe("pluralOf", () => {
  for (const locale of LOCALES) {
    it(`chooses the plural category Intl.PluralRules does in ${locale}`, () => {
      const rules = new Intl.PluralRules(locale);
      const counts = [
        ...Array.from({ length: 1_200 }, (_, i) => i),
        0.5,
        1.5,
        1.0004,
        2.5,
        3.25,
        11.5,
        101,
        1_001,
        1_000_000,
      ];
      for (const count of [...counts, ...counts.map((c) => -c)])
        expect(pluralOf(count, locale), String(count)).toBe(rules.select(count));
    });
  }
});

describe("nameOfLanguage", () => {
  beforeAll(registerCatalogues);

  for (const locale of LOCALES) {
    it(`names the agents' languages as Intl.DisplayNames does in ${locale}`, () => {
      const names = new Intl.DisplayNames(locale, { type: "language" });
      for (const code of NAMED_LANGUAGES) expect(nameOfLanguage(code, locale), code).toBe(names.of(code));
      expect(nameOfLanguage("tl", locale)).toBeUndefined();
    });
  }
});

describe("formatCompact", () => {
  it("writes a pin's short amount as Intl's compact notation does, in each locale", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
      for (const value of [950, 1_250, 85_000, 1_234_567, 12_500_000, 4_200_000_000])
        expect(formatCompact(value, locale), `${locale} ${value}`).toBe(intl.format(value));
    }
  });
});
