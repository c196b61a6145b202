import { afterEach, describe, expect, it, vi } from "vitest";
import { ar } from "../../../i18n/ar";
import "../../../i18n/en-pages";
import { hi } from "../../../i18n/hi";
import { registerCatalogue, setLanguageSource } from "../../../i18n/i18n";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../i18n/languages";
import { ru } from "../../../i18n/ru";
import { formatDuration, formatShare } from "./agent-parts";

registerCatalogue("ar", ar);
registerCatalogue("hi", hi);
registerCatalogue("ru", ru);

afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

/** What Intl's unit format wrote before (ICU's own words and plural forms), the unit chosen the same way. */
function icuDuration(seconds: number, locale: string): string {
  const [value, unit] =
    seconds < 3600
      ? [Math.max(1, Math.round(seconds / 60)), "minute"]
      : seconds < 48 * 3600
        ? [Math.round(seconds / 360) / 10, "hour"]
        : [Math.round(seconds / 8640) / 10, "day"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 1 }).format(
    value,
  );
}

/** Agents' figures (issue 17) in every language, as ICU writes them, without building an Intl formatter. */
describe.each(Object.keys(LANGUAGES) as Language[])("an agent's figures in %s", (lang) => {
  const locale = LANGUAGES[lang].locale;

  it("reads a response time in minutes, hours or days with the language's plural forms", () => {
    setLanguageSource(() => lang);
    // Every minute of the first two hours, then every 6 minutes to two days, then every 2.4 hours to 120 days.
    const seconds = [
      ...Array.from({ length: 120 }, (_, i) => i * 60 + 29),
      ...Array.from({ length: 470 }, (_, i) => 3600 + i * 360),
      ...Array.from({ length: 1180 }, (_, i) => 48 * 3600 + i * 8640),
    ];
    for (const s of seconds) expect(formatDuration(s), `${s} s`).toBe(icuDuration(s, locale));
  });

  it("writes a response rate as the language writes a percentage", () => {
    setLanguageSource(() => lang);
    const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
    for (let answered = 0; answered <= 40; answered++) {
      for (let asked = Math.max(1, answered); asked <= 40; asked++) {
        const share = answered / asked;
        expect(formatShare(share), `${answered}/${asked}`).toBe(percent.format(share));
      }
    }
  });

  it("builds no Intl formatter: in the browser the first one costs 30-80 ms of hydration", () => {
    setLanguageSource(() => lang);
    const numberFormats = vi.spyOn(Intl, "NumberFormat");
    const pluralRules = vi.spyOn(Intl, "PluralRules");
    try {
      expect([formatDuration(600), formatDuration(5400), formatDuration(400_000), formatShare(0.75)]).toHaveLength(4);
      expect(numberFormats).not.toHaveBeenCalled();
      expect(pluralRules).not.toHaveBeenCalled();
    } finally {
      numberFormats.mockRestore();
      pluralRules.mockRestore();
    }
  });
});
