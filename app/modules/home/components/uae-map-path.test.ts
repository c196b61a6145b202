import { describe, expect, it } from "vitest";
import { MAP_LOCATIONS } from "../../../../db/seed/data-content";
import { contains, EMIRATES, GULF, GULF_OF_OMAN, MAP_HEIGHT, MAP_WIDTH, toPath } from "./uae-map-path";

const at = (m: { x: number; y: number }) => [(m.x / 100) * MAP_WIDTH, (m.y / 100) * MAP_HEIGHT] as const;

describe("the UAE map", () => {
  it("draws the seven emirates", () => {
    expect(EMIRATES.map((e) => e.name).sort()).toEqual(MAP_LOCATIONS.map((m) => m.name).sort());
  });

  it.each(MAP_LOCATIONS)("puts the $name marker inside $name and nowhere else", (m) => {
    const [x, y] = at(m);
    expect(EMIRATES.filter((e) => contains(e.points, x, y)).map((e) => e.name)).toEqual([m.name]);
    expect(contains(GULF, x, y)).toBe(false);
    expect(contains(GULF_OF_OMAN, x, y)).toBe(false);
  });

  it("keeps every point inside the box and writes closed paths", () => {
    for (const e of EMIRATES) {
      for (const [x, y] of e.points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(MAP_WIDTH);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
      }
      expect(toPath(e.points)).toMatch(/^M[\d .L]+Z$/);
    }
  });

  it("has no repeated vertex in an emirate ring", () => {
    for (const e of EMIRATES) {
      const keys = e.points.map(([x, y]) => `${x},${y}`);
      expect(new Set(keys).size, e.name).toBe(keys.length);
    }
  });
});
