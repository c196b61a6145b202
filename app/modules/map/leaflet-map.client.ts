/**
 * The Leaflet map of /property-search?view=map and /projects?view=map (decision 015). Loaded
 * only by the map view (a dynamic import), so no other page carries Leaflet. Markers come from
 * a map API (listings: server-side clusters; projects: one pin each); the list beside the map
 * comes from the page's own loader.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./map.css";
import { escapeHtml } from "../../components/ui/escape-html";
import type { Box, Ring } from "../property/geometry";
import { MAX_POLYGON_POINTS } from "../property/geometry";
import { declutter, iconSize, type Spot } from "./declutter";
import type { MapCard } from "./map-cards";

export type MapLabels = {
  zoomIn: string;
  zoomOut: string;
  cluster: (count: number) => string;
  open: string;
  close: string;
};

export type MapOptions = {
  tileUrl: string;
  attribution: string;
  box?: Box;
  zoom?: number;
  polygon?: Ring;
  rtl: boolean;
  labels: MapLabels;
  /** The markers' API (GET property/map's shape: GeoJSON points, clusters or single pins). */
  markers: string;
  /** Where the map opens when the address names no area. */
  home: { centre: [number, number]; zoom: number };
  /** The search's filters as an address query (no box, zoom or area): what the markers show. */
  filters: string;
  /** A price in `currency`, in the visitor's display currency; short for pills. */
  price: (amount: number, currency: string, short: boolean) => string;
  /** The page a pin leads to (a listing's, a project's). */
  href: (id: string) => string;
  /** What a pin's card shows, fetched when it opens. */
  card: (id: string) => Promise<MapCard>;
  /** How many pixels at the map's bottom the results sheet covers (phones), to centre the view above it. */
  coveredBelow?: () => number;
  /** The visitor moved the map. */
  onMove: (box: Box, zoom: number) => void;
  /** A pin was hovered or focused (null: left). */
  onHover: (id: string | null) => void;
  /** The drawn area changed (null: cleared). */
  onPolygon: (ring: Ring | null) => void;
  /** While drawing: the corners so far; null when drawing stopped (finished or cancelled). */
  onDrawing: (corners: number | null) => void;
};

export type MapHandle = {
  setFilters: (filters: string) => void;
  setPolygon: (ring: Ring | null) => void;
  highlight: (id: string | null) => void;
  startDrawing: () => void;
  /** Adds the map's centre (under the crosshair) as a corner: drawing without a mouse. */
  addCentre: () => void;
  removeLast: () => void;
  finishDrawing: () => void;
  cancelDrawing: () => void;
  destroy: () => void;
};

type Feature = {
  geometry: { coordinates: [number, number] };
  properties: { cluster: boolean; count?: number; _id?: string; price?: number; currency?: string; title?: string };
};

/** From this zoom on, single listings show their price instead of a dot. */
const PRICE_ZOOM = 13;

