import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { Link } from "../../components/ui/link";
import { formatCompact, formatNumber } from "../../i18n/format";
import { currentLanguage, lp, t } from "../../i18n/i18n";
import { LANGUAGES } from "../../i18n/languages";
import type { RootData } from "../../root-data";
import { areaText } from "../area/area-text";
import { DEFAULT_AREA_UNIT } from "../area/unit";
import type { PageParams } from "../browse/query";
import { convert, formatPrice } from "../currency/currency";
import { useCurrency } from "../currency/currency-context";
import { type Box, formatBox, formatRing, MAX_ZOOM, parseBox, parseRing, type Ring } from "../property/geometry";
import type { MapHandle } from "./leaflet-map.client";
import { listingCard, projectCard } from "./map-cards";
import { OSM_ATTRIBUTION } from "./tiles";

/** The address's parameters that are the view, not the search: the markers' query leaves them out. */
const VIEW_PARAMS = ["view", "page", "limit", "sort", "bbox", "zoom", "polygon"];

/** "List | Map": plain links, so the switch works before (and without) JavaScript. */
export function ViewSwitch(props: { params: PageParams; view: "list" | "map" }) {
  const { pathname } = useLocation();
  const href = (view: "list" | "map") => {
    const next = new URLSearchParams(props.params);
    next.delete("page");
    if (view === "map") next.set("view", "map");
    else next.delete("view");
    const query = next.toString().replace(/%2C/gi, ",").replace(/%3B/gi, ";");
    // The map view opens scrolled to the map, so it fills the window (on phones: full screen).
    const hash = view === "map" ? "#results-map" : "";
    return query ? `${pathname}?${query}${hash}` : `${pathname}${hash}`;
  };
  const item = (view: "list" | "map", label: string) => (
    <Link
      to={href(view)}
      aria-current={props.view === view ? "page" : undefined}
      preventScrollReset={view === "list"}
      className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${
        props.view === view ? "bg-navy text-white" : "text-navy hover:bg-sand-200"
      }`}
      data-testid={`view-${view}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("map.view")} className="mt-4 inline-flex gap-1 rounded-full bg-white p-1 ring-1 ring-sand-200">
      {item("list", t("map.list"))}
      {item("map", t("map.map"))}
    </nav>
  );
}

/** What the address says about the map: box, zoom and drawn area (bad values are the loader's 400). */
function viewOf(params: PageParams): { box?: Box; zoom?: number; polygon?: Ring } {
  const box = params.bbox ? (parseBox(params.bbox) ?? undefined) : undefined;
  const z = params.zoom && /^\d{1,2}$/.test(params.zoom) ? Number(params.zoom) : undefined;
  const polygon = params.polygon ? (parseRing(params.polygon) ?? undefined) : undefined;
  return { box, zoom: z !== undefined && z <= MAX_ZOOM ? z : undefined, polygon };
}

/** How far the results sheet is pulled up over the map on phones (< 1024 px). */
type Sheet = "peek" | "half" | "full";
/** Each state's height, in the map view's own height: peek shows the handle, title and count. */
const SHEET_HEIGHT: Record<Sheet, string> = { peek: "7.5rem", half: "50%", full: "calc(100% - 4.75rem)" };
/** What pressing the handle does next, and what it says it does. */
const NEXT_SHEET: Record<Sheet, Sheet> = { peek: "half", half: "full", full: "peek" };
const SHEET_ACTION = { peek: "map.showList", half: "map.sheetFull", full: "map.sheetMap" } as const;

/** What a map view shows: a search's listings, or the projects list's projects. */
export type MapKind = "listing" | "project";

/** Each kind's pins API, its pages' path, where its map opens, and its words. */
const KINDS = {
  listing: {
    markers: "/api/property/map",
    path: "/property/",
    // Dubai, when the address names no area.
    home: { centre: [25.25, 55.4] as [number, number], zoom: 10 },
    open: "map.open",
    cluster: "map.cluster",
  },
  project: {
    markers: "/api/projects/map",
    path: "/projects/",
    // Projects are in every emirate: the map opens on the country.
    home: { centre: [24.9, 55.0] as [number, number], zoom: 8 },
    open: "map.openProject",
    cluster: "map.projectCluster",
  },
} as const;

/** A short price for a pin: "AED 1.2M". */
function shortPrice(amount: number, currency: string): string {
  return `${currency} ${formatCompact(amount)}`;
}

/**
 * The map view of /property-search and /projects (decision 015): the results list beside a
 * Leaflet map on wide screens, the map full width with the list as a sheet under it on phones.
 * Leaflet is loaded here, after the page is up, and only on this view. Listings' maps also
 * search the visible area (as the map moves, or a drawn one); projects' maps show the list's
 * projects wherever they are.
 */
