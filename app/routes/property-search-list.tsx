import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { storedText } from "../i18n/stored";
import { loadPropertySearchList } from "../modules/browse/browse.server";
import { BannerCarousel } from "../modules/browse/components/banner-carousel";
import { ListingBody } from "../modules/browse/components/listing-body";
import { ListingMap } from "../modules/browse/components/listing-map";
import { listingMeta } from "../modules/browse/meta";
import { ViewSwitch } from "../modules/map/map-view";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/property-search-list";
import { saveSearchAction } from "./save-search.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, services } = context.get(appContext);
  const page = await loadPropertySearchList(db, new URL(request.url));
  // The map view (decision 015) needs where its tiles come from.
  return data({ ...page, tileUrl: services.mapTileUrl }, { status: page.status });
}

/** "Save this search" (app/modules/alerts/components/save-search.tsx) posts here. */
export const action = saveSearchAction;

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...listingMeta(loaderData?.meta),
  ...pageAlternates({ location, matches }),
];

/** A search's listings under the rotating banners. */
export default function PropertySearchList({ loaderData: d }: Route.ComponentProps) {
  const list = <ListingBody result={d} path="/property-search-list" />;
  const switcher = <ViewSwitch params={d.params} view={d.view} />;
  if (d.view === "map") {
    return <ListingMap page={d} eyebrow={t("browse.search.eyebrow")} list={list} />;
  }
  return (
    <main className="container-page pb-12">
      <header className="pt-10">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-700">{t("browse.search.eyebrow")}</p>
        <h1 {...storedText(d.title, d.stored)} className="mt-2 text-3xl font-extrabold text-ink md:text-4xl" />
        {switcher}
      </header>
      <BannerCarousel banners={d.banners} />
      {list}
    </main>
  );
}
