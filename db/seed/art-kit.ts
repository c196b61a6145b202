/**
 * Shared drawing kit for the generated demo art: a tiny SVG document builder with
 * de-duplicated gradients, number formatting that keeps files small, colour mixing
 * and the four time-of-day palettes every scene draws from.
 */
import type { Rng } from "./random";

// ---------------------------------------------------------------- numbers and colours

/** A number with at most one decimal, the precision the art needs. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);

function toRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] as number) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

export const shade = (c: string, t: number) => mix(c, "#000000", t);
export const tint = (c: string, t: number) => mix(c, "#ffffff", t);

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// ---------------------------------------------------------------- brand and palettes

export const BRAND = { ink: "#0B1B2B", navy: "#12324F", sand: "#F5EFE6", gold: "#C8A45D", white: "#FFFFFF" } as const;
export const FONT = "Manrope, system-ui, sans-serif";

export type TimeOfDay = "dawn" | "noon" | "dusk" | "night";

export type Palette = {
  time: TimeOfDay;
  /** Sky from zenith to horizon. */
  sky: [string, string, string];
  sun: string;
  glow: string;
  haze: string;
  glassLight: string;
  glassDark: string;
  wall: string;
  wallShade: string;
  sand: [string, string];
  water: [string, string];
  green: [string, string];
  /** Warm window light. */
  lamp: string;
  lit: boolean;
};

const PALETTES: Record<TimeOfDay, Palette[]> = {
  dawn: [
    {
      time: "dawn",
      sky: ["#7E9CC4", "#E9BFB0", "#FBE2C4"],
      sun: "#FFF3DC",
      glow: "#FFD9A8",
      haze: "#D6C0C2",
      glassLight: "#B9CBE0",
      glassDark: "#5A6F93",
      wall: "#F3E6D6",
      wallShade: "#D2BBA4",
      sand: ["#EED8BA", "#D8B991"],
      water: ["#A9C3D8", "#5F84A8"],
      green: ["#7E9B6A", "#4D6A48"],
      lamp: "#FFE2A6",
      lit: false,
    },
    {
      time: "dawn",
      sky: ["#9DB5D6", "#F0D2C0", "#FCEBD5"],
      sun: "#FFF6E6",
      glow: "#FFE3BD",
      haze: "#D9CCCB",
      glassLight: "#C6D6E6",
      glassDark: "#60789A",
      wall: "#F5EADC",
      wallShade: "#D6C2AC",
      sand: ["#F0DDC2", "#DBBF9B"],
      water: ["#B4CCDD", "#6A8DAE"],
      green: ["#83A06F", "#52704C"],
      lamp: "#FFE6B0",
      lit: false,
    },
  ],
  noon: [
    {
      time: "noon",
      sky: ["#3F82C8", "#86BCE8", "#E1F0F8"],
      sun: "#FFFDF0",
      glow: "#FFF6D8",
      haze: "#BBD3E6",
      glassLight: "#B6DAF2",
      glassDark: "#35658F",
      wall: "#F7F1E8",
      wallShade: "#D9CBB8",
      sand: ["#F2E3C7", "#DFC69E"],
      water: ["#49AACB", "#1D6C96"],
      green: ["#6F9E5B", "#3E6B3C"],
      lamp: "#FFF1CF",
      lit: false,
    },
    {
      time: "noon",
      sky: ["#5A93CF", "#9CC8EC", "#EAF3F7"],
      sun: "#FFFFF4",
      glow: "#FFF8E2",
      haze: "#C7D9E6",
      glassLight: "#C2E0F2",
      glassDark: "#3D6D94",
      wall: "#F8F3EA",
      wallShade: "#DCCDB9",
      sand: ["#F4E6CC", "#E2CAA3"],
      water: ["#58B3CF", "#24759C"],
      green: ["#76A261", "#436F40"],
      lamp: "#FFF3D6",
      lit: false,
    },
  ],
  dusk: [
    {
      time: "dusk",
      sky: ["#2A2D5C", "#B85C7A", "#F5A65E"],
      sun: "#FFD897",
      glow: "#FFB870",
      haze: "#8E6483",
      glassLight: "#E7A982",
      glassDark: "#3B365C",
      wall: "#E9CDB4",
      wallShade: "#A98574",
      sand: ["#D8AA82", "#9F735C"],
      water: ["#6A5783", "#2C2A52"],
      green: ["#4F5E4A", "#2E3A31"],
      lamp: "#FFC46E",
      lit: true,
    },
    {
      time: "dusk",
      sky: ["#33376A", "#C9727A", "#F8C07A"],
      sun: "#FFE2A8",
      glow: "#FFC98A",
      haze: "#9A7690",
      glassLight: "#EDB995",
      glassDark: "#403C63",
      wall: "#ECD3BB",
      wallShade: "#AE8C7C",
      sand: ["#DDB48C", "#A57C63"],
      water: ["#71608A", "#302E58"],
      green: ["#56644D", "#323F34"],
      lamp: "#FFCB7A",
      lit: true,
    },
  ],
  night: [
    {
      time: "night",
      sky: ["#060E22", "#14284C", "#35527A"],
      sun: "#F6F1E2",
      glow: "#8FA6C8",
      haze: "#2A3F63",
      glassLight: "#3A5B82",
      glassDark: "#0F1D36",
      wall: "#5B6378",
      wallShade: "#343B50",
      sand: ["#3D3C4B", "#22222F"],
      water: ["#16305A", "#08142B"],
      green: ["#24332F", "#141E1D"],
      lamp: "#FFD37E",
      lit: true,
    },
  ],
};

