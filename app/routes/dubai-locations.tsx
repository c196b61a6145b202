import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { loadDubaiLocation } from "../modules/browse/browse.server";
import { ListingBody } from "../modules/browse/components/listing-body";
import { ListingMap } from "../modules/browse/components/listing-map";
import { PageHero } from "../modules/browse/components/page-hero";
import { listingSeoMeta } from "../modules/browse/meta";
import { DevelopersSidebar } from "../modules/content/components/developers-sidebar";
import { InquirySidebar } from "../modules/enquiry/components/inquiry-sidebar";
import { ViewSwitch } from "../modules/map/map-view";
import type { Route } from "./+types/dubai-locations";
import { saveSearchAction } from "./save-search.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, siteUrl, services } = context.get(appContext);
  const page = await loadDubaiLocation(db, new URL(request.url));
  // The map view (decision 015) needs where its tiles come from.
  return data({ ...page, siteUrl, tileUrl: services.mapTileUrl }, { status: page.status });
}

/** "Save this search" (app/modules/alerts/components/save-search.tsx) posts here. */
export const action = saveSearchAction;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  listingSeoMeta(loaderData, "/dubai-locations", ["locationlable", loaderData?.params.locationlable]);

/** One location's listings, with the developers and the enquiry form beside them. */
export default function DubaiLocations({ loaderData: d }: Route.ComponentProps) {
  const switcher = <ViewSwitch params={d.params} view={d.view} />;
  if (d.view === "map") {
    return (
      <ListingMap
        page={d}
        eyebrow={t("browse.location.eyebrow")}
        list={<ListingBody result={d} path="/dubai-locations" />}
      />
    );
  }
  return (
    <main>
      <PageHero
        eyebrow={t("browse.location.eyebrow")}
        title={d.title}
        subtitle={t("browse.location.subtitle", { place: d.title })}
        imageId={d.heroImageId}
        stored={d.stored}
      >
        {switcher}
      </PageHero>
      <div className="container-page grid gap-8 pb-12 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0">
          <ListingBody result={d} path="/dubai-locations" besideSidebar />
        </div>
        <div className="flex flex-col gap-6 lg:pt-10">
          <InquirySidebar inquireType="General" />
          <DevelopersSidebar developers={d.developers} />
        </div>
      </div>
    </main>
  );
}
