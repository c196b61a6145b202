/**
 * The map view's raster tiles (issue 18, decision 015). MAP_TILE_URL (server/env.ts) replaces
 * the default; the Content-Security-Policy lets images come from exactly that URL's origin.
 */

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** OpenStreetMap's tile policy asks for this credit on every map. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The origin images are fetched from, for img-src; null for a path on the site itself ('self' covers it). */
export function tileOrigin(template: string): string | null {
  if (template.startsWith("/")) return null;
  return new URL(template.replace(/\{[a-z]+\}/g, "0")).origin;
}
