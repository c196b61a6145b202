/**
 * The generated demo imagery: every picture the seed stores, as SVG with its size
 * and alt text. Property pictures come from one shared pool so the images table
 * stays small however many listings refer to them.
 */

import { AVATAR_SIZE, avatar, LOGO_SIZE, logo } from "./art-brand";
import {
  type ExteriorKind,
  officeScene,
  PROPERTY_SIZE,
  penthouseScene,
  plotScene,
  retailScene,
  towerScene,
  townhouseScene,
  villaScene,
  warehouseScene,
} from "./art-exteriors";
import { bedroom, type InteriorKind, kitchen, livingRoom, officeInterior } from "./art-interiors";
import type { TimeOfDay } from "./art-kit";
import { BLOG_SIZE, editorial, SKYLINE_SIZE, skyline, type Topic } from "./art-scenes";

export type Art = { svg: string; width: number; height: number; alt: string };
export type PoolKind = ExteriorKind | InteriorKind;

type Painter = (seed: number, time?: TimeOfDay) => string;

const PAINTERS: Record<PoolKind, { paint: Painter; alt: string }> = {
  tower: { paint: towerScene, alt: "Residential glass towers" },
  villa: { paint: villaScene, alt: "Modern villa with a private pool and palm trees" },
  townhouse: { paint: townhouseScene, alt: "Row of family townhouses with front gardens" },
  penthouse: { paint: penthouseScene, alt: "Penthouse terrace with an infinity pool above the city" },
  office: { paint: officeScene, alt: "Office towers over a landscaped plaza" },
  retail: { paint: retailScene, alt: "Retail shopfronts on a boulevard" },
  warehouse: { paint: warehouseScene, alt: "Warehouse with loading bays" },
  plot: { paint: plotScene, alt: "Fenced plot ready for development" },
  living: { paint: livingRoom, alt: "Living room with floor-to-ceiling windows and a city view" },
  kitchen: { paint: kitchen, alt: "Contemporary kitchen with an island and pendant lights" },
  bedroom: { paint: bedroom, alt: "Calm bedroom with a view of the skyline" },
  workspace: { paint: officeInterior, alt: "Open-plan office overlooking the city" },
};

/** How many pictures of each kind the shared property pool holds (80 in all). */
export const POOL_PLAN: Record<PoolKind, number> = {
  tower: 14,
  villa: 10,
  townhouse: 8,
  penthouse: 6,
  office: 6,
  retail: 5,
  warehouse: 4,
  plot: 4,
  living: 8,
  kitchen: 6,
  bedroom: 6,
  workspace: 3,
};

const TIMES: TimeOfDay[] = ["noon", "dusk", "noon", "dawn", "noon", "dusk", "night"];
const TIME_WORDS: Record<TimeOfDay, string> = {
  dawn: "at sunrise",
  noon: "on a sunny day",
  dusk: "at sunset",
  night: "at night",
};

/** One property picture: the kind's painter at a seed and a time of day. */
export function propertyArt(kind: PoolKind, seed: number, time: TimeOfDay): Art {
  const painter = PAINTERS[kind];
  const shown = kind === "penthouse" && time !== "night" ? "dusk" : time;
  return {
    svg: painter.paint(seed, shown),
    ...PROPERTY_SIZE,
    alt: `Illustration: ${painter.alt.toLowerCase()} ${TIME_WORDS[shown]}`,
  };
}

/** The shared pool of property pictures, in a fixed order. */
export function propertyPool(): { kind: PoolKind; art: Art }[] {
  const out: { kind: PoolKind; art: Art }[] = [];
  for (const [kind, count] of Object.entries(POOL_PLAN) as [PoolKind, number][]) {
    for (let i = 0; i < count; i++) {
      const seed = 1000 + out.length * 7919;
      out.push({ kind, art: propertyArt(kind, seed, TIMES[(out.length + i) % TIMES.length] as TimeOfDay) });
    }
  }
  return out;
}

export function skylineArt(seed: number, place: string, coastal: boolean): Art {
  const time = TIMES[seed % TIMES.length] as TimeOfDay;
  const kind = coastal ? "waterfront skyline" : "skyline";
  return {
    svg: skyline(seed, { coastal, time }),
    ...SKYLINE_SIZE,
    alt: `Illustration: ${place} ${kind} ${TIME_WORDS[time]}`,
  };
}

const TOPIC_ALT: Record<Topic, string> = {
  market: "a rising price chart in front of the Dubai skyline",
  investment: "stacks of coins growing towards a glass tower",
  "golden-visa": "a golden residence card beside a passport",
  lifestyle: "a beach with palm trees and the skyline across the water",
  legal: "a contract with a seal, a pen and a calculator",
  launch: "a new tower rising with a crane beside it",
  news: "a tablet showing property news and charts",
  offer: "new towers with a discount tag",
};

/** An editorial picture: blog size (1200x800) or promo size (1200x900). */
export function editorialArt(topic: Topic, seed: number, size: "blog" | "promo" = "blog"): Art {
  const { width, height } = size === "blog" ? BLOG_SIZE : PROPERTY_SIZE;
  return { svg: editorial(topic, seed, width, height), width, height, alt: `Illustration: ${TOPIC_ALT[topic]}` };
}

export function logoArt(name: string, tagline: string, seed: number): Art {
  return { svg: logo(name, tagline, seed), ...LOGO_SIZE, alt: `${name} logo` };
}

export function avatarArt(name: string, seed: number): Art {
  return { svg: avatar(name, seed), ...AVATAR_SIZE, alt: `Portrait of ${name}` };
}
