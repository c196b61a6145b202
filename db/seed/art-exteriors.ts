/**
 * Property exteriors at 1200x900 (4:3): towers on the marina, villas with palms and
 * pools, townhouse rows, penthouse terraces at dusk, offices, shopfronts, warehouses
 * and plots. Every scene is a sky, a backdrop, the building and a foreground.
 */

import { glazing, shopfronts, towerCluster, townhouseRow, villa, warehouse } from "./art-buildings";
import {
  Canvas,
  group,
  line,
  mix,
  n,
  type Palette,
  path,
  pickPalette,
  poly,
  rect,
  shade,
  type TimeOfDay,
  tint,
} from "./art-kit";
import {
  box,
  cityLayer,
  clouds,
  horizonHaze,
  palmSymbol,
  sandGround,
  shadow,
  sky,
  sun,
  sunGlitter,
  sunSpot,
  treeSymbol,
  water,
} from "./art-landscape";
import { createRng, type Rng } from "./random";

export const PROPERTY_SIZE = { width: 1200, height: 900 } as const;

export type ExteriorKind = "tower" | "villa" | "townhouse" | "penthouse" | "office" | "retail" | "warehouse" | "plot";

type Scene = { c: Canvas; p: Palette; rng: Rng };

function scene(seed: number, time?: TimeOfDay): Scene {
  const rng = createRng(seed);
  return { c: new Canvas(PROPERTY_SIZE.width, PROPERTY_SIZE.height), p: pickPalette(rng, time), rng };
}

/** Sky, sun, clouds and haze down to the horizon. */
function backdrop({ c, p, rng }: Scene, horizon: number, cloudCount = 3): [number, number] {
  sky(c, p, horizon);
  const [sx, sy, sr] = sunSpot(p, rng, c.w, horizon);
  sun(c, p, sx, sy, sr);
  clouds(c, p, rng, cloudCount, horizon * 0.55);
  horizonHaze(c, p, horizon, horizon * 0.35);
  return [sx, sy];
}

function distantCity(s: Scene, base: number, x0 = 0, x1 = s.c.w, scale = 1): void {
  const { c, p, rng } = s;
  if (scale >= 1) c.add(cityLayer(c, p, rng, { x0, x1, base, minH: 30 * scale, maxH: 120 * scale, far: 0.78 }));
  c.add(cityLayer(c, p, rng, { x0: x0 + 20, x1, base, minH: 50 * scale, maxH: 190 * scale, far: 0.55 }));
}

function palms(s: Scene, spots: [number, number, number][]): void {
  const id = palmSymbol(s.c, s.p);
  for (const [x, y, scale] of spots)
    s.c.add(shadow(s.c, x + 20 * scale, y, 40 * scale, 6 * scale, 0.25), s.c.use(id, x, y, scale));
}

function trees(s: Scene, spots: [number, number, number][]): void {
  const id = treeSymbol(s.c, s.p);
  for (const [x, y, scale] of spots) s.c.add(shadow(s.c, x, y, 36 * scale, 6 * scale, 0.25), s.c.use(id, x, y, scale));
}

function lawn(s: Scene, y: number, h: number): void {
  s.c.add(
    rect(
      0,
      y,
      s.c.w,
      h,
      s.c.linear([
        [0, tint(s.p.green[0], 0.12)],
        [1, s.p.green[1]],
      ]),
    ),
  );
}

/** A clipped hedge line with rounded shrubs. */
function hedge(s: Scene, y: number, h: number): void {
  const { c, p } = s;
  let d = `M0 ${n(y + h)}`;
  for (let x = 0; x <= c.w; x += 40) d += `Q${n(x + 20)} ${n(y - 8)} ${n(x + 40)} ${n(y + 4)}`;
  d += `V${n(y + h)}H0Z`;
  c.add(
    path(
      d,
      c.linear([
        [0, tint(p.green[0], 0.1)],
        [1, shade(p.green[1], 0.15)],
      ]),
    ),
  );
}

