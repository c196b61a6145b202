import { ArrowRight, MapPin } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import type { PlaceCard } from "../browse.server";
import { TOP_LOCATIONS_MAX } from "../top-locations";

/**
 * The top-locations grid, as on the original site: at most nine locations, busiest first,
 * the fifth shown large, under a page's results. Rows have a fixed height, so images load
 * without shifting.
 */
export function TopLocationsGrid(props: { locations: PlaceCard[]; title?: string }) {
  const locations = props.locations.slice(0, TOP_LOCATIONS_MAX);
  if (locations.length === 0) return null;
  return (
    <section aria-labelledby="top-locations-title" className="pt-6 pb-12 md:pt-8 md:pb-16">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-700">
        {t("browse.topLocations.eyebrow")}
      </p>
      <h2 id="top-locations-title" className="mt-2 text-2xl font-bold text-ink md:text-3xl">
        {props.title ?? t("browse.topLocations.title")}
      </h2>
      <ul
        data-testid="top-locations"
        className="mt-6 grid auto-rows-[150px] min-[769px]:auto-rows-[180px] grid-flow-row-dense grid-cols-1 gap-4 min-[769px]:grid-cols-2 min-[1025px]:grid-cols-4"
      >
        {locations.map((l, i) => {
          const large = i === 4;
          return (
            <li
              key={l.name}
              data-large={large || undefined}
              className={`relative ${large ? "row-span-2 min-[769px]:col-span-2" : ""}`}
            >
              <Link
                to={lp(l.href)}
                className="group relative isolate flex size-full flex-col justify-end overflow-hidden rounded-[var(--radius-card)] bg-navy p-4 text-white shadow-[var(--shadow-soft)]"
              >
                {l.imageId ? (
                  <img
                    src={`/media/${l.imageId}?w=960`}
                    // Uploaded photos have WebP renditions (server/media.ts): a tile is a quarter, half or all of the width.
                    srcSet={`/media/${l.imageId}?w=480 480w, /media/${l.imageId}?w=960 960w`}
                    sizes={
                      large
                        ? "(min-width: 769px) 50vw, 100vw"
                        : "(min-width: 1025px) 25vw, (min-width: 769px) 50vw, 100vw"
                    }
                    alt=""
                    width={1600}
                    height={900}
                    // Under the results: the first listing's photo is what a page paints first.
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 -z-10 size-full object-cover transition duration-500 group-hover:scale-[1.04]"
                  />
                ) : null}
                <span
                  aria-hidden
                  className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/35 to-transparent"
                />
                <h3 className={`font-bold ${large ? "text-2xl md:text-3xl" : "text-lg"}`}>
                  <MapPin aria-hidden className="me-1 inline size-4 text-gold" />
                  <span lang={l.shown ? l.shown.lang : "en"}>{l.shown?.text ?? l.name}</span>
                </h3>
                <p className="mt-1 flex items-center justify-between gap-2 text-sm text-white/90">
                  <span className="tabular">{t("property.listings", { count: l.count })}</span>
                  <span className="inline-flex items-center gap-1 font-semibold text-gold">
                    {t("browse.viewProperties")}
                    <ArrowRight
                      aria-hidden
                      className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    />
                  </span>
                </p>
              </Link>
              {/* Beside the card's link, not in it (a link holds no other): the community's area guide. */}
              {l.areaHref ? (
                <Link
                  to={lp(l.areaHref)}
                  className="absolute end-3 top-3 inline-flex min-h-11 items-center rounded-full bg-white/95 px-4 text-sm font-semibold text-navy shadow-sm hover:bg-white hover:underline"
                  data-testid="location-area-link"
                >
                  {t("areaLink.guide")}
                  <span className="sr-only" lang={l.shown ? l.shown.lang : "en"}>
                    {" "}
                    {l.shown?.text ?? l.name}
                  </span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
