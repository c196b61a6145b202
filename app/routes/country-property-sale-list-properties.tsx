import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { markStored } from "../i18n/stored";
import { loadCityPage } from "../modules/browse/browse.server";
import { ListingBody } from "../modules/browse/components/listing-body";
import { PageHero } from "../modules/browse/components/page-hero";
import { listingMeta } from "../modules/browse/meta";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/country-property-sale-list-properties";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadCityPage(context.get(appContext).db, new URL(request.url));
  return data(page, { status: page.status });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...listingMeta(loaderData?.meta),
  ...pageAlternates({ location, matches }),
];

/** A city's listings: "Properties for Sale in {state}, {country}". */
export default function CountryPropertySaleListProperties({ loaderData: d }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow={t(d.purpose === "rent" ? "browse.country.eyebrowRent" : "browse.country.eyebrow")}
        title={d.title}
        imageId={d.heroImageId}
        stored={d.stored}
      />
      <div className="container-page pb-12">
        <ListingBody result={d} path="/country-property-sale-list-properties" title={markStored(d.heading, d.stored)} />
      </div>
    </main>
  );
}
