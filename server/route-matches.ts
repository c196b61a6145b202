/**
 * React Router matches a path by trying its route branches in turn: 94 here (every public
 * route with and without a language prefix, and the back office), three times for one page
 * (the request, its loaders, its render). That walk was 12 % of a simple page's CPU (issue 15).
 * The server bundle's `matchRoutesImpl` goes through `rememberedMatch` (vite.config.ts,
 * `rememberedRouteMatches`), so a path is walked once while it is among the recent ones.
 */

type Match = { params: Record<string, string | undefined> };
type Location = string | { pathname?: string };
type Walk<M extends Match> = (
  routes: object,
  location: Location,
  basename: string,
  allowPartial: boolean,
  branches?: object,
) => M[] | null;

/** Paths remembered per route table; past this many the table starts over (listing pages are many). */
export const REMEMBERED_PATHS = 1000;

const tables = new WeakMap<object, Map<string, Match[] | null>>();

export function rememberedMatch<M extends Match>(
  walk: Walk<M>,
  routes: object,
  location: Location,
  basename: string,
  allowPartial: boolean,
  branches?: object,
): M[] | null {
  // The routes are the table unless the branches were worked out from them beforehand.
  const table = branches ?? routes;
  let paths = tables.get(table) as Map<string, M[] | null> | undefined;
  if (!paths) {
    paths = new Map();
    tables.set(table, paths);
  }
  const key = `${allowPartial ? "partial" : "whole"} ${basename} ${pathnameOf(location)}`;
  let matches = paths.get(key);
  if (matches === undefined) {
    matches = walk(routes, location, basename, allowPartial, branches);
    if (paths.size >= REMEMBERED_PATHS) paths.clear();
    paths.set(key, matches);
  }
  // Each caller gets its own matches and params: nothing one request does to them reaches another.
  return matches === null ? null : matches.map((match) => ({ ...match, params: { ...match.params } }));
}

function pathnameOf(location: Location): string {
  if (typeof location !== "string") return location.pathname ?? "";
  const end = location.search(/[?#]/);
  return end < 0 ? location : location.slice(0, end);
}
