/**
 * Registry files in the Dubai Land Department's own columns (46 for transactions, 41 for rent
 * contracts), generated for the demo data, the 100,000-listing data set and the import's
 * benchmark. They go through the same import as real files (decision 064), so they carry the
 * registry's quirks: a byte-order mark, its area names ("Marsa Dubai"), mortgages and gifts
 * among the sales, junk rows, multi-unit rent contracts and areas we have no page for.
 * Lines are yielded one at a time: a million-row file is written without holding it.
 */
import { RENT_COLUMNS, TRANSACTION_COLUMNS } from "../../app/modules/market/rows";
import { cityOf, PLACES } from "./data-places";
import { createRng, type Rng } from "./random";

/** The registry's names of our communities where they differ from ours: what staff map in the back office. */
export const REGISTRY_AREA_NAMES: Record<string, string> = {
  "Dubai Marina": "Marsa Dubai",
  "Jumeirah Beach Residence": "Marsa Dubai",
  "Downtown Dubai": "Burj Khalifa",
  "Jumeirah Village Circle": "Al Barsha South Fourth",
  "Dubai Hills Estate": "Hadaeq Sheikh Mohammed Bin Rashid",
  "Jumeirah Lake Towers": "Al Thanyah Fifth",
  "Dubai Creek Harbour": "Al Khairan First",
  "Al Barsha": "Al Barsha First",
  "Motor City": "Al Hebiah First",
};

/** Registry areas with no community of ours: the import reports them as unmatched. */
const UNKNOWN_AREAS = ["Al Warsan First", "Nad Al Sheba First", "Wadi Al Safa 5"];

type GenArea = { label: string; areaName: string; psf: number; villas: boolean; weight: number };

function areas(): GenArea[] {
  return PLACES.filter((p) => p.state === "Dubai" && cityOf(p) === "Dubai" && /[AVTP]/.test(p.types)).map((p) => ({
    label: p.label,
    areaName: REGISTRY_AREA_NAMES[p.label] ?? p.label,
    psf: p.psf,
    villas: !/A/.test(p.types),
    weight: p.weight,
  }));
}

/** Mappings the demo data starts with: the differing names above, except the one two communities share. */
export function demoAreaMap(): { areaName: string; label: string }[] {
  const counts = new Map<string, number>();
  for (const name of Object.values(REGISTRY_AREA_NAMES)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return Object.entries(REGISTRY_AREA_NAMES)
    .filter(([label, name]) => (counts.get(name) ?? 0) === 1 || label === "Dubai Marina")
    .map(([label, areaName]) => ({ areaName, label }));
}

export type DateFormat = "dmy" | "iso";
export type GenerateOptions = { rows: number; now: Date; seed?: string; dateFormat?: DateFormat; months?: number };

const ROOMS = [
  { words: "Studio", ejari: "Studio", sqm: [35, 48], factor: 1.06, share: 0.18 },
  { words: "1 B/R", ejari: "1bed room+Hall", sqm: [65, 90], factor: 1.02, share: 0.34 },
  { words: "2 B/R", ejari: "2 bed rooms+hall", sqm: [100, 140], factor: 1, share: 0.28 },
  { words: "3 B/R", ejari: "3 bed rooms+hall", sqm: [150, 210], factor: 0.96, share: 0.13 },
  { words: "4 B/R", ejari: "4 bed rooms+hall", sqm: [230, 420], factor: 0.92, share: 0.07 },
] as const;

function csvField(value: string | number): string {
  const s = String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const line = (values: (string | number)[]) => `${values.map(csvField).join(",")}\n`;

function dateText(d: Date, format: DateFormat): string {
  const y = d.getUTCFullYear();
  const m = String(d.getUTCMonth() + 1).padStart(2, "0");
  const day = String(d.getUTCDate()).padStart(2, "0");
  return format === "dmy" ? `${day}-${m}-${y}` : `${y}-${m}-${day} 00:00:00`;
}

function weighted<T extends { weight: number }>(rng: Rng, items: T[], total: number): T {
  let r = rng.next() * total;
  for (const item of items) {
    r -= item.weight;
    if (r <= 0) return item;
  }
  return items[items.length - 1] as T;
}

function roomsOf(rng: Rng, villas: boolean) {
  if (villas) return ROOMS[rng.chance(0.5) ? 3 : 4];
  let r = rng.next();
  for (const room of ROOMS) {
    r -= room.share;
    if (r <= 0) return room;
  }
  return ROOMS[2];
}

/** A day within the `months` months to `now`'s month, and how many months after the first it falls. */
function dayIn(rng: Rng, now: Date, months: number): { date: Date; month: number } {
  const month = rng.int(0, months - 1);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1) + month, 1));
  const last =
    month === months - 1
      ? now.getUTCDate()
      : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return {
    date: new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), rng.int(1, Math.max(1, last)))),
    month,
  };
}

