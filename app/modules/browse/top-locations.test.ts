import { describe, expect, it } from "vitest";
import { type CountTree, cityCounts, mergeTopLocations, stateCounts, TOP_LOCATIONS_MAX } from "./top-locations";

const tree = (cities: Record<string, Record<string, [string, number][]>>): CountTree => ({
  countries: [
    {
      name: "United Arab Emirates",
      states: Object.entries(cities).map(([state, byCity]) => ({
        name: state,
        cities: Object.entries(byCity).map(([city, locs]) => ({
          name: city,
          locations: locs.map(([location, count]) => ({ location, count })),
        })),
      })),
    },
  ],
});

describe("mergeTopLocations", () => {
  it("merges location names whatever their case and sums their counts", () => {
    const merged = mergeTopLocations(
      tree({
        Dubai: {
          Dubai: [
            ["Dubai Marina", 5],
            ["JVC", 2],
          ],
          Jebel: [["dubai marina", 3]],
        },
        Sharjah: {
          Sharjah: [
            ["DUBAI MARINA", 1],
            ["Al Khan", 4],
          ],
        },
      }),
    );
    expect(merged).toEqual([
      { label: "Dubai Marina", count: 9 },
      { label: "Al Khan", count: 4 },
      { label: "JVC", count: 2 },
    ]);
  });

  it("sorts by count, busiest first, ties alphabetically", () => {
    const merged = mergeTopLocations(
      tree({
        Dubai: {
          Dubai: [
            ["B", 2],
            ["A", 2],
            ["C", 7],
            ["D", 1],
          ],
        },
      }),
    );
    expect(merged.map((l) => l.label)).toEqual(["C", "A", "B", "D"]);
  });

  it(`keeps the top ${TOP_LOCATIONS_MAX}`, () => {
    const locs: [string, number][] = Array.from({ length: 14 }, (_, i) => [`Place ${i}`, i]);
    const merged = mergeTopLocations(tree({ Dubai: { Dubai: locs } }));
    expect(TOP_LOCATIONS_MAX).toBe(9);
    expect(merged).toHaveLength(9);
    expect(merged[0]).toEqual({ label: "Place 13", count: 13 });
    expect(merged.at(-1)).toEqual({ label: "Place 5", count: 5 });
  });

  it("answers nothing for an empty tree and skips blank names", () => {
    expect(mergeTopLocations({ countries: [] })).toEqual([]);
    expect(mergeTopLocations(tree({ Dubai: { Dubai: [["  ", 4]] } }))).toEqual([]);
  });
});

describe("state and city counts", () => {
  const t = tree({
    Dubai: {
      Dubai: [
        ["Marina", 5],
        ["JVC", 2],
      ],
    },
    Sharjah: { Sharjah: [["Al Khan", 4]], "Sharjah City": [["Muwaileh", 6]] },
  });
  it("sums each state's locations, busiest first", () => {
    expect(stateCounts(t)).toEqual([
      { name: "Sharjah", count: 10 },
      { name: "Dubai", count: 7 },
    ]);
  });
  it("sums each city's locations", () => {
    expect(cityCounts(t)).toEqual([
      { name: "Dubai", count: 7 },
      { name: "Sharjah City", count: 6 },
      { name: "Sharjah", count: 4 },
    ]);
  });
});
