import manropeCyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import manropeLatinExt from "@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import notoArabic from "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url";
import notoDevanagari from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { markHydrated } from "./components/hydration";
import { NavigationProgress } from "./components/navigation-progress";
import { NotFoundView } from "./components/not-found-view";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { LinkNavigation } from "./components/ui/link";
import { appContext } from "./context";
import { currentLanguage, t } from "./i18n/i18n";
import { runInLanguage } from "./i18n/language.server";
import { LANGUAGES, type Language, languageFromPath } from "./i18n/languages";
import { areaUnitOf } from "./modules/area/area";
import { displayCurrencyOf } from "./modules/currency/cookie";
import { DEFAULT_CURRENCY } from "./modules/currency/currency";
import { currentRates } from "./modules/currency/currency.server";
import { CurrencyProvider } from "./modules/currency/currency-context";
import { EnquiryProvider } from "./modules/enquiry/enquiry-opener";
import { listTopLocations } from "./modules/location/location.server";
import { placeNamer } from "./modules/location/match.server";
import { areaSlugsByName } from "./modules/market/area-links.server";
import { getSiteSettings } from "./modules/site/settings.server";
import { useNonce } from "./nonce";
import type { RootData } from "./root-data";

/**
 * The page's language (from its address) for everything this request runs: loaders,
 * actions, meta and the streamed render all call t() inside this context.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) => runInLanguage(languageFromPath(new URL(request.url).pathname), next),
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { db, siteUrl, user, services } = context.get(appContext);
  // user() answers null without a query when there is no session cookie.
  const [rates, topLocations, settings, signedIn, name, areas] = await Promise.all([
    currentRates(db),
    listTopLocations(db),
    getSiteSettings(db),
    user(),
    placeNamer(db, currentLanguage()),
    areaSlugsByName(db),
  ]);
  return {
    // Only with a session: anonymous pages stay the same for everyone, so they can be cached.
    ...(signedIn ? { user: { firstName: signedIn.firstName } } : {}),
    currency: displayCurrencyOf(request),
    // Named only when not sq ft: the default page's data (inline in every page) stays as it was.
    ...(areaUnitOf(request) === "sqm" ? { areaUnit: "sqm" as const } : {}),
    rates,
    topLocations: topLocations.map((l) => {
      const area = areas.get(l.label.toLowerCase());
      return { label: l.label, name: name(l.label), ...(area ? { area } : {}) };
    }),
    settings: { phone: settings.phone, whatsapp: settings.whatsapp, email: settings.email },
    siteUrl,
    lang: currentLanguage(),
    year: new Date().getFullYear(),
    // The map view's tile credit follows the configured tiles, on whichever listing route shows it.
    ...(new URL(request.url).searchParams.get("view") === "map" ? { mapAttribution: services.mapTileAttribution } : {}),
  };
}

// Fetched with the HTML, so text is laid out once in its font rather than re-wrapped when it
// arrives: Manrope's Latin subset on every page, plus the script of the page's language only.
const LANGUAGE_FONTS: Record<Language, string | undefined> = {
  en: undefined,
  ar: notoArabic,
  hi: notoDevanagari,
  ru: manropeCyrillic,
};

/**
 * The rupee sign is in Manrope's Latin Extended subset, and rupees are the default display
 * currency, shown in the header and on every price: found only once the page was laid out,
 * it cost a second layout of the whole page when it arrived.
 */
function FontPreloads({ lang, currency }: { lang: Language; currency: string }) {
  const fonts = [manropeLatin, currency === "INR" ? manropeLatinExt : undefined, LANGUAGE_FONTS[lang]];
  return (
    <>
      {fonts.map((href) =>
        href ? <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" /> : null,
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ error }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? [{ title: t("notFound.title") }, { name: "robots", content: "noindex" }]
    : [{ title: `${t("site.name")} — ${t("site.tagline")}` }, { name: "description", content: t("site.tagline") }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Absent only when the root loader itself failed: the page still renders, with defaults.
  const data = useRouteLoaderData<typeof loader>("root");
  // The root loader's answer; the current language when it failed (the same on the server and the client).
  const lang = data?.lang ?? currentLanguage();
  return (
    <html lang={lang} dir={LANGUAGES[lang].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B1B2B" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <FontPreloads lang={lang} currency={data?.currency ?? DEFAULT_CURRENCY} />
        {/* With a precedence React puts the stylesheet first in the head; the scripts are only
            fetched after the first paint, so the largest paint comes sooner
            (app/hydrate-after-paint.server.ts, decision 017). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-ink">
        <CurrencyProvider initial={data?.currency ?? DEFAULT_CURRENCY} rates={data?.rates ?? { INR: 1 }}>
          <LinkNavigation>
            <EnquiryProvider>
              <NavigationProgress />
              <SiteHeader settings={data?.settings} siteUrl={data?.siteUrl} />
              <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
                {children}
              </div>
              <SiteFooter
                topLocations={data?.topLocations ?? []}
                year={data?.year ?? new Date().getFullYear()}
                settings={data?.settings}
              />
            </EnquiryProvider>
          </LinkNavigation>
        </CurrencyProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(markHydrated, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">{t("error.title")}</h1>
      <p className="mt-4 text-neutral-600">{t("error.text")}</p>
    </main>
  );
}
