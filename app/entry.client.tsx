import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { type Catalogue, registerCatalogue, setLanguageSource } from "./i18n/i18n";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./i18n/languages";

// Lazy: each translation is its own chunk, fetched only by pages in that language.
const translations = import.meta.glob<Record<string, Catalogue>>(["./i18n/ar.ts", "./i18n/hi.ts", "./i18n/ru.ts"]);

/** The document's language never changes: switching language is a full page load. */
async function startLanguage(): Promise<void> {
  const declared = document.documentElement.lang;
  const lang: Language = isLanguage(declared) ? declared : DEFAULT_LANGUAGE;
  setLanguageSource(() => lang);
  const load = translations[`./i18n/${lang}.ts`];
  if (!load) return;
  try {
    const module = await load();
    const catalogue = module[lang] ?? module[lang.toUpperCase()] ?? module.default;
    if (catalogue) registerCatalogue(lang, catalogue);
  } catch (error) {
    // Without its catalogue the page still works, in English: better than not hydrating.
    console.error(error);
  }
}

/**
 * A task of its own: evaluating React DOM and this module is one long task, and hydrating (which
 * starts by listening to every event on the document) would have made it longer still. In
 * Lighthouse's slowed-down phone, blocking time is what a task runs past 50 ms.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

Promise.all([startLanguage(), nextTask()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
