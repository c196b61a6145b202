/**
 * Buildings: glass and office towers with reflections and lit windows, modern villas,
 * townhouse rows, shopfronts and warehouses. Each returns SVG markup for a canvas.
 */
import { type Canvas, line, mix, n, type Palette, poly, polyD, rect, shade, tint } from "./art-kit";
import { box, litPattern, shadow } from "./art-landscape";
import type { Rng } from "./random";

export type Crown = "flat" | "spire" | "slant" | "step" | "fins";
export type Facade = "glass" | "bands" | "balcony";

export type TowerSpec = {
  x: number;
  base: number;
  w: number;
  h: number;
  /** Width of the shaded side face. */
  depth: number;
  crown: Crown;
  facade: Facade;
};

function facadePattern(c: Canvas, p: Palette, facade: Facade): string {
  if (facade === "bands") {
    return c.pattern(
      "bands",
      36,
      18,
      rect(0, 11, 36, 7, p.wall, { opacity: 0.92 }) + rect(35, 0, 1, 11, "#FFFFFF", { opacity: 0.3 }),
    );
  }
  if (facade === "balcony") {
    return c.pattern(
      "balcony",
      32,
      20,
      rect(0, 16, 32, 4, tint(p.wall, 0.3)) +
        rect(0, 10, 32, 1.2, "#FFFFFF", { opacity: 0.45 }) +
        rect(31, 0, 1, 16, "#FFFFFF", { opacity: 0.25 }),
    );
  }
  return c.pattern("glass", 24, 16, `<path d="M0 15.5H24M23.5 0V16" stroke="#FFFFFF" stroke-opacity=".28"/>`);
}

/** A tower with a lit front face, a shaded side face, a glass reflection and a crown. */
export function tower(c: Canvas, p: Palette, rng: Rng, t: TowerSpec): string {
  const top = t.base - t.h;
  const slope = t.crown === "slant" ? t.w * 0.45 : 0;
  const front = [t.x, t.base, t.x, top + slope, t.x + t.w, top, t.x + t.w, t.base];
  const side = [
    t.x + t.w,
    top,
    t.x + t.w + t.depth,
    top + slope * 0.35,
    t.x + t.w + t.depth,
    t.base,
    t.x + t.w,
    t.base,
  ];
  const glassFront = c.linear([
    [0, tint(mix(p.glassLight, p.sky[2], 0.3), 0.1)],
    [0.5, p.glassLight],
    [1, mix(p.glassLight, p.glassDark, 0.55)],
  ]);
  const glassSide = c.linear([
    [0, mix(p.glassDark, p.glassLight, 0.35)],
    [1, p.glassDark],
  ]);
  const pattern = facadePattern(c, p, t.facade);
  const f = c.shape(polyD(front));
  const sd = c.shape(polyD(side));
  let out = c.fillShape(f, glassFront) + c.fillShape(f, pattern);
  out +=
    c.fillShape(sd, glassSide) +
    c.fillShape(sd, pattern, { opacity: 0.5 }) +
    c.fillShape(sd, "#000000", { opacity: 0.12 });
  out += reflection(c, t, top + slope, rng, p.lit ? 1 : 2);
  if (p.lit) {
    out += c.fillShape(f, litPattern(c, p, "near", 1), { opacity: 0.95 });
    out += c.fillShape(sd, litPattern(c, p, "side", 1), { opacity: 0.6 });
  }
  out += line(t.x + t.w, top, t.x + t.w, t.base, tint(p.glassLight, 0.5), 1.5, { opacity: 0.7 });
  out += rect(
    t.x,
    t.base - Math.min(34, t.h * 0.06),
    t.w + t.depth,
    Math.min(34, t.h * 0.06),
    shade(p.glassDark, 0.3),
    { opacity: 0.55 },
  );
  return out + crown(c, p, rng, t, top);
}

