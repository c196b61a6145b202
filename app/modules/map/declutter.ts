/**
 * Markers that would overlap on screen are merged (decision 015): the server clusters on a grid,
 * and two neighbouring cells' icons, larger than a cell at some zooms, can sit on top of each
 * other. Merging sums the counts and puts the result at the count-weighted centre, so the
 * counts on the map still add up to the total. No imports: unit-tested on its own.
 */

export type Spot = {
  /** Screen position of the icon's centre, in pixels. */
  x: number;
  y: number;
  /** Listings it stands for (1: a single listing). */
  count: number;
  /** Whatever the caller needs back (a single listing's feature); dropped when merged. */
  item?: unknown;
};

/** Icon side in pixels: a single listing's dot, or a cluster sized by its count. */
export function iconSize(count: number): number {
  if (count <= 1) return 24;
  return count < 10 ? 32 : count < 100 ? 38 : 44;
}

/**
 * Merges spots whose icons (squares of iconSize, plus `gap` pixels around each) would touch,
 * until none do. The biggest counts absorb their neighbours first, so the merged spot stays
 * near where most listings are.
 */
export function declutter(spots: Spot[], gap = 6): Spot[] {
  let out = spots.map((s) => ({ ...s }));
  for (let changed = true; changed; ) {
    changed = false;
    out.sort((a, b) => b.count - a.count);
    const kept: Spot[] = [];
    for (const s of out) {
      const hit = kept.find((k) => {
        const reach = (iconSize(k.count) + iconSize(s.count)) / 2 + gap;
        return Math.abs(k.x - s.x) < reach && Math.abs(k.y - s.y) < reach;
      });
      if (!hit) {
        kept.push(s);
        continue;
      }
      const total = hit.count + s.count;
      hit.x = (hit.x * hit.count + s.x * s.count) / total;
      hit.y = (hit.y * hit.count + s.y * s.count) / total;
      hit.count = total;
      hit.item = undefined;
      changed = true;
    }
    out = kept;
  }
  return out;
}
