/**
 * Wide scenes: skylines for locations and heroes (1600x900), and editorial
 * illustrations for blogs, golden visa, offers and investments: a soft city
 * backdrop with one clear subject in front.
 */

import { tower } from "./art-buildings";
import {
  BRAND,
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
import {
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
  water,
} from "./art-landscape";
import { createRng, type Rng } from "./random";

export const SKYLINE_SIZE = { width: 1600, height: 900 } as const;
export const BLOG_SIZE = { width: 1200, height: 800 } as const;

// ---------------------------------------------------------------- skylines

/** A city skyline over the water (coastal) or over the desert edge. */
export function skyline(seed: number, opts: { coastal: boolean; time?: TimeOfDay }): string {
  const rng = createRng(seed);
  const p = pickPalette(rng, opts.time);
  const c = new Canvas(SKYLINE_SIZE.width, SKYLINE_SIZE.height);
  const horizon = opts.coastal ? 620 : 680;
  sky(c, p, horizon);
  const [sx, sy, sr] = sunSpot(p, rng, c.w, horizon);
  sun(c, p, sx, sy, sr);
  clouds(c, p, rng, 4, horizon * 0.5);
  horizonHaze(c, p, horizon, horizon * 0.4);
  const city = cityBlock(c, p, rng, horizon);
  if (opts.coastal) {
    const id = c.symbol("city", city + (rng.chance(0.5) ? sailHotel(p, rng.float(1250, 1450), horizon) : ""));
    c.add(c.use(id, 0, 0));
    water(c, p, rng, horizon + 10, id);
    if (p.time !== "noon") sunGlitter(c, p, rng, sx, horizon + 10);
    c.add(
      rect(
        0,
        horizon,
        c.w,
        12,
        c.linear([
          [0, tint(p.sand[0], 0.3)],
          [1, p.wallShade],
        ]),
      ),
    );
  } else {
    c.add(city);
    sandGround(c, p, horizon);
    road(c, p, horizon + 90);
  }
  const palm = palmSymbol(c, p);
  for (const x of [60, 200, 1420, 1540])
    c.add(c.use(palm, x, horizon + (opts.coastal ? 6 : 120), opts.coastal ? 0.8 : 1.4));
  return c.toString(opts.coastal ? "Waterfront skyline" : "City skyline at the desert edge");
}

function cityBlock(c: Canvas, p: Palette, rng: Rng, horizon: number): string {
  let out = cityLayer(c, p, rng, {
    x0: 0,
    x1: c.w,
    base: horizon,
    minH: 50,
    maxH: 170,
    far: 0.8,
    landmark: rng.chance(0.6),
  });
  out += cityLayer(c, p, rng, { x0: 0, x1: c.w, base: horizon, minH: 60, maxH: 240, far: 0.55 });
  const crowns = rng.shuffle(["spire", "step", "fins", "slant", "flat"] as const);
  const slots = rng
    .shuffle([0.1, 0.3, 0.5, 0.7, 0.86])
    .slice(0, 4)
    .sort((a, b) => a - b);
  const hero = rng.int(0, 3);
  slots.forEach((slot, i) => {
    const w = rng.float(80, 120);
    const h = i === hero ? rng.float(420, 500) : rng.float(190, 360);
    const crown = crowns[i] ?? "flat";
    out += tower(c, p, rng, {
      x: c.w * slot + rng.float(-40, 40),
      base: horizon,
      w,
      h: crown === "step" ? h * 0.8 : h,
      depth: w * 0.32,
      crown,
      facade: rng.pick(["glass", "balcony", "bands"]),
    });
  });
  return out;
}

/** A sail-shaped hotel on its own island. */
function sailHotel(p: Palette, x: number, base: number): string {
  const h = 300;
  return (
    path(
      `M${n(x)} ${n(base)}V${n(base - h)}Q${n(x + 120)} ${n(base - h * 0.55)} ${n(x + 110)} ${n(base)}Z`,
      tint(p.wall, 0.3),
    ) +
    path(
      `M${n(x + 8)} ${n(base - 20)}V${n(base - h + 40)}Q${n(x + 92)} ${n(base - h * 0.5)} ${n(x + 96)} ${n(base - 20)}Z`,
      mix(p.glassLight, p.wall, 0.4),
    ) +
    rect(x - 6, base - h - 30, 6, h + 30, shade(p.wallShade, 0.2)) +
    rect(x - 30, base - 8, 170, 8, p.wallShade)
  );
}

function road(c: Canvas, p: Palette, y: number): void {
  c.add(rect(0, y, c.w, 70, shade(p.sand[1], 0.55)));
  if (p.lit) {
    c.add(path(`M0 ${y + 22}H${c.w}`, "none", { stroke: p.lamp, "stroke-width": 4, opacity: 0.8 }));
    c.add(path(`M0 ${y + 48}H${c.w}`, "none", { stroke: "#E0484A", "stroke-width": 4, opacity: 0.7 }));
  } else
    c.add(
      path(`M0 ${y + 35}H${c.w}`, "none", {
        stroke: "#FFFFFF",
        "stroke-width": 3,
        "stroke-dasharray": "40 30",
        opacity: 0.7,
      }),
    );
}

// ---------------------------------------------------------------- editorial

export type Topic = "market" | "investment" | "golden-visa" | "lifestyle" | "legal" | "launch" | "news" | "offer";

type Frame = { c: Canvas; p: Palette; rng: Rng };

/** A soft backdrop: sky, a low pale skyline and a floor, leaving room for a subject. */
function editorialBackdrop(f: Frame, horizon: number): void {
  const { c, p, rng } = f;
  sky(c, p, horizon);
  const [sx, sy, sr] = sunSpot(p, rng, c.w, horizon);
  sun(c, p, sx, sy, sr);
  clouds(c, p, rng, 3, horizon * 0.5);
  horizonHaze(c, p, horizon, horizon * 0.4);
  c.add(
    cityLayer(c, p, rng, {
      x0: 0,
      x1: c.w,
      base: horizon,
      minH: c.h * 0.08,
      maxH: c.h * 0.3,
      far: 0.72,
      landmark: true,
    }),
  );
  c.add(
    rect(
      0,
      horizon,
      c.w,
      c.h - horizon,
      c.linear([
        [0, tint(p.sand[0], 0.2)],
        [1, p.sand[1]],
      ]),
    ),
  );
}

/** An editorial illustration for a topic at any size (blogs 1200x800, promos 1200x900). */
export function editorial(
  topic: Topic,
  seed: number,
  w: number = BLOG_SIZE.width,
  h: number = BLOG_SIZE.height,
): string {
  const rng = createRng(seed);
  const time: TimeOfDay | undefined =
    topic === "golden-visa" || topic === "offer" ? rng.pick(["dusk", "dawn"]) : undefined;
  const f: Frame = { c: new Canvas(w, h), p: pickPalette(rng, time), rng };
  const horizon = h * 0.7;
  if (topic === "lifestyle") return beach(f);
  editorialBackdrop(f, horizon);
  const s = Math.min(w / 1200, h / 800);
  const cx = w / 2;
  const base = horizon + 60 * s;
  const subjects: Record<Exclude<Topic, "lifestyle">, () => string> = {
    market: () => chartCard(f, cx, base, s),
    investment: () => coins(f, cx, base, s),
    "golden-visa": () => visaCard(f, cx, base, s),
    legal: () => documents(f, cx, base, s),
    launch: () => construction(f, cx, base, s),
    news: () => tablet(f, cx, base, s),
    offer: () => offerTag(f, cx, base, s),
  };
  f.c.add(subjects[topic]());
  return f.c.toString(TITLES[topic]);
}

const TITLES: Record<Topic, string> = {
  market: "Property market chart over the Dubai skyline",
  investment: "Stacks of coins growing into towers",
  "golden-visa": "Golden residence card and passport",
  lifestyle: "Beach, palms and the sea at Dubai",
  legal: "Contract, seal and calculator",
  launch: "New tower under construction with a crane",
  news: "Tablet with the latest property news",
  offer: "Limited-time offer on new homes",
};

/** A white card casting a soft shadow. */
function card(f: Frame, x: number, y: number, w: number, h: number, s: number): string {
  return (
    shadow(f.c, x + w / 2, y + h + 10 * s, w * 0.55, 22 * s, 0.3) +
    rrect(x, y, w, h, 18 * s, "#FFFFFF") +
    rrect(x, y, w, 6 * s, 3 * s, BRAND.gold)
  );
}

/** Lines of placeholder text. */
function textLines(x: number, y: number, widths: number[], s: number, color = "#D9D4CB"): string {
  return widths.map((w, i) => rrect(x, y + i * 22 * s, w * s, 10 * s, 5 * s, color)).join("");
}

function chartCard(f: Frame, cx: number, base: number, s: number): string {
  const w = 560 * s;
  const h = 340 * s;
  const x = cx - w / 2;
  const y = base - h;
  const pts: number[] = [];
  let v = 0.25;
  for (let i = 0; i <= 8; i++) {
    pts.push(x + 40 * s + (i * (w - 80 * s)) / 8, y + h - 50 * s - v * (h - 140 * s));
    v = Math.min(1, Math.max(0.1, v + f.rng.float(-0.08, 0.2)));
  }
  let d = `M${n(pts[0] as number)} ${n(pts[1] as number)}`;
  for (let i = 2; i < pts.length; i += 2) d += `L${n(pts[i] as number)} ${n(pts[i + 1] as number)}`;
  const area = `${d}V${n(y + h - 40 * s)}H${n(pts[0] as number)}Z`;
  let grid = "";
  for (let i = 0; i < 4; i++) grid += rect(x + 40 * s, y + 90 * s + i * 55 * s, w - 80 * s, 1.5, "#ECE7DE");
  const last = pts.length - 2;
  return (
    card(f, x, y, w, h, s) +
    textLines(x + 40 * s, y + 34 * s, [180, 110], s, "#C9C2B6") +
    rrect(x + w - 150 * s, y + 30 * s, 110 * s, 36 * s, 18 * s, tint(BRAND.gold, 0.75)) +
    path(`M${n(x + w - 128 * s)} ${n(y + 56 * s)}l${n(12 * s)} ${n(-14 * s)}l${n(12 * s)} ${n(14 * s)}Z`, BRAND.gold) +
    rrect(x + w - 100 * s, y + 42 * s, 46 * s, 10 * s, 5 * s, BRAND.gold) +
    grid +
    path(
      area,
      f.c.linear([
        [0, BRAND.gold, 0.45],
        [1, BRAND.gold, 0.02],
      ]),
    ) +
    path(d, "none", { stroke: BRAND.navy, "stroke-width": 4 * s, "stroke-linejoin": "round" }) +
    circle(pts[last] as number, pts[last + 1] as number, 9 * s, BRAND.gold, {
      stroke: "#FFFFFF",
      "stroke-width": 4 * s,
    })
  );
}

function coins(f: Frame, cx: number, base: number, s: number): string {
  let out = "";
  const heights = [2, 4, 6, 8, 10];
  heights.forEach((count, i) => {
    const x = cx + (i - 2) * 120 * s;
    out += shadow(f.c, x, base + 8 * s, 60 * s, 12 * s, 0.3);
    for (let k = 0; k < count; k++) out += coin(x, base - k * 16 * s, s);
    out += ellipse(x, base - count * 16 * s + 2 * s, 34 * s, 8 * s, "none", {
      stroke: BRAND.gold,
      "stroke-width": 2 * s,
    });
  });
  const tx = cx + 330 * s;
  out += tower(f.c, f.p, f.rng, { x: tx, base, w: 70 * s, h: 330 * s, depth: 24 * s, crown: "spire", facade: "glass" });
  out += path(
    `M${n(cx - 300 * s)} ${n(base - 120 * s)}Q${n(cx)} ${n(base - 200 * s)} ${n(cx + 250 * s)} ${n(base - 330 * s)}`,
    "none",
    { stroke: BRAND.navy, "stroke-width": 5 * s, "stroke-dasharray": `${n(14 * s)} ${n(10 * s)}` },
  );
  return (
    out + poly([cx + 250 * s, base - 356 * s, cx + 276 * s, base - 318 * s, cx + 232 * s, base - 318 * s], BRAND.navy)
  );
}

function coin(x: number, y: number, s: number): string {
  return (
    rect(x - 50 * s, y - 14 * s, 100 * s, 14 * s, "#B28D45") +
    ellipse(x, y, 50 * s, 14 * s, "#A88240") +
    ellipse(x, y - 14 * s, 50 * s, 14 * s, "#E2C27E")
  );
}

function visaCard(f: Frame, cx: number, base: number, s: number): string {
  const w = 420 * s;
  const h = 260 * s;
  const x = cx - w / 2 + 60 * s;
  const y = base - h - 30 * s;
  const gold = f.c.linear(
    [
      [0, "#F1DBA2"],
      [0.5, "#C8A45D"],
      [1, "#9E7B36"],
    ],
    0,
    0,
    1,
    1,
  );
  const passport =
    group(
      rrect(cx - 300 * s, base - 330 * s, 220 * s, 300 * s, 14 * s, BRAND.navy) +
        circle(cx - 190 * s, base - 200 * s, 50 * s, "none", { stroke: BRAND.gold, "stroke-width": 4 * s }) +
        palmMark(cx - 190 * s, base - 200 * s, 30 * s) +
        rrect(cx - 250 * s, base - 110 * s, 120 * s, 10 * s, 5 * s, BRAND.gold),
      { transform: `rotate(-8 ${n(cx - 190 * s)} ${n(base - 180 * s)})` },
    ) + shadow(f.c, cx - 190 * s, base - 20 * s, 140 * s, 16 * s);
  return (
    passport +
    shadow(f.c, x + w / 2, y + h + 16 * s, w * 0.55, 20 * s, 0.35) +
    rrect(x, y, w, h, 22 * s, gold) +
    rrect(
      x,
      y,
      w,
      h,
      22 * s,
      f.c.linear(
        [
          [0, "#FFFFFF", 0],
          [0.45, "#FFFFFF", 0.35],
          [0.55, "#FFFFFF", 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    rrect(x + 36 * s, y + 86 * s, 64 * s, 48 * s, 8 * s, "#E9D29A", { stroke: "#9E7B36", "stroke-width": 2 * s }) +
    circle(x + w - 80 * s, y + 80 * s, 44 * s, "none", { stroke: "#FFFFFF", "stroke-width": 3 * s, opacity: 0.8 }) +
    palmMark(x + w - 80 * s, y + 80 * s, 26 * s, "#FFFFFF") +
    textLines(x + 36 * s, y + 170 * s, [220, 160, 120], s, "#FFFFFF")
  );
}

/** A minimal palm emblem centred on (x, y). */
function palmMark(x: number, y: number, r: number, color: string = BRAND.gold): string {
  let d = `M${n(x)} ${n(y + r)}V${n(y - r * 0.2)}`;
  for (const a of [-70, -35, 0, 35, 70]) {
    const rad = ((a - 90) * Math.PI) / 180;
    d += `M${n(x)} ${n(y - r * 0.2)}q${n(Math.cos(rad) * r * 0.5)} ${n(Math.sin(rad) * r * 0.7)} ${n(Math.cos(rad) * r)} ${n(Math.sin(rad) * r * 0.6 + r * 0.2)}`;
  }
  return path(d, "none", { stroke: color, "stroke-width": n(r * 0.12), "stroke-linecap": "round" });
}

function documents(f: Frame, cx: number, base: number, s: number): string {
  const x = cx - 260 * s;
  const y = base - 380 * s;
  const paper = (dx: number, rot: number) =>
    group(
      rrect(x + dx, y, 300 * s, 380 * s, 10 * s, "#FFFFFF") +
        textLines(x + dx + 30 * s, y + 50 * s, [200, 240, 220, 240, 180, 230, 140], s),
      {
        transform: `rotate(${rot} ${n(x + dx + 150 * s)} ${n(y + 190 * s)})`,
      },
    );
  const seal =
    circle(x + 230 * s, y + 320 * s, 44 * s, BRAND.gold) +
    circle(x + 230 * s, y + 320 * s, 30 * s, "none", { stroke: "#FFFFFF", "stroke-width": 3 * s }) +
    poly(
      [
        x + 210 * s,
        y + 356 * s,
        x + 200 * s,
        y + 410 * s,
        x + 222 * s,
        y + 398 * s,
        x + 236 * s,
        y + 414 * s,
        x + 242 * s,
        y + 360 * s,
      ],
      shade(BRAND.gold, 0.25),
    );
  return (
    shadow(f.c, cx - 80 * s, base + 6 * s, 260 * s, 20 * s, 0.3) +
    paper(40 * s, 6) +
    paper(0, -3) +
    seal +
    calculator(cx + 170 * s, base - 260 * s, s) +
    pen(cx + 90 * s, base - 40 * s, s)
  );
}

function calculator(x: number, y: number, s: number): string {
  let keys = "";
  for (let r = 0; r < 4; r++)
    for (let k = 0; k < 3; k++)
      keys += rrect(
        x + 22 * s + k * 52 * s,
        y + 100 * s + r * 36 * s,
        40 * s,
        26 * s,
        6 * s,
        k === 2 && r === 3 ? BRAND.gold : "#34495F",
      );
  return (
    rrect(x, y, 200 * s, 260 * s, 18 * s, BRAND.navy) +
    rrect(x + 20 * s, y + 22 * s, 160 * s, 56 * s, 8 * s, "#CFE3D7") +
    keys
  );
}

function pen(x: number, y: number, s: number): string {
  return group(
    rrect(x, y, 220 * s, 16 * s, 8 * s, BRAND.ink) +
      rect(x + 160 * s, y, 14 * s, 16 * s, BRAND.gold) +
      poly([x + 220 * s, y, x + 250 * s, y + 8 * s, x + 220 * s, y + 16 * s], "#D9D4CB"),
    {
      transform: `rotate(-18 ${n(x)} ${n(y)})`,
    },
  );
}

function construction(f: Frame, cx: number, base: number, s: number): string {
  const { c, p, rng } = f;
  const x = cx - 80 * s;
  const w = 170 * s;
  const h = 430 * s;
  let out = tower(c, p, rng, { x, base, w, h: h * 0.62, depth: 50 * s, crown: "flat", facade: "glass" });
  let frame = "";
  const top = base - h;
  for (let y = base - h * 0.62; y > top; y -= 28 * s) frame += `M${n(x)} ${n(y)}h${n(w)}`;
  for (let xx = x; xx <= x + w; xx += w / 5) frame += `M${n(xx)} ${n(base - h * 0.62)}V${n(top)}`;
  out += path(frame, "none", { stroke: shade(p.wallShade, 0.2), "stroke-width": 3 * s });
  const mastX = x + w + 90 * s;
  let lattice = "";
  for (let y = base; y > top - 60 * s; y -= 24 * s)
    lattice += `M${n(mastX)} ${n(y)}l${n(18 * s)} ${n(-24 * s)}M${n(mastX + 18 * s)} ${n(y)}l${n(-18 * s)} ${n(-24 * s)}`;
  const jibY = top - 60 * s;
  out += rect(mastX, jibY, 18 * s, base - jibY, "none", { stroke: BRAND.gold, "stroke-width": 3 * s });
  out += path(lattice, "none", { stroke: BRAND.gold, "stroke-width": 2 * s });
  out +=
    rect(mastX - 320 * s, jibY - 14 * s, 460 * s, 14 * s, BRAND.gold) +
    rect(mastX + 80 * s, jibY, 50 * s, 40 * s, "#5A5A5A");
  out += path(`M${n(mastX - 220 * s)} ${n(jibY)}V${n(jibY + 160 * s)}`, "none", {
    stroke: BRAND.ink,
    "stroke-width": 2 * s,
  });
  return out + rect(mastX - 250 * s, jibY + 160 * s, 60 * s, 30 * s, tint(p.glassLight, 0.2));
}

function tablet(f: Frame, cx: number, base: number, s: number): string {
  const w = 520 * s;
  const h = 360 * s;
  const x = cx - w / 2;
  const y = base - h;
  let bars = "";
  for (let i = 0; i < 6; i++)
    bars += rect(
      x + w * 0.58 + i * 28 * s,
      y + h - 60 * s - (40 + i * 22) * s,
      18 * s,
      (40 + i * 22) * s,
      i === 5 ? BRAND.gold : tint(BRAND.navy, 0.3),
    );
  return (
    shadow(f.c, cx, base + 10 * s, w * 0.55, 20 * s, 0.3) +
    rrect(x, y, w, h, 26 * s, BRAND.ink) +
    rrect(x + 18 * s, y + 18 * s, w - 36 * s, h - 36 * s, 12 * s, "#FBFAF7") +
    rrect(x + 40 * s, y + 40 * s, 110 * s, 24 * s, 12 * s, "#E0484A") +
    textLines(x + 40 * s, y + 90 * s, [240, 200, 220], s, BRAND.navy) +
    textLines(x + 40 * s, y + 170 * s, [200, 180, 210, 150], s) +
    bars
  );
}

function offerTag(f: Frame, cx: number, base: number, s: number): string {
  const { c, p, rng } = f;
  let out = tower(c, p, rng, {
    x: cx - 260 * s,
    base,
    w: 120 * s,
    h: 380 * s,
    depth: 36 * s,
    crown: "step",
    facade: "glass",
  });
  out += tower(c, p, rng, {
    x: cx - 100 * s,
    base,
    w: 90 * s,
    h: 280 * s,
    depth: 30 * s,
    crown: "fins",
    facade: "balcony",
  });
  const tx = cx + 110 * s;
  const ty = base - 300 * s;
  const tag = [
    tx,
    ty + 60 * s,
    tx + 60 * s,
    ty,
    tx + 240 * s,
    ty,
    tx + 240 * s,
    ty + 160 * s,
    tx + 60 * s,
    ty + 160 * s,
    tx,
    ty + 100 * s,
  ];
  out += shadow(c, tx + 120 * s, base, 150 * s, 14 * s, 0.3);
  out += path(
    `M${n(tx + 40 * s)} ${n(ty + 80 * s)}Q${n(tx - 10 * s)} ${n(ty - 40 * s)} ${n(tx - 60 * s)} ${n(ty - 70 * s)}`,
    "none",
    { stroke: BRAND.ink, "stroke-width": 3 * s },
  );
  out +=
    poly(
      tag,
      c.linear(
        [
          [0, "#F1DBA2"],
          [1, "#B38D45"],
        ],
        0,
        0,
        1,
        1,
      ),
    ) + circle(tx + 40 * s, ty + 80 * s, 10 * s, "#FFFFFF");
  out +=
    circle(tx + 120 * s, ty + 55 * s, 14 * s, "none", { stroke: BRAND.ink, "stroke-width": 7 * s }) +
    circle(tx + 190 * s, ty + 110 * s, 14 * s, "none", { stroke: BRAND.ink, "stroke-width": 7 * s });
  return (
    out +
    path(`M${n(tx + 195 * s)} ${n(ty + 40 * s)}L${n(tx + 115 * s)} ${n(ty + 125 * s)}`, "none", {
      stroke: BRAND.ink,
      "stroke-width": 8 * s,
      "stroke-linecap": "round",
    })
  );
}

/** Beach, sea and palms with the skyline across the water. */
function beach(f: Frame): string {
  const { c, p, rng } = f;
  const horizon = c.h * 0.55;
  sky(c, p, horizon);
  const [sx, sy, sr] = sunSpot(p, rng, c.w, horizon);
  sun(c, p, sx, sy, sr);
  clouds(c, p, rng, 3, horizon * 0.5);
  c.add(
    cityLayer(c, p, rng, { x0: c.w * 0.35, x1: c.w, base: horizon, minH: 30, maxH: 160, far: 0.7, landmark: true }),
  );
  water(c, p, rng, horizon);
  c.add(
    path(
      `M0 ${n(c.h * 0.72)}Q${n(c.w * 0.5)} ${n(c.h * 0.64)} ${n(c.w)} ${n(c.h * 0.76)}V${c.h}H0Z`,
      c.linear([
        [0, tint(p.sand[0], 0.2)],
        [1, p.sand[1]],
      ]),
    ),
  );
  c.add(
    path(`M0 ${n(c.h * 0.72)}Q${n(c.w * 0.5)} ${n(c.h * 0.64)} ${n(c.w)} ${n(c.h * 0.76)}`, "none", {
      stroke: "#FFFFFF",
      "stroke-width": 5,
      opacity: 0.6,
    }),
  );
  const palm = palmSymbol(c, p);
  c.add(c.use(palm, 130, c.h * 0.95, 3.6), c.use(palm, 300, c.h * 0.9, 2.4));
  const ux = c.w * 0.66;
  const uy = c.h * 0.82;
  c.add(shadow(c, ux + 40, uy + 10, 140, 16) + rect(ux - 3, uy - 170, 6, 170, "#F4F1EA"));
  c.add(
    path(`M${n(ux - 140)} ${n(uy - 150)}Q${n(ux)} ${n(uy - 250)} ${n(ux + 140)} ${n(uy - 150)}Z`, BRAND.gold) +
      path(`M${n(ux - 50)} ${n(uy - 168)}Q${n(ux)} ${n(uy - 245)} ${n(ux + 50)} ${n(uy - 168)}Z`, "#FFFFFF", {
        opacity: 0.8,
      }),
  );
  return c.toString(TITLES.lifestyle);
}