/** Diagonal bands of sky light sliding across the glass. */
function reflection(c: Canvas, t: TowerSpec, top: number, rng: Rng, bands: number): string {
  const fill = c.linear(
    [
      [0, "#FFFFFF", 0],
      [0.5, "#FFFFFF", 0.32],
      [1, "#FFFFFF", 0],
    ],
    0,
    0,
    1,
    0,
  );
  const h = t.base - top;
  let out = "";
  for (const band of [rng.float(0.12, 0.3), rng.float(0.45, 0.7)].slice(0, bands)) {
    const y = top + h * band;
    const thick = h * rng.float(0.05, 0.12);
    const drop = t.w * 0.6;
    out += poly(
      [t.x, y + drop, t.x + t.w, y, t.x + t.w, Math.min(t.base, y + thick), t.x, Math.min(t.base, y + drop + thick)],
      fill,
    );
  }
  return out;
}

function crown(c: Canvas, p: Palette, rng: Rng, t: TowerSpec, top: number): string {
  const cx = t.x + t.w / 2;
  const edge = tint(p.wall, 0.2);
  switch (t.crown) {
    case "spire":
      return (
        poly([cx - 4, top, cx, top - t.h * 0.16, cx + 4, top], shade(p.glassDark, 0.1)) +
        rect(t.x - 2, top - 4, t.w + t.depth + 4, 5, edge)
      );
    case "step": {
      const upper = {
        ...t,
        x: t.x + t.w * 0.16,
        w: t.w * 0.68,
        depth: t.depth * 0.8,
        base: top,
        h: t.h * 0.22,
        crown: "spire" as Crown,
      };
      return rect(t.x - 2, top - 4, t.w + t.depth + 4, 5, edge) + tower(c, p, rng, upper);
    }
    case "fins":
      return (
        rect(t.x, top - t.h * 0.07, 6, t.h * 0.07, edge) +
        rect(t.x + t.w - 6, top - t.h * 0.07, 6, t.h * 0.07, edge) +
        rect(t.x, top - t.h * 0.07, t.w, 6, edge) +
        rect(t.x + t.w, top - t.h * 0.07 + 2, t.depth, 4, shade(edge, 0.2))
      );
    case "slant":
      return line(t.x, top + t.w * 0.45, t.x + t.w, top, edge, 3);
    default:
      return (
        rect(t.x - 2, top - 5, t.w + t.depth + 4, 6, edge) +
        rect(t.x + t.w * 0.2, top - 16, t.w * 0.3, 11, shade(p.wall, 0.1))
      );
  }
}

/** Two to four towers of different heights and crowns around the centre of the frame. */
export function towerCluster(c: Canvas, p: Palette, rng: Rng, base: number, maxH: number, office = false): string {
  const count = rng.int(2, 4);
  const crowns: Crown[] = rng.shuffle(["spire", "step", "fins", "slant", "flat"]);
  const facades: Facade[] = office ? ["bands", "glass", "bands"] : ["glass", "balcony", "glass"];
  const slots = rng
    .shuffle([0.08, 0.3, 0.52, 0.72])
    .slice(0, count)
    .sort((a, b) => a - b);
  let out = "";
  slots.forEach((s, i) => {
    const hero = i === Math.floor(count / 2);
    const w = c.w * (hero ? rng.float(0.15, 0.19) : rng.float(0.1, 0.14));
    const crown = crowns[i % crowns.length] as Crown;
    const h =
      (maxH * (hero ? rng.float(0.88, 1) : rng.float(0.5, 0.78))) /
      (crown === "step" ? 1.25 : crown === "spire" ? 1.12 : 1);
    const spec: TowerSpec = {
      x: c.w * s + rng.float(-20, 20),
      base,
      w,
      h,
      depth: w * rng.float(0.28, 0.4),
      crown,
      facade: rng.pick(facades),
    };
    out += shadow(c, spec.x + w * 0.7, base, w * 0.9, 10, 0.25) + tower(c, p, rng, spec);
  });
  return out;
}

// ---------------------------------------------------------------- low-rise

const wallFills = (c: Canvas, p: Palette, wall: string) => ({
  front: c.linear([
    [0, tint(wall, 0.15)],
    [1, wall],
  ]),
  side: c.linear([
    [0, p.wallShade],
    [1, shade(p.wallShade, 0.12)],
  ]),
  top: tint(wall, 0.35),
});

