import { AsyncLocalStorage } from "node:async_hooks";
import { type Catalogue, registerCatalogue, setLanguageSource } from "./i18n";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

type Store = { storage: AsyncLocalStorage<Language> };

// One storage for the server process and the page bundle, like app/context.ts.
const KEY = Symbol.for("marketplace.i18n.storage");
const slot = globalThis as unknown as Record<symbol, Store | undefined>;
slot[KEY] ??= { storage: new AsyncLocalStorage<Language>() };
const store: Store = slot[KEY];

setLanguageSource(() => store.storage.getStore() ?? DEFAULT_LANGUAGE);

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
  return store.storage.run(lang, fn);
}
