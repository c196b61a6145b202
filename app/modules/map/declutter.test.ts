import { describe, expect, it } from "vitest";
import { declutter, iconSize, type Spot } from "./declutter";

const overlap = (a: Spot, b: Spot) => {
  const reach = (iconSize(a.count) + iconSize(b.count)) / 2;
  return Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach;
};

describe("markers that would overlap on screen", () => {
  it("merge into one with the summed count at the weighted centre", () => {
    const out = declutter([
      { x: 100, y: 100, count: 30 },
      { x: 120, y: 100, count: 10 },
    ]);
    expect(out).toEqual([{ x: 105, y: 100, count: 40, item: undefined }]);
  });

  it("stay apart when their icons do not touch, and keep their own data", () => {
    const spots = [
      { x: 0, y: 0, count: 5 },
      { x: 100, y: 0, count: 1, item: "listing" },
    ];
    expect(declutter(spots)).toEqual([spots[0], spots[1]]);
  });

  it("leave no two icons overlapping and lose no listing, however crowded", () => {
    const spots: Spot[] = [];
    for (let i = 0; i < 400; i++) spots.push({ x: (i * 37) % 300, y: (i * 53) % 200, count: 1 + (i % 120) });
    const out = declutter(spots);
    for (const [i, a] of out.entries()) for (const b of out.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    expect(out.reduce((n, s) => n + s.count, 0)).toBe(spots.reduce((n, s) => n + s.count, 0));
  });
});