/** What both files draw from: their own random sequence, the areas and their weights, the months, the dates' format. */
function generation(kind: "sales" | "rents", opts: GenerateOptions) {
  const all = areas();
  return {
    rng: createRng(`registry-${kind}-${opts.seed ?? "demo"}`),
    all,
    total: all.reduce((s, a) => s + a.weight, 0),
    months: opts.months ?? 24,
    format: opts.dateFormat ?? "dmy",
  };
}

/** The transactions file, header first (with a byte-order mark), then `rows` rows. */
export function* transactionLines(opts: GenerateOptions): Generator<string> {
  const { rng, all, total, months, format } = generation("sales", opts);
  yield `\uFEFF${line([...TRANSACTION_COLUMNS])}`;
  for (let i = 0; i < opts.rows; i++) {
    const unknown = rng.chance(0.02);
    const area = weighted(rng, all, total);
    const room = roomsOf(rng, area.villas);
    const { date, month } = dayIn(rng, opts.now, months);
    const offPlan = rng.chance(0.35);
    const group = rng.chance(0.82) ? "Sales" : rng.chance(0.75) ? "Mortgages" : "Gifts";
    const sqm = Math.round(rng.float(room.sqm[0], room.sqm[1]) * 100) / 100;
    const psf = area.psf * (1 + 0.006 * month) * room.factor * (offPlan ? 0.95 : 1) * rng.float(0.85, 1.15);
    let worth = Math.round((psf * 10.76391 * sqm) / 1000) * 1000;
    let size: string | number = sqm;
    if (rng.chance(0.004)) worth = 1;
    else if (rng.chance(0.003)) size = "";
    const areaName = unknown ? rng.pick(UNKNOWN_AREAS) : area.areaName;
    const master = unknown ? "" : rng.chance(0.5) ? area.label : "";
    const type = area.villas ? "Villa" : "Unit";
    yield line([
      `${opts.seed ?? "demo"}-${i + 1}`,
      group === "Sales" ? 11 : group === "Mortgages" ? 13 : 42,
      group === "Sales" ? 1 : group === "Mortgages" ? 2 : 3,
      group === "Sales" ? "مبايعات" : group === "Mortgages" ? "رهون" : "هبات",
      group,
      "",
      group === "Sales" ? "Sell" : group === "Mortgages" ? "Mortgage Registration" : "Grant",
      dateText(date, format),
      area.villas ? 4 : 3,
      "",
      type,
      "",
      "",
      area.villas ? "Villa" : "Flat",
      "سكني",
      "Residential",
      offPlan ? 0 : 1,
      "",
      offPlan ? "Off-Plan Properties" : "Existing Properties",
      1000 + all.indexOf(area),
      "",
      areaName,
      "",
      `${area.label} Tower ${rng.int(1, 12)}`,
      rng.int(1000, 3000),
      "",
      `${area.label} Residences`,
      master,
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      room.words,
      rng.chance(0.8) ? 1 : 0,
      size,
      worth,
      typeof size === "number" && size > 0 ? Math.round((worth / size) * 100) / 100 : "",
      "",
      "",
      1,
      1,
      0,
    ]);
  }
}

/** The rent contracts file, header first (with a byte-order mark), then about `rows` lines. */
export function* rentLines(opts: GenerateOptions): Generator<string> {
  const { rng, all, total, months, format } = generation("rents", opts);
  yield `\uFEFF${line([...RENT_COLUMNS])}`;
  let written = 0;
  let contract = 0;
  while (written < opts.rows) {
    contract++;
    const area = weighted(rng, all, total);
    const room = roomsOf(rng, area.villas);
    const { date } = dayIn(rng, opts.now, months);
    const end = new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate() - 1));
    const sqm = Math.round(rng.float(room.sqm[0], room.sqm[1]) * 100) / 100;
    const annual = Math.round((area.psf * 10.76391 * sqm * rng.float(0.055, 0.075)) / 500) * 500;
    const units = rng.chance(0.04) ? rng.int(2, 3) : 1;
    const named = rng.chance(0.8);
    for (let lineNo = 1; lineNo <= units && written < opts.rows; lineNo++, written++) {
      yield line([
        `${opts.seed ?? "demo"}-${contract}`,
        rng.chance(0.6) ? 1 : 2,
        "",
        rng.chance(0.6) ? "New" : "Renew",
        dateText(date, format),
        dateText(end, format),
        annual * units,
        annual * units,
        units,
        lineNo,
        1,
        area.villas ? 3 : 2,
        "",
        area.villas ? "Villa" : "Unit",
        "",
        area.villas ? "Villa" : "Flat",
        "",
        "",
        named ? room.ejari : area.villas ? "Villa" : "Flat",
        "",
        "Residential",
        "",
        rng.int(1000, 3000),
        "",
        `${area.label} Residences`,
        "",
        rng.chance(0.5) ? area.label : "",
        1000 + all.indexOf(area),
        "",
        area.areaName,
        sqm,
        "",
        "",
        "",
        "",
        "",
        "",
        rng.chance(0.7) ? 1 : 2,
        "",
        rng.chance(0.7) ? "Person" : "Authority",
        dateText(date, "iso"),
      ]);
    }
  }
}
