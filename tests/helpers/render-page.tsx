import { cleanup, type RenderResult, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach } from "vitest";
import { ar } from "../../app/i18n/ar";
import { hi } from "../../app/i18n/hi";
import { registerCatalogue, setLanguageSource } from "../../app/i18n/i18n";
import type { Language } from "../../app/i18n/languages";
import { ru } from "../../app/i18n/ru";
import { DEFAULT_CURRENCY } from "../../app/modules/currency/currency";
import { CurrencyProvider } from "../../app/modules/currency/currency-context";

// The server registers every language (language.server.ts); a page under test may be in any.
registerCatalogue("ar", ar);
registerCatalogue("hi", hi);
registerCatalogue("ru", ru);

afterEach(() => {
  cleanup();
  setLanguageSource(() => "en");
});

/**
 * A route module's page at `url` (matched by `path`) as it renders when its loader answered
 * `loaderData`, in `lang`, inside the currency the root layout provides. The data is handed
 * over as the server's would be on hydration, so the page is there when this returns.
 */
export function renderPage<D>(page: {
  // Any route module's component: each takes its own typed loader data.
  // biome-ignore lint/suspicious/noExplicitAny: the stub passes the props React Router gives
  Component: ComponentType<any>;
  path: string;
  url: string;
  loaderData: D;
  lang?: Language;
}): RenderResult {
  setLanguageSource(() => page.lang ?? "en");
  const Stub = createRoutesStub([
    { id: "page", path: page.path, Component: page.Component, loader: () => page.loaderData },
  ]);
  return render(
    <CurrencyProvider initial={DEFAULT_CURRENCY} rates={{ INR: 1, AED: 0.0434 }}>
      <Stub initialEntries={[page.url]} hydrationData={{ loaderData: { page: page.loaderData } }} />
    </CurrencyProvider>,
  );
}
