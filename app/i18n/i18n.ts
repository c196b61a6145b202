import { en, type MessageKey } from "./en";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, localePath } from "./languages";
import { selectPlurals } from "./plural";
import { registerEnglish, registry } from "./registry";

export type { Language, MessageKey };

/** A translation: the same keys as English (a missing one falls back to English). */
export type Catalogue = Partial<Record<MessageKey, string>>;

// English, part 1 (the site shell and the home page), is there wherever t() is.
registerEnglish(en);

/** Adds a language's catalogue (the server registers all three; a browser only its page's). */
export function registerCatalogue(lang: Language, catalogue: Catalogue): void {
  registry.catalogues[lang] = catalogue;
}

/** Decides where the current language comes from (language.server.ts, entry.client.tsx). */
export function setLanguageSource(source: () => Language): void {
  registry.current = source;
}

/** The language of the page being rendered or validated. */
export function currentLanguage(): Language {
  return registry.current();
}

/** The Intl locale of the current language. */
export function currentLocale(): string {
  return LANGUAGES[currentLanguage()].locale;
}

/**
 * A message in the current language (English when a translation lacks it), {placeholders} filled.
 * A plural message ("{count, plural, one {# post} other {# posts}}", see plural.ts) takes the
 * form its number needs in that language: pass the number itself, `t("content.results", { count: 1 })`.
 */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  const lang = currentLanguage();
  const translated = lang === DEFAULT_LANGUAGE ? undefined : registry.catalogues[lang]?.[key];
  const message = translated || registry.english[key];
  // A part of the catalogue a page forgot to load shows the key rather than breaking the page;
  // app/i18n/catalogue-split.test.ts keeps that from happening.
  if (message === undefined) return key;
  // Most messages have no placeholder: a page asks for hundreds, so they skip the parsing.
  if (!message.includes("{")) return message;
  // English forms for an English fallback: Arabic rules would ask English for forms it lacks.
  const locale = translated ? LANGUAGES[lang].locale : LANGUAGES[DEFAULT_LANGUAGE].locale;
  const chosen = message.includes(", plural,") ? selectPlurals(message, vars, locale) : message;
  return chosen.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/**
 * A message looked up when it is shown, not when the code is loaded: for zod schemas and
 * other things built once at import time (`z.string({ error: lazy("validation.nameRequired") })`).
 */
export function lazy(key: MessageKey, vars?: Record<string, string | number>): () => string {
  return () => t(key, vars);
}

/** A site path in the current language (see localePath); other addresses are answered unchanged. */
export function lp(path: string): string;
export function lp(path: string | undefined): string | undefined;
export function lp(path: string | undefined): string | undefined {
  return path === undefined ? undefined : localePath(currentLanguage(), path);
}

/** For components: the language never changes within a document (switching reloads it), so this is `lp`. */
export function useLocalePath(): (path: string) => string {
  return lp;
}