function paving(s: Scene, y: number): void {
  const { c, p } = s;
  c.add(
    rect(
      0,
      y,
      c.w,
      c.h - y,
      c.linear([
        [0, tint(p.sand[0], 0.25)],
        [1, p.sand[0]],
      ]),
    ),
  );
  let d = "";
  for (let x = -400; x < c.w + 400; x += 90) d += `M${n(c.w / 2 + (x - c.w / 2) * 0.35)} ${n(y)}L${n(x)} ${n(c.h)}`;
  for (let yy = y + 20, step = 18; yy < c.h; step *= 1.25, yy += step) d += `M0 ${n(yy)}H${c.w}`;
  c.add(path(d, "none", { stroke: shade(p.sand[1], 0.1), "stroke-width": 1.2, opacity: 0.35 }));
}

// ---------------------------------------------------------------- scenes

/** Residential towers on the water or behind a landscaped podium. */
export function towerScene(seed: number, time?: TimeOfDay): string {
  const s = scene(seed, time);
  const { c, p, rng } = s;
  const onWater = rng.chance(0.55);
  const horizon = onWater ? 640 : 690;
  const [sx] = backdrop(s, horizon);
  distantCity(s, horizon);
  const cluster = towerCluster(c, p, rng, horizon, horizon - 70);
  if (onWater) {
    const id = c.symbol("city", cluster);
    c.add(c.use(id, 0, 0));
    water(c, p, rng, horizon + 14, id);
    if (p.time !== "noon") sunGlitter(c, p, rng, sx, horizon + 14);
    c.add(
      rect(
        0,
        horizon,
        c.w,
        16,
        c.linear([
          [0, tint(p.sand[0], 0.3)],
          [1, p.wallShade],
        ]),
      ),
    );
    palms(s, [
      [80, horizon + 4, 0.9],
      [1110, horizon + 4, 1],
    ]);
    c.add(yacht(p, rng.float(200, 900), horizon + 120, rng.float(0.8, 1.2)));
  } else {
    c.add(cluster);
    lawn(s, horizon, 70);
    hedge(s, horizon + 6, 22);
    paving(s, horizon + 70);
    palms(s, [
      [90, horizon + 150, 1.9],
      [1080, horizon + 170, 2.1],
      [300, horizon + 60, 0.9],
    ]);
  }
  return c.toString("Residential glass towers");
}

function yacht(p: Palette, x: number, y: number, s: number): string {
  const hull = `M${n(x)} ${n(y)}h${n(150 * s)}l${n(-24 * s)} ${n(22 * s)}h${n(-110 * s)}Z`;
  const deck = `M${n(x + 24 * s)} ${n(y)}l${n(16 * s)} ${n(-18 * s)}h${n(64 * s)}l${n(14 * s)} ${n(18 * s)}Z`;
  return (
    path(hull, "#FBFBF8") +
    path(deck, tint(p.wall, 0.3)) +
    rect(x + 46 * s, y - 14 * s, 50 * s, 7 * s, p.glassDark) +
    rect(x - 10 * s, y + 26 * s, 170 * s, 8 * s, "#FFFFFF", { opacity: 0.18 })
  );
}

/** A modern villa with a pool, palms and lawn. */
export function villaScene(seed: number, time?: TimeOfDay): string {
  const s = scene(seed, time);
  const { c, p, rng } = s;
  const horizon = 560;
  backdrop(s, horizon, 2);
  if (rng.chance(0.5)) distantCity(s, horizon, 600, 1200, 0.7);
  trees(s, [
    [140, horizon + 10, 1.3],
    [1000, horizon + 6, 1.1],
    [1120, horizon + 14, 1.4],
  ]);
  lawn(s, horizon, c.h - horizon);
  const base = 700;
  c.add(villa(c, p, rng, 250, base, 1.05));
  c.add(pool(c, p, 140, base + 40, 760, 100));
  c.add(rect(0, c.h - 40, c.w, 40, shade(p.green[1], 0.2)));
  palms(s, [
    [110, base + 30, 2.6],
    [1060, base + 10, 2.3],
    [980, base + 60, 1.7],
  ]);
  return c.toString("Modern villa with pool and palm trees");
}

