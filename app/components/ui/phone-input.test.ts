import { beforeAll, describe, expect, it, vi } from "vitest";
import { ar } from "../../i18n/ar";
import { hi } from "../../i18n/hi";
import { registerCatalogue } from "../../i18n/i18n";
import { ru } from "../../i18n/ru";
import { combinePhone, countriesIn, DEFAULT_COUNTRY, DIALS } from "./phone-input";

/** How the picker named and ordered the countries before the catalogues held them: ICU's names, default first. */
function namedByIcu(lang: string) {
  const long = new Intl.DisplayNames([lang], { type: "region" });
  // ICU's long name of Hong Kong ("… SAR China") is not in Chromium's ICU data, which gives the short one.
  const short = new Intl.DisplayNames([lang], { type: "region", style: "short" });
  const byName = new Intl.Collator(lang).compare;
  const named = [...DIALS].map(([code, dial]) => ({ code, name: (code === "HK" ? short : long).of(code), dial }));
  return [
    ...named.filter((c) => c.code === DEFAULT_COUNTRY),
    ...named.filter((c) => c.code !== DEFAULT_COUNTRY).sort((a, b) => byName(a.name ?? "", b.name ?? "")),
  ];
}

// Runs first: a page whose catalogue is not registered yet has its words in English.
describe("a page whose catalogue is not loaded yet", () => {
  it("offers the countries in English, then in its language once the catalogue arrives", () => {
    expect(countriesIn("ar")[1]?.name).toBe("Afghanistan");
    registerCatalogue("ar", ar);
    expect(countriesIn("ar")[0]?.name).toBe("الهند");
  });
});

describe("the phone picker's countries", () => {
  beforeAll(() => {
    registerCatalogue("hi", hi);
    registerCatalogue("ru", ru);
  });

  for (const lang of ["ar", "hi", "ru"] as const) {
    it(`are named and ordered in ${lang} as ICU names and sorts them, without building an Intl object`, () => {
      const displayNames = vi.spyOn(Intl, "DisplayNames");
      const collator = vi.spyOn(Intl, "Collator");
      const list = countriesIn(lang);
      expect(displayNames).not.toHaveBeenCalled();
      expect(collator).not.toHaveBeenCalled();
      vi.restoreAllMocks();
      expect(list).toEqual(namedByIcu(lang));
    });
  }

  for (const lang of ["en", "ar", "hi", "ru"] as const) {
    it(`offer every country once in ${lang}, India first, each with its calling code`, () => {
      const list = countriesIn(lang);
      expect(list.map((c) => c.code).sort()).toEqual([...DIALS.keys()].sort());
      expect(list[0]).toMatchObject({ code: "IN", dial: "91" });
      for (const country of list) expect(country.dial, country.code).toBe(DIALS.get(country.code));
      expect(list.every((c) => c.name.trim() !== "" && !c.name.includes("|"))).toBe(true);
    });
  }

  it("are in English in the table's order: India, then A to Z", () => {
    const names = countriesIn("en").map((c) => c.name);
    expect(names.slice(0, 4)).toEqual(["India", "Afghanistan", "Argentina", "Australia"]);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("combinePhone", () => {
  it("puts the chosen country's calling code before the national number", () => {
    expect(combinePhone("AE", "050 123 4567")).toBe("+971501234567");
    expect(combinePhone("RU", "(912) 345-67-89")).toBe("+79123456789");
    expect(combinePhone("XX", "98765 43210")).toBe("+919876543210");
    expect(combinePhone("AE", "+44 20 7946 0958")).toBe("+442079460958");
    expect(combinePhone("AE", "0044 20 7946 0958")).toBe("+442079460958");
    expect(combinePhone("AE", "  ")).toBe("");
  });
});
