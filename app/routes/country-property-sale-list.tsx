import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { markStored } from "../i18n/stored";
import { loadCountryPage } from "../modules/browse/browse.server";
import { ListingBody } from "../modules/browse/components/listing-body";
import { PageHero } from "../modules/browse/components/page-hero";
import { PlaceGrid } from "../modules/browse/components/place-grid";
import { listingMeta } from "../modules/browse/meta";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/country-property-sale-list";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadCountryPage(context.get(appContext).db, new URL(request.url));
  return data(page, { status: page.status });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...listingMeta(loaderData?.meta),
  ...pageAlternates({ location, matches }),
];

/** A country: its states with listing counts, then its listings. */
export default function CountryPropertySaleList({ loaderData: d }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow={t(d.purpose === "rent" ? "browse.country.eyebrowRent" : "browse.country.eyebrow")}
        title={d.title}
        imageId={d.heroImageId}
        stored={d.stored}
      />
      <div className="container-page pb-12">
        {d.status !== 400 ? (
          <PlaceGrid
            id="states-title"
            title={markStored(t("browse.country.statesTitle", { place: d.title }), d.stored)}
            places={d.places}
            emptyMessage={t("browse.country.noData")}
          />
        ) : null}
        <ListingBody result={d} path="/country-property-sale-list" emptyMessage={t("browse.country.noProperties")} />
      </div>
    </main>
  );
}
