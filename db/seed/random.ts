/**
 * A small seeded pseudo-random generator for the demo data and the generated art.
 * sfc32 (128-bit state, seeded through splitmix32) is fast and good enough for
 * fixtures; Math.random is never used so every run produces the same data.
 */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A copy of items in random order. */
  shuffle: <T>(items: readonly T[]) => T[];
  /** n distinct items (or all of them when n exceeds the length). */
  sample: <T>(items: readonly T[], n: number) => T[];
  /** A version-4-shaped UUID drawn from this generator. */
  uuid: () => string;
  /** A new independent generator derived from this one and a label. */
  fork: (label: string | number) => Rng;
};

/** FNV-1a hash of a string to 32 bits, to turn labels into seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** A generator for a numeric seed or a string label. */
export function createRng(seed: number | string): Rng {
  const mix = splitmix32(typeof seed === "string" ? hashString(seed) : seed);
  const raw = sfc32(mix(), mix(), mix(), mix());
  for (let i = 0; i < 12; i++) raw();
  const next = () => raw() / 4294967296;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));

  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };

  const uuid = () => {
    const b = [raw(), raw(), raw(), raw()].flatMap((w) => [w >>> 24, (w >>> 16) & 255, (w >>> 8) & 255, w & 255]);
    b[6] = ((b[6] as number) & 0x0f) | 0x40;
    b[8] = ((b[8] as number) & 0x3f) | 0x80;
    const h = b.map((x) => HEX[x]).join("");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle,
    sample: (items, n) => shuffle(items).slice(0, Math.max(0, n)),
    uuid,
    fork: (label) => createRng((raw() ^ hashString(String(label))) >>> 0),
  };
}