/** A glazed opening: sky-tinted glass by day, warm light after dark, with mullions. */
export function glazing(c: Canvas, p: Palette, x: number, y: number, w: number, h: number, panes: number): string {
  const glass = p.lit
    ? c.linear([
        [0, p.lamp],
        [1, mix(p.lamp, "#B8742E", 0.45)],
      ])
    : c.linear([
        [0, tint(p.glassLight, 0.25)],
        [0.55, p.glassLight],
        [1, p.glassDark],
      ]);
  const frame = shade(p.wallShade, 0.4);
  let out = rect(x, y, w, h, glass, { stroke: frame, "stroke-width": 5 });
  for (let i = 1; i < panes; i++) out += rect(x + (w * i) / panes - 1.5, y, 3, h, frame);
  return (
    out +
    poly([x, y + h * 0.55, x + w * 0.5, y, x + w * 0.7, y, x, y + h * 0.85], "#FFFFFF", {
      opacity: p.lit ? 0.08 : 0.22,
    })
  );
}

/** A two-storey modern villa: stacked white volumes, deep roof slabs and wide glazing. */
export function villa(c: Canvas, p: Palette, rng: Rng, x: number, base: number, scale: number): string {
  const wall = rng.pick([p.wall, tint(p.wall, 0.3), mix(p.wall, p.sand[0], 0.4)]);
  const f = wallFills(c, p, wall);
  const dx = 60 * scale;
  const dy = 26 * scale;
  const gw = 560 * scale;
  const gh = 190 * scale;
  const uw = 430 * scale;
  const uh = 150 * scale;
  const ux = x + (rng.chance(0.5) ? 150 : -30) * scale;
  const gTop = base - gh;
  const uTop = gTop - uh;
  let out = shadow(c, x + gw / 2 + dx, base + 6, gw * 0.7, 26 * scale, 0.3);
  out += box(x, gTop, gw, gh, dx, dy, f);
  out += glazing(c, p, x + 40 * scale, gTop + 36 * scale, 300 * scale, gh - 36 * scale, 4);
  out += rect(x + 380 * scale, gTop + 50 * scale, 120 * scale, 90 * scale, shade(wall, 0.06));
  out += glazing(c, p, x + 395 * scale, gTop + 62 * scale, 90 * scale, 66 * scale, 2);
  out += slab(c, p, x - 24 * scale, gTop, gw + 48 * scale, dx, dy, scale);
  out += box(ux, uTop, uw, uh, dx, dy, f);
  out += glazing(c, p, ux + 30 * scale, uTop + 30 * scale, 250 * scale, uh - 52 * scale, 3);
  out += louvres(p, ux + 300 * scale, uTop + 30 * scale, 100 * scale, uh - 52 * scale);
  out += slab(c, p, ux - 30 * scale, uTop, uw + 60 * scale, dx, dy, scale);
  return out;
}

/** A thin roof slab with an overhang and the shadow it casts. */
function slab(c: Canvas, p: Palette, x: number, y: number, w: number, dx: number, dy: number, scale: number): string {
  const t = 14 * scale;
  return (
    rect(x + 20 * scale, y, w - 40 * scale, 16 * scale, "#000000", { opacity: 0.14 }) +
    box(x, y - t, w, t, dx, dy, {
      front: tint(p.wall, 0.5),
      side: p.wallShade,
      top: c.linear([
        [0, tint(p.wall, 0.6)],
        [1, p.wall],
      ]),
    })
  );
}

function louvres(p: Palette, x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, shade(p.wallShade, 0.35));
  for (let yy = y + 6; yy < y + h; yy += 9) out += rect(x, yy, w, 4, mix("#9B7453", p.wall, 0.3));
  return out;
}

