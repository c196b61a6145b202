import type { ReactNode } from "react";
import { storedText } from "../../../i18n/stored";
import { MapView } from "../../map/map-view";
import type { ListingPurpose } from "../../property/purpose";
import type { PageParams } from "../query";

/**
 * The map view of a listing page (issue 18): a plain header with the page's title and the
 * List | Map switch instead of the hero, then the results beside the map. The hero, the
 * place grids, banners and sidebars stay on the list view.
 */
export function ListingMap(props: {
  eyebrow?: string;
  title: string;
  stored?: readonly string[];
  /** The List | Map switch. */
  switcher: ReactNode;
  /** The page's search as the map reads it (listingView in map-view.server.ts). */
  mapParams: PageParams;
  purpose: ListingPurpose;
  tileUrl: string;
  /** The page's own list (its ListingBody). */
  list: ReactNode;
}) {
  const stored = props.stored ?? [];
  return (
    <main>
      <header className="bg-sand py-8 md:py-10">
        <div className="container-page">
          {props.eyebrow ? (
            <p
              {...storedText(props.eyebrow, stored)}
              className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-700"
            />
          ) : null}
          <h1 {...storedText(props.title, stored)} className="mt-2 text-3xl font-extrabold text-ink md:text-4xl" />
          {props.switcher}
        </div>
      </header>
      <div className="container-page pb-12">
        <MapView params={props.mapParams} purpose={props.purpose} tileUrl={props.tileUrl} list={props.list} />
      </div>
    </main>
  );
}
