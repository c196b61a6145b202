import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
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
import "./app.css";
import { NeedHelpButton } from "./components/need-help-button";
import { NotFoundView } from "./components/not-found-view";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { appContext } from "./context";
import { t } from "./i18n/i18n";
import { currencyFromRequest } from "./modules/currency/cookie";
import { DEFAULT_CURRENCY } from "./modules/currency/currency";
import { getRates } from "./modules/currency/currency.server";
import { CurrencyProvider } from "./modules/currency/currency-context";
import { EnquiryProvider } from "./modules/enquiry/enquiry-opener";
import { listTopLocations } from "./modules/location/location.server";
import { getSiteSettings } from "./modules/site/settings.server";
import { useNonce } from "./nonce";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const [rates, topLocations, settings] = await Promise.all([getRates(db), listTopLocations(db), getSiteSettings(db)]);
  return {
    currency: currencyFromRequest(request),
    rates,
    topLocations: topLocations.map((l) => l.label),
    settings: { phone: settings.phone, whatsapp: settings.whatsapp, email: settings.email },
    siteUrl,
    year: new Date().getFullYear(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// Fetched with the HTML, so text is laid out once in Manrope rather than re-wrapped when it arrives.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: manropeLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export const meta: Route.MetaFunction = () => [
  { title: `${t("site.name")} — ${t("site.tagline")}` },
  { name: "description", content: t("site.tagline") },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Absent only when the root loader itself failed: the page still renders, with defaults.
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B1B2B" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-ink">
        <CurrencyProvider initial={data?.currency ?? DEFAULT_CURRENCY} rates={data?.rates ?? { INR: 1 }}>
          <EnquiryProvider>
            <SiteHeader settings={data?.settings} />
            <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </div>
            <SiteFooter
              topLocations={data?.topLocations ?? []}
              year={data?.year ?? new Date().getFullYear()}
              settings={data?.settings}
            />
            <NeedHelpButton whatsapp={data?.settings.whatsapp} siteUrl={data?.siteUrl} />
          </EnquiryProvider>
        </CurrencyProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
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