export function createMap(element: HTMLElement, opts: MapOptions): MapHandle {
  // Visitors who ask for reduced motion get zooms and tiles without animation.
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const map = L.map(element, {
    zoomControl: false,
    attributionControl: true,
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
  });
  L.control
    .zoom({
      position: opts.rtl ? "topleft" : "topright",
      zoomInTitle: opts.labels.zoomIn,
      zoomOutTitle: opts.labels.zoomOut,
    })
    .addTo(map);
  map.attributionControl.setPrefix(false);
  // The credit sits in the corner away from the site's Need help button (bottom end corner).
  map.attributionControl.setPosition(opts.rtl ? "bottomright" : "bottomleft");
  L.tileLayer(opts.tileUrl, { attribution: opts.attribution, maxZoom: 19 }).addTo(map);

  // On phones the results sheet covers the map's lower part: the address's view (box, area or
  // centre) is what shows above it, and the box a move writes is that part too (visibleBox).
  const covered = () => Math.max(0, Math.min(map.getSize().y - 40, opts.coveredBelow?.() ?? 0));
  const below = covered();
  if (opts.box) {
    const { west, south, east, north } = opts.box;
    if (opts.zoom !== undefined) {
      map.setView([(south + north) / 2, (west + east) / 2], opts.zoom);
      if (below > 0) map.panBy([0, below / 2], { animate: false });
    } else {
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { paddingBottomRight: [0, below] },
      );
    }
  } else if (opts.polygon) {
    map.fitBounds(L.latLngBounds(opts.polygon.map(([lng, lat]) => [lat, lng] as [number, number])), {
      paddingTopLeft: [24, 24],
      paddingBottomRight: [24, 24 + below],
    });
  } else {
    map.setView(opts.home.centre, opts.zoom ?? opts.home.zoom);
    if (below > 0) map.panBy([0, below / 2], { animate: false });
  }

  const markers = L.layerGroup().addTo(map);
  const byId = new Map<string, L.Marker>();
  let filters = opts.filters;
  let polygon: Ring | null = opts.polygon ?? null;
  let area: L.Polygon | null = null;
  let request: AbortController | null = null;
  let userMoved = false;

  /** The part of the map the visitor sees (above the sheet on phones), for the address. */
  const visibleBox = (): Box => {
    const size = map.getSize();
    const b = L.latLngBounds(
      map.containerPointToLatLng([0, 0]),
      map.containerPointToLatLng([size.x, size.y - covered()]),
    );
    return clampBox(b);
  };
  /** The whole map, for the markers (so lowering the sheet shows them at once). */
  const currentBox = (): Box => clampBox(map.getBounds());
  const clampBox = (b: L.LatLngBounds): Box => {
    const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
    return {
      west: clamp(b.getWest(), 180),
      south: clamp(b.getSouth(), 90),
      east: clamp(b.getEast(), 180),
      north: clamp(b.getNorth(), 90),
    };
  };

  const fmt = (n: number) => Number(n.toFixed(6));
  async function loadMarkers() {
    request?.abort();
    request = new AbortController();
    const box = currentBox();
    const query = new URLSearchParams(filters);
    query.set("bbox", [box.west, box.south, box.east, box.north].map(fmt).join(","));
    query.set("zoom", String(Math.round(map.getZoom())));
    // The filters keep the page's currency: its price filter is in that currency, for the list and the markers alike.
    if (polygon) query.set("polygon", polygon.map(([lng, lat]) => `${fmt(lng)},${fmt(lat)}`).join(";"));
    try {
      const res = await fetch(`${opts.markers}?${query}`, { signal: request.signal });
      if (!res.ok) return;
      const body = (await res.json()) as { data: { features: Feature[] } };
      drawMarkers(body.data.features);
    } catch {
      // Aborted by a newer move, or offline: the list beside the map still answers.
    }
  }

  /**
   * Below the price zoom, clusters and dots whose icons would overlap on screen are merged
   * (declutter.ts): counts summed, at their weighted centre. Price pills are left as they are.
   */
  function merged(features: Feature[]): Feature[] {
    if (map.getZoom() >= PRICE_ZOOM) return features;
    const spots: Spot[] = features.map((f) => {
      const [lng, lat] = f.geometry.coordinates;
      const { x, y } = map.latLngToContainerPoint([lat, lng]);
      return { x, y, count: f.properties.cluster ? (f.properties.count ?? 0) : 1, item: f };
    });
    return declutter(spots).map((s) => {
      if (s.item) return s.item as Feature;
      const { lat, lng } = map.containerPointToLatLng([s.x, s.y]);
      return { geometry: { coordinates: [lng, lat] }, properties: { cluster: true, count: s.count } };
    });
  }

  function drawMarkers(features: Feature[]) {
    markers.clearLayers();
    byId.clear();
    const showPrices = map.getZoom() >= PRICE_ZOOM;
    for (const f of merged(features)) {
      const [lng, lat] = f.geometry.coordinates;
      const p = f.properties;
      if (p.cluster) {
        const count = p.count ?? 0;
        const size = iconSize(count);
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({
            className: "map-cluster",
            html: `<span>${count}</span>`,
            iconSize: [size, size],
          }),
          title: opts.labels.cluster(count),
          riseOnHover: true,
        });
        marker.on("click keypress", () => map.setView([lat, lng], Math.min(map.getZoom() + 2, 19)));
        marker.addTo(markers);
        marker.getElement()?.setAttribute("aria-label", opts.labels.cluster(count));
        continue;
      }
      const id = p._id ?? "";
      const price = p.price !== undefined ? opts.price(p.price, p.currency ?? "AED", true) : "";
      // A project with no unit listed yet has no price: a dot at every zoom.
      const pill = showPrices && price !== "";
      const marker = L.marker([lat, lng], {
        icon: L.divIcon({
          className: pill ? "map-pill" : "map-dot",
          html: pill ? `<span>${escapeHtml(price)}</span>` : "",
          iconSize: pill ? undefined : [24, 24],
        }),
        title: p.title ?? "",
        riseOnHover: true,
      });
      marker.addTo(markers);
      const el = marker.getElement();
      el?.setAttribute("aria-label", [p.title ?? "", price].filter(Boolean).join(", "));
      el?.setAttribute("data-id", id);
      marker.on("mouseover", () => opts.onHover(id));
      marker.on("mouseout", () => opts.onHover(null));
      el?.addEventListener("focus", () => opts.onHover(id));
      el?.addEventListener("blur", () => opts.onHover(null));
      marker.on("click", () => openCard(id, marker.getLatLng()));
      marker.on("keypress", (e: L.LeafletKeyboardEvent) => {
        if (e.originalEvent.key === "Enter") openCard(id, marker.getLatLng());
      });
      byId.set(id, marker);
    }
  }

  /**
   * The open card belongs to the map, not to its pin: opening it near an edge pans the map,
   * the pins are drawn again for the new view, and a card bound to its pin would go with it.
   * It stays until the visitor closes it or opens another (one card at a time).
   */
  const openedCard = L.popup({
    maxWidth: 260,
    minWidth: 220,
    closeButton: true,
    // The map pans the whole card into view, clear of the toolbar across the map's top.
    autoPanPadding: [16, 16],
    autoPanPaddingTopLeft: [16, 64],
  });
  function openCard(id: string, at: L.LatLng) {
    openedCard.setLatLng(at).setContent(cardFor(id)).openOn(map);
  }

  /** The small card a pin opens: fetched when opened, so the markers stay light. */
  function cardFor(id: string): HTMLElement {
    const card = document.createElement("div");
    const link = `<a class="map-card-link" href="${escapeHtml(opts.href(id))}">${escapeHtml(opts.labels.open)}</a>`;
    card.className = "map-card";
    card.setAttribute("data-testid", "map-card");
    card.innerHTML = `<div class="map-card-loading" aria-hidden="true"></div>`;
    opts
      .card(id)
      .then((c) => {
        const price = c.price
          ? `<p class="map-card-price">${c.priceLabel ? `${escapeHtml(c.priceLabel)} ` : ""}<bdi>${escapeHtml(c.price)}</bdi></p>`
          : "";
        // The APIs answer in English: the title (an agency's or developer's text) is marked as such.
        card.innerHTML = `${c.photo ? `<img src="${escapeHtml(c.photo)}" alt="" width="240" height="150" loading="lazy">` : ""}
          ${price}
          <p class="map-card-title" lang="en" dir="auto">${escapeHtml(c.title)}</p>
          <p class="map-card-facts">${c.facts.map((f) => escapeHtml(f)).join(" · ")}</p>
          ${link}`;
        // The card grew with its photo and text: lay it out again, and pan once more to show it whole.
        if (openedCard.isOpen() && openedCard.getContent() === card) openedCard.update();
        // The page stays where it is: the card is in view, the map having panned to it.
        card.querySelector("a")?.focus({ preventScroll: true });
      })
      .catch(() => {
        card.innerHTML = link;
      });
    return card;
  }

  function showArea() {
    area?.remove();
    area = polygon
      ? L.polygon(
          polygon.map(([lng, lat]) => [lat, lng] as [number, number]),
          { color: "#0b1f3a", weight: 2, fillOpacity: 0.08, interactive: false },
        ).addTo(map)
      : null;
  }
  showArea();

  // Drawing: clicks add corners; without a mouse, Enter or Space (or "Add point") adds the
  // map's centre, under the crosshair the view shows, and the arrow keys move the map
  // (Leaflet's keyboard handler). Backspace removes the last corner, Escape cancels, a double
  // click or Finish closes the area.
  let drawing: [number, number][] | null = null;
  let sketch: L.Polyline | null = null;
  const corners = L.layerGroup();
  /** Whether the sketch runs on to the centre: once a corner was added from the keyboard. */
  let followCentre = false;
  const showSketch = () => {
    if (!drawing) return;
    const line = drawing.map(([lng, lat]) => L.latLng(lat, lng));
    if (followCentre && line.length > 0) line.push(map.getCenter());
    sketch?.setLatLngs(line);
  };
  const changed = () => {
    if (!drawing) return;
    showSketch();
    corners.clearLayers();
    for (const [lng, lat] of drawing) {
      L.circleMarker([lat, lng], {
        radius: 5,
        color: "#0b1f3a",
        weight: 2,
        fillColor: "#ffffff",
        fillOpacity: 1,
        interactive: false,
      }).addTo(corners);
    }
    opts.onDrawing(drawing.length);
  };
  const add = (lng: number, lat: number) => {
    if (!drawing || drawing.length >= MAX_POLYGON_POINTS) return;
    const last = drawing[drawing.length - 1];
    // A double click also fires two clicks at the same spot: drop the repeats.
    if (last && last[0] === lng && last[1] === lat) return;
    drawing.push([lng, lat]);
    changed();
  };
  const addPoint = (e: L.LeafletMouseEvent) => add(e.latlng.lng, e.latlng.lat);
  const finishOnDouble = () => finishDrawing();
  // An arrow key starts an animated pan on the next frame: a corner added at once would take
  // the old centre (and be dropped as a repeat), so it waits for the move to end.
  let panning = false;
  map.on("moveend", () => {
    panning = false;
  });
  const onKey = (e: KeyboardEvent) => {
    // Keys on the map itself only: Enter on a zoom button or a pin is that control's.
    if (!drawing || e.target !== element) return;
    if (e.key.startsWith("Arrow")) panning = true;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      addCentre();
    } else if (e.key === "Backspace" || e.key === "Delete") {
      e.preventDefault();
      removeLast();
    } else if (e.key === "Escape") {
      e.preventDefault();
      stopDrawing();
    }
  };
  function addCentre() {
    followCentre = true;
    const addHere = () => {
      const c = map.getCenter();
      add(c.lng, c.lat);
    };
    if (!panning) return addHere();
    const onEnd = () => {
      clearTimeout(timer);
      addHere();
    };
    // An arrow at the edge of the world moves nothing and ends no move.
    const timer = setTimeout(() => {
      map.off("moveend", onEnd);
      panning = false;
      addHere();
    }, 500);
    map.once("moveend", onEnd);
  }
  function removeLast() {
    drawing?.pop();
    changed();
  }

  function startDrawing() {
    // Clicks add corners now; the pins let them through to the map (map.css, .map-drawing).
    map.closePopup();
    drawing = [];
    followCentre = false;
    sketch = L.polyline([], { color: "#b8893b", weight: 2, dashArray: "6 4", interactive: false }).addTo(map);
    corners.addTo(map);
    map.doubleClickZoom.disable();
    element.classList.add("map-drawing");
    map.on("click", addPoint);
    map.on("dblclick", finishOnDouble);
    map.on("move", showSketch);
    element.addEventListener("keydown", onKey);
    opts.onDrawing(0);
  }
  function stopDrawing() {
    map.off("click", addPoint);
    map.off("dblclick", finishOnDouble);
    map.off("move", showSketch);
    element.removeEventListener("keydown", onKey);
    sketch?.remove();
    sketch = null;
    corners.clearLayers();
    corners.remove();
    drawing = null;
    element.classList.remove("map-drawing");
    opts.onDrawing(null);
    // Re-enabled later so the closing double click does not zoom as well.
    setTimeout(() => map.doubleClickZoom.enable(), 300);
  }
  function finishDrawing() {
    const points = [...(drawing ?? [])];
    stopDrawing();
    if (points.length >= 3) opts.onPolygon(points);
  }

  map.on("movestart", () => {
    userMoved = true;
  });
  map.on("moveend", () => {
    loadMarkers();
    // The first view is the address's own; only the visitor's moves change the address.
    if (userMoved) opts.onMove(visibleBox(), Math.round(map.getZoom()));
  });
  // setView/fitBounds above fired before the handlers existed: load the first markers now.
  loadMarkers();
  userMoved = false;

  return {
    setFilters(next) {
      if (next === filters) return;
      filters = next;
      loadMarkers();
    },
    setPolygon(ring) {
      const same = JSON.stringify(ring) === JSON.stringify(polygon);
      polygon = ring;
      if (same) return;
      showArea();
      loadMarkers();
    },
    highlight(id) {
      for (const [key, marker] of byId) {
        const el = marker.getElement();
        el?.classList.toggle("is-active", key === id);
        marker.setZIndexOffset(key === id ? 1000 : 0);
      }
    },
    startDrawing,
    addCentre,
    removeLast,
    finishDrawing,
    cancelDrawing: stopDrawing,
    destroy() {
      request?.abort();
      map.remove();
    },
  };
}
