/**
 * Brand marks for fictional developers and agencies (320x160 wordmarks) and
 * abstract initials portraits for testimonials (256x256).
 */
import { BRAND, Canvas, circle, FONT, mix, n, path, poly, rect, rrect, shade, text, tint } from "./art-kit";
import { createRng } from "./random";

export const LOGO_SIZE = { width: 320, height: 160 } as const;
export const AVATAR_SIZE = { width: 256, height: 256 } as const;

const MARK_COLOURS = [BRAND.navy, "#1F4E5A", "#7A3E2E", "#2F5D50", "#3B3561", BRAND.ink];

type Mark = (x: number, y: number, s: number, main: string, initial: string) => string;

const letter = (x: number, y: number, s: number, initial: string, fill: string) =>
  `<text x="${n(x)}" y="${n(y + s * 0.2)}" font-family="${FONT}" font-size="${n(s * 0.56)}" font-weight="700" fill="${fill}" text-anchor="middle">${initial}</text>`;

/** Marks drawn in an s-by-s box centred on (x, y). */
const MARKS: Mark[] = [
  (x, y, s, main, i) =>
    path(
      `M${n(x - s / 2)} ${n(y + s / 2)}V${n(y - s * 0.05)}Q${n(x - s / 2)} ${n(y - s / 2)} ${n(x)} ${n(y - s / 2)}Q${n(x + s / 2)} ${n(y - s / 2)} ${n(x + s / 2)} ${n(y - s * 0.05)}V${n(y + s / 2)}Z`,
      main,
    ) + letter(x, y + s * 0.08, s, i, BRAND.gold),
  (x, y, s, _m, i) => poly(hexagon(x, y, s / 2), BRAND.gold) + letter(x, y, s, i, "#FFFFFF"),
  (x, y, s, main) =>
    rect(x - s / 2, y - s * 0.1, s * 0.26, s * 0.6, main) +
    rect(x - s * 0.13, y - s / 2, s * 0.26, s, BRAND.gold) +
    rect(x + s * 0.24, y - s * 0.28, s * 0.26, s * 0.78, main),
  (x, y, s, main, i) =>
    poly([x, y - s / 2, x + s / 2, y, x, y + s / 2, x - s / 2, y], main) +
    poly([x, y - s / 2, x + s / 2, y, x, y], BRAND.gold, { opacity: 0.9 }) +
    letter(x - s * 0.06, y + s * 0.04, s * 0.8, i, "#FFFFFF"),
  (x, y, s, main) =>
    circle(x, y - s * 0.08, s * 0.32, BRAND.gold) +
    path(
      `M${n(x - s / 2)} ${n(y + s * 0.22)}q${n(s / 4)} ${n(-s * 0.14)} ${n(s / 2)} 0t${n(s / 2)} 0M${n(x - s / 2)} ${n(y + s * 0.42)}q${n(s / 4)} ${n(-s * 0.14)} ${n(s / 2)} 0t${n(s / 2)} 0`,
      "none",
      { stroke: main, "stroke-width": n(s * 0.09), "stroke-linecap": "round" },
    ),
  (x, y, s, main, i) =>
    circle(x, y, s * 0.46, "none", { stroke: main, "stroke-width": n(s * 0.07) }) +
    circle(x, y, s * 0.36, "none", { stroke: BRAND.gold, "stroke-width": n(s * 0.03) }) +
    letter(x, y, s * 0.95, i, main),
  (x, y, s, main) => rrect(x - s / 2, y - s / 2, s, s, s * 0.2, main) + path(skylineMark(x, y, s), BRAND.gold),
];

function hexagon(cx: number, cy: number, r: number): number[] {
  const pts: number[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k - Math.PI / 2;
    pts.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  return pts;
}

function skylineMark(x: number, y: number, s: number): string {
  const b = y + s * 0.32;
  const bars: [number, number, number][] = [
    [-0.34, 0.14, 0.3],
    [-0.18, 0.14, 0.5],
    [-0.02, 0.14, 0.62],
    [0.14, 0.12, 0.4],
    [0.28, 0.08, 0.22],
  ];
  return bars.map(([dx, w, h]) => `M${n(x + dx * s)} ${n(b)}v${n(-h * s)}h${n(w * s)}v${n(h * s)}Z`).join("");
}

/**
 * A wordmark for a firm: a geometric mark, the name and a letter-spaced tagline,
 * on white so it sits on any card or logo strip.
 */
export function logo(name: string, tagline: string, seed: number): string {
  const rng = createRng(seed);
  const c = new Canvas(LOGO_SIZE.width, LOGO_SIZE.height);
  const main = rng.pick(MARK_COLOURS);
  const mark = MARKS[seed % MARKS.length] as Mark;
  c.add(rect(0, 0, c.w, c.h, "#FFFFFF"));
  c.add(mark(62, 80, 64, main, initials(name).slice(0, 1)));
  const size = Math.min(30, 190 / (name.length * 0.62));
  c.add(
    text(108, 84, name, {
      "font-size": n(size),
      "font-weight": 800,
      fill: BRAND.ink,
      "letter-spacing": n(size * 0.02),
    }),
  );
  c.add(
    text(109, 84 + Math.max(16, size * 0.8), tagline.toUpperCase(), {
      "font-size": 10,
      "font-weight": 600,
      fill: shade(BRAND.gold, 0.15),
      "letter-spacing": 2.6,
    }),
  );
  return c.toString(`${name} logo`);
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}

const AVATAR_TONES: [string, string][] = [
  ["#12324F", "#2E5E86"],
  ["#7A3E2E", "#C07A54"],
  ["#2F5D50", "#6F9A7C"],
  ["#3B3561", "#7068A8"],
  ["#8A6A2F", "#C8A45D"],
  ["#1F4E5A", "#4F8E9B"],
];

/** An abstract portrait: layered soft discs in two tones behind the person's initials. */
export function avatar(name: string, seed: number): string {
  const rng = createRng(seed);
  const [deep, light] = AVATAR_TONES[seed % AVATAR_TONES.length] as [string, string];
  const c = new Canvas(AVATAR_SIZE.width, AVATAR_SIZE.height);
  c.add(
    rect(
      0,
      0,
      256,
      256,
      c.linear(
        [
          [0, light],
          [1, deep],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(circle(rng.float(30, 80), rng.float(180, 230), 130, mix(deep, "#000000", 0.2), { opacity: 0.35 }));
  c.add(
    circle(
      rng.float(170, 220),
      rng.float(30, 70),
      90,
      c.radial([
        [0, "#FFFFFF", 0.35],
        [1, "#FFFFFF", 0],
      ]),
    ),
  );
  c.add(path("M0 210Q128 150 256 200V256H0Z", mix(deep, "#000000", 0.25), { opacity: 0.4 }));
  c.add(circle(128, 128, 100, "none", { stroke: tint(BRAND.gold, 0.25), "stroke-width": 3, opacity: 0.7 }));
  c.add(
    text(128, 153, initials(name), {
      "font-size": 76,
      "font-weight": 700,
      fill: "#FFFFFF",
      "text-anchor": "middle",
      "letter-spacing": 1,
    }),
  );
  return c.toString(`Portrait of ${name}`);
}
