import { describe, expect, it } from "vitest";
import { FAQS } from "../modules/faq/faq";
import { ABOUT } from "../modules/pages/about";
import { ADVERTISE, AFFILIATE } from "../modules/pages/affiliate";
import { PRIVACY } from "../modules/pages/privacy";
import { RESIDENCE } from "../modules/pages/residence";
import { en as core, type MessageKey } from "./en";
import { enAdmin } from "./en-admin";
import { enPages } from "./en-pages";
import { LANGUAGES, PREFIXED_LANGUAGES } from "./languages";
import { pluralBlocks, requiredCategories } from "./plural";

/**
 * Issue 9: every public interface text exists, non-empty and with the same {placeholders},
 * in Arabic, Hindi and Russian; the long static copy has the same shape in every language.
 * The back office is English-only, so its keys are not translated.
 */
// The feed import's refusals and problems (feeds.*) are shown to staff only, in the back office.
const isBackOffice = (key: string) =>
  key.startsWith("admin.") || key.startsWith("adminContent.") || key.startsWith("feeds.");
/** All of English: the home page's part, the other pages' and the back office's. */
const en: Record<MessageKey, string> = { ...core, ...enPages, ...enAdmin };
const PUBLIC_KEYS = (Object.keys(en) as MessageKey[]).filter((key) => !isBackOffice(key));

