import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { formatNumber } from "../../i18n/format";
import { currentLanguage, t } from "../../i18n/i18n";
import { LANGUAGES } from "../../i18n/languages";
import type { PageParams } from "../browse/query";
import { convert, formatPrice } from "../currency/currency";
import { useCurrency } from "../currency/currency-context";
import { type Box, formatBox, formatRing, MAX_ZOOM, parseBox, parseRing, type Ring } from "../property/geometry";
import type { MapHandle } from "./leaflet-map.client";
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

/** A short price for a pin: "AED 1.2M". */
function shortPrice(amount: number, currency: string): string {
  const compact = new Intl.NumberFormat(LANGUAGES[currentLanguage()].locale, {
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(amount);
  return `${currency} ${compact}`;
}

/**
 * The map view of /property-search (issue 18): the results list beside a Leaflet map on wide
 * screens, the map full width with the list as a sheet under it on phones. Leaflet is loaded
 * here, after the page is up, and only on this view.
 */
export function MapView(props: { params: PageParams; purpose: string; tileUrl: string; list: ReactNode }) {
  const { params } = props;
  const mapElement = useRef<HTMLDivElement>(null);
  const listElement = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [follow, setFollow] = useState(true);
  const [drawing, setDrawing] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const { currency, rates } = useCurrency();
  const rtl = LANGUAGES[currentLanguage()].dir === "rtl";

  // The latest values for the map's callbacks, which are bound once.
  const latest = useRef({ follow, location, currency, rates, navigate });
  latest.current = { follow, location, currency, rates, navigate };

  const filters = (() => {
    const q = new URLSearchParams(params);
    for (const name of VIEW_PARAMS) q.delete(name);
    // A page always lists one purpose; the markers must hold the same listings.
    q.set("purpose", props.purpose);
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
        attribution: OSM_ATTRIBUTION,
        ...start,
        rtl,
        filters,
        labels: {
          zoomIn: t("map.zoomIn"),
          zoomOut: t("map.zoomOut"),
          cluster: (count) => t("map.cluster", { count }),
          beds: (count) => t("map.beds", { count }),
          baths: (count) => t("map.baths", { count }),
          size: (sqft) => t("map.size", { size: formatNumber(sqft) }),
          open: t("map.open"),
          close: t("map.close"),
        },
        price: (amount, from, short) => {
          const { currency: to, rates: r } = latest.current;
          const value = convert(amount, from, to, r);
          return short ? shortPrice(value, to) : formatPrice(value, to);
        },
        href: (id) => (currentLanguage() === "en" ? `/property/${id}` : `/${currentLanguage()}/property/${id}`),
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
            ?.querySelector(`a[href$="/property/${id}"]`)
            ?.closest("li")
            ?.classList.add("map-list-active");
        },
        onPolygon: (ring) => {
          setDrawing(false);
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
      const href = card?.querySelector("a[href*='/property/']")?.getAttribute("href");
      handle.current?.highlight(href?.split("/property/")[1] ?? null);
    };
    const dim = () => handle.current?.highlight(null);
    list.addEventListener("mouseover", light);
    list.addEventListener("focusin", light);
    list.addEventListener("mouseleave", dim);
    return () => {
      list.removeEventListener("mouseover", light);
      list.removeEventListener("focusin", light);
      list.removeEventListener("mouseleave", dim);
    };
  }, []);

  return (
    <div className="relative lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-6" data-testid="map-view">
      <section
        aria-label={t("map.region")}
        id="results-map"
        className="relative -mx-4 h-[calc(100svh-5rem)] min-h-[420px] scroll-mt-0 md:-mx-8 lg:sticky lg:top-[5.5rem] lg:order-2 lg:mx-0 lg:mt-8 lg:h-[calc(100vh-6.5rem)] lg:scroll-mt-[5.5rem] lg:overflow-hidden lg:rounded-[var(--radius-card)]"
      >
        <div className="absolute inset-x-3 top-3 z-[1000] flex flex-wrap items-center gap-2 lg:inset-x-4">
          <label className="flex items-center gap-2 rounded-full bg-white px-3 py-2 text-sm font-semibold text-ink shadow-soft">
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
                  onClick={() => handle.current?.finishDrawing()}
                  className="rounded-full bg-navy px-4 py-2 text-sm font-semibold text-white shadow-soft"
                  data-testid="draw-finish"
                >
                  {t("map.finish")}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    handle.current?.cancelDrawing();
                    setDrawing(false);
                  }}
                  className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy shadow-soft"
                >
                  {t("map.cancel")}
                </button>
                <p className="w-full rounded-[8px] bg-white/95 px-3 py-2 text-xs text-ink shadow-soft" role="status">
                  {t("map.drawHint")}
                </p>
              </>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => {
                    handle.current?.startDrawing();
                    setDrawing(true);
                  }}
                  className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy shadow-soft"
                  data-testid="draw-start"
                >
                  {t("map.draw")}
                </button>
                {params.polygon ? (
                  <button
                    type="button"
                    onClick={() => go({ polygon: undefined }, false)}
                    className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy shadow-soft"
                    data-testid="draw-clear"
                  >
                    {t("map.clear")}
                  </button>
                ) : null}
              </>
            )
          ) : null}
        </div>
        {ready ? null : (
          <p className="absolute inset-x-6 top-1/2 z-[1] -translate-y-1/2 text-center text-sm font-semibold text-ink">
            {t("map.needsJs")}
          </p>
        )}
        {/* Leaflet owns this element's children; tiles and controls place themselves (mirrored by option). */}
        <div ref={mapElement} className="absolute inset-0 bg-sand" data-testid="map" dir="ltr" />
      </section>
      {/* On phones the list is a sheet pulled up over the map's lower edge. */}
      <div
        ref={listElement}
        className="relative z-[1001] -mx-4 -mt-6 rounded-t-[20px] bg-white px-4 shadow-[0_-8px_24px_rgb(0_0_0/0.12)] md:-mx-8 md:px-8 lg:order-1 lg:mx-0 lg:mt-0 lg:rounded-none lg:px-0 lg:shadow-none min-[1024px]:[&_[data-testid=property-grid]]:grid-cols-1 min-[1400px]:[&_[data-testid=property-grid]]:grid-cols-2"
        data-testid="map-list"
      >
        <div aria-hidden className="mx-auto mt-2 h-1.5 w-12 rounded-full bg-sand-200 lg:hidden" />
        {props.list}
      </div>
    </div>
  );
}