export function MapView(props: {
  params: PageParams;
  /** Listings: the page's purpose, which the pins must share. */
  purpose?: string;
  kind?: MapKind;
  tileUrl: string;
  list: ReactNode;
}) {
  const { params } = props;
  const kind = KINDS[props.kind ?? "listing"];
  const areaSearch = kind === KINDS.listing;
  const mapElement = useRef<HTMLDivElement>(null);
  const listElement = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [follow, setFollow] = useState(true);
  /** Corners drawn so far while drawing an area; null when not drawing. */
  const [corners, setCorners] = useState<number | null>(null);
  const drawing = corners !== null;
  const [sheet, setSheet] = useState<Sheet>("half");
  const viewElement = useRef<HTMLDivElement>(null);
  const sheetElement = useRef<HTMLDivElement>(null);
  const root = useRouteLoaderData("root") as RootData | undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const { currency, rates } = useCurrency();
  const rtl = LANGUAGES[currentLanguage()].dir === "rtl";

  // The latest values for the map's callbacks, which are bound once.
  const unit = root?.areaUnit ?? DEFAULT_AREA_UNIT;
  const latest = useRef({ follow, location, currency, rates, navigate, unit });
  latest.current = { follow, location, currency, rates, navigate, unit };

  const filters = (() => {
    const q = new URLSearchParams(params);
    for (const name of VIEW_PARAMS) q.delete(name);
    // A page always lists one purpose; the markers must hold the same listings.
    if (props.purpose) q.set("purpose", props.purpose);
    return q.toString();
  })();

  /** The address with `changes` applied, replacing the current entry (a moved map is no new page). */
  const go = (changes: Record<string, string | undefined>, replace: boolean) => {
    const { location: loc, navigate: nav } = latest.current;
    const next = new URLSearchParams(loc.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    next.delete("page");
    // Commas and semicolons need no escaping in a query: the shared address stays readable.
    const query = next.toString().replace(/%2C/gi, ",").replace(/%3B/gi, ";");
    nav(`${loc.pathname}?${query}`, { replace, preventScrollReset: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once; later props reach it through its handle.
  useEffect(() => {
    let cancelled = false;
    const start = viewOf(params);
    import("./leaflet-map.client").then(({ createMap }) => {
      if (cancelled || !mapElement.current) return;
      handle.current = createMap(mapElement.current, {
        tileUrl: props.tileUrl,
        markers: kind.markers,
        home: kind.home,
        attribution: root?.mapAttribution ?? OSM_ATTRIBUTION,
        ...start,
        rtl,
        filters,
        labels: {
          zoomIn: t("map.zoomIn"),
          zoomOut: t("map.zoomOut"),
          cluster: (count) => t(kind.cluster, { count }),
          open: t(kind.open),
          close: t("map.close"),
        },
        price: (amount, from, short) => {
          const { currency: to, rates: r } = latest.current;
          const value = convert(amount, from, to, r);
          return short ? shortPrice(value, to) : formatPrice(value, to);
        },
        coveredBelow: () =>
          window.matchMedia("(max-width: 1023.98px)").matches ? (sheetElement.current?.offsetHeight ?? 0) : 0,
        href: (id) => lp(`${kind.path}${id}`),
        card: (id) => {
          const { currency: to, rates: r } = latest.current;
          const price = (amount: number, from: string) => formatPrice(convert(amount, from, to, r), to);
          if (kind === KINDS.project) return projectCard(id, price);
          return listingCard(id, price, (sqft) => {
            const shown = latest.current.unit;
            return shown === "sqm" ? areaText(sqft, shown) : t("map.size", { size: formatNumber(sqft) });
          });
        },
        onMove: (box, zoom) => {
          if (!latest.current.follow) return;
          go({ bbox: formatBox(box), zoom: String(zoom) }, true);
        },
        onHover: (id) => {
          for (const el of listElement.current?.querySelectorAll(".map-list-active") ?? []) {
            el.classList.remove("map-list-active");
          }
          if (!id) return;
          listElement.current
            ?.querySelector(`a[href$="${kind.path}${id}"]`)
            ?.closest("li")
            ?.classList.add("map-list-active");
        },
        onDrawing: setCorners,
        onPolygon: (ring) => {
          // A drawn area is a new search: its own history entry, so Back returns to the one before.
          go({ polygon: ring ? formatRing(ring) : undefined }, false);
        },
      });
      setReady(true);
    });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  // The address changed (filters, area, back/forward): the markers follow.
  useEffect(() => {
    handle.current?.setFilters(filters);
  }, [filters]);
  useEffect(() => {
    handle.current?.setPolygon(params.polygon ? parseRing(params.polygon) : null);
  }, [params.polygon]);

  // Hovering or focusing a card lights its pin (delegated: the cards are the list's own).
  useEffect(() => {
    const list = listElement.current;
    if (!list) return;
    const light = (event: Event) => {
      const card = (event.target as HTMLElement).closest?.("li");
      const href = card?.querySelector(`a[href*='${kind.path}']`)?.getAttribute("href");
      handle.current?.highlight(href?.split(kind.path)[1] ?? null);
    };
    const dim = () => handle.current?.highlight(null);
    // Keyboard users tabbing into a peeking sheet get it pulled up, so what has focus is seen.
    const reveal = (event: Event) => {
      if ((event.target as HTMLElement).closest?.("[data-testid=sheet-handle]")) return;
      setSheet((now) => (now === "peek" ? "half" : now));
    };
    list.addEventListener("focusin", reveal);
    list.addEventListener("mouseover", light);
    list.addEventListener("focusin", light);
    list.addEventListener("mouseleave", dim);
    return () => {
      list.removeEventListener("focusin", reveal);
      list.removeEventListener("mouseover", light);
      list.removeEventListener("focusin", light);
      list.removeEventListener("mouseleave", dim);
    };
  }, [kind.path]);

  /** Dragging the sheet's handle: its height follows the pointer, then snaps to the nearest state. */
  const drag = useRef<{ id: number; y: number; height: number; moved: boolean; at: number } | null>(null);
  const onHandleDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || !sheetElement.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      id: event.pointerId,
      y: event.clientY,
      height: sheetElement.current.offsetHeight,
      moved: false,
      at: performance.now(),
    };
  };
  const onHandleMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    const view = viewElement.current;
    if (!d || d.id !== event.pointerId || !view) return;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.abs(dy) < 6) return;
    d.moved = true;
    const height = Math.max(56, Math.min(view.clientHeight, d.height - dy));
    view.style.setProperty("--sheet-drag", `${height}px`);
    sheetElement.current?.setAttribute("data-dragging", "");
  };
  const onHandleUp = (event: React.PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    const view = viewElement.current;
    if (!d || d.id !== event.pointerId || !view) return;
    if (d.moved && sheetElement.current) {
      // The nearest state to where the sheet was let go; a flick goes on in its direction.
      const height = sheetElement.current.offsetHeight;
      const speed = (d.y - event.clientY) / Math.max(1, performance.now() - d.at);
      const heights: [Sheet, number][] = [
        ["peek", 120],
        ["half", view.clientHeight / 2],
        ["full", view.clientHeight - 76],
      ];
      const aim = height + speed * 200;
      const nearest = heights.reduce((best, h) => (Math.abs(h[1] - aim) < Math.abs(best[1] - aim) ? h : best));
      setSheet(nearest[0]);
      view.style.removeProperty("--sheet-drag");
      sheetElement.current.removeAttribute("data-dragging");
    }
    // A drag is no press: the click that follows it is dropped (onHandleClick).
    drag.current = d.moved ? { ...d, id: -1 } : null;
  };
  const onHandleClick = () => {
    if (drag.current?.moved) {
      drag.current = null;
      return;
    }
    drag.current = null;
    setSheet((now) => NEXT_SHEET[now]);
  };

  const button = "rounded-full px-4 py-2 text-sm font-semibold shadow-soft";
  return (
    <div
      ref={viewElement}
      // On phones the map fills the view and the results are a sheet over it: its height is a
      // custom property, so the server's page already has it where it stays (no shift).
      style={{ "--sheet": SHEET_HEIGHT[sheet] } as CSSProperties}
      className="relative isolate -mx-4 h-[calc(100svh-4rem)] min-h-[420px] overflow-hidden md:-mx-8 lg:mx-0 lg:grid lg:h-auto lg:min-h-0 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-6 lg:overflow-visible"
      data-testid="map-view"
    >
      <section
        aria-label={t("map.region")}
        id="results-map"
        className="absolute inset-0 scroll-mt-16 lg:sticky lg:inset-auto lg:top-[5.5rem] lg:order-2 lg:mt-8 lg:h-[calc(100vh-6.5rem)] lg:scroll-mt-[5.5rem] lg:overflow-hidden lg:rounded-[var(--radius-card)]"
      >
        {areaSearch ? (
          <div className="absolute inset-x-3 top-3 z-[1000] flex flex-wrap items-center gap-2 lg:inset-x-4">
            <label className={`flex items-center gap-2 bg-white px-3 text-ink ${button}`}>
              <input
                type="checkbox"
                checked={follow}
                onChange={(e) => setFollow(e.currentTarget.checked)}
                className="size-4 accent-[var(--color-navy)]"
                data-testid="search-as-move"
              />
              {t("map.searchAsMove")}
            </label>
            {ready ? (
              drawing ? (
                <>
                  <button
                    type="button"
                    onClick={() => handle.current?.addCentre()}
                    className={`bg-white text-navy ${button}`}
                    data-testid="draw-add"
                  >
                    {t("map.addPoint")}
                  </button>
                  <button
                    type="button"
                    onClick={() => handle.current?.finishDrawing()}
                    disabled={(corners ?? 0) < 3}
                    className={`bg-navy text-white disabled:bg-neutral-500 ${button}`}
                    data-testid="draw-finish"
                  >
                    {t("map.finish")}
                  </button>
                  <button
                    type="button"
                    onClick={() => handle.current?.cancelDrawing()}
                    className={`bg-white text-navy ${button}`}
                    data-testid="draw-cancel"
                  >
                    {t("map.cancel")}
                  </button>
                </>
              ) : (
                <>
                  <button
                    type="button"
                    onClick={() => {
                      handle.current?.startDrawing();
                      // The crosshair is the map's centre: it must not be under the sheet.
                      setSheet("peek");
                      // Keys go to the map: arrows move it, Enter adds its centre.
                      mapElement.current?.focus();
                    }}
                    className={`bg-white text-navy ${button}`}
                    data-testid="draw-start"
                  >
                    {t("map.draw")}
                  </button>
                  {params.polygon ? (
                    <button
                      type="button"
                      onClick={() => go({ polygon: undefined }, false)}
                      className={`bg-white text-navy ${button}`}
                      data-testid="draw-clear"
                    >
                      {t("map.clear")}
                    </button>
                  ) : null}
                </>
              )
            ) : null}
          </div>
        ) : null}
        {ready ? null : (
          <p className="absolute inset-x-6 top-[30%] z-[1] -translate-y-1/2 text-center text-sm font-semibold text-ink lg:top-1/2">
            {t("map.needsJs")}
          </p>
        )}
        {/* Leaflet owns this element's children; tiles and controls place themselves (mirrored by option). */}
        <div ref={mapElement} className="absolute inset-0 bg-sand" data-testid="map" dir="ltr" />
        {drawing ? (
          // Below the map's controls, above the sheet (and the tiles' credit on it).
          <p
            className="absolute inset-x-3 bottom-[calc(var(--sheet-drag,var(--sheet))+1.75rem)] z-[1000] rounded-[8px] bg-white/95 px-3 py-2 text-xs text-ink shadow-soft lg:inset-x-4 lg:bottom-8"
            role="status"
            data-testid="draw-hint"
          >
            {t("map.drawHint")} <span className="font-semibold">{t("map.corners", { count: corners ?? 0 })}</span>
          </p>
        ) : null}
        {drawing ? (
          // Where Enter (or Add point) puts the next corner: the map's centre.
          <div
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-1/2 z-[999] size-10 -translate-x-1/2 -translate-y-1/2 before:absolute before:inset-x-0 before:top-1/2 before:h-0.5 before:-translate-y-1/2 before:bg-navy after:absolute after:inset-y-0 after:left-1/2 after:w-0.5 after:-translate-x-1/2 after:bg-navy"
            data-testid="draw-crosshair"
          />
        ) : null}
      </section>
      {/* On phones the list is a sheet over the map, pulled up by its handle; beside the map on wide screens. */}
      <div
        ref={(el) => {
          sheetElement.current = el;
          listElement.current = el;
        }}
        data-sheet={sheet}
        className="absolute inset-x-0 bottom-0 z-[1001] flex h-[var(--sheet-drag,var(--sheet))] flex-col rounded-t-[20px] bg-white shadow-[0_-8px_24px_rgb(0_0_0/0.12)] transition-[height] duration-300 ease-out motion-reduce:transition-none motion-reduce:duration-0 data-[dragging]:transition-none lg:static lg:order-1 lg:block lg:h-auto lg:rounded-none lg:shadow-none lg:transition-none"
        data-testid="map-list"
      >
        <button
          type="button"
          aria-expanded={sheet !== "peek"}
          aria-controls="map-sheet-list"
          aria-label={t(SHEET_ACTION[sheet])}
          onPointerDown={onHandleDown}
          onPointerMove={onHandleMove}
          onPointerUp={onHandleUp}
          onPointerCancel={onHandleUp}
          onClick={onHandleClick}
          className="flex h-7 w-full shrink-0 cursor-grab touch-none items-center justify-center rounded-t-[20px] focus-visible:outline-offset-[-3px] active:cursor-grabbing lg:hidden"
          data-testid="sheet-handle"
        >
          <span aria-hidden className="h-1.5 w-12 rounded-full bg-neutral-400" />
        </button>
        <div
          id="map-sheet-list"
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 md:px-8 lg:overflow-visible lg:px-0 max-lg:[&>section]:pt-1 min-[1024px]:[&_[data-testid=property-grid]]:grid-cols-1 min-[1400px]:[&_[data-testid=property-grid]]:grid-cols-2"
        >
          {props.list}
        </div>
      </div>
    </div>
  );
}
