import "../../../i18n/en-pages";
import { Carousel, LISTING_PER_VIEW } from "../../../components/ui/carousel";
import { Building2 } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import type { PropertyCardData } from "../card";
import { PropertyCard } from "./property-card";

/** Listings like this one; PropertyCard cuts titles at 60 characters. */
export function RelatedCarousel({ properties }: { properties: PropertyCardData[] }) {
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-2xl font-bold text-ink">
        {t("propertyPage.related")}
      </h2>
      <div className="mt-5">
        {properties.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg bg-sand/60 px-4 py-4 text-neutral-700">
            <Building2 aria-hidden className="size-5 text-gold-700" />
            {t("propertyPage.noRelated")}
          </p>
        ) : (
          <Carousel
            label={t("propertyPage.related")}
            perView={LISTING_PER_VIEW}
            arrows={{ previous: t("propertyPage.previous"), next: t("propertyPage.next") }}
            slideLabel={(n, total) => t("carousel.slide", { n, total })}
            slides={properties.map((p) => <PropertyCard key={p.id} property={p} />)}
          />
        )}
      </div>
    </section>
  );
}