function pool(c: Canvas, p: Palette, x: number, y: number, w: number, h: number): string {
  const skew = 40;
  const pts = [x + skew, y, x + w + skew, y, x + w, y + h, x, y + h];
  let ripples = "";
  for (let i = 0; i < 5; i++) ripples += `M${n(x + 80 + i * 130)} ${n(y + 30 + (i % 2) * 30)}q20 -6 40 0t40 0`;
  return (
    poly(
      [x + skew - 14, y - 10, x + w + skew + 14, y - 10, x + w + 14, y + h + 10, x - 14, y + h + 10],
      tint(p.wall, 0.4),
    ) +
    poly(
      pts,
      c.linear([
        [0, tint(mix(p.water[0], "#5CC8D8", 0.5), 0.2)],
        [1, mix(p.water[1], "#1E8FB0", 0.4)],
      ]),
    ) +
    path(ripples, "none", { stroke: "#FFFFFF", "stroke-width": 2, opacity: 0.45 })
  );
}

/** A row of townhouses behind front gardens, with a street in front. */
export function townhouseScene(seed: number, time?: TimeOfDay): string {
  const s = scene(seed, time);
  const { c, p, rng } = s;
  const horizon = 600;
  backdrop(s, horizon, 3);
  trees(s, [
    [60, horizon, 1.6],
    [380, horizon - 6, 1.2],
    [760, horizon, 1.4],
    [1150, horizon, 1.7],
  ]);
  lawn(s, horizon, 130);
  const units = rng.int(4, 5);
  const unitW = 1000 / units;
  c.add(townhouseRow(c, p, rng, 70, horizon + 110, units, unitW));
  paving(s, horizon + 130);
  c.add(rect(0, horizon + 200, c.w, 110, shade(p.sand[1], 0.55)));
  c.add(
    path(`M0 ${horizon + 255}H${c.w}`, "none", {
      stroke: "#FFFFFF",
      "stroke-width": 4,
      "stroke-dasharray": "40 30",
      opacity: 0.7,
    }),
  );
  palms(s, [
    [40, horizon + 200, 1.9],
    [620, horizon + 196, 1.5],
    [1160, horizon + 200, 2],
  ]);
  return c.toString("Row of family townhouses");
}

/** A penthouse terrace with an infinity pool above the city at dusk or night. */
export function penthouseScene(seed: number, time: TimeOfDay = "dusk"): string {
  const s = scene(seed, time === "night" ? "night" : "dusk");
  const { c, p } = s;
  const horizon = 520;
  const [sx] = backdrop(s, horizon, 2);
  c.add(
    rect(
      0,
      horizon,
      c.w,
      140,
      c.linear([
        [0, p.haze],
        [1, shade(p.haze, 0.3)],
      ]),
    ),
  );
  c.add(cityLayer(c, p, s.rng, { x0: 0, x1: c.w, base: 660, minH: 80, maxH: 210, far: 0.62, landmark: true }));
  c.add(cityLayer(c, p, s.rng, { x0: 0, x1: c.w, base: 660, minH: 40, maxH: 130, far: 0.35 }));
  const poolTop = 640;
  c.add(
    rect(
      0,
      poolTop,
      780,
      60,
      c.linear([
        [0, mix(p.sky[2], p.water[0], 0.35)],
        [1, p.water[1]],
      ]),
    ),
  );
  sunGlitterBand(c, p, Math.min(sx, 700), poolTop);
  c.add(rect(0, 700, 780, 8, tint(p.wall, 0.3)));
  c.add(deck(c, p, 708));
  c.add(pavilion(c, p, 780, 300, 708));
  c.add(lounger(p, 150, 790) + lounger(p, 420, 800));
  c.add(planter(p, 700, 708));
  return c.toString("Penthouse terrace with infinity pool");
}

/** The glazed penthouse living room opening onto the terrace. */
function pavilion(c: Canvas, p: Palette, x: number, top: number, base: number): string {
  return (
    rect(x, top, c.w - x, base - top, shade(p.wallShade, 0.4)) +
    glazing(c, p, x + 30, top + 40, c.w - x - 60, base - top - 40, 4) +
    rect(x - 30, top - 26, c.w - x + 30, 26, tint(p.wall, 0.4)) +
    rect(x - 30, top, c.w - x + 30, 12, "#000000", { opacity: 0.22 })
  );
}

