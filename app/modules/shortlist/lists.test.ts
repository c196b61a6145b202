import { describe, expect, it } from "vitest";
import {
  compareHref,
  listFromCookie,
  listingIdOfPath,
  listSetCookie,
  parseIdList,
  RECENT_MAX,
  showsRecentlyViewed,
  withFirst,
} from "./lists";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("the visitor's lists", () => {
  it("reads ids from an address once each, lower-cased, counting what is not an id", () => {
    expect(parseIdList(` ${id(1).toUpperCase()},x,,${id(2)},${id(1)}, 1 OR 1=1`)).toEqual({
      ids: [id(1), id(2)],
      malformed: 2,
    });
    expect(parseIdList(null)).toEqual({ ids: [], malformed: 0 });
  });

  it("keeps the newest first and at most 12 viewed listings", () => {
    const viewed = Array.from({ length: RECENT_MAX }, (_, i) => id(i + 1));
    const next = withFirst(viewed, id(99), RECENT_MAX);
    expect(next).toHaveLength(12);
    expect(next[0]).toBe(id(99));
    expect(next).not.toContain(id(12));
    // Seeing one again moves it to the front, not in twice.
    expect(withFirst(next, id(5), RECENT_MAX)).toEqual([id(5), ...next.filter((x) => x !== id(5))]);
  });

  it("round-trips a list through its cookie and drops what a tampered cookie adds", () => {
    const header = listSetCookie("recent", [id(1), id(2)], true);
    expect(header).toMatch(/^recent=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    const value = header.split(";")[0] ?? "";
    expect(listFromCookie(`lang=ar; ${value}; currency=USD`, "recent", 12)).toEqual([id(1), id(2)]);
    expect(listFromCookie(`recent=${id(1)}.<script>.${id(3)}`, "recent", 12)).toEqual([id(1), id(3)]);
    expect(listSetCookie("compare", [], false)).toContain("Max-Age=0");
  });

  it("knows which pages show the recently viewed row, and a listing page's id", () => {
    for (const path of ["/", "/ar", "/_root.data", "/ru.data", `/property/${id(1)}`, `/hi/property/${id(1)}.data`])
      expect(showsRecentlyViewed(path), path).toBe(true);
    for (const path of ["/property-search", "/ar/faq", "/compare", "/property/1/x"])
      expect(showsRecentlyViewed(path), path).toBe(false);
    expect(listingIdOfPath(`/ar/property/${id(7).toUpperCase()}.data`)).toBe(id(7));
    expect(listingIdOfPath("/property/not-an-id")).toBeUndefined();
  });

  it("spells the compare address with plain commas", () => {
    expect(compareHref([id(1), id(2)], "/property-search?type=Villa")).toBe(
      `/compare?ids=${id(1)},${id(2)}&back=%2Fproperty-search%3Ftype%3DVilla`,
    );
    expect(compareHref([])).toBe("/compare");
  });
});
