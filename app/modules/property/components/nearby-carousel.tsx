import { Carousel, LISTING_PER_VIEW } from "../../../components/ui/carousel";
import {
  BusFront,
  Hospital,
  Hotel,
  type Icon,
  MapPin,
  Plane,
  School,
  ShoppingBag,
  TrainFront,
  TreePine,
} from "../../../components/ui/icons";
import { type MessageKey, t } from "../../../i18n/i18n";
import type { NearbyPlace } from "../property";

const TYPES: Record<string, { icon: Icon; label: MessageKey }> = {
  hospital: { icon: Hospital, label: "nearby.hospital" },
  lodging: { icon: Hotel, label: "nearby.lodging" },
  bus_station: { icon: BusFront, label: "nearby.bus_station" },
  train_station: { icon: TrainFront, label: "nearby.train_station" },
  airport: { icon: Plane, label: "nearby.airport" },
  school: { icon: School, label: "nearby.school" },
  shopping_mall: { icon: ShoppingBag, label: "nearby.shopping_mall" },
  park: { icon: TreePine, label: "nearby.park" },
};

export function distanceText(meters: number): string {
  return meters < 1000
    ? t("propertyPage.distanceM", { n: Math.round(meters) })
    : t("propertyPage.distanceKm", { n: (meters / 1000).toFixed(1) });
}

/** Up to 10 places near the listing, nearest first; the original site's sentence when there are none. */
export function NearbyCarousel({ places }: { places: NearbyPlace[] }) {
  return (
    <section aria-labelledby="nearby-title">
      <h2 id="nearby-title" className="text-xl font-bold text-ink">
        {t("propertyPage.nearby")}
      </h2>
      <div className="mt-4">
        {places.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg bg-sand/60 px-4 py-4 text-neutral-700">
            <MapPin aria-hidden className="size-5 text-gold-700" />
            {t("propertyPage.noNearby")}
          </p>
        ) : (
          <Carousel
            label={t("propertyPage.nearby")}
            perView={LISTING_PER_VIEW}
            arrows={{ previous: t("propertyPage.previous"), next: t("propertyPage.next") }}
            slideLabel={(n, total) => t("carousel.slide", { n, total })}
            slides={places.map((place) => {
              const type = TYPES[place.type];
              const Icon = type?.icon ?? MapPin;
              return (
                <div
                  key={`${place.name}-${place.type}`}
                  className="flex w-full flex-col gap-3 rounded-card bg-white p-4 ring-1 ring-neutral-200"
                >
                  <span className="grid size-10 place-items-center rounded-full bg-sand text-gold-700">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <p lang="en" className="font-semibold leading-snug text-ink">
                      {place.name}
                    </p>
                    <p className="mt-1 text-sm text-neutral-600">{t(type?.label ?? "nearby.other")}</p>
                  </div>
                  <p className="mt-auto text-sm font-semibold text-navy tabular">{distanceText(place.distanceM)}</p>
                </div>
              );
            })}
          />
        )}
      </div>
    </section>
  );
}
