import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { loadHousingPage } from "../modules/browse/browse.server";
import { ListingBody } from "../modules/browse/components/listing-body";
import { PageHero } from "../modules/browse/components/page-hero";
import { listingMeta } from "../modules/browse/meta";
import { InquirySidebar } from "../modules/enquiry/components/inquiry-sidebar";
import { PropertyCard } from "../modules/property/components/property-card";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/property-listing-list";
import { saveSearchAction } from "./save-search.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadHousingPage(context.get(appContext).db, new URL(request.url));
  return data(page, { status: page.status });
}

/** "Save this search" (app/modules/alerts/components/save-search.tsx) posts here. */
export const action = saveSearchAction;

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...listingMeta(loaderData?.meta),
  // /property-lsiting-list/{anything} shows the same page: one address for search engines.
  { tagName: "link", rel: "canonical", href: "/property-lsiting-list" },
  ...pageAlternates({ location: { pathname: "/property-lsiting-list", search: location.search }, matches }),
];

/**
 * The Housing page. The original showed hard-coded placeholder cards; this one shows the
 * featured homes and every residential listing, newest first, beside the enquiry form.
 */
export default function PropertyListingList({ loaderData: d }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow={t("browse.housing.eyebrow")}
        title={d.title}
        subtitle={t("browse.housing.subtitle")}
        imageId={d.heroImageId}
      />
      <div className="container-page grid gap-8 pb-12 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0">
          {d.featured.length > 0 ? (
            <section aria-labelledby="featured-homes-title" className="pt-10">
              <h2 id="featured-homes-title" className="text-2xl font-bold text-ink">
                {t("browse.housing.featured")}
              </h2>
              <ul className="mt-6 grid grid-cols-1 gap-5 min-[769px]:grid-cols-2">
                {d.featured.map((p) => (
                  <li key={p.id} className="flex [&>a]:flex-1">
                    <PropertyCard property={p} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ListingBody
            result={d}
            path="/property-lsiting-list"
            title={t("browse.housing.all")}
            besideSidebar
            purposeLinks={false}
          />
        </div>
        <div className="lg:pt-10">
          <InquirySidebar inquireType="General" />
        </div>
      </div>
    </main>
  );
}
