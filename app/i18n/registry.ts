import { DEFAULT_LANGUAGE, type Language } from "./languages";

/**
 * The catalogues and the current language, under i18n.ts: en-pages.ts and en-admin.ts add
 * themselves here, so they need not import i18n.ts, which imports en.ts, which names their
 * keys (that made an import circle).
 */
export type Registry = {
  /** The translations a language has loaded (i18n.ts's Catalogue: English keys, some missing). */
  catalogues: Partial<Record<Language, Partial<Record<string, string>>>>;
  /** English: en.ts from the start, en-pages.ts and en-admin.ts once a page that needs them loads them. */
  english: Record<string, string>;
  /** Who knows the current language: the request's AsyncLocalStorage on the server, the document on the client. */
  current: () => Language;
};

export const registry: Registry = { catalogues: {}, english: {}, current: () => DEFAULT_LANGUAGE };

/** Adds a part of the English catalogue (i18n.ts adds en.ts; en-pages.ts and en-admin.ts add themselves when loaded). */
export function registerEnglish(messages: Record<string, string>): void {
  Object.assign(registry.english, messages);
}
