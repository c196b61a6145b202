import { AGENTS } from "../db/seed/data-agents";
import { PLACES, TYPE_CODES, type TypeName } from "../db/seed/data-places";

/**
 * A Property Finder feed of any size for the import's benchmark and tests: deterministic (the
 * same options give the same bytes), real Dubai communities, unique valid permits, 3-5 photos
 * per listing under `photoBase`.
 */
export type GeneratorOptions = {
  listings: number;
  photoBase: string;
  seed?: number;
  /**
   * Draw every photo from this many shared ones instead of giving each listing its own: the
   * benchmark times the listings' import, not tens of thousands of photo downloads.
   */
  photoPool?: number;
  /** Added to every price: a re-export of the same stock with every price changed. */
  priceBump?: number;
};

const PF_CODE: Record<TypeName, string> = {
  Apartment: "AP",
  Villa: "VH",
  Townhouse: "TH",
  Penthouse: "PH",
  Duplex: "DX",
  Office: "OF",
  Retail: "RE",
  Warehouse: "WH",
  Plot: "LP",
};
const COMMERCIAL = new Set<TypeName>(["Office", "Retail", "Warehouse"]);
const HOME_AMENITIES = ["BA", "SP", "PY", "CP", "AC", "BW", "MR", "ST", "WC", "PA", "SE", "CS", "PP", "PG", "VW", "BR"];
const WORK_AMENITIES = ["CP", "SE", "CS", "AC", "SY"];
const RENT_PERIODS = ["yearly", "yearly", "yearly", "monthly", "weekly", "daily"] as const;
const DUBAI_PLACES = PLACES.filter((place) => place.state === "Dubai");
const FEED_AGENTS = AGENTS.filter((agent) => agent.brokerage === AGENTS[0]?.brokerage);
const STAMP = "2026-12-01 00:00:00";

/** mulberry32: a small seeded generator, so a feed is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The feed as chunks of text, one listing each, so a large feed never sits in memory. */
export function* generatePropertyFinderFeed(options: GeneratorOptions): Generator<string> {
  const next = random(options.seed ?? 54);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<list last_update="${STAMP}" listing_count="${options.listings}">\n`;
  for (let index = 1; index <= options.listings; index++) yield listing(index, options, next, pick);
  yield "</list>\n";
}

function listing(
  index: number,
  { photoBase, photoPool, priceBump = 0 }: GeneratorOptions,
  next: () => number,
  pick: <T>(items: readonly T[]) => T,
): string {
  const place = pick(DUBAI_PLACES);
  const type = TYPE_CODES[pick([...place.types])] ?? "Apartment";
  const commercial = COMMERCIAL.has(type);
  const rent = next() < 0.4 && type !== "Plot";
  const bedrooms = commercial || type === "Plot" ? null : Math.floor(next() * 6);
  const size = Math.round(400 + next() * (type === "Villa" ? 8000 : 2500));
  const salePrice = Math.round((size * place.psf * (0.8 + next() * 0.4)) / 1000) * 1000 + priceBump;
  const period = pick(RENT_PERIODS);
  const divisor = { yearly: 18, monthly: 216, weekly: 936, daily: 6570 }[period];
  const price = rent
    ? `<price><${period}>${Math.max(100, Math.round(salePrice / divisor))}</${period}></price>`
    : `<price>${salePrice}</price>`;
  const agent = FEED_AGENTS[index % FEED_AGENTS.length];
  const amenities = (commercial ? WORK_AMENITIES : HOME_AMENITIES).filter(() => next() < 0.35);
  const photoCount = 3 + Math.floor(next() * 3);
  const photos = Array.from({ length: photoCount }, (_, n) => {
    const name = photoPool ? `pool/${1 + ((index * 7 + n) % photoPool)}` : `gen/${index}-${n + 1}`;
    return `      <url last_update="${STAMP}">${escapeXml(`${photoBase}/${name}.jpg`)}</url>`;
  }).join("\n");
  const reference = `GEN-${String(index).padStart(6, "0")}`;
  const what =
    bedrooms === null
      ? type
      : bedrooms === 0
        ? `Studio ${type.toLowerCase()}`
        : `${bedrooms} bed ${type.toLowerCase()}`;
  const lng = (place.lng + (next() - 0.5) * 0.01).toFixed(5);
  const lat = (place.lat + (next() - 0.5) * 0.01).toFixed(5);
  return `  <property last_update="${STAMP}">
    <reference_number>${reference}</reference_number>
    <permit_number>${7_100_000_000 + index}</permit_number>
    <offering_type>${commercial ? "C" : "R"}${rent ? "R" : "S"}</offering_type>
    <property_type>${PF_CODE[type]}</property_type>
    ${price}
    <city>Dubai</city>
    <community>${escapeXml(place.label)}</community>
    <title_en><![CDATA[${what} in ${place.label} (${reference})]]></title_en>
    <title_ar><![CDATA[عقار في ${place.label} (${reference})]]></title_ar>
    <description_en><![CDATA[A generated listing for the feed benchmark.\nIn ${place.label}, ${size} sq ft.]]></description_en>
    <${commercial ? "commercial" : "private"}_amenities>${amenities.join(",")}</${commercial ? "commercial" : "private"}_amenities>
    <size>${size}</size>
    ${bedrooms === null ? "" : `<bedroom>${bedrooms === 0 ? "studio" : bedrooms}</bedroom>\n    <bathroom>${bedrooms + 1}</bathroom>`}
    <agent>
      <name>${escapeXml(agent?.name ?? "")}</name>
      <email>${escapeXml(agent?.email ?? "")}</email>
      <license_no>${agent?.brn ?? ""}</license_no>
    </agent>
    <furnished>${pick(["Yes", "No", "Partly"])}</furnished>
    <photo>
${photos}
    </photo>
    <geopoints>${lng},${lat}</geopoints>
    <completion_status>${next() < 0.85 ? "completed" : "off_plan"}</completion_status>
    <last_update>${STAMP}</last_update>
  </property>
`;
}
