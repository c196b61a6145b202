import { currentLanguage } from "./i18n";

// The translators' copies of the long static texts (about.ar.ts exports ABOUT_AR, …). A
// glob, so a missing translation falls back to English instead of breaking the build.
const translations = import.meta.glob<Record<string, unknown>>(["../modules/pages/*.{ar,hi,ru}.ts"], { eager: true });

/**
 * The static copy `english` (exported as `name` from app/modules/`file`.ts) in the current
 * language. Called from loaders, so a page ships only its own language's copy.
 */
export function localizedCopy<T>(english: T, file: string, name: string): T {
  const lang = currentLanguage();
  if (lang === "en") return english;
  const copy = translations[`../modules/${file}.${lang}.ts`]?.[`${name}_${lang.toUpperCase()}`];
  return (copy as T | undefined) ?? english;
}