/** A row of townhouses with alternating setbacks and roof shapes. */
export function townhouseRow(
  c: Canvas,
  p: Palette,
  rng: Rng,
  x0: number,
  base: number,
  units: number,
  unitW: number,
): string {
  const pitched = rng.chance(0.45);
  const roof = pitched ? rng.pick(["#B65E3C", "#9C5A43", "#6E6A68"]) : tint(p.wall, 0.5);
  let out = "";
  for (let i = units - 1; i >= 0; i--) {
    const x = x0 + i * unitW;
    const lift = i % 2 ? 14 : 0;
    const wall = i % 2 ? mix(p.wall, p.sand[0], 0.45) : p.wall;
    const h = unitW * 1.05;
    const y = base - h - lift;
    out += box(x, y, unitW, h, unitW * 0.12, unitW * 0.06, wallFills(c, p, wall));
    out += glazing(c, p, x + unitW * 0.12, y + h * 0.14, unitW * 0.5, h * 0.3, 2);
    out += glazing(c, p, x + unitW * 0.12, y + h * 0.58, unitW * 0.44, h * 0.36, 2);
    out += rect(x + unitW * 0.66, y + h * 0.6, unitW * 0.22, h * 0.4, shade(mix("#8B6B4E", wall, 0.2), 0.1));
    out += rect(x + unitW * 0.06, y + h * 0.48, unitW * 0.88, 6, tint(wall, 0.5));
    out += pitched
      ? poly([x - 8, y, x + unitW / 2, y - unitW * 0.36, x + unitW + 8, y], roof) +
        poly(
          [
            x + unitW + 8,
            y,
            x + unitW / 2,
            y - unitW * 0.36,
            x + unitW / 2 + unitW * 0.12,
            y - unitW * 0.42,
            x + unitW * 1.12 + 8,
            y - unitW * 0.06,
          ],
          shade(roof, 0.25),
        )
      : rect(x - 4, y - 12, unitW + 8, 12, roof) + rect(x + unitW * 0.6, y - 40, unitW * 0.34, 28, tint(wall, 0.2));
  }
  return out;
}

/** A retail street front: glazed shopfronts with awnings and signage, homes above. */
export function shopfronts(c: Canvas, p: Palette, rng: Rng, base: number, bays: number): string {
  const bayW = c.w / bays;
  const storey = 150;
  const top = base - storey * 3.2;
  let out = rect(
    0,
    top,
    c.w,
    base - top,
    c.linear([
      [0, tint(p.wall, 0.1)],
      [1, p.wall],
    ]),
  );
  out += rect(0, top - 14, c.w, 16, tint(p.wall, 0.45)) + rect(0, top + 2, c.w, 8, "#000000", { opacity: 0.08 });
  const awnings = rng.shuffle(["#12324F", "#C8A45D", "#7A3E2E", "#2F5D50", "#3C4A5C"]);
  for (let i = 0; i < bays; i++) {
    const x = i * bayW;
    for (const row of [0, 1])
      out += glazing(c, p, x + bayW * 0.2, top + 30 + row * storey, bayW * 0.6, storey * 0.62, 2);
    out += rect(x + bayW * 0.16, top + 30 + storey * 0.62, bayW * 0.68, 10, tint(p.wall, 0.4));
    out += shopfront(c, p, x, base, bayW, storey * 1.15, awnings[i % awnings.length] as string);
    out += rect(x, top, 10, base - top, shade(p.wall, 0.08));
  }
  return out;
}

