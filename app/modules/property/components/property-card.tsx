import { Bath, BedDouble, MapPin, Ruler } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formatNumber } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { SaveButton } from "../../account/components/save-button";
import { Price } from "../../currency/currency-context";
import { type PropertyCardData, truncate } from "../card";
import { VerifiedBadge } from "./verified-badge";

/** `priority`: the first card of a results page, the largest image a phone shows first: fetched at once. */
export function PropertyCard({ property, priority = false }: { property: PropertyCardData; priority?: boolean }) {
  const p = property;
  // The heart is a sibling of the link (a button inside a link is not allowed) and appears after hydration.
  return (
    <div className="relative flex h-full w-full">
      <Link
        to={lp(`/property/${p.id}`)}
        className="group flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg"
      >
        <div className="relative aspect-[4/3] overflow-hidden bg-sand">
          {p.imageId ? (
            <img
              src={`/media/${p.imageId}?w=960`}
              // Uploaded photos have WebP renditions (server/media.ts); a card is at most ~400 px wide.
              srcSet={`/media/${p.imageId}?w=480 480w, /media/${p.imageId}?w=960 960w`}
              sizes="(min-width: 1025px) 25vw, (min-width: 769px) 50vw, 100vw"
              alt=""
              width={1200}
              height={900}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
              decoding="async"
              className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
            />
          ) : null}
          {p.verifiedAt ? <VerifiedBadge at={p.verifiedAt} className="absolute start-3 bottom-3" /> : null}
          {p.tagTitle ? (
            <span
              lang={storedLang(p, "tagTitle")}
              className="absolute start-3 top-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white backdrop-blur"
            >
              {p.tagTitle}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          {/* Stored text: lang="en" where it has no translation in the page's language. */}
          <p lang={storedLang(p, "typeName")} className="text-xs font-semibold uppercase tracking-wide text-gold-700">
            {p.typeName}
          </p>
          <h3 lang={storedLang(p, "title")} className="text-base font-bold leading-snug text-ink" title={p.title}>
            {truncate(p.title)}
          </h3>
          <p
            data-place
            lang={p.place ? p.place.lang : "en"}
            className="flex items-center gap-1 text-sm text-neutral-600"
          >
            <MapPin className="size-4 shrink-0 text-gold-600" />
            {p.place ? (
              p.place.text
            ) : (
              <>
                {p.locationLabel}, {p.city}
              </>
            )}
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700">
            {p.bedrooms != null ? (
              <li className="flex items-center gap-1">
                <BedDouble className="size-4 text-neutral-500" />
                {p.bedrooms === 0 ? t("property.studio") : t("property.beds", { count: p.bedrooms })}
              </li>
            ) : null}
            {p.bathrooms != null ? (
              <li className="flex items-center gap-1">
                <Bath className="size-4 text-neutral-500" />
                {t("property.baths", { count: p.bathrooms })}
              </li>
            ) : null}
            {p.areaSqft != null ? (
              <li className="flex items-center gap-1">
                <Ruler className="size-4 text-neutral-500" />
                {t("property.sqft", { count: formatNumber(p.areaSqft) })}
              </li>
            ) : null}
          </ul>
          {/* data-amount-aed: the stored price, so tests and scripts can check the conversion. */}
          <p className="mt-auto pt-2 text-lg font-bold text-gold-700 tabular">
            {/* A sale is "from" its asking price; a rent is the rent itself, with its period. */}
            <span className="me-1 text-xs font-semibold uppercase text-neutral-500">
              {t(p.purpose === "rent" ? "property.rent" : "property.from")}
            </span>
            <span data-amount-aed={p.priceAed}>
              <Price amount={p.priceAed} per={p.rentFrequency} />
            </span>
          </p>
        </div>
      </Link>
      <SaveButton propertyId={p.id} title={p.title} />
    </div>
  );
}
