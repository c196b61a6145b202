/**
 * Interiors at 1200x900: living room, kitchen, bedroom and open-plan office, each
 * looking towards a wide window with the city beyond, in warm materials.
 */
import {
  Canvas,
  circle,
  ellipse,
  group,
  mix,
  n,
  type Palette,
  path,
  pickPalette,
  poly,
  rect,
  rrect,
  shade,
  type TimeOfDay,
  tint,
} from "./art-kit";
import { cityLayer, shadow } from "./art-landscape";
import { createRng, type Rng } from "./random";

export type InteriorKind = "living" | "kitchen" | "bedroom" | "workspace";

type Room = {
  c: Canvas;
  p: Palette;
  rng: Rng;
  wall: string;
  wood: string;
  fabric: string;
  accent: string;
  floorY: number;
};

const WALLS = ["#F3EEE7", "#EDE5DA", "#E8E2D8", "#E3E6DF", "#F1E9E1"];
const WOODS = ["#B98B5E", "#A77A50", "#C9A27A", "#8E6A4A"];
const FABRICS = ["#E9E3D9", "#CDBFAE", "#3E4A5C", "#7D8B79", "#D8CBB8"];
const ACCENTS = ["#12324F", "#B4663F", "#6E7F5E", "#C8A45D", "#2F5D62"];

function room(seed: number, floorY: number, time?: TimeOfDay): Room {
  const rng = createRng(seed);
  const p = pickPalette(rng, time ?? rng.pick<TimeOfDay>(["noon", "noon", "dawn", "dusk", "night"]));
  const c = new Canvas(1200, 900);
  return {
    c,
    p,
    rng,
    wall: rng.pick(WALLS),
    wood: rng.pick(WOODS),
    fabric: rng.pick(FABRICS),
    accent: rng.pick(ACCENTS),
    floorY,
  };
}

/** Back wall with a cove-lit ceiling line and a skirting board. */
function walls(r: Room): void {
  const { c, wall, floorY } = r;
  const dim = r.p.lit ? 0.22 : 0;
  c.add(
    rect(
      0,
      0,
      c.w,
      floorY,
      c.linear([
        [0, shade(tint(wall, 0.3), dim)],
        [1, shade(wall, dim + 0.04)],
      ]),
    ),
  );
  c.add(
    rect(0, 0, c.w, 36, shade(wall, dim + 0.08)) +
      rect(0, 36, c.w, 3, r.p.lit ? r.p.lamp : "#FFFFFF", { opacity: 0.7 }),
  );
  c.add(rect(0, floorY - 14, c.w, 14, shade(wall, dim + 0.1)));
}

/** A wooden floor with planks converging towards the window. */
function floor(r: Room): void {
  const { c, wood, floorY } = r;
  c.add(
    rect(
      0,
      floorY,
      c.w,
      c.h - floorY,
      c.linear([
        [0, shade(wood, r.p.lit ? 0.3 : 0.05)],
        [1, shade(wood, r.p.lit ? 0.45 : 0.22)],
      ]),
    ),
  );
  let d = "";
  for (let x = -1200; x <= 2400; x += 110) d += `M${n(600 + (x - 600) * 0.3)} ${floorY}L${n(x)} ${c.h}`;
  c.add(path(d, "none", { stroke: shade(wood, 0.35), "stroke-width": 1.5, opacity: 0.35 }));
  c.add(
    rect(
      0,
      floorY,
      c.w,
      c.h - floorY,
      c.linear(
        [
          [0, "#FFFFFF", 0.18],
          [0.5, "#FFFFFF", 0],
        ],
        0.5,
        0,
        0.5,
        1,
      ),
    ),
  );
}

