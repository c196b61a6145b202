/** Addresses into the map view (decision 015), for links from other pages. */

/** About 1 km each way around a listing: its street and neighbours. */
const SPAN = 0.01;

/** /property-search?view=map centred on a point, at a street-level zoom, for sale or rent. */
export function seeOnMapHref(latitude: number, longitude: number, purpose?: string): string {
  const bbox = [longitude - SPAN, latitude - SPAN, longitude + SPAN, latitude + SPAN]
    .map((n) => n.toFixed(6))
    .join(",");
  return `/property-search?view=map${purpose ? `&purpose=${purpose}` : ""}&bbox=${bbox}&zoom=15#results-map`;
}
