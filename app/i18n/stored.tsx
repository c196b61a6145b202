import { Fragment, type ReactNode } from "react";
import { type MessageKey, t } from "./i18n";

/**
 * A row of stored text after the loader localized it (app/i18n/stored.server.ts): its
 * fields hold the page's language where the back office has a translation; the fields that
 * fell back to English are listed here (absent on English pages and when all are translated).
 */
export type InEnglish = { inEnglish?: readonly string[] };

/**
 * lang="en" for a field of a localized row that is shown in English on a page of another
 * language (no translation yet), else nothing: translated text takes the page's language.
 * `<h2 lang={storedLang(ad, "title")}>{ad.title}</h2>`.
 */
export function storedLang(row: InEnglish | null | undefined, field: string): "en" | undefined {
  return row?.inEnglish?.includes(field) ? "en" : undefined;
}

/**
 * Text stored in the database shown in English (an untranslated listing or blog text, a
 * place name). lang="en" lets a screen reader on an Arabic, Hindi or Russian page pronounce
 * it as English, and tells tests/e2e/arabic-text.spec.ts that it is stored text, not
 * interface text left untranslated. Where a whole element holds stored text, put lang="en"
 * (or storedLang) on that element instead.
 */
export function Stored(props: { children: ReactNode }) {
  return <span lang="en">{props.children}</span>;
}

/**
 * A message with some {placeholders} filled with elements rather than text, e.g.
 * `tWith("footer.propertyIn", { location: <Stored>{name}</Stored> })`. Numbers are written by
 * t(), so a plural message takes the form its count needs.
 */
export function tWith(key: MessageKey, vars: Record<string, ReactNode>): ReactNode {
  // A number picks a plural message's form ("{count, plural, …}"), which only t() can do.
  const numbers: Record<string, number> = {};
  for (const [name, value] of Object.entries(vars)) if (typeof value === "number") numbers[name] = value;
  const parts = t(key, numbers).split(/\{(\w+)\}/);
  // split() with a capture group alternates text and placeholder names.
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder
    i % 2 === 0 ? part : <Fragment key={i}>{part in vars ? vars[part] : `{${part}}`}</Fragment>,
  );
}

/**
 * `text` with each stored name in it (a place or type the page names) marked as stored, for
 * titles a loader built from a message and stored names ("عقارات في Dubai Marina").
 */
export function markStored(text: string, names: readonly (string | null | undefined)[]): ReactNode {
  const found = [...new Set(names.filter((n): n is string => !!n && n.trim() !== ""))].sort(
    (a, b) => b.length - a.length,
  );
  if (found.length === 0) return text;
  const escaped = found.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const parts = text.split(new RegExp(`(${escaped.join("|")})`));
  // split() with a capture group alternates the text around names and the names.
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
    i % 2 === 0 ? part : <Stored key={i}>{part}</Stored>,
  );
}

/**
 * The lang and children of an element showing `text`: lang="en" on the element itself when
 * the whole text is one stored name (a heading that is a place), else markStored's parts.
 */
export function storedText(
  text: string,
  names: readonly (string | null | undefined)[],
): { lang?: "en"; children: ReactNode } {
  return names.includes(text) ? { lang: "en", children: text } : { children: markStored(text, names) };
}
