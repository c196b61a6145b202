import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { loadResidentialFilter } from "../modules/browse/browse.server";
import { ListingBody } from "../modules/browse/components/listing-body";
import { ListingMap } from "../modules/browse/components/listing-map";
import { PageHero } from "../modules/browse/components/page-hero";
import { TopLocationsGrid } from "../modules/browse/components/top-locations-grid";
import { listingSeoMeta } from "../modules/browse/meta";
import { ViewSwitch } from "../modules/map/map-view";
import type { Route } from "./+types/residential-filter";
import { saveSearchAction } from "./save-search.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, siteUrl, services } = context.get(appContext);
  const page = await loadResidentialFilter(db, new URL(request.url));
  // The map view (decision 015) needs where its tiles come from.
  return data({ ...page, siteUrl, tileUrl: services.mapTileUrl }, { status: page.status });
}

/** "Save this search" (app/modules/alerts/components/save-search.tsx) posts here. */
export const action = saveSearchAction;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  listingSeoMeta(loaderData, "/residential-filter", ["type", loaderData?.params.type]);

/** The header's Housing, Enterprise Assets and Buy links: one segment's listings. */
export default function ResidentialFilter({ loaderData: d }: Route.ComponentProps) {
  const list = <ListingBody result={d} path="/residential-filter" />;
  const switcher = <ViewSwitch params={d.params} view={d.view} />;
  if (d.view === "map") {
    return <ListingMap page={d} eyebrow={t("browse.residential.eyebrow")} list={list} />;
  }
  return (
    <main>
      <PageHero
        eyebrow={t("browse.residential.eyebrow")}
        title={d.title}
        subtitle={d.subtitle}
        imageId={d.heroImageId}
        stored={d.stored}
      >
        {switcher}
      </PageHero>
      <div className="container-page">
        {/* After the results: above them it pushed the first listing out of the first screen. */}
        {list}
        <TopLocationsGrid locations={d.topLocations} />
      </div>
    </main>
  );
}
