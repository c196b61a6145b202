/**
 * Landscape pieces every outdoor scene shares: sky, sun or moon, clouds, stars,
 * a hazy distant city, sand, water with reflections, palms, trees and shadows.
 */
import { type Canvas, circle, ellipse, group, mix, n, type Palette, path, poly, rect, tint } from "./art-kit";
import { hashString, type Rng } from "./random";

export function sky(c: Canvas, p: Palette, horizon: number): void {
  c.add(
    rect(
      0,
      0,
      c.w,
      horizon + 4,
      c.linear([
        [0, p.sky[0]],
        [0.6, p.sky[1]],
        [1, p.sky[2]],
      ]),
    ),
  );
  if (p.time === "night") stars(c, p.sky[2], horizon);
}

/** The sun (or the moon at night) with a soft halo. */
export function sun(c: Canvas, p: Palette, x: number, y: number, r: number): void {
  const halo = p.time === "noon" ? 4 : 7;
  c.add(
    circle(
      x,
      y,
      r * halo,
      c.radial([
        [0, p.glow, 0.7],
        [0.35, p.glow, 0.22],
        [1, p.glow, 0],
      ]),
    ),
  );
  c.add(circle(x, y, r, p.sun, { opacity: p.time === "noon" ? 0.95 : 1 }));
}

/** A sun position that suits the palette: low at dawn and dusk, high at noon. */
export function sunSpot(p: Palette, rng: Rng, w: number, horizon: number): [number, number, number] {
  const x = rng.pick([0.18, 0.26, 0.74, 0.82]) * w;
  if (p.time === "noon") return [x, horizon * rng.float(0.14, 0.24), w * 0.022];
  if (p.time === "night") return [x, horizon * rng.float(0.16, 0.3), w * 0.018];
  return [x, horizon * rng.float(0.72, 0.86), w * 0.034];
}

function stars(c: Canvas, color: string, horizon: number): void {
  const r = starRng(c.w);
  const dots = ["", ""];
  for (let i = 0; i < 46; i++) dots[i % 2] += `M${n(r() * c.w)} ${n(r() * horizon * 0.6)}h0`;
  for (const [i, d] of dots.entries()) {
    c.add(path(d, "none", { stroke: color, "stroke-width": 1.6 + i * 1.4, "stroke-linecap": "round", opacity: 0.75 }));
  }
}

/** Stars use a fixed sequence: they are decoration, not data. */
function starRng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export function clouds(c: Canvas, p: Palette, rng: Rng, count: number, yMax: number): void {
  const color = { dawn: "#FFF1EA", noon: "#FFFFFF", dusk: "#F7C7A6", night: "#3A4F76" }[p.time];
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng.float(0, c.w);
    const y = rng.float(yMax * 0.2, yMax);
    const s = rng.float(0.6, 1.4) * (c.w / 1200);
    for (let k = 0; k < 5; k++) {
      const dx = (k - 2) * 34 * s;
      out += ellipse(
        x + dx,
        y - (k % 2) * 9 * s,
        (46 - Math.abs(k - 2) * 9) * s,
        (14 - Math.abs(k - 2) * 2) * s,
        color,
      );
    }
  }
  c.add(group(out, { opacity: p.time === "noon" ? 0.78 : 0.5 }));
}

/** A warm or cool band of haze sitting on the horizon. */
export function horizonHaze(c: Canvas, p: Palette, horizon: number, height: number): void {
  c.add(
    rect(
      0,
      horizon - height,
      c.w,
      height,
      c.linear([
        [0, p.glow, 0],
        [1, tint(p.haze, 0.2), 0.65],
      ]),
    ),
  );
}

/** A tone for a distant layer: far layers fade into the haze. */
export const distanceTone = (p: Palette, far: number) => mix(p.glassDark, p.haze, far);

/**
 * A city silhouette between x0 and x1 on the base line: one path of simple towers
 * with spires and setbacks, lit windows at night.
 */
