import type { ReactNode } from "react";
import { storedText } from "../../../i18n/stored";
import { MapView, ViewSwitch } from "../../map/map-view";
import type { ListingPurpose } from "../../property/purpose";
import type { PageParams } from "../query";

/**
 * The map view of a listing page (decision 015): a plain header with the page's title and the
 * List | Map switch instead of the hero, then the results beside the map. The hero, the
 * place grids, banners and sidebars stay on the list view.
 */
export function ListingMap(props: {
  /** The page's loader data: its heading, its search as the list and as the map read it. */
  page: {
    title: string;
    stored?: readonly string[];
    params: PageParams;
    view: "list" | "map";
    /** The page's search as the map reads it (listingView in map-view.server.ts). */
    mapParams: PageParams;
    purpose: ListingPurpose;
    tileUrl: string;
  };
  eyebrow?: string;
  /** The page's own list (its ListingBody). */
  list: ReactNode;
}) {
  const { page } = props;
  const stored = page.stored ?? [];
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
          <h1 {...storedText(page.title, stored)} className="mt-2 text-3xl font-extrabold text-ink md:text-4xl" />
          <ViewSwitch params={page.params} view={page.view} />
        </div>
      </header>
      <div className="container-page pb-12">
        <MapView params={page.mapParams} purpose={page.purpose} tileUrl={page.tileUrl} list={props.list} />
      </div>
    </main>
  );
}
