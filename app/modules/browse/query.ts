/**
 * Browser-safe rules of the listing pages: which query parameters a page reads, the
 * addresses of its pagination and sort, and when /property-search shows top locations.
 */

import type { ListingPurpose } from "../property/purpose";

/** Sale or rent, paging and sort, and the area unit (decision 061): read by every listing page. */
export const PAGING_PARAMS = ["purpose", "page", "limit", "sort", "unit"] as const;

/** The trust filters (decision 013): read by every listing page, kept through paging and sort. */
export const TRUST_PARAMS = ["completionStatus", "furnishing", "verified", "agentLanguage"] as const;

/**
 * The map view (decision 015), on every listing page: the list shows what the map shows (box and
 * drawn area); view and zoom are kept through paging and sort (the search schema ignores them).
 */
export const MAP_PARAMS = ["bbox", "polygon", "zoom", "view"] as const;

/** What each page reads from its address: the original front end's parameters. Anything else is ignored. */
export const PAGE_PARAMS = {
  search: [
    "country",
    "state",
    "district",
    "locationlable",
    "locationlabel",
    "type",
    "subtitle",
    "minPrice",
    "maxPrice",
    "currency",
    "bedrooms",
    "minSize",
    "maxSize",
    // An agency's page links its listings here (/property-search?agency=<slug>); a listing
    // is found by the agency's own reference (&reference=, as its CRM names it).
    "agency",
    "reference",
    ...MAP_PARAMS,
  ],
  searchList: [
    "country",
    "state",
    "district",
    "locationlabel",
    "locationlable",
    "subtitle",
    "type",
    "minPrice",
    "maxPrice",
    "currency",
    "minSize",
    "maxSize",
    ...MAP_PARAMS,
  ],
  residential: ["type", "country", "state", "district", "locationlable", ...MAP_PARAMS],
  location: ["locationlable", ...MAP_PARAMS],
  country: ["country", ...MAP_PARAMS],
  state: ["country", "state", ...MAP_PARAMS],
  city: ["country", "state", "city", ...MAP_PARAMS],
  housing: [],
} as const satisfies Record<string, readonly string[]>;

export type PageParams = Record<string, string>;

/**
 * The parameters of `url` this page reads, first value of each, blank ones dropped, in
 * the order of `names`. Repeated or unknown parameters are people pasting links, not attacks.
 */
export function pickParams(url: URL, names: readonly string[]): PageParams {
  const picked: PageParams = {};
  for (const name of [...names, ...TRUST_PARAMS, ...PAGING_PARAMS]) {
    const value = url.searchParams.get(name);
    if (value !== null && value.trim() !== "") picked[name] = value;
  }
  return picked;
}

/** `path?params`, with `changes` applied (undefined removes a parameter); page 1 is left out. */
export function hrefWith(
  path: string,
  params: PageParams,
  changes: Record<string, string | number | undefined> = {},
): string {
  const next = new URLSearchParams();
  const merged: Record<string, string | number | undefined> = { ...params, ...changes };
  for (const [name, value] of Object.entries(merged)) {
    if (value === undefined || value === "") continue;
    if (name === "page" && String(value) === "1") continue;
    next.set(name, String(value));
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

type PlaceQuery = {
  country?: string;
  state?: string;
  district?: string;
  locationlable?: string;
  locationlabel?: string;
};

/** Whether a search names a place at all. */
export function hasLocationFilter(q: PlaceQuery): boolean {
  return Boolean(q.country || q.state || q.district || q.locationlable || q.locationlabel);
}

/**
 * /property-search shows the top-locations grid only when a location filter is present
 * and not both state and district are given, as on the original site.
 */
export function showsTopLocations(q: PlaceQuery): boolean {
  return hasLocationFilter(q) && !(q.state && q.district);
}

/** The narrowest place a search names, for headings: "Dubai Marina", "Dubai", ... */
export function placeName(q: PlaceQuery & { city?: string }): string | undefined {
  return q.locationlable || q.locationlabel || q.city || q.district || q.state || q.country || undefined;
}

/** Page numbers to link, with null for a gap: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((p) => p > 1 && p < pages);
  const list: (number | null)[] = [1];
  if (around[0] !== undefined && around[0] > 2) list.push(null);
  list.push(...around);
  const last = around.at(-1);
  if (last !== undefined && last < pages - 1) list.push(null);
  list.push(pages);
  return list;
}

/**
 * What a page lists when its address names no purpose: sales, except on the original site's
 * rent link (`type=Rental`, the segment of rented homes), which keeps meaning rent.
 */
export function defaultPurpose(type: string | undefined): ListingPurpose {
  return type?.trim().toLowerCase() === "rental" ? "rent" : "sale";
}

/** The purpose a page's address asks for (a value it does not know is refused elsewhere). */
export function purposeOf(params: PageParams): ListingPurpose {
  const named = params.purpose;
  return named === "sale" || named === "rent" ? named : defaultPurpose(params.type);
}

/**
 * The `purpose` parameter for an address: left out when it is the page's default, so the
 * original site's addresses stay as they are (a sale search has no purpose=sale).
 */
export function purposeParam(purpose: ListingPurpose, type: string | undefined): ListingPurpose | undefined {
  return purpose === defaultPurpose(type) ? undefined : purpose;
}

/** The same page showing `purpose` instead, back on page 1 (counts and pages differ per purpose). */
export function purposeHref(path: string, params: PageParams, purpose: ListingPurpose): string {
  return hrefWith(path, params, { purpose: purposeParam(purpose, params.type), page: undefined });
}
