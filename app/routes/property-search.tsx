import "../i18n/en-pages";
import { data, useLocation } from "react-router";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { formatNumber } from "../i18n/format";
import { lp, t } from "../i18n/i18n";
import { type InEnglish, storedLang, storedText } from "../i18n/stored";
import { loadPropertySearch } from "../modules/browse/browse.server";
import { ListingBody } from "../modules/browse/components/listing-body";
import { RefineSearch } from "../modules/browse/components/refine-search";
import { TopLocationsGrid } from "../modules/browse/components/top-locations-grid";
import { listingSeoMeta } from "../modules/browse/meta";
import type { PageParams } from "../modules/browse/query";
import { MapView, ViewSwitch } from "../modules/map/map-view";
import type { Route } from "./+types/property-search";
import { saveSearchAction } from "./save-search.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, siteUrl, services } = context.get(appContext);
  const url = new URL(request.url);
  const page = await loadPropertySearch(db, url);
  // The map view (decision 015) needs where its tiles come from.
  const view = url.searchParams.get("view") === "map" ? "map" : "list";
  return data({ ...page, siteUrl, view, tileUrl: services.mapTileUrl } as const, { status: page.status });
}

/** "Save this search" (app/modules/alerts/components/save-search.tsx) posts here. */
export const action = saveSearchAction;

export const meta: Route.MetaFunction = ({ loaderData }) => listingSeoMeta(loaderData, "/property-search");

/** Where the home page's hero search lands: the original front end's address. */
export default function PropertySearch({ loaderData: d }: Route.ComponentProps) {
  // A new address remounts the refine bar, so it shows the search it ran.
  const { search } = useLocation();
  return (
    <main>
      <header className="bg-sand pt-10 pb-6 md:pt-12 md:pb-8">
        <div className="container-page">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-700">
            {t("browse.search.eyebrow")}
          </p>
          <h1 {...storedText(d.title, d.stored)} className="mt-2 text-3xl font-extrabold text-ink md:text-4xl" />
          {d.agency ? <AgencySummary agency={d.agency} /> : null}
          {d.status !== 400 ? <PriceSummary params={d.params} /> : null}
          <RefineSearch
            key={search}
            path="/property-search"
            params={d.params}
            types={d.propertyTypes}
            place={d.locationField}
          />
          <ViewSwitch params={d.params} view={d.view} />
        </div>
      </header>
      <div className="container-page">
        {d.view === "map" ? (
          <MapView
            params={d.params}
            purpose={d.purpose}
            tileUrl={d.tileUrl}
            list={<ListingBody result={d} path="/property-search" purposeLinks={false} />}
          />
        ) : (
          <>
            {/* After the results: above them it pushed the first listing (or the empty message) out of the first screen. */}
            <ListingBody result={d} path="/property-search" purposeLinks={false} />
            {d.showGrid ? <TopLocationsGrid locations={d.topLocations} /> : null}
          </>
        )}
      </div>
    </main>
  );
}

/** Whose listings these are, with the way back to the agency's page. */
function AgencySummary({ agency }: { agency: { slug: string; name: string } & InEnglish }) {
  return (
    <p className="mt-3 me-2 inline-flex flex-wrap items-center gap-1.5 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-navy ring-1 ring-sand-200">
      {t("browse.filter.agency")}
      <Link
        to={lp(`/agencies/${agency.slug}`)}
        lang={storedLang(agency, "name")}
        className="underline decoration-gold underline-offset-4 hover:text-gold-700"
      >
        {agency.name}
      </Link>
    </p>
  );
}

/** The price filter in the currency the visitor typed it in. */
function PriceSummary({ params }: { params: PageParams }) {
  const { minPrice, maxPrice } = params;
  const currency = (params.currency ?? "INR").toUpperCase();
  const n = (v: string) => (Number.isFinite(Number(v)) ? formatNumber(Number(v)) : v);
  const text =
    minPrice && maxPrice
      ? t("browse.filter.price", { min: n(minPrice), max: n(maxPrice), currency })
      : minPrice
        ? t("browse.filter.min", { min: n(minPrice), currency })
        : maxPrice
          ? t("browse.filter.max", { max: n(maxPrice), currency })
          : null;
  if (!text) return null;
  return (
    <p className="mt-3 inline-flex rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-navy ring-1 ring-sand-200 tabular">
      {text}
    </p>
  );
}
