import { Bath, BedDouble, MapPin, Ruler } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { storedLang, tWith } from "../../../i18n/stored";
import { SaveButton } from "../../account/components/save-button";
import { areaText } from "../../area/area-text";
import { useAreaUnit } from "../../area/use-area-unit";
import { Price } from "../../currency/currency-context";
import { CompareButton } from "../../shortlist/components/compare-button";
import { type PropertyCardData, truncate } from "../card";
import { VerifiedBadge } from "./verified-badge";

/** `priority`: the first card of a results page, the largest image a phone shows first: fetched at once. */
export function PropertyCard({ property, priority = false }: { property: PropertyCardData; priority?: boolean }) {
  const p = property;
  const unit = useAreaUnit();
  // The heart is a sibling of the link (a button inside a link is not allowed) and appears after hydration.
  return (
    <div className="card">
      <Link to={lp(`/property/${p.id}`)} className="group card-link">
        <div className="card-media">
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
              className="card-photo"
            />
          ) : null}
          {p.verifiedAt ? <VerifiedBadge at={p.verifiedAt} className="absolute start-3 bottom-3" /> : null}
          {p.tagTitle ? (
            <span lang={storedLang(p, "tagTitle")} className="card-tag">
              {p.tagTitle}
            </span>
          ) : null}
        </div>
        <div className="card-body">
          {/* Stored text: lang="en" where it has no translation in the page's language. */}
          <p lang={storedLang(p, "typeName")} className="card-type">
            {p.typeName}
          </p>
          <h3 lang={storedLang(p, "title")} className="card-title" title={p.title}>
            {truncate(p.title)}
          </h3>
          <p data-place lang={p.place ? p.place.lang : "en"} className="card-place">
            <MapPin />
            {p.place ? (
              p.place.text
            ) : (
              <>
                {p.locationLabel}, {p.city}
              </>
            )}
          </p>
          <ul className="card-facts">
            {p.bedrooms != null ? (
              <li>
                <BedDouble />
                {p.bedrooms === 0 ? t("property.studio") : t("property.beds", { count: p.bedrooms })}
              </li>
            ) : null}
            {p.bathrooms != null ? (
              <li>
                <Bath />
                {t("property.baths", { count: p.bathrooms })}
              </li>
            ) : null}
            {p.areaSqft != null ? (
              <li>
                <Ruler />
                {areaText(p.areaSqft, unit)}
              </li>
            ) : null}
          </ul>
          {p.project ? (
            <p className="mt-1 text-xs text-neutral-600" data-card-project>
              {/* The codes are isolated left to right, so an Arabic label never reorders their groups. */}
              {p.project.number ? (
                <bdi className="tabular">
                  {tWith("projectCard.number", { number: <span dir="ltr">{p.project.number}</span> })}
                </bdi>
              ) : null}
              {p.project.number && p.project.escrow ? " · " : null}
              {p.project.escrow ? (
                <bdi className="tabular">
                  {tWith("projectCard.escrow", {
                    account: (
                      <span dir="ltr" lang="en">
                        {p.project.escrow}
                      </span>
                    ),
                  })}
                </bdi>
              ) : null}
            </p>
          ) : null}
          {/* data-amount-aed: the stored price, so tests and scripts can check the conversion. */}
          <p className="card-price">
            {/* A sale is "from" its asking price; a rent is the rent itself, with its period. */}
            <span className="card-price-label">{t(p.purpose === "rent" ? "property.rent" : "property.from")}</span>
            <span data-amount-aed={p.priceAed}>
              <Price amount={p.priceAed} per={p.rentFrequency} />
            </span>
          </p>
        </div>
      </Link>
      <SaveButton propertyId={p.id} title={p.title} />
      <CompareButton propertyId={p.id} title={p.title} titleLang={storedLang(p, "title")} />
    </div>
  );
}
