import { ArrowRight, MapPin } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import type { HomeData } from "../home.server";

const STOCK_IMAGES = 5;

/** The listing page of one location: the original front end's address. */
export function locationHref(label: string): string {
  return `/dubai-locations?locationlable=${encodeURIComponent(label)}`;
}

/**
 * Dubai Popular Locations. A location shows its own image; one without gets
 * one of five stock images, cycling by position. The stock images are the first five
 * location images of the list, so nothing is fetched that the page does not already use.
 */
export function PopularLocations(props: { locations: HomeData["locations"] }) {
  const { locations } = props;
  const stock = locations.ok
    ? locations.data.flatMap((l) => (l.imageId ? [l.imageId] : [])).slice(0, STOCK_IMAGES)
    : [];
  return (
    <section aria-labelledby="popular-locations-title" className="py-10 md:py-16">
      <div className="container-page">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">{t("locations.eyebrow")}</p>
        <h2 id="popular-locations-title" className="mt-2 text-2xl font-extrabold md:text-3xl">
          {t("locations.title")}
        </h2>
        <p className="mt-2 max-w-2xl text-neutral-600">{t("locations.subtitle")}</p>
        {!locations.ok ? (
          <p className="mt-8 text-sm text-neutral-600">{t("locations.error")}</p>
        ) : locations.data.length === 0 ? (
          <p className="mt-8 flex items-center gap-2 text-sm text-neutral-600">
            <MapPin aria-hidden className="size-4" />
            {t("locations.empty")}
          </p>
        ) : (
          <ul className="-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-3 xl:grid-cols-4">
            {locations.data.map((location, i) => {
              const imageId = location.imageId ?? (stock.length ? stock[i % stock.length] : null);
              const titleId = `popular-location-${location.id}`;
              return (
                <li
                  key={location.id}
                  className="group relative w-[82%] shrink-0 snap-start overflow-hidden rounded-[12px] sm:w-auto border border-neutral-200 bg-white shadow-soft transition-transform hover:-translate-y-0.5"
                >
                  {imageId ? (
                    <img
                      src={`/media/${imageId}`}
                      alt=""
                      width={400}
                      height={200}
                      loading="lazy"
                      decoding="async"
                      className="h-[200px] w-full object-cover"
                    />
                  ) : (
                    <div aria-hidden className="h-[200px] bg-gradient-to-br from-navy to-ink" />
                  )}
                  <div className="p-4">
                    {/* The place's name in the page's language; lang="en" where it has none. */}
                    <h3 id={titleId} lang={location.name.lang} className="truncate text-lg font-bold">
                      {location.name.text}
                    </h3>
                    <div className="mt-1 flex items-center justify-between gap-3">
                      <p className="tabular text-sm text-neutral-600">
                        {t("property.listings", { count: location.count })}
                      </p>
                      <Link
                        to={lp(locationHref(location.label))}
                        aria-describedby={titleId}
                        className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-navy after:absolute after:inset-0 group-hover:text-gold-700"
                      >
                        {t("locations.viewProperties")}
                        <ArrowRight
                          aria-hidden
                          className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                        />
                      </Link>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
