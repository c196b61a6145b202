import { describe, expect, it, vi } from "vitest";
import { REMEMBERED_PATHS, rememberedMatch } from "./route-matches";

type Match = { params: Record<string, string | undefined>; pathname: string };

/** A stand-in for React Router's walk: /property/:id and /:lang/property/:id, counted. */
function walker() {
  return vi.fn(
    (
      _routes: object,
      location: string | { pathname?: string },
      _basename: string,
      _partial: boolean,
      _branches?: object,
    ) => {
      const pathname = (typeof location === "string" ? location.split(/[?#]/)[0] : location.pathname) ?? "";
      const found = /^(?:\/(\w\w))?\/property\/([\w-]+)$/.exec(pathname);
      return found ? [{ params: { lang: found[1], id: found[2] }, pathname } as Match] : null;
    },
  );
}

describe("rememberedMatch", () => {
  it("walks a path once, whatever its query, and gives the same matches again", () => {
    const walk = walker();
    const routes = {};
    const first = rememberedMatch(walk, routes, "/property/a1?page=2", "/", false);
    const again = rememberedMatch(walk, routes, { pathname: "/property/a1" }, "/", false);
    expect(walk).toHaveBeenCalledTimes(1);
    expect(again).toEqual(first);
    expect(first?.[0]?.params).toEqual({ lang: undefined, id: "a1" });
  });

  it("keeps paths, languages, partial matches, base names and route tables apart", () => {
    const walk = walker();
    const routes = {};
    expect(rememberedMatch(walk, routes, "/property/a1", "/", false)?.[0]?.params.id).toBe("a1");
    expect(rememberedMatch(walk, routes, "/property/b2", "/", false)?.[0]?.params.id).toBe("b2");
    expect(rememberedMatch(walk, routes, "/ar/property/a1", "/", false)?.[0]?.params.lang).toBe("ar");
    expect(rememberedMatch(walk, routes, "/property/a1", "/", true)).not.toBeNull();
    expect(rememberedMatch(walk, routes, "/property/a1", "/shop", false)).not.toBeNull();
    expect(rememberedMatch(walk, {}, "/property/a1", "/", false)).not.toBeNull();
    expect(rememberedMatch(walk, routes, "/nowhere", "/", false)).toBeNull();
    expect(rememberedMatch(walk, routes, "/nowhere", "/", false)).toBeNull();
    expect(walk).toHaveBeenCalledTimes(7);
  });

  it("uses the precomputed branches as the table when React Router gives them", () => {
    const walk = walker();
    const branches = {};
    rememberedMatch(walk, {}, "/property/a1", "/", false, branches);
    rememberedMatch(walk, {}, "/property/a1", "/", false, branches);
    expect(walk).toHaveBeenCalledTimes(1);
    expect(walk.mock.calls[0]?.[4]).toBe(branches);
  });

  it("gives each caller its own matches: a change one request makes is not seen by the next", () => {
    const walk = walker();
    const routes = {};
    const first = rememberedMatch(walk, routes, "/property/a1", "/", false);
    if (!first?.[0]) throw new Error("no match");
    first[0].params.id = "changed";
    first.push({ params: {}, pathname: "/extra" });
    const second = rememberedMatch(walk, routes, "/property/a1", "/", false);
    expect(second).toHaveLength(1);
    expect(second?.[0]?.params.id).toBe("a1");
  });

  it("holds a bounded number of paths: a crawl of every listing starts the table over", () => {
    const walk = walker();
    const routes = {};
    for (let i = 0; i <= REMEMBERED_PATHS; i++) rememberedMatch(walk, routes, `/property/p${i}`, "/", false);
    rememberedMatch(walk, routes, "/property/p0", "/", false);
    expect(walk).toHaveBeenCalledTimes(REMEMBERED_PATHS + 2);
    rememberedMatch(walk, routes, `/property/p${REMEMBERED_PATHS}`, "/", false);
    expect(walk).toHaveBeenCalledTimes(REMEMBERED_PATHS + 2);
  });
});
