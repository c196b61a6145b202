/**
 * A simplified map of the United Arab Emirates, drawn by hand in a 1000 x 700 box so that
 * a marker at (x %, y %) of the box lands in its emirate (the map data's positions).
 * North is up: the Arabian Gulf coast runs from Abu Dhabi in the south-west up to Ras Al
 * Khaimah under the Musandam peninsula; Fujairah lies on the Gulf of Oman in the east.
 * Neighbouring emirates share their border vertices exactly, so no gaps show.
 */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 700;

export type Point = readonly [number, number];

// Shared border vertices.
const C0: Point = [40, 413]; // Abu Dhabi / Saudi Arabia, at the coast
const D0: Point = [524, 323]; // Abu Dhabi / Dubai, at the coast
const S0: Point = [622, 225]; // Dubai / Sharjah, at the coast
const A0: Point = [660, 185]; // Sharjah / Ajman, at the coast
const U0: Point = [697, 154]; // Ajman / Umm al Quwain, at the coast
const R0: Point = [752, 112]; // Umm al Quwain / Ras Al Khaimah, at the coast
const O1: Point = [826, 18]; // Ras Al Khaimah / Musandam (Oman), at the coast
const O2: Point = [858, 40];
const RF: Point = [886, 87]; // Ras Al Khaimah / Fujairah / Oman
const O3: Point = [905, 118]; // Dibba, on the Gulf of Oman
const E4: Point = [930, 325]; // Fujairah / Oman, at the coast
const F1: Point = [872, 332]; // Fujairah / Sharjah / Oman
const B1: Point = [800, 352];
const T1: Point = [735, 390]; // Abu Dhabi / Dubai / Sharjah / Oman
const B8: Point = [600, 655]; // Abu Dhabi / Oman / Saudi Arabia
const S1: Point = [160, 616];
const AJ: Point = [725, 178]; // Ajman / Umm al Quwain, inland
const AS: Point = [752, 201]; // Ajman / Umm al Quwain / Sharjah
const UR: Point = [800, 158]; // Umm al Quwain / Ras Al Khaimah / Sharjah
const RS: Point = [850, 200]; // Ras Al Khaimah / Fujairah / Sharjah

const ABU_DHABI_COAST: Point[] = [
  C0,
  [66, 450],
  [102, 455],
  [162, 423],
  [210, 432],
  [270, 438],
  [324, 423],
  [395, 391],
  [427, 373],
  [491, 339],
  D0,
];
const DUBAI_COAST: Point[] = [D0, [552, 296], [582, 262], S0];
const SHARJAH_COAST: Point[] = [S0, [638, 210], A0];
const AJMAN_COAST: Point[] = [A0, [676, 168], U0];
const UAQ_COAST: Point[] = [U0, [735, 128], R0];
const RAK_COAST: Point[] = [R0, [770, 95], [792, 62], [812, 38], O1];
const EAST_COAST: Point[] = [RF, O3, [918, 170], [925, 250], [928, 300], E4];

const DUBAI_ABU_DHABI: Point[] = [D0, [600, 350], [668, 378], T1];
const DUBAI_SHARJAH: Point[] = [S0, [645, 255], [672, 295], [700, 340], T1];
const OMAN_ABU_DHABI: Point[] = [T1, [770, 405], [800, 428], [772, 462], [690, 520], [650, 578], B8];
const FUJAIRAH_SHARJAH: Point[] = [RS, [840, 250], [850, 300], F1];

const rev = (points: Point[]): Point[] => [...points].reverse();
/** Joins border runs that meet end to start into one ring. */
const ring = (...runs: Point[][]): Point[] => runs.flatMap((run, i) => (i === 0 ? run : run.slice(1)));

export type Emirate = { name: string; points: Point[] };

export const EMIRATES: Emirate[] = [
  {
    name: "Abu Dhabi",
    points: ring(ABU_DHABI_COAST, DUBAI_ABU_DHABI, OMAN_ABU_DHABI, [B8, S1, C0]).slice(0, -1),
  },
  { name: "Dubai", points: ring(DUBAI_COAST, DUBAI_SHARJAH, rev(DUBAI_ABU_DHABI)).slice(0, -1) },
  {
    name: "Sharjah",
    points: ring(
      SHARJAH_COAST,
      [A0, [695, 214], [720, 235], AS],
      [AS, [785, 195], UR],
      [UR, RS],
      FUJAIRAH_SHARJAH,
      [F1, B1, T1],
      rev(DUBAI_SHARJAH),
    ).slice(0, -1),
  },
  { name: "Ajman", points: ring(AJMAN_COAST, [U0, AJ, AS], [AS, [720, 235], [695, 214], A0]).slice(0, -1) },
  {
    name: "Umm al Quwain",
    points: ring(UAQ_COAST, [R0, [770, 130], UR], [UR, [785, 195], AS], [AS, AJ, U0]).slice(0, -1),
  },
  {
    name: "Ras Al Khaimah",
    points: ring(RAK_COAST, [O1, O2, RF], [RF, [862, 150], RS], [RS, UR], [UR, [770, 130], R0]).slice(0, -1),
  },
  { name: "Fujairah", points: ring(EAST_COAST, [E4, F1], rev(FUJAIRAH_SHARJAH), [RS, [862, 150], RF]).slice(0, -1) },
];

/** Small Abu Dhabi islands (cx, cy, rx, ry), decoration only. */
export const ISLANDS: readonly (readonly [number, number, number, number])[] = [
  [126, 378, 7, 4],
  [166, 398, 11, 6],
  [243, 404, 6, 3],
  [446, 357, 10, 5],
];

/** The Arabian Gulf, north of the coast (Qatar's tip shows on the west edge). */
export const GULF: Point[] = [
  [0, 0],
  [832, 0],
  ...rev(ring(ABU_DHABI_COAST, DUBAI_COAST, SHARJAH_COAST, AJMAN_COAST, UAQ_COAST, RAK_COAST)),
  [34, 385],
  [46, 350],
  [42, 300],
  [52, 250],
  [40, 205],
  [14, 180],
  [0, 178],
];

/** The Gulf of Oman, east of the Hajar coast. */
export const GULF_OF_OMAN: Point[] = [
  [1000, 0],
  [930, 0],
  [922, 50],
  ...EAST_COAST.slice(1),
  [955, 390],
  [980, 445],
  [1000, 470],
];

/** An SVG path for a closed polygon. */
export function toPath(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${x} ${y}`).join("L")}Z`;
}

/** Even-odd ray casting: is (x, y) inside the polygon? */
export function contains(points: readonly Point[], x: number, y: number): boolean {
  const last = points.at(-1);
  if (!last) return false;
  let inside = false;
  // Each edge runs from the previous point (the last one, for the first) to this one.
  let [xj, yj] = last;
  for (const [xi, yi] of points) {
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    [xj, yj] = [xi, yi];
  }
  return inside;
}
