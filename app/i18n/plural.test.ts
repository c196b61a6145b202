import { afterEach, describe, expect, it } from "vitest";
import { ar } from "./ar";
import "./en-pages";
import { hi } from "./hi";
import { registerCatalogue, setLanguageSource, t } from "./i18n";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { pluralBlocks, pluralCategory, selectPlurals } from "./plural";
import { ru } from "./ru";

/** Issue 16, item 4: counted things take the form each language's grammar asks for. */
const COUNTS = [0, 1, 2, 3, 11, 21, 100];

describe("pluralCategory (Intl.PluralRules)", () => {
  const categories = (locale: string) => COUNTS.map((n) => pluralCategory(n, locale));

  it("English: one for 1, other for the rest", () => {
    expect(categories("en-US")).toEqual(["other", "one", "other", "other", "other", "other", "other"]);
  });

  it("Arabic: zero, one, two, few (3–10), many (11–99), other (100)", () => {
    expect(categories("ar-AE-u-nu-latn")).toEqual(["zero", "one", "two", "few", "many", "many", "other"]);
  });

  it("Russian: one for 1 and 21, few for 2 and 3, many for 0, 11 and 100", () => {
    expect(categories("ru-RU")).toEqual(["many", "one", "few", "few", "many", "one", "many"]);
  });

  it("Hindi: one for 0 and 1, other for the rest", () => {
    expect(categories("hi-IN-u-nu-latn")).toEqual(["one", "one", "other", "other", "other", "other", "other"]);
  });
});

describe("selectPlurals", () => {
  const posts = "{count, plural, one {# post} other {# posts}}";

  it("picks the form and writes the number in the locale's digits", () => {
    expect(selectPlurals(posts, { count: 1 }, "en-US")).toBe("1 post");
    expect(selectPlurals(posts, { count: 1265 }, "en-US")).toBe("1,265 posts");
    expect(selectPlurals(posts, { count: 1265 }, "ru-RU")).toBe("1\u00a0265 posts");
  });

  it("keeps the text around a block and lets an exact =N form win", () => {
    const message = "{count} of {total, plural, =0 {none} one {# question} other {# questions}} shown";
    expect(selectPlurals(message, { count: 1, total: 1 }, "en-US")).toBe("{count} of 1 question shown");
    expect(selectPlurals(message, { count: 0, total: 0 }, "en-US")).toBe("{count} of none shown");
  });

  it("keeps {placeholders} inside a form for t() to fill", () => {
    const message = "{n, plural, one {{name} has # photo} other {{name} has # photos}}";
    expect(pluralBlocks(message).map((b) => b.forms)).toEqual([
      { one: "{name} has # photo", other: "{name} has # photos" },
    ]);
    expect(selectPlurals(message, { n: 2 }, "en-US")).toBe("{name} has 2 photos");
  });

  it("uses the other form, and the text given, when the count is not a number", () => {
    expect(selectPlurals(posts, { count: "1,234" }, "en-US")).toBe("1,234 posts");
  });
});

describe("t() with a plural message", () => {
  let language: Language = DEFAULT_LANGUAGE;
  setLanguageSource(() => language);
  registerCatalogue("ar", ar);
  registerCatalogue("ru", ru);
  registerCatalogue("hi", hi);
  afterEach(() => {
    language = DEFAULT_LANGUAGE;
  });
  const results = (lang: Language) => {
    language = lang;
    return COUNTS.map((count) => t("content.results", { count }));
  };

  it("says 1 post, 2 posts in English", () => {
    expect(results("en")).toEqual(["0 posts", "1 post", "2 posts", "3 posts", "11 posts", "21 posts", "100 posts"]);
  });

  it("uses the six Arabic forms", () => {
    expect(results("ar")).toEqual([
      "لا توجد منشورات",
      "منشور واحد",
      "منشوران",
      "3 منشورات",
      "11 منشورًا",
      "21 منشورًا",
      "100 منشور",
    ]);
  });

  it("uses the Russian one, few and many forms", () => {
    expect(results("ru")).toEqual([
      "0 публикаций",
      "1 публикация",
      "2 публикации",
      "3 публикации",
      "11 публикаций",
      "21 публикация",
      "100 публикаций",
    ]);
  });

  it("writes Hindi counts with the one and other forms", () => {
    language = "hi";
    expect(t("propertyPage.showAll", { count: 1 })).toBe("1 तस्वीर देखें");
    expect(t("propertyPage.showAll", { count: 21 })).toBe("सभी 21 तस्वीरें देखें");
  });

  it("fills the other placeholders of the message too", () => {
    language = "ru";
    expect(t("faqPage.resultCount", { count: 3, total: 21 })).toBe("Показано 3 из 21 вопроса");
    language = "en";
    expect(t("map.marker", { name: "Dubai", count: 1 })).toBe("Dubai: 1 property");
  });
});