/** A window onto the city: sky, sun, skyline, mullions and sheer curtains. */
function cityWindow(r: Room, x: number, y: number, w: number, h: number, panes: number): void {
  const { c, p, rng } = r;
  const view =
    rect(
      x,
      y,
      w,
      h,
      c.linear([
        [0, p.sky[0]],
        [0.65, p.sky[1]],
        [1, p.sky[2]],
      ]),
    ) +
    circle(x + w * rng.float(0.2, 0.8), y + h * (p.time === "noon" ? 0.2 : 0.62), 24, p.sun) +
    cityLayer(c, p, rng, {
      x0: x - 10,
      x1: x + w,
      base: y + h,
      minH: h * 0.15,
      maxH: h * 0.45,
      far: 0.7,
      landmark: rng.chance(0.4),
    }) +
    cityLayer(c, p, rng, { x0: x - 10, x1: x + w, base: y + h, minH: h * 0.08, maxH: h * 0.25, far: 0.45 });
  c.add(rect(x - 14, y - 14, w + 28, h + 28, shade(r.wall, 0.25)));
  c.add(group(view, { "clip-path": c.clipRect(x, y, w, h) }));
  c.add(
    rect(
      x,
      y,
      w,
      h,
      c.linear(
        [
          [0, "#FFFFFF", 0.18],
          [0.5, "#FFFFFF", 0],
          [1, "#FFFFFF", 0.12],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  let bars = "";
  for (let i = 1; i < panes; i++) bars += rect(x + (w * i) / panes - 3, y, 6, h, "#2E3238");
  c.add(bars, rect(x, y + h - 8, w, 8, "#2E3238"));
  curtain(r, x - 60, y - 20, 110, h + 40);
  curtain(r, x + w - 50, y - 20, 110, h + 40);
}

function curtain(r: Room, x: number, y: number, w: number, h: number): void {
  const folds = r.c.pattern("fold", 22, 10, rect(0, 0, 11, 10, "#FFFFFF", { opacity: 0.25 }));
  const cloth = tint(r.fabric, 0.55);
  r.c.add(
    rect(x, y, w, h, cloth, { opacity: 0.85 }),
    rect(x, y, w, h, folds),
    rect(x, y, w, h, "#000000", { opacity: r.p.lit ? 0.25 : 0.04 }),
  );
}

/** A framed abstract print. */
function artwork(r: Room, x: number, y: number, w: number, h: number): string {
  const { accent } = r;
  return (
    rect(x - 8, y - 8, w + 16, h + 16, "#2A2724") +
    rect(x, y, w, h, "#F7F3EC") +
    circle(x + w * 0.62, y + h * 0.4, w * 0.22, BRASS) +
    path(
      `M${n(x)} ${n(y + h * 0.75)}Q${n(x + w * 0.4)} ${n(y + h * 0.45)} ${n(x + w)} ${n(y + h * 0.7)}V${n(y + h)}H${n(x)}Z`,
      accent,
      { opacity: 0.85 },
    )
  );
}

const BRASS = "#C8A45D";

function plant(r: Room, x: number, base: number, s: number): string {
  let leaves = "";
  for (let i = -4; i <= 4; i++) {
    const a = i * 14;
    leaves += ellipse(
      x + Math.sin((a * Math.PI) / 180) * 60 * s,
      base - 150 * s - Math.cos((a * Math.PI) / 180) * 50 * s,
      16 * s,
      46 * s,
      i % 2 ? r.p.green[0] : r.p.green[1],
      {
        transform: `rotate(${a} ${n(x + Math.sin((a * Math.PI) / 180) * 60 * s)} ${n(base - 150 * s - Math.cos((a * Math.PI) / 180) * 50 * s)})`,
      },
    );
  }
  return (
    shadow(r.c, x, base, 70 * s, 10 * s) +
    leaves +
    poly([x - 38 * s, base - 100 * s, x + 38 * s, base - 100 * s, x + 30 * s, base, x - 30 * s, base], "#E9E4DC")
  );
}

function lampGlow(r: Room, x: number, y: number, radius: number): string {
  return circle(
    x,
    y,
    radius,
    r.c.radial([
      [0, r.p.lamp, r.p.lit ? 0.55 : 0.25],
      [1, r.p.lamp, 0],
    ]),
  );
}

// ---------------------------------------------------------------- rooms

export function livingRoom(seed: number, time?: TimeOfDay): string {
  const r = room(seed, 640, time);
  const { c, fabric, accent } = r;
  walls(r);
  floor(r);
  cityWindow(r, 250, 110, 700, 460, 4);
  c.add(artwork(r, 60, 200, 110, 150));
  c.add(ellipse(600, 800, 430, 70, tint(accent, 0.55), { opacity: 0.9 }));
  c.add(sofa(r, 300, 760, 600, fabric));
  c.add(
    shadow(c, 600, 830, 190, 18) +
      ellipse(600, 800, 170, 30, shade(r.wood, 0.2)) +
      ellipse(600, 792, 170, 30, tint(r.wood, 0.1)),
  );
  c.add(rrect(540, 770, 70, 14, 6, accent) + circle(660, 782, 14, "#F4F1EA"));
  c.add(floorLamp(r, 1070, 800));
  c.add(plant(r, 150, 820, 1.1));
  return c.toString("Bright living room with a city view");
}

function sofa(r: Room, x: number, base: number, w: number, fabric: string): string {
  const dark = shade(fabric, 0.18);
  let out = shadow(r.c, x + w / 2, base + 6, w * 0.6, 20);
  out += rrect(x, base - 190, w, 110, 24, dark);
  out +=
    rrect(x + 20, base - 180, w / 2 - 30, 90, 20, fabric) +
    rrect(x + w / 2 + 10, base - 180, w / 2 - 30, 90, 20, fabric);
  out += rrect(x - 10, base - 100, w + 20, 80, 18, tint(fabric, 0.12));
  out += rrect(x - 40, base - 140, 70, 130, 20, dark) + rrect(x + w - 30, base - 140, 70, 130, 20, dark);
  out +=
    rrect(x + 60, base - 160, 90, 70, 18, r.accent) + rrect(x + w - 150, base - 160, 90, 70, 18, tint(r.accent, 0.35));
  return out + rect(x, base - 20, 10, 20, "#2A2724") + rect(x + w - 10, base - 20, 10, 20, "#2A2724");
}

function floorLamp(r: Room, x: number, base: number): string {
  return (
    lampGlow(r, x, base - 330, 170) +
    rect(x - 2, base - 320, 4, 320, "#2A2724") +
    ellipse(x, base, 40, 8, "#2A2724") +
    poly([x - 50, base - 300, x + 50, base - 300, x + 34, base - 380, x - 34, base - 380], tint(r.p.lamp, 0.45))
  );
}

export function kitchen(seed: number, time?: TimeOfDay): string {
  const r = room(seed, 700, time);
  const { c, accent } = r;
  walls(r);
  floor(r);
  cityWindow(r, 420, 90, 360, 330, 2);
  const cabinet = r.rng.pick(["#F4F1EA", "#2F3B45", "#D9CFC0", accent]);
  c.add(cabinets(r, 30, 70, 350, 230, cabinet) + cabinets(r, 820, 70, 350, 230, cabinet));
  c.add(
    rect(
      0,
      440,
      c.w,
      150,
      c.pattern(
        "tile",
        60,
        30,
        rect(0, 0, 60, 30, tint(r.wall, 0.4)) + path("M0 29.5H60M59.5 0V30", "none", { stroke: shade(r.wall, 0.12) }),
      ),
    ),
  );
  c.add(rect(0, 560, c.w, 24, "#E7E3DD") + rect(0, 584, c.w, 116, cabinet) + doors(30, 594, 1140, 96, 8, cabinet));
  c.add(rect(0, 556, c.w, 6, "#FFFFFF", { opacity: 0.6 }));
  c.add(pendant(r, 420, 330) + pendant(r, 600, 330) + pendant(r, 780, 330));
  c.add(
    shadow(c, 600, 880, 420, 22) +
      rect(240, 690, 720, 30, "#EFEBE5") +
      rect(260, 720, 680, 150, shade(cabinet, 0.1)) +
      doors(280, 735, 640, 120, 4, cabinet),
  );
  c.add(rect(240, 690, 720, 6, "#FFFFFF", { opacity: 0.7 }));
  for (const sx of [330, 520, 710, 890]) c.add(stool(r, sx, 900));
  c.add(bowl(520, 690));
  return c.toString("Contemporary kitchen with an island");
}

function cabinets(r: Room, x: number, y: number, w: number, h: number, color: string): string {
  return (
    rect(x, y, w, h, color) +
    doors(x + 8, y + 8, w - 16, h - 16, 3, color) +
    rect(x, y + h, w, 10, "#000000", { opacity: 0.12 }) +
    lampGlow(r, x + w / 2, y + h + 20, 120)
  );
}

function doors(x: number, y: number, w: number, h: number, count: number, color: string): string {
  let out = "";
  const dw = w / count;
  for (let i = 0; i < count; i++) {
    out += rect(x + i * dw + 3, y, dw - 6, h, tint(color, 0.06), { stroke: shade(color, 0.15), "stroke-width": 1.5 });
    out += rect(x + i * dw + dw / 2 - 20, y + 12, 40, 4, "#B8A27A");
  }
  return out;
}

function pendant(r: Room, x: number, y: number): string {
  return (
    lampGlow(r, x, y + 30, 110) +
    rect(x - 1, 0, 2, y, "#2A2724") +
    path(`M${x - 44} ${y + 30}Q${x} ${y - 34} ${x + 44} ${y + 30}Z`, BRASS) +
    ellipse(x, y + 30, 44, 6, tint(r.p.lamp, 0.3))
  );
}

function stool(r: Room, x: number, base: number): string {
  return (
    rect(x - 22, base - 120, 4, 120, "#2A2724") +
    rect(x + 18, base - 120, 4, 120, "#2A2724") +
    rect(x - 22, base - 60, 44, 4, "#2A2724") +
    rrect(x - 36, base - 136, 72, 20, 9, shade(r.fabric, 0.1))
  );
}

function bowl(x: number, y: number): string {
  return (
    circle(x - 14, y - 16, 12, "#E3A33B") +
    circle(x + 10, y - 18, 12, "#9DBB59") +
    circle(x - 2, y - 28, 11, "#E3A33B") +
    path(`M${x - 44} ${y - 14}Q${x} ${y + 14} ${x + 44} ${y - 14}Z`, "#F4F1EA")
  );
}

export function bedroom(seed: number, time?: TimeOfDay): string {
  const r = room(seed, 660, time);
  const { c, fabric, accent } = r;
  walls(r);
  floor(r);
  cityWindow(r, 70, 110, 330, 470, 2);
  c.add(rect(470, 250, 620, 360, shade(fabric, 0.15), { rx: 10 }));
  let ribs = "";
  for (let x = 500; x < 1080; x += 40) ribs += rect(x, 262, 4, 336, shade(fabric, 0.25), { opacity: 0.5 });
  c.add(ribs, artwork(r, 700, 110, 160, 100));
  c.add(shadow(c, 780, 880, 420, 24));
  c.add(rect(440, 560, 680, 140, "#F6F3EE", { rx: 18 }) + rect(440, 700, 680, 120, shade(r.wood, 0.2), { rx: 6 }));
  c.add(
    rrect(500, 500, 250, 100, 30, "#FBF9F5") +
      rrect(810, 500, 250, 100, 30, "#FBF9F5") +
      rrect(640, 540, 280, 80, 26, tint(accent, 0.3)),
  );
  c.add(
    path("M430 620Q780 590 1130 620V760Q780 730 430 760Z", tint(fabric, 0.35)) +
      rect(430, 680, 700, 60, accent, { opacity: 0.9 }),
  );
  c.add(nightstand(r, 330, 760) + nightstand(r, 1140, 760));
  return c.toString("Calm bedroom with a view of the skyline");
}

function nightstand(r: Room, x: number, base: number): string {
  return (
    lampGlow(r, x, base - 200, 140) +
    rect(x - 60, base - 110, 120, 110, shade(r.wood, 0.05)) +
    rect(x - 60, base - 60, 120, 3, shade(r.wood, 0.3)) +
    rect(x - 4, base - 190, 8, 80, "#2A2724") +
    poly([x - 40, base - 180, x + 40, base - 180, x + 28, base - 240, x - 28, base - 240], tint(r.p.lamp, 0.4))
  );
}

export function officeInterior(seed: number, time?: TimeOfDay): string {
  const r = room(seed, 620, time);
  const { c } = r;
  walls(r);
  floor(r);
  cityWindow(r, 40, 80, 1120, 500, 6);
  for (const [y, s] of [
    [700, 0.8],
    [830, 1],
  ] as const) {
    for (let x = 150; x < 1100; x += 300 * s) c.add(desk(r, x, y, s));
  }
  c.add(plant(r, 1120, 880, 1.2));
  return c.toString("Open-plan office overlooking the city");
}

function desk(r: Room, x: number, base: number, s: number): string {
  const u = (v: number) => v * s;
  const chair = shade(r.fabric, 0.3);
  return group(
    shadow(r.c, x + u(110), base, u(150), u(12)) +
      rect(x, base - u(110), u(220), u(12), "#F4F1EA") +
      rect(x + u(10), base - u(98), u(6), u(98), "#2A2724") +
      rect(x + u(204), base - u(98), u(6), u(98), "#2A2724") +
      rect(x + u(70), base - u(190), u(90), u(60), "#1E2329", { rx: u(4) }) +
      rect(x + u(76), base - u(184), u(78), u(48), mix("#2E4A66", r.p.sky[1], 0.3)) +
      rect(x + u(110), base - u(130), u(8), u(20), "#2A2724") +
      rrect(x + u(80), base - u(90), u(70), u(60), u(14), chair) +
      rrect(x + u(70), base - u(40), u(90), u(18), u(8), chair),
  );
}