export function cityLayer(
  c: Canvas,
  p: Palette,
  rng: Rng,
  o: { x0: number; x1: number; base: number; minH: number; maxH: number; far: number; landmark?: boolean },
): string {
  let d = "";
  let x = o.x0;
  let landmarkAt = o.landmark ? rng.float(0.3, 0.7) : -1;
  while (x < o.x1) {
    const w = Math.round(rng.float(24, 56) * (c.w / 1600));
    const h = Math.round(rng.float(o.minH, o.maxH) * (rng.chance(0.15) ? 1.35 : 1));
    const top = o.base - h;
    d += `M${n(x)} ${n(o.base)}V${n(top)}H${n(x + w)}V${n(o.base)}Z`;
    const roof = rng.next();
    if (roof < 0.3) d += spire(x + w / 2, top, rng.float(12, 40));
    else if (roof < 0.51) d += `M${n(x + w * 0.2)} ${n(top)}V${n(top - h * 0.12)}H${n(x + w * 0.8)}V${n(top)}Z`;
    if (landmarkAt > 0 && x > o.x0 + (o.x1 - o.x0) * landmarkAt) {
      d += needleTower(x + w + 24, o.base, o.maxH * 1.9);
      x += 48;
      landmarkAt = -1;
    }
    x += w + rng.int(-6, 6);
  }
  const id = c.shape(d);
  const glow = p.lit
    ? c.fillShape(id, litPattern(c, p, "far", 0.6), { opacity: 0.85 - o.far * 0.5 })
    : c.fillShape(
        id,
        c.linear(
          [
            [0, "#FFFFFF", 0.14],
            [1, "#FFFFFF", 0],
          ],
          0,
          0,
          1,
          0,
        ),
      );
  return c.fillShape(id, distanceTone(p, o.far)) + glow;
}

function spire(cx: number, top: number, h: number): string {
  return `M${n(cx - 2.5)} ${n(top)}L${n(cx)} ${n(top - h)}L${n(cx + 2.5)} ${n(top)}Z`;
}

/** A stepped supertall with a needle, the skyline's landmark. */
function needleTower(cx: number, base: number, h: number): string {
  let d = "";
  const steps = [22, 17, 13, 9, 6];
  steps.forEach((half, i) => {
    const top = base - h * (0.32 + i * 0.14);
    d += `M${n(cx - half)} ${n(base)}V${n(top)}H${n(cx + half)}V${n(base)}Z`;
  });
  return d + spire(cx, base - h * 0.88, h * 0.2);
}

/** Window light for towers after dark: a tile with a few lit cells. */
export function litPattern(c: Canvas, p: Palette, key: string, scale: number): string {
  const r = starRng(hashString(key) + Math.round(scale * 100));
  let d = "";
  for (let i = 0; i < 9; i++) {
    d += `M${n(Math.floor(r() * 10) * 6 * scale)} ${n(Math.floor(r() * 8) * 6 * scale)}h${n(3.4 * scale)}v${n(2.6 * scale)}h${n(-3.4 * scale)}Z`;
  }
  return c.pattern(`lit${key}${scale}`, 60 * scale, 48 * scale, path(d, p.lamp));
}

export function sandGround(c: Canvas, p: Palette, horizon: number): void {
  c.add(
    rect(
      0,
      horizon,
      c.w,
      c.h - horizon,
      c.linear([
        [0, p.sand[0]],
        [1, p.sand[1]],
      ]),
    ),
  );
  const dune = `M0 ${n(horizon + 40)}Q${n(c.w * 0.3)} ${n(horizon + 10)} ${n(c.w * 0.6)} ${n(horizon + 46)}T${n(c.w)} ${n(horizon + 30)}V${n(horizon)}H0Z`;
  c.add(path(dune, tint(p.sand[0], 0.25), { opacity: 0.5 }));
}

/** Open water below the horizon; reflects the group `reflect` when given. */
export function water(c: Canvas, p: Palette, rng: Rng, horizon: number, reflect?: string): void {
  c.add(
    rect(
      0,
      horizon,
      c.w,
      c.h - horizon,
      c.linear([
        [0, mix(p.water[0], p.sky[2], 0.25)],
        [1, p.water[1]],
      ]),
    ),
  );
  if (reflect) {
    c.add(
      `<use href="#${reflect}" transform="matrix(1 0 0 -1 0 ${n(horizon * 2)})" opacity="${p.lit ? 0.45 : 0.3}"/>`,
      rect(
        0,
        horizon,
        c.w,
        c.h - horizon,
        c.linear([
          [0, p.water[0], 0.15],
          [0.6, p.water[1], 0.75],
          [1, p.water[1], 0.95],
        ]),
      ),
    );
  }
  ripples(c, p, rng, horizon);
}

