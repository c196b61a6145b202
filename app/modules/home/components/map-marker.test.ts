import { describe, expect, it } from "vitest";
import { MAP_LOCATIONS } from "../../../../db/seed/data-content";
import { markerSize } from "./map-marker";

describe("markerSize", () => {
  it.each([
    [5000, "2rem"],
    [1001, "2rem"],
    [1000, "1.5rem"],
    [501, "1.5rem"],
    [500, "1.25rem"],
    [101, "1.25rem"],
    [100, "2rem"],
    [2, "2rem"],
    [0, "2rem"],
  ])("%i properties -> %s", (count, size) => {
    expect(markerSize(count)).toBe(size);
  });

  it("gives every emirate of the fixed map data a 2rem marker", () => {
    expect(MAP_LOCATIONS.map((m) => markerSize(m.propertyCount))).toEqual(Array(7).fill("2rem"));
  });
});
