import { AsyncLocalStorage } from "node:async_hooks";
import { type Catalogue, registerCatalogue, setLanguageSource } from "./i18n";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

const storage = new AsyncLocalStorage<Language>();

setLanguageSource(() => storage.getStore() ?? DEFAULT_LANGUAGE);

// Every translation the server has, registered once. A glob rather than imports, so the
// build does not depend on which catalogues exist yet (they fall back to English).
const catalogues = import.meta.glob<Record<string, Catalogue>>(["./ar.ts", "./hi.ts", "./ru.ts"], { eager: true });
for (const [file, module] of Object.entries(catalogues)) {
  const lang = /\.\/(\w+)\.ts$/.exec(file)?.[1];
  // Translators export `ar` (or `AR`, or a default export).
  const catalogue = lang ? (module[lang] ?? module[lang.toUpperCase()] ?? module.default) : undefined;
  if (isLanguage(lang) && catalogue) registerCatalogue(lang, catalogue);
}

/** Runs `fn` (a request's loaders, actions, meta and render) in `lang`. */
export function runInLanguage<T>(lang: Language, fn: () => T): T {
  return storage.run(lang, fn);
}