function shopfront(c: Canvas, p: Palette, x: number, base: number, w: number, h: number, accent: string): string {
  const y = base - h;
  const inner = p.lit
    ? c.linear([
        [0, p.lamp],
        [1, mix(p.lamp, "#A86A2C", 0.5)],
      ])
    : c.linear([
        [0, "#FBEBD2"],
        [1, "#D8BE9A"],
      ]);
  let out = rect(x + 12, y, w - 24, h, shade(p.wallShade, 0.45));
  out += rect(x + 22, y + 44, w - 44, h - 44, inner);
  for (let s = 0; s < 2; s++) out += rect(x + 36, y + 90 + s * 40, w - 72, 5, shade(accent, 0.2), { opacity: 0.55 });
  out += rect(
    x + 22,
    y + 44,
    w - 44,
    h - 44,
    c.linear(
      [
        [0, "#FFFFFF", 0.35],
        [0.5, "#FFFFFF", 0],
        [1, "#FFFFFF", 0.1],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += rect(x + w / 2 - 1.5, y + 44, 3, h - 44, shade(p.wallShade, 0.5));
  out += rect(x + 16, y, w - 32, 36, accent) + rect(x + w * 0.3, y + 14, w * 0.4, 8, "#FFFFFF", { opacity: 0.85 });
  out += poly([x + 8, y + 40, x + w - 8, y + 40, x + w + 8, y + 76, x - 8, y + 76], accent);
  out += poly([x - 8, y + 76, x + w + 8, y + 76, x + w + 8, y + 82, x - 8, y + 82], shade(accent, 0.3));
  return out + stripes(x - 8, y + 40, w + 16, 36, tint(accent, 0.35));
}

function stripes(x: number, y: number, w: number, h: number, color: string): string {
  let d = "";
  for (let sx = x + 8; sx < x + w; sx += 26) d += `M${n(sx)} ${n(y)}h10v${n(h)}h-10Z`;
  return `<path d="${d}" fill="${color}" opacity=".5"/>`;
}

/** A logistics warehouse: ribbed cladding, roller doors and a glazed office block. */
export function warehouse(c: Canvas, p: Palette, rng: Rng, x: number, base: number, w: number): string {
  const h = w * 0.22;
  const dx = w * 0.16;
  const dy = w * 0.07;
  const cladding = rng.pick(["#D9DEE3", "#E8E2D6", "#CBD5DB"]);
  const ribs = c.pattern(
    "ribs",
    14,
    20,
    rect(0, 0, 3, 20, "#000000", { opacity: 0.08 }) + rect(3, 0, 1.5, 20, "#FFFFFF", { opacity: 0.35 }),
  );
  const front = c.linear([
    [0, tint(cladding, 0.3)],
    [1, shade(cladding, 0.05)],
  ]);
  let out = shadow(c, x + w / 2 + dx, base + 8, w * 0.65, 24, 0.3);
  out += box(x, base - h, w, h, dx, dy, { front, side: shade(cladding, 0.22), top: tint(cladding, 0.4) });
  out +=
    rect(x, base - h, w, h, ribs) +
    poly([x + w, base - h, x + w + dx, base - h - dy, x + w + dx, base - dy, x + w, base], ribs);
  out += rect(x, base - h, w, 10, rng.pick(["#12324F", "#C8A45D", "#2F5D50"]));
  const doors = 4;
  for (let i = 0; i < doors; i++) {
    const dxp = x + w * 0.32 + i * w * 0.16;
    out += rect(
      dxp,
      base - h * 0.62,
      w * 0.11,
      h * 0.62,
      c.pattern("door", 10, 8, rect(0, 0, 10, 8, "#8E969D") + rect(0, 6, 10, 2, "#6F777E")),
    );
    out += rect(dxp - 4, base - h * 0.66, w * 0.11 + 8, 6, "#4A5259");
  }
  out += box(x - w * 0.02, base - h * 1.12, w * 0.26, h * 1.12, dx * 0.3, dy * 0.3, {
    front: tint(p.wall, 0.2),
    side: p.wallShade,
    top: tint(p.wall, 0.5),
  });
  out += glazing(c, p, x + w * 0.01, base - h, w * 0.2, h * 0.42, 4);
  out += glazing(c, p, x + w * 0.01, base - h * 0.48, w * 0.2, h * 0.38, 4);
  return out + truck(x + w * 0.7, base + 60, 1.3);
}

function truck(x: number, y: number, s: number): string {
  const u = (v: number) => v * s;
  return (
    rect(x, y - u(60), u(120), u(52), "#F4F4F2") +
    rect(x + u(120), y - u(46), u(36), u(38), "#12324F") +
    rect(x + u(130), y - u(42), u(18), u(14), "#9CC2DE") +
    `<circle cx="${n(x + u(24))}" cy="${n(y - u(6))}" r="${n(u(9))}" fill="#222"/>` +
    `<circle cx="${n(x + u(98))}" cy="${n(y - u(6))}" r="${n(u(9))}" fill="#222"/>` +
    `<circle cx="${n(x + u(140))}" cy="${n(y - u(6))}" r="${n(u(9))}" fill="#222"/>`
  );
}