function planter(p: Palette, x: number, base: number): string {
  let leaves = "";
  for (let i = -3; i <= 3; i++)
    leaves += path(
      `M${x} ${base - 56}q${i * 12} -50 ${i * 22} -64q${-i * 4} 30 ${-i * 22} 64Z`,
      i % 2 ? p.green[0] : p.green[1],
    );
  return leaves + rect(x - 34, base - 60, 68, 60, shade(p.wallShade, 0.2), { rx: 6 });
}

function sunGlitterBand(c: Canvas, p: Palette, x: number, y: number): void {
  let d = "";
  for (let i = 0; i < 6; i++) d += `M${n(x - 60 + i * 6)} ${n(y + 6 + i * 9)}h${n(90 - i * 10)}`;
  c.add(path(d, "none", { stroke: p.sun, "stroke-width": 2.5, opacity: 0.6, "stroke-linecap": "round" }));
}

function deck(c: Canvas, p: Palette, y: number): string {
  const wood = mix("#A7754E", p.sand[1], 0.3);
  let d = "";
  for (let x = -600; x < 1800; x += 60) d += `M${n(600 + (x - 600) * 0.4)} ${n(y)}L${n(x)} 900`;
  return (
    rect(
      0,
      y,
      1200,
      900 - y,
      c.linear([
        [0, tint(wood, 0.1)],
        [1, shade(wood, 0.25)],
      ]),
    ) + path(d, "none", { stroke: shade(wood, 0.35), "stroke-width": 2, opacity: 0.4 })
  );
}

function lounger(p: Palette, x: number, y: number): string {
  const cushion = tint(p.wall, 0.55);
  return (
    rect(x, y, 170, 16, cushion, { rx: 6 }) +
    poly([x + 130, y, x + 180, y - 50, x + 192, y - 44, x + 150, y + 4], cushion) +
    rect(x + 10, y + 16, 6, 20, "#3A3A3A") +
    rect(x + 150, y + 16, 6, 20, "#3A3A3A") +
    rect(x - 10, y + 38, 200, 10, "#000000", { opacity: 0.15, rx: 5 })
  );
}

/** Office towers over a plaza with trees. */
export function officeScene(seed: number, time?: TimeOfDay): string {
  const s = scene(seed, time);
  const { c, p, rng } = s;
  const horizon = 680;
  backdrop(s, horizon);
  distantCity(s, horizon);
  c.add(towerCluster(c, p, rng, horizon, horizon - 60, true));
  c.add(box(0, horizon - 40, c.w, 40, 0, 0, { front: shade(p.wallShade, 0.1), side: p.wallShade }));
  c.add(glazing(c, p, 380, horizon - 36, 440, 34, 8));
  paving(s, horizon);
  trees(s, [
    [90, horizon + 90, 1.5],
    [330, horizon + 120, 1.2],
    [880, horizon + 130, 1.3],
    [1120, horizon + 100, 1.6],
  ]);
  c.add(people(rng, horizon + 150, 7));
  return c.toString("Office towers with a landscaped plaza");
}

function people(rng: Rng, y: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng.float(60, 1140);
    const yy = y + rng.float(0, 90);
    const s = 0.8 + (yy - y) / 200;
    const coat = rng.pick(["#12324F", "#2B2B2B", "#C8A45D", "#F1ECE4", "#6A4E3C"]);
    out += rect(x - 6 * s, yy - 44 * s, 12 * s, 30 * s, coat, { rx: 5 * s });
    out += `<circle cx="${n(x)}" cy="${n(yy - 50 * s)}" r="${n(5 * s)}" fill="${shade("#C9A07E", 0.2)}"/>`;
    out +=
      rect(x - 5 * s, yy - 16 * s, 4 * s, 16 * s, "#2A2A2A") + rect(x + 1 * s, yy - 16 * s, 4 * s, 16 * s, "#2A2A2A");
  }
  return group(out, { opacity: 0.85 });
}

