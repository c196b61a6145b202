/**
 * The two lists a visitor keeps in the browser (docs/decisions/060-compare-recently-viewed-share.md):
 * the listings to compare and the listings recently viewed. Each is a cookie of listing ids, most
 * recent first, so the server renders the visitor's state without JavaScript. Shared by the server
 * and the pages; no zod here, so nothing heavy reaches a page that imports it.
 */

/** At most this many listings side by side on /compare. */
export const COMPARE_MAX = 4;
/** The recently viewed listings kept, in the browser and on the account. */
export const RECENT_MAX = 12;

export const COMPARE_COOKIE = "compare";
export const RECENT_COOKIE = "recent";

const LIST_MAX_AGE = 60 * 60 * 24 * 180;

/** A listing id as the database writes it (a UUID). Anything else is never sent to a query. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isListingId(value: string): boolean {
  return ID.test(value);
}

/** The ids of a comma-separated address value, in order, each once; malformed ones counted apart. */
export function parseIdList(value: string | null | undefined): { ids: string[]; malformed: number } {
  const ids: string[] = [];
  let malformed = 0;
  for (const raw of (value ?? "").split(",")) {
    const id = raw.trim().toLowerCase();
    if (!id) continue;
    if (!isListingId(id)) malformed++;
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, malformed };
}

/** The ids a list cookie holds (dot-separated: a cookie value needs no escaping then), valid ones only. */
export function listFromCookie(cookieHeader: string | null | undefined, name: string, max: number): string[] {
  const match = (cookieHeader ?? "").match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  if (!match?.[1]) return [];
  return parseIdList(match[1].replaceAll(".", ",")).ids.slice(0, max);
}

/** True when the request carries the named list cookie at all. */
export function hasListCookie(cookieHeader: string | null | undefined, name: string): boolean {
  return new RegExp(`(?:^|;\\s*)${name}=[^;]`).test(cookieHeader ?? "");
}

/** The Set-Cookie value that keeps `ids` in the browser; an empty list removes the cookie. */
export function listSetCookie(name: string, ids: string[], secure: boolean): string {
  const parts = [`${name}=${ids.join(".")}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  parts.push(ids.length ? `Max-Age=${LIST_MAX_AGE}` : "Max-Age=0");
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** `id` first, then the others, at most `max`. */
export function withFirst(ids: string[], id: string, max: number): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, max);
}

/** The address of the compare page for `ids`, with where its Back link goes. */
export function compareHref(ids: string[], back?: string): string {
  const params = new URLSearchParams();
  if (ids.length) params.set("ids", ids.join(","));
  if (back) params.set("back", back);
  const query = params.toString().replaceAll("%2C", ",");
  return query ? `/compare?${query}` : "/compare";
}

/**
 * Pages that show the visitor's recently viewed listings (the home page and a listing's page, in
 * every language, and their data requests): never shared by the page cache with a visitor who
 * has a list.
 */
export function showsRecentlyViewed(pathname: string): boolean {
  let path = pathname.replace(/\.data$/, "");
  path = path.replace(/^\/(ar|hi|ru)(?=\/|$)/, "");
  return path === "" || path === "/" || path === "/_root" || /^\/property\/[^/]+$/.test(path);
}

/** The listing id of a listing page's address (any language, its data request too); undefined otherwise. */
export function listingIdOfPath(pathname: string): string | undefined {
  const m = pathname.match(/^(?:\/(?:ar|hi|ru))?\/property\/([^/]+?)(?:\.data)?$/);
  const id = m?.[1]?.toLowerCase();
  return id && isListingId(id) ? id : undefined;
}
