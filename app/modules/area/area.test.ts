import { afterEach, describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar";
import "../../i18n/en-pages";
import { hi } from "../../i18n/hi";
import { registerCatalogue, setLanguageSource } from "../../i18n/i18n";
import { DEFAULT_LANGUAGE } from "../../i18n/languages";
import { ru } from "../../i18n/ru";
import { convertTyped } from "../browse/components/refine-search";
import { factValue, perAreaIn, perAreaText } from "../property/facts";
import { areaIn, areaUnitOf, SQM_PER_SQFT, sqftBounds } from "./area";
import { areaText } from "./area-text";

registerCatalogue("ar", ar);
registerCatalogue("hi", hi);
registerCatalogue("ru", ru);

afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

describe("square feet to square metres (decision 061)", () => {
  it("uses the international foot exactly and shows whole units", () => {
    expect(SQM_PER_SQFT).toBe(0.3048 * 0.3048);
    // 1,000 sq ft = 92.90304 m²; 1,076 sq ft = 99.96 m²; 1,071 = 99.4991 m² (rounds down).
    expect(areaIn(1000, "sqm")).toBe(93);
    expect(areaIn(1076, "sqm")).toBe(100);
    expect(areaIn(1071, "sqm")).toBe(99);
    expect(areaIn(1072, "sqm")).toBe(100);
    expect(areaIn(1200, "sqft")).toBe(1200);
  });

  it("turns a price per sq ft into a price per m² (about 10.76 times as much)", () => {
    expect(perAreaIn(1000, "sqm")).toBeCloseTo(10_763.91, 2);
    expect(perAreaIn(1000, "sqft")).toBe(1000);
  });

  it("finds exactly the listings whose shown size is within a range typed in m²", () => {
    const cases: [number | undefined, number | undefined][] = [
      [100, 100],
      [93, 150],
      [0, 60],
      [250, undefined],
      [undefined, 99],
    ];
    for (const [min, max] of cases) {
      const { minSqft, maxSqft } = sqftBounds(min, max, "sqm");
      for (let sqft = 1; sqft <= 4000; sqft++) {
        const shown = areaIn(sqft, "sqm");
        const wanted = (min === undefined || shown >= min) && (max === undefined || shown <= max);
        const found = (minSqft === undefined || sqft >= minSqft) && (maxSqft === undefined || sqft <= maxSqft);
        if (wanted !== found) throw new Error(`${sqft} sq ft (${shown} m²) in [${min}, ${max}]: ${found}`);
      }
    }
    expect(sqftBounds(100, 100, "sqm")).toEqual({ minSqft: 1072, maxSqft: 1081 });
    expect(sqftBounds(500, 900, "sqft")).toEqual({ minSqft: 500, maxSqft: 900 });
  });

  it("reopens a size typed in one unit in the other", () => {
    expect(convertTyped(1000, "sqft", "sqm")).toBe(93);
    expect(convertTyped(100, "sqm", "sqft")).toBe(1076);
    expect(convertTyped(100, "sqm", "sqm")).toBe(100);
  });

  it("takes the unit from the address, then the cookie, then square feet", () => {
    const ask = (url: string, cookie?: string) =>
      areaUnitOf(new Request(url, cookie ? { headers: { cookie } } : undefined));
    expect(ask("http://x/property-search")).toBe("sqft");
    expect(ask("http://x/property-search", "currency=USD; area=sqm")).toBe("sqm");
    expect(ask("http://x/property-search?unit=sqft", "area=sqm")).toBe("sqft");
    expect(ask("http://x/property-search?unit=sqm")).toBe("sqm");
    expect(ask("http://x/property-search?unit=acres", "area=sqm")).toBe("sqm");
    expect(ask("http://x/", "area=hectares")).toBe("sqft");
  });
});

describe("sizes and prices per area in the page's language", () => {
  it("writes sq ft and m² in all four languages", () => {
    const shown = (lang: "en" | "ar" | "hi" | "ru") => {
      setLanguageSource(() => lang);
      return [areaText(1200, "sqft"), areaText(1200, "sqm"), perAreaText("AED 10.00", "sqm")];
    };
    expect(shown("en")).toEqual(["1,200 sq ft", "111 m²", "AED 10.00 per m²"]);
    expect(shown("ar")).toEqual(["1,200 قدم مربع", "111 م²", "AED 10.00 للمتر المربع"]);
    expect(shown("hi")).toEqual(["1,200 वर्ग फुट", "111 वर्ग मी", "AED 10.00 प्रति वर्ग मी"]);
    expect(shown("ru")).toEqual(["1\u00a0200 кв. фт", "111 м²", "AED 10.00 за м²"]);
  });

  it("works out a listing's stored sizes and charges per sq ft in m², in English too", () => {
    expect(factValue("12,400 sq ft", "sqm")).toEqual({ text: "1,152 m²" });
    expect(factValue("AED 18.5 per sq ft", "sqm")).toEqual({ text: "AED 199.13 per m²" });
    expect(factValue("12,400 sq ft")).toEqual({ text: "12,400 sq ft" });
    setLanguageSource(() => "ar");
    expect(factValue("AED 18.5 per sq ft", "sqm")).toEqual({ text: "199.13 درهم للمتر المربع" });
  });
});
