/**
 * Map search geometry (decision 014): the visible box and a drawn area as addresses write them,
 * and the checks an area must pass. No imports, so the search schema, the map API's schema
 * and the browser's map can all use it without a cycle (schema.ts is imported by map.ts).
 */

/** West, south, east, north, in degrees. */
export type Box = { west: number; south: number; east: number; north: number };
/** A drawn area: [longitude, latitude] points, not closed (the last joins the first). */
export type Ring = [number, number][];

export const MAX_ZOOM = 22;
export const MIN_POLYGON_POINTS = 3;
export const MAX_POLYGON_POINTS = 50;

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

function numbers(text: string, count: number): number[] | null {
  const parts = text.split(",").map((p) => p.trim());
  if (parts.length !== count || !parts.every((p) => NUMBER.test(p))) return null;
  return parts.map(Number);
}

const validLng = (lng: number) => lng >= -180 && lng <= 180;
const validLat = (lat: number) => lat >= -90 && lat <= 90;

/** "minLng,minLat,maxLng,maxLat" with the minimum below the maximum, or null. */
export function parseBox(text: string): Box | null {
  const n = numbers(text, 4);
  if (!n) return null;
  const [west, south, east, north] = n as [number, number, number, number];
  if (!validLng(west) || !validLng(east) || !validLat(south) || !validLat(north)) return null;
  if (west >= east || south >= north) return null;
  return { west, south, east, north };
}

/** "lng,lat;lng,lat;…" within range, or null (the point count is checked apart). */
export function parseRing(text: string): Ring | null {
  const points = text.split(";").filter((p) => p.trim() !== "");
  const ring: Ring = [];
  for (const point of points) {
    const n = numbers(point, 2);
    if (!n) return null;
    const [lng, lat] = n as [number, number];
    if (!validLng(lng) || !validLat(lat)) return null;
    ring.push([lng, lat]);
  }
  // A closing point equal to the first is allowed and dropped.
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}

export function formatBox(box: Box): string {
  return [box.west, box.south, box.east, box.north].map((n) => round(n)).join(",");
}

export function formatRing(ring: Ring): string {
  return ring.map(([lng, lat]) => `${round(lng)},${round(lat)}`).join(";");
}

const round = (n: number) => Number(n.toFixed(6));

/** Which side of the line a→b the point c lies on: >0 left, <0 right, 0 on it. */
function side(a: [number, number], b: [number, number], c: [number, number]): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

function segmentsCross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const d1 = side(c, d, a);
  const d2 = side(c, d, b);
  const d3 = side(a, b, c);
  const d4 = side(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  // Touching or overlapping (collinear) counts as crossing: the area would be ambiguous.
  const within = (p: [number, number], q: [number, number], r: [number, number]) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

/** True when two edges of the closed ring cross or touch (neighbours share only their corner). */
export function crossesItself(ring: Ring): boolean {
  const n = ring.length;
  const edge = (i: number) => [ring[i], ring[(i + 1) % n]] as [[number, number], [number, number]];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      const [a, b] = edge(i);
      const [c, d] = edge(j);
      if (segmentsCross(a, b, c, d)) return true;
    }
  }
  // Zero area (every point on one line) is no area either.
  return ring.every((p) => side(ring[0] as [number, number], ring[1] as [number, number], p) === 0);
}

/** Even-odd rule, as PostgreSQL's `point <@ polygon` decides (edges aside). */
export function ringContains(ring: Ring, [x, y]: [number, number]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