/** A palette for the time of day, or one picked with noon and dusk most likely. */
export function pickPalette(rng: Rng, time?: TimeOfDay): Palette {
  const t = time ?? rng.pick<TimeOfDay>(["noon", "noon", "noon", "dusk", "dusk", "dawn", "night"]);
  return rng.pick(PALETTES[t]);
}

// ---------------------------------------------------------------- elements

type Attrs = Record<string, string | number | undefined>;

function attrs(a?: Attrs): string {
  if (!a) return "";
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : v}"`;
  }
  return out;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a?: Attrs) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${attrs(a)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, a?: Attrs) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(a)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a?: Attrs) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(a)}/>`;

/** A closed polygon from a flat list of x, y pairs. */
export const poly = (pts: number[], fill: string, a?: Attrs) => {
  let p = "";
  for (let i = 0; i < pts.length; i += 2) p += `${i ? " " : ""}${n(pts[i] as number)},${n(pts[i + 1] as number)}`;
  return `<polygon points="${p}" fill="${fill}"${attrs(a)}/>`;
};

/** Path data for a closed polygon from a flat list of x, y pairs. */
export function polyD(pts: number[]): string {
  let d = "";
  for (let i = 0; i < pts.length; i += 2) d += `${i ? "L" : "M"}${n(pts[i] as number)} ${n(pts[i + 1] as number)}`;
  return `${d}Z`;
}

export const path = (d: string, fill: string, a?: Attrs) => `<path d="${d}" fill="${fill}"${attrs(a)}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, a?: Attrs) =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(a)}/>`;

export const group = (content: string, a?: Attrs) => `<g${attrs(a)}>${content}</g>`;

export const text = (x: number, y: number, content: string, a: Attrs) =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}"${attrs(a)}>${escapeXml(content)}</text>`;

/** A rectangle with rounded corners. */
export const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, a?: Attrs) =>
  rect(x, y, w, h, fill, { rx: r, ...a });

export type Stop = [offset: number, color: string, opacity?: number];

// ---------------------------------------------------------------- the document

/** An SVG document under construction: body parts plus de-duplicated definitions. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly ids = new Map<string, string>();
  private readonly parts: string[] = [];

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  add(...parts: string[]): this {
    this.parts.push(...parts);
    return this;
  }

  /** Registers a definition once per key; returns its id. */
  def(key: string, make: (id: string) => string): string {
    const known = this.ids.get(key);
    if (known) return known;
    const id = `d${this.ids.size}`;
    this.ids.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  /** A linear gradient from (x1, y1) to (x2, y2) in the shape's box; returns url(#id). */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const s = stopsXml(stops);
    const id = this.def(`l${x1},${y1},${x2},${y2}${s}`, (i) => {
      return `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
    });
    return `url(#${id})`;
  }

  /** A radial gradient centred at (cx, cy) of the shape's box; returns url(#id). */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const s = stopsXml(stops);
    const id = this.def(`r${cx},${cy},${r}${s}`, (i) => {
      return `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
    });
    return `url(#${id})`;
  }

  /** A user-space pattern tile; returns url(#id). */
  pattern(key: string, w: number, h: number, content: string): string {
    const id = this.def(`p${key}`, (i) => {
      return `<pattern id="${i}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse">${content}</pattern>`;
    });
    return `url(#${id})`;
  }

  /** A reusable group referenced with use(); returns its id. */
  symbol(key: string, content: string): string {
    return this.def(`s${key}`, (i) => `<g id="${i}">${content}</g>`);
  }

  /** A clip path for a rectangle; returns the value for clip-path. */
  clipRect(x: number, y: number, w: number, h: number, r = 0): string {
    const id = this.def(
      `c${x},${y},${w},${h},${r}`,
      (i) => `<clipPath id="${i}">${rect(x, y, w, h, "#000", r ? { rx: r } : undefined)}</clipPath>`,
    );
    return `url(#${id})`;
  }

  /** A path stored once and drawn several times with different fills; returns its id. */
  shape(d: string): string {
    return this.def(`h${d}`, (i) => `<path id="${i}" d="${d}"/>`);
  }

  /** Draws a shape registered with shape(). */
  fillShape(id: string, fill: string, a?: Attrs): string {
    return `<use href="#${id}" fill="${fill}"${attrs(a)}/>`;
  }

  use(id: string, x: number, y: number, scale = 1, a?: Attrs): string {
    const t = scale === 1 ? `translate(${n(x)} ${n(y)})` : `translate(${n(x)} ${n(y)}) scale(${scale.toFixed(3)})`;
    return `<use href="#${id}" transform="${t}"${attrs(a)}/>`;
  }

  toString(title: string): string {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img">` +
      `<title>${escapeXml(title)}</title>${defs}${this.parts.join("")}</svg>`
    );
  }
}

function stopsXml(stops: Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
}
