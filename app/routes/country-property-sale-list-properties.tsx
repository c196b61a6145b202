import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { markStored } from "../i18n/stored";
import { loadCityPage } from "../modules/browse/browse.server";
import { ListingBody } from "../modules/browse/components/listing-body";
import { ListingMap } from "../modules/browse/components/listing-map";
import { PageHero } from "../modules/browse/components/page-hero";
import { listingMeta } from "../modules/browse/meta";
import { ViewSwitch } from "../modules/map/map-view";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/country-property-sale-list-properties";
import { saveSearchAction } from "./save-search.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, services } = context.get(appContext);
  const page = await loadCityPage(db, new URL(request.url));
  // The map view (decision 015) needs where its tiles come from.
  return data({ ...page, tileUrl: services.mapTileUrl }, { status: page.status });
}

/** "Save this search" (app/modules/alerts/components/save-search.tsx) posts here. */
export const action = saveSearchAction;

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...listingMeta(loaderData?.meta),
  ...pageAlternates({ location, matches }),
];

/** A city's listings: "Properties for Sale in {state}, {country}". */
export default function CountryPropertySaleListProperties({ loaderData: d }: Route.ComponentProps) {
  const eyebrow = t(d.purpose === "rent" ? "browse.country.eyebrowRent" : "browse.country.eyebrow");
  const list = (
    <ListingBody result={d} path="/country-property-sale-list-properties" title={markStored(d.heading, d.stored)} />
  );
  const switcher = <ViewSwitch params={d.params} view={d.view} />;
  if (d.view === "map") {
    return <ListingMap page={d} eyebrow={eyebrow} list={list} />;
  }
  return (
    <main>
      <PageHero eyebrow={eyebrow} title={d.title} imageId={d.heroImageId} stored={d.stored}>
        {switcher}
      </PageHero>
      <div className="container-page pb-12">{list}</div>
    </main>
  );
}
