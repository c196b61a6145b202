import { describe, expect, it } from "vitest";
import { matchPlaces, type NamedPlace, normalizeName, placeKeys, placeName, suggestionRank } from "./match";

const UAE = { ar: "الإمارات العربية المتحدة", hi: "संयुक्त अरब अमीरात", ru: "Объединённые Арабские Эмираты" };

function place(
  label: string,
  names: { ar: string; ru?: string },
  aliases: string[] = [],
  town: { city: string; state: string; ar: string } = { city: "Dubai", state: "Dubai", ar: "دبي" },
): NamedPlace & { keys: ReturnType<typeof placeKeys> } {
  const row: NamedPlace = {
    label,
    city: town.city,
    state: town.state,
    country: "United Arab Emirates",
    aliases,
    translations: {
      ar: { label: names.ar, city: town.ar, state: town.ar, country: UAE.ar },
      ru: names.ru ? { label: names.ru, country: UAE.ru } : {},
    },
  };
  return { ...row, keys: placeKeys(row) };
}

const ABU_DHABI = { city: "Abu Dhabi", state: "Abu Dhabi", ar: "أبوظبي" };
const PLACES = [
  place("Dubai Marina", { ar: "دبي مارينا", ru: "Дубай Марина" }),
  place("Palm Jumeirah", { ar: "نخلة جميرا", ru: "Палм-Джумейра" }, ["The Palm", "النخلة"]),
  place("Jumeirah Village Circle", { ar: "قرية جميرا الدائرية" }, ["JVC"]),
  place("Dubai South", { ar: "دبي الجنوب" }),
  place("Al Barsha", { ar: "البرشاء" }),
  place("Saadiyat Island", { ar: "جزيرة السعديات" }, [], ABU_DHABI),
];
const labels = (text: string) => matchPlaces(PLACES, text).map((p) => p.label);

describe("normalizeName", () => {
  it("ignores case, accents, separators and Arabic vowel marks and letter forms", () => {
    expect(normalizeName("  Palm-JUMEIRAH ")).toBe("palm jumeirah");
    expect(normalizeName("Café  Rüppell")).toBe("cafe ruppell");
    expect(normalizeName("Объединённые")).toBe(normalizeName("объединенные"));
    expect(normalizeName("مَارِينَا")).toBe("مارينا");
    expect(normalizeName("إمارة")).toBe(normalizeName("اماره"));
    // The article is part of the word in Arabic: البرشاء and برشاء are one name.
    expect(normalizeName("البرشاء")).toBe(normalizeName("برشاء"));
  });
});

describe("matchPlaces", () => {
  it("finds a place from part of its name, in any language", () => {
    expect(labels("marina")).toEqual(["Dubai Marina"]);
    expect(labels("palm")).toEqual(["Palm Jumeirah"]);
    expect(labels("مارينا")).toEqual(["Dubai Marina"]);
    expect(labels("نخلة")).toEqual(["Palm Jumeirah"]);
    expect(labels("марина")).toEqual(["Dubai Marina"]);
    expect(labels("палм джумейра")).toEqual(["Palm Jumeirah"]);
  });

  it("finds a place by its short names", () => {
    expect(labels("jvc")).toEqual(["Jumeirah Village Circle"]);
    expect(labels("JVC")).toEqual(["Jumeirah Village Circle"]);
    expect(labels("the palm")).toEqual(["Palm Jumeirah"]);
    expect(labels("النخلة")).toEqual(["Palm Jumeirah"]);
  });

  it("takes an emirate's or town's name as all of its places", () => {
    expect(labels("دبي")).toEqual([
      "Dubai Marina",
      "Palm Jumeirah",
      "Jumeirah Village Circle",
      "Dubai South",
      "Al Barsha",
    ]);
    expect(labels("dubai")).toEqual(labels("دبي"));
    expect(labels("abu dhabi")).toEqual(["Saadiyat Island"]);
  });

  it("keeps an exact label exact", () => {
    expect(labels("Dubai Marina")).toEqual(["Dubai Marina"]);
    expect(labels("dubai south")).toEqual(["Dubai South"]);
    expect(labels("دبي الجنوب")).toEqual(["Dubai South"]);
  });

  it("finds nothing for blank or unknown text", () => {
    expect(labels("   ")).toEqual([]);
    expect(labels("Atlantis")).toEqual([]);
    expect(labels("%")).toEqual([]);
  });
});

describe("suggestionRank", () => {
  const keys = (label: string) => PLACES.find((p) => p.label === label)?.keys ?? { labels: [], others: [] };
  it("puts label prefixes first, other label matches next, then other names", () => {
    expect(suggestionRank(keys("Dubai Marina"), "dub")).toBe(0);
    expect(suggestionRank(keys("Dubai Marina"), "مارين")).toBe(1);
    expect(suggestionRank(keys("Palm Jumeirah"), "dub")).toBe(2);
    expect(suggestionRank(keys("Saadiyat Island"), "dub")).toBeNull();
  });
});

describe("placeName", () => {
  const marina = PLACES[0] as NamedPlace;
  it("answers the page language's name, and English marked as such where there is none", () => {
    expect(placeName(marina, "ar")).toEqual({ text: "دبي مارينا" });
    expect(placeName(marina, "ar", "state")).toEqual({ text: "دبي" });
    expect(placeName(marina, "ru", "city")).toEqual({ text: "Dubai", lang: "en" });
    expect(placeName(marina, "hi")).toEqual({ text: "Dubai Marina", lang: "en" });
    expect(placeName(marina, "en")).toEqual({ text: "Dubai Marina", lang: "en" });
  });
});
