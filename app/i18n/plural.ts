/**
 * Plural messages (decision 011): "1 post", "2 posts"; Arabic's six forms, Russian's four.
 * A catalogue message holds the forms in ICU's plural syntax, which translators know:
 *
 *   "{count, plural, one {# post} other {# posts}}"
 *   "{count, plural, zero {لا توجد منشورات} one {منشور واحد} two {منشوران} few {# منشورات} many {# منشورًا} other {# منشور}}"
 *
 * The form is chosen by CLDR's rules for the number in `vars[count]` (locale-format.ts, Intl.PluralRules
 * for another locale; "=0 {…}" matches a number exactly and wins); `#` is that number in the
 * locale's digits, `{name}` as in any message.
 */

import { kept, numberIn, pluralOf } from "./locale-format";

/** The forms Intl.PluralRules knows, in CLDR's order. */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;

/** One "{name, plural, …}" block of a message: where it sits and its forms by category ("one", "=0"). */
export type PluralBlock = { name: string; start: number; end: number; forms: Record<string, string> };

const BLOCK_START = /\{(\w+),\s*plural,/g;

/** The plural blocks of a message, in order; none for an ordinary message. */
export function pluralBlocks(message: string): PluralBlock[] {
  const blocks: PluralBlock[] = [];
  for (const match of message.matchAll(BLOCK_START)) {
    const name = match[1] ?? "";
    const parsed = parseForms(message, match.index + match[0].length);
    if (parsed) blocks.push({ name, start: match.index, end: parsed.end, forms: parsed.forms });
  }
  return blocks;
}

/** "one {…} other {…}}" from `from`: the forms and the index after the block's closing brace. */
function parseForms(message: string, from: number): { forms: Record<string, string>; end: number } | null {
  const forms: Record<string, string> = {};
  const selector = /\s*(=\d+|[a-z]+)\s*\{/y;
  let at = from;
  for (;;) {
    while (/\s/.test(message[at] ?? "")) at++;
    if (message[at] === "}") return { forms, end: at + 1 };
    selector.lastIndex = at;
    const head = selector.exec(message);
    if (!head?.[1]) return null;
    const close = matchingBrace(message, selector.lastIndex);
    if (close < 0) return null;
    forms[head[1]] = message.slice(selector.lastIndex, close);
    at = close + 1;
  }
}

/** The index of the brace closing the one opened just before `from` ({placeholders} nest inside). */
function matchingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `locale` ("one", "few", …). */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  return pluralOf(count, locale) ?? kept(rules, locale, () => new Intl.PluralRules(locale)).select(count);
}

/** The categories a language's plural messages must offer ("one", "other" in English). */
export function requiredCategories(locale: string): Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/** Catalogue messages are few and read on every render: each is parsed once. */
const parsed = new Map<string, PluralBlock[]>();
const MAX_PARSED = 5_000;

function parsedBlocks(message: string): PluralBlock[] {
  let blocks = parsed.get(message);
  if (!blocks) {
    blocks = pluralBlocks(message);
    if (parsed.size < MAX_PARSED) parsed.set(message, blocks);
  }
  return blocks;
}

/**
 * `message` with each plural block replaced by the form its number takes in `locale`, `#`
 * written in the locale's digits. A block whose variable is not a number takes its "other" form.
 */
export function selectPlurals(message: string, vars: Record<string, string | number>, locale: string): string {
  const blocks = parsedBlocks(message);
  if (blocks.length === 0) return message;
  let out = "";
  let at = 0;
  for (const block of blocks) {
    const count = Number(vars[block.name]);
    const known = Number.isFinite(count);
    const form =
      (known ? block.forms[`=${count}`] : undefined) ??
      (known ? block.forms[pluralCategory(count, locale)] : undefined) ??
      block.forms.other ??
      "";
    // A count passed as text ("1,234") still shows, in the "other" form.
    const shown = known ? numberIn(count, 0, 2, locale) : String(vars[block.name] ?? "#");
    out += message.slice(at, block.start) + form.replaceAll("#", shown);
    at = block.end;
  }
  return out + message.slice(at);
}