/** A retail frontage on a boulevard. */
export function retailScene(seed: number, time?: TimeOfDay): string {
  const s = scene(seed, time);
  const { c, p, rng } = s;
  const horizon = 300;
  backdrop(s, horizon, 2);
  distantCity(s, horizon, 0, c.w, 0.8);
  const base = 760;
  c.add(shopfronts(c, p, rng, base, rng.int(3, 4)));
  paving(s, base);
  palms(s, [
    [30, base + 70, 2.4],
    [1170, base + 70, 2.4],
  ]);
  c.add(people(rng, base + 20, 6));
  return c.toString("Retail shopfronts on a boulevard");
}

/** A warehouse in a logistics district, the city on the horizon. */
export function warehouseScene(seed: number, time?: TimeOfDay): string {
  const s = scene(seed, time);
  const { c, p, rng } = s;
  const horizon = 560;
  backdrop(s, horizon, 4);
  distantCity(s, horizon, 0, c.w, 0.6);
  sandGround(c, p, horizon);
  c.add(
    rect(
      0,
      700,
      c.w,
      200,
      c.linear([
        [0, "#8D8F92"],
        [1, "#5F6266"],
      ]),
    ),
  );
  c.add(
    path("M0 800H1200M300 700L200 900M700 700L760 900", "none", {
      stroke: "#FFFFFF",
      "stroke-width": 3,
      "stroke-dasharray": "30 24",
      opacity: 0.5,
    }),
  );
  c.add(warehouse(c, p, rng, 150, 720, 820));
  c.add(fence(p, 600, 0, c.w));
  return c.toString("Warehouse with loading bays");
}

function fence(p: Palette, y: number, x0: number, x1: number): string {
  let d = "";
  for (let x = x0; x < x1; x += 40) d += `M${x} ${y}v-40`;
  return path(`${d}M${x0} ${y - 36}H${x1}M${x0} ${y - 18}H${x1}`, "none", {
    stroke: shade(p.wallShade, 0.3),
    "stroke-width": 2,
    opacity: 0.6,
  });
}

/** A fenced plot of sand in a growing community, ready to build on. */
export function plotScene(seed: number, time?: TimeOfDay): string {
  const s = scene(seed, time);
  const { c, p, rng } = s;
  const horizon = 520;
  backdrop(s, horizon, 3);
  distantCity(s, horizon, 0, c.w, 0.7);
  sandGround(c, p, horizon);
  c.add(townhouseRow(c, p, rng, 60, horizon + 60, 3, 110));
  c.add(townhouseRow(c, p, rng, 780, horizon + 70, 3, 115));
  const plot = [160, 640, 1040, 640, 1160, 860, 40, 860];
  c.add(
    poly(
      plot,
      c.linear([
        [0, tint(p.sand[0], 0.2)],
        [1, p.sand[1]],
      ]),
    ),
  );
  c.add(poly(plot, "none", { stroke: "#E4692F", "stroke-width": 3, "stroke-dasharray": "14 10" }));
  for (const [x, y] of [
    [160, 640],
    [1040, 640],
    [1160, 860],
    [40, 860],
  ] as const)
    c.add(stake(x, y));
  c.add(rect(0, 600, c.w, 40, shade(p.sand[1], 0.5)));
  palms(s, [
    [80, 610, 1.3],
    [400, 606, 1.1],
    [800, 606, 1.2],
    [1120, 610, 1.4],
  ]);
  c.add(signBoard(p, 560, 760));
  return c.toString("Vacant plot ready for development");
}

function stake(x: number, y: number): string {
  return rect(x - 3, y - 46, 6, 46, "#F2F0EA") + rect(x - 3, y - 46, 6, 14, "#E4692F");
}

function signBoard(p: Palette, x: number, y: number): string {
  return (
    rect(x + 20, y - 40, 8, 60, "#5A5A5A") +
    rect(x + 132, y - 40, 8, 60, "#5A5A5A") +
    rect(x, y - 120, 160, 90, "#12324F", { rx: 6 }) +
    rect(x + 18, y - 100, 80, 10, "#C8A45D") +
    rect(x + 18, y - 80, 120, 6, "#FFFFFF", { opacity: 0.7 }) +
    rect(x + 18, y - 66, 100, 6, "#FFFFFF", { opacity: 0.7 }) +
    line(x + 10, y + 20, x + 150, y + 20, shade(p.sand[1], 0.3), 4, { opacity: 0.3 })
  );
}
