import type { ReactNode } from "react";
import { ExternalLink, MapPin } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";

/** About 1 km each way around the pin. */
const SPAN = 0.01;

/** The OpenStreetMap embed around a point (the CSP allows this frame source). */
export function osmEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [longitude - SPAN, latitude - SPAN, longitude + SPAN, latitude + SPAN]
    .map((n) => n.toFixed(5))
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

export function osmLargerUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude.toFixed(6)}&mlon=${longitude.toFixed(6)}#map=16/${latitude.toFixed(6)}/${longitude.toFixed(6)}`;
}

/**
 * A map by coordinates with the address always shown as text: the embed needs the
 * visitor's network and may be blocked; the address never is.
 */
export function OsmMap(props: {
  latitude: number;
  longitude: number;
  place: string;
  /** Stored English text, marked so; or the caller's own marked parts (AddressLine). */
  address: ReactNode;
  heightClass?: string;
}) {
  return (
    <div className="overflow-hidden rounded-card ring-1 ring-neutral-200">
      <iframe
        title={t("propertyPage.mapTitle", { place: props.place })}
        src={osmEmbedUrl(props.latitude, props.longitude)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={`block w-full border-0 bg-sand ${props.heightClass ?? "h-80"}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 bg-white px-4 py-3">
        <p className="flex items-start gap-2 text-sm text-neutral-700">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-700" />
          {typeof props.address === "string" ? <span lang="en">{props.address}</span> : <span>{props.address}</span>}
        </p>
        <a
          href={osmLargerUrl(props.latitude, props.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-navy underline underline-offset-2 hover:text-ink"
        >
          {t("propertyPage.viewLargerMap")}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{t("propertyPage.opensNewTab")}</span>
        </a>
      </div>
    </div>
  );
}