const catalogueModules = import.meta.glob<Record<string, Record<string, string>>>(["./ar.ts", "./hi.ts", "./ru.ts"], {
  eager: true,
});
const copyModules = import.meta.glob<Record<string, unknown>>(
  ["../modules/pages/*.{ar,hi,ru}.ts", "../modules/faq/faq.{ar,hi,ru}.ts"],
  { eager: true },
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The script each translation must be written in, at least somewhere in a sentence. */
const SCRIPT: Record<string, RegExp> = { ar: /[\u0600-\u06ff]/, hi: /[\u0900-\u097f]/, ru: /[\u0400-\u04ff]/ };

/** Two or more lowercase Latin words in a row: a sentence, not a brand, code or address. */
const ENGLISH_SENTENCE = /[a-z]{2,} [a-z]{2,}/;

describe.each(PREFIXED_LANGUAGES)("the %s catalogue", (lang) => {
  const module = catalogueModules[`./${lang}.ts`];
  const catalogue: Record<string, string> = module?.[lang] ?? {};

  it("exists", () => {
    expect(module, `app/i18n/${lang}.ts`).toBeDefined();
  });

  it("has every public key of the English catalogue, non-empty", () => {
    const missing = PUBLIC_KEYS.filter((key) => typeof catalogue[key] !== "string" || catalogue[key].trim() === "");
    expect(missing).toEqual([]);
  });

  it("has no key that English does not have, and none of the back office", () => {
    const extra = Object.keys(catalogue).filter((key) => !(key in en) || isBackOffice(key));
    expect(extra).toEqual([]);
  });

  it("keeps the same {placeholders} as English", () => {
    const wrong = PUBLIC_KEYS.filter((key) => {
      const text = catalogue[key];
      return text !== undefined && placeholders(text).join() !== placeholders(en[key]).join();
    });
    expect(wrong.map((key) => `${key}: ${catalogue[key]}`)).toEqual([]);
  });

  it("gives every plural message the forms the language needs (issue 16, item 4)", () => {
    const needed = requiredCategories(LANGUAGES[lang].locale);
    const wrong = PUBLIC_KEYS.flatMap((key) => {
      const text = catalogue[key];
      const english = pluralBlocks(en[key]);
      if (text === undefined || english.length === 0) return [];
      const blocks = pluralBlocks(text);
      if (blocks.map((b) => b.name).join() !== english.map((b) => b.name).join())
        return [
          `${key}: plural of ${blocks.map((b) => b.name).join() || "nothing"}, English counts ${english.map((b) => b.name).join()}`,
        ];
      return blocks.flatMap((block) => {
        const missing = needed.filter((category) => !(category in block.forms));
        const extra = Object.keys(block.forms).filter(
          (form) => !form.startsWith("=") && !needed.includes(form as Intl.LDMLPluralRule),
        );
        return missing.length + extra.length === 0
          ? []
          : [
              `${key}: ${missing
                .map((c) => `no ${c}`)
                .concat(extra.map((c) => `${c} unused`))
                .join(", ")}`,
            ];
      });
    });
    expect(wrong).toEqual([]);
  });

  it("leaves no English sentence untranslated", () => {
    const script = SCRIPT[lang];
    if (!script) throw new Error(`SCRIPT has no pattern for ${lang}`);
    const english = PUBLIC_KEYS.filter(
      (key) => catalogue[key] === en[key] && ENGLISH_SENTENCE.test(en[key]) && !script.test(en[key]),
    );
    expect(english).toEqual([]);
  });
});

describe("English plural messages", () => {
  it("offer one and other wherever they count", () => {
    const wrong = (Object.keys(en) as MessageKey[]).filter((key) =>
      pluralBlocks(en[key]).some((block) => !("one" in block.forms && "other" in block.forms)),
    );
    expect(wrong).toEqual([]);
  });

  it("are plural messages wherever a sentence counts something", () => {
    // "{count} posts" reads "1 posts": a count before a plural noun needs the plural form.
    const counted = (Object.keys(en) as MessageKey[]).filter((key) => /\{(count|total)\} [a-z]+s\b/i.test(en[key]));
    expect(counted).toEqual([]);
  });
});

/**
 * A range or a phone number in Arabic text ("9:00–18:00", "2–5 سنوات", "+971") reads right to left
 * and turns around unless left-to-right isolate marks (U+2066 … U+2069) keep it whole.
 */
function unisolatedRuns(text: string): string[] {
  const outside = text.replace(/\u2066[^\u2069]*\u2069/g, " ");
  // "{min} – {max}", "{n} / {total}": values filled in later make a range wherever the message is shown.
  const filled = [...outside.matchAll(/\}\s?[–/-]\s?\{/g)].map((m) => m[0]);
  if (!/[\u0600-\u06ff]/.test(outside)) return filled;
  const runs = [...outside.matchAll(/\d[\d,.:]*\s?[–-]\s?\d[\d,.:]*%?|\+\d+|\d[\d,.]* [A-Z]{3}\b/g)];
  return [...filled, ...runs.map((m) => m[0])];
}

/** Every string in a copy object, with its path. */
function strings(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

describe("Arabic text", () => {
  it("keeps its ranges, phone numbers and amounts left to right (issue 16, item 4)", () => {
    const catalogue = catalogueModules["./ar.ts"]?.ar ?? {};
    const copy = Object.entries(copyModules)
      .filter(([file]) => file.endsWith(".ar.ts"))
      .flatMap(([file, module]) => strings(module, file));
    const found = [...strings(catalogue, "ar.ts"), ...copy].flatMap(({ path, text }) =>
      unisolatedRuns(text).map((run) => `${path}: ${run}`),
    );
    expect(found).toEqual([]);
  });
});

/** Same keys, same array lengths, and text wherever English has text. */
function shapeDifferences(english: unknown, translated: unknown, path = ""): string[] {
  if (typeof english === "string") {
    if (typeof translated !== "string") return [`${path}: not text`];
    return english.trim() !== "" && translated.trim() === "" ? [`${path}: empty`] : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${path}: not a list`];
    if (translated.length !== english.length)
      return [`${path}: ${translated.length} items, English has ${english.length}`];
    return english.flatMap((item, i) => shapeDifferences(item, translated[i], `${path}[${i}]`));
  }
  if (english && typeof english === "object") {
    if (!translated || typeof translated !== "object") return [`${path}: not an object`];
    const a = Object.keys(english).sort();
    const b = Object.keys(translated).sort();
    if (a.join() !== b.join()) return [`${path}: keys ${b.join(",")} instead of ${a.join(",")}`];
    return a.flatMap((key) =>
      shapeDifferences(
        (english as Record<string, unknown>)[key],
        (translated as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    );
  }
  return typeof english === typeof translated ? [] : [`${path}: ${typeof translated} instead of ${typeof english}`];
}

const STATIC_COPY = [
  { file: "../modules/pages/about", name: "ABOUT", english: ABOUT },
  { file: "../modules/pages/affiliate", name: "AFFILIATE", english: AFFILIATE },
  { file: "../modules/pages/affiliate", name: "ADVERTISE", english: ADVERTISE },
  { file: "../modules/pages/privacy", name: "PRIVACY", english: PRIVACY },
  { file: "../modules/pages/residence", name: "RESIDENCE", english: RESIDENCE },
  { file: "../modules/faq/faq", name: "FAQS", english: FAQS },
] as const;

describe.each(PREFIXED_LANGUAGES)("the %s static copy", (lang) => {
  it.each(STATIC_COPY)("$name has the shape of the English copy", ({ file, name, english }) => {
    const translated = copyModules[`${file}.${lang}.ts`]?.[`${name}_${lang.toUpperCase()}`];
    expect(translated, `${file}.${lang}.ts exports ${name}_${lang.toUpperCase()}`).toBeDefined();
    expect(shapeDifferences(english, translated)).toEqual([]);
  });
});