function ripples(c: Canvas, p: Palette, rng: Rng, horizon: number): void {
  let d = "";
  const depth = c.h - horizon;
  for (let i = 0; i < 45; i++) {
    const t = rng.next();
    const y = horizon + 6 + t * t * depth;
    const len = (10 + t * 70) * rng.float(0.6, 1.4);
    const x = rng.float(-20, c.w);
    d += `M${n(x)} ${n(y)}h${n(len)}`;
  }
  const color = p.lit ? p.lamp : "#FFFFFF";
  c.add(path(d, "none", { stroke: color, "stroke-width": 1.6, "stroke-linecap": "round", opacity: 0.28 }));
}

/** A glittering path of light on the water below the sun. */
export function sunGlitter(c: Canvas, p: Palette, rng: Rng, x: number, horizon: number): void {
  let d = "";
  for (let y = horizon + 4; y < c.h; y += rng.float(6, 14)) {
    const spread = 10 + (y - horizon) * 0.22;
    const len = rng.float(0.3, 1) * spread;
    d += `M${n(x + rng.float(-spread, spread) - len / 2)} ${n(y)}h${n(len)}`;
  }
  c.add(path(d, "none", { stroke: p.sun, "stroke-width": 2.2, "stroke-linecap": "round", opacity: 0.55 }));
}

/** A palm tree symbol 100 units tall, drawn with its foot at the origin. */
export function palmSymbol(c: Canvas, p: Palette): string {
  const trunk = mix("#8A6A4C", p.sand[1], 0.2);
  const leaf = "M0 0Q34 -20 70 6Q36 -6 0 0Z";
  const fronds = [-58, -30, -4, 22];
  let leaves = "";
  fronds.forEach((a, i) => {
    const fill = i % 2 ? p.green[0] : p.green[1];
    leaves += path(leaf, fill, { transform: `rotate(${a})` });
    leaves += path(leaf, i % 2 ? p.green[1] : p.green[0], { transform: `scale(-1 1) rotate(${a + 6})` });
  });
  leaves += path(leaf, p.green[0], { transform: "rotate(-92) scale(.7)" });
  const body =
    path("M-5 0Q-2 -52 5 -100L9 -99Q3 -52 4 0Z", trunk) +
    path("M-1 -20h6M0 -42h6M2 -64h6M3 -84h5", "none", { stroke: mix(trunk, "#000000", 0.25), "stroke-width": 1.5 }) +
    group(leaves, { transform: "translate(7 -100)" });
  return c.symbol("palm", body);
}

/** A round broad-leaf tree symbol, 100 units tall. */
export function treeSymbol(c: Canvas, p: Palette): string {
  const body =
    rect(-3, -40, 6, 40, mix("#6B5340", p.sand[1], 0.3)) +
    circle(0, -62, 30, p.green[1]) +
    circle(-16, -52, 20, p.green[1]) +
    circle(16, -54, 22, p.green[1]) +
    circle(-6, -72, 20, p.green[0], { opacity: 0.9 }) +
    circle(10, -66, 14, tint(p.green[0], 0.15), { opacity: 0.8 });
  return c.symbol("tree", body);
}

/** A soft contact shadow. */
export function shadow(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength = 0.28): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    c.radial([
      [0, "#000000", strength],
      [1, "#000000", 0],
    ]),
  );
}

/**
 * An oblique box: front face, a side face to the right and a top face, the depth
 * going up and to the right by (dx, dy).
 */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  fills: { front: string; side: string; top?: string },
): string {
  let out = rect(x, y, w, h, fills.front);
  out += poly([x + w, y, x + w + dx, y - dy, x + w + dx, y + h - dy, x + w, y + h], fills.side);
  if (fills.top) out += poly([x, y, x + dx, y - dy, x + w + dx, y - dy, x + w, y], fills.top);
  return out;
}
