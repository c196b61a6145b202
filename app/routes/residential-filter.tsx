import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { loadResidentialFilter } from "../modules/browse/browse.server";
import { ListingBody } from "../modules/browse/components/listing-body";
import { PageHero } from "../modules/browse/components/page-hero";
import { TopLocationsGrid } from "../modules/browse/components/top-locations-grid";
import { listingSeoMeta } from "../modules/browse/meta";
import type { Route } from "./+types/residential-filter";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const page = await loadResidentialFilter(db, new URL(request.url));
  return data({ ...page, siteUrl }, { status: page.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  listingSeoMeta(loaderData, "/residential-filter", ["type", loaderData?.params.type]);

/** The header's Housing, Enterprise Assets and Buy links: one segment's listings. */
export default function ResidentialFilter({ loaderData: d }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow={t("browse.residential.eyebrow")}
        title={d.title}
        subtitle={d.subtitle}
        imageId={d.heroImageId}
        stored={d.stored}
      />
      <div className="container-page">
        <TopLocationsGrid locations={d.topLocations} />
        <ListingBody result={d} path="/residential-filter" />
      </div>
    </main>
  );
}
