/**
 * The map view's raster tiles (decision 015). MAP_TILE_URL (server/env.ts) replaces
 * the default; the Content-Security-Policy lets images come from exactly that URL's origin.
 * MAP_TILE_ATTRIBUTION is the credit the map shows for those tiles.
 */

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** OpenStreetMap's tile policy asks for this credit on every map. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The credit's allowed markup: links to http(s) addresses, the text between them and entities. */
const LINK_OPEN = /<a href="https?:\/\/[^"<>\s]+">/g;

/**
 * Whether a configured credit is safe to put into the map as HTML: text, character entities
 * and plain `<a href="https://...">` links, nothing else (no other tags or attributes).
 */
export function isSafeAttribution(value: string): boolean {
  const rest = value.replace(LINK_OPEN, "").replace(/<\/a>/g, "");
  return !/[<>]/.test(rest) && (value.match(LINK_OPEN)?.length ?? 0) === (value.match(/<\/a>/g)?.length ?? 0);
}

/** The origin images are fetched from, for img-src; null for a path on the site itself ('self' covers it). */
export function tileOrigin(template: string): string | null {
  if (template.startsWith("/")) return null;
  return new URL(template.replace(/\{[a-z]+\}/g, "0")).origin;
}
