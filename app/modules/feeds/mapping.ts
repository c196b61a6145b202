import type { RentFrequency } from "../property/purpose";
import type { ListingProblemCode } from "./codes";
import type { FeedAgent, FeedListing, FeedPhoto, ListingProblem, RejectedListing } from "./feed-listing";

/**
 * What the parser collects of one listing element before a format's table maps it: each
 * descendant's text under its path from the listing ("price/yearly", "agent/email",
 * "images/image"), in lower case, with its attributes. Both formats' tables read this.
 */
export type RawValue = { text: string; attrs: Record<string, string> };

export type RawListing = {
  attrs: Record<string, string>;
  fields: Map<string, RawValue[]>;
  /** Problems met while collecting (a field cut to its cap, too many values). */
  problems: ListingProblem[];
};

export type MappedListing = { listing: FeedListing } | { rejected: RejectedListing };

/** Photos kept per listing: a feed's listing with hundreds would cost downloads for nothing. */
export const MAX_PHOTOS = 50;
/** 1 m² in sq ft. */
export const SQFT_PER_SQM = 10.7639;

export function text(raw: RawListing, path: string): string {
  return raw.fields.get(path)?.[0]?.text ?? "";
}

export function values(raw: RawListing, path: string): RawValue[] {
  return raw.fields.get(path) ?? [];
}

export function problem(field: string, code: ListingProblemCode, detail: string): ListingProblem {
  return { field, code, detail: detail.slice(0, 200) };
}

/** Plain numbers, with thousands separated by commas or spaces; "bad" for anything else. */
export function toNumber(value: string): number | "bad" | null {
  const compact = value.replace(/[\s,\u00a0\u202f]/g, "");
  if (compact === "") return null;
  if (!/^\d+(\.\d+)?$/.test(compact)) return "bad";
  return Number(compact);
}

/** A number field: missing is null; unreadable is null with a "badNumber" problem. */
export function numberField(value: string, field: string, problems: ListingProblem[]): number | null {
  const read = toNumber(value);
  if (read === "bad") {
    problems.push(problem(field, "badNumber", value));
    return null;
  }
  return read;
}

/** Square feet stored as whole numbers, as every other listing's are. */
export function wholeSqft(value: number | null, unitFactor = 1): number | null {
  return value === null ? null : Math.round(value * unitFactor);
}

/** Bedrooms or bathrooms: "studio" and 0 are 0; "7+" is 7. */
export function roomCount(value: string, field: string, problems: ListingProblem[]): number | null {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "") return null;
  if (trimmed === "studio") return 0;
  const match = /^(\d{1,2})(\.0+)?\+?$/.exec(trimmed);
  if (!match) {
    problems.push(problem(field, "badNumber", value));
    return null;
  }
  return Number(match[1]);
}

const FURNISHING: Record<string, FeedListing["furnishing"]> = {
  yes: "furnished",
  furnished: "furnished",
  no: "unfurnished",
  unfurnished: "unfurnished",
  partly: "partly",
  partially: "partly",
  "partly furnished": "partly",
  "semi-furnished": "partly",
};

export function furnishing(value: string, field: string, problems: ListingProblem[]): FeedListing["furnishing"] {
  const key = value.trim().toLowerCase();
  if (key === "") return null;
  const found = FURNISHING[key];
  if (found === undefined) problems.push(problem(field, "unknownFurnishing", value));
  return found ?? null;
}

const RENT_PERIODS: Record<string, RentFrequency> = {
  y: "yearly",
  year: "yearly",
  yearly: "yearly",
  annually: "yearly",
  annual: "yearly",
  m: "monthly",
  month: "monthly",
  monthly: "monthly",
  w: "weekly",
  week: "weekly",
  weekly: "weekly",
  d: "daily",
  day: "daily",
  daily: "daily",
};

/** A rent period by its letter or word; undefined when not one of them. */
export function rentPeriod(value: string): RentFrequency | undefined {
  return RENT_PERIODS[value.trim().toLowerCase()];
}

/** Yes / true / 1, as feeds write a flag. */
export function isYes(value: string): boolean {
  return ["yes", "true", "1", "y"].includes(value.trim().toLowerCase());
}

export function coordinates(
  lat: number | null,
  lng: number | null,
  field: string,
  detail: string,
  problems: ListingProblem[],
): { latitude: number | null; longitude: number | null } {
  if (lat === null || lng === null) return { latitude: null, longitude: null };
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    problems.push(problem(field, "badCoordinates", detail));
    return { latitude: null, longitude: null };
  }
  return { latitude: lat, longitude: lng };
}

function signedNumber(value: string): number | null {
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/** Property Finder's geopoints: "longitude,latitude", longitude first. */
export function geopoints(value: string, problems: ListingProblem[]) {
  if (value.trim() === "") return { latitude: null, longitude: null };
  const parts = value.split(",");
  const lng = parts.length === 2 ? signedNumber(parts[0] ?? "") : null;
  const lat = parts.length === 2 ? signedNumber(parts[1] ?? "") : null;
  if (lat === null || lng === null) {
    problems.push(problem("geopoints", "badCoordinates", value));
    return { latitude: null, longitude: null };
  }
  return coordinates(lat, lng, "geopoints", value, problems);
}

export function latLng(lat: string, lng: string, problems: ListingProblem[]) {
  if (lat.trim() === "" && lng.trim() === "") return { latitude: null, longitude: null };
  const latitude = signedNumber(lat);
  const longitude = signedNumber(lng);
  if (latitude === null || longitude === null) {
    problems.push(problem("latitude", "badCoordinates", `${lat},${lng}`));
    return { latitude: null, longitude: null };
  }
  return coordinates(latitude, longitude, "latitude", `${lat},${lng}`, problems);
}

/** Maps names or codes through a table; unknown ones are reported and dropped, never guessed. */
export function amenities(
  given: string[],
  table: Record<string, string>,
  field: string,
  problems: ListingProblem[],
): string[] {
  const found = new Set<string>();
  for (const value of given) {
    const key = value.trim().toLowerCase();
    if (key === "") continue;
    const name = table[key];
    if (name) found.add(name);
    else problems.push(problem(field, "unknownAmenity", value.trim()));
  }
  return [...found];
}

/** Photos with an http(s) address, at most MAX_PHOTOS; a version from `last_update`. */
export function photos(given: RawValue[], field: string, problems: ListingProblem[]): FeedPhoto[] {
  const kept: FeedPhoto[] = [];
  for (const value of given) {
    if (value.text === "") continue;
    if (!/^https?:\/\//i.test(value.text)) {
      problems.push(problem(field, "badPhotoUrl", value.text));
      continue;
    }
    if (kept.length === MAX_PHOTOS) {
      problems.push(problem(field, "tooManyPhotos", String(given.length)));
      break;
    }
    kept.push({ url: value.text, version: value.attrs.last_update ?? value.attrs.lastupdate ?? "" });
  }
  return kept;
}

export function agentOf(agent: FeedAgent): FeedAgent | null {
  return agent.id || agent.name || agent.email || agent.phone || agent.licenseNo ? agent : null;
}

/** Three-letter currency codes; AED when the feed names none. */
export function currency(value: string, problems: ListingProblem[]): string {
  const code = value.trim().toUpperCase();
  if (code === "") return "AED";
  if (/^[A-Z]{3}$/.test(code)) return code;
  problems.push(problem("currency", "unknownCurrency", value));
  return "AED";
}

export type PriceRead = { price: number | null; rentFrequency: RentFrequency | null };

/**
 * The price, or why the listing cannot be imported: a price that is missing (without "price on
 * application") or unreadable rejects it, as a listing without a price cannot be shown.
 */
export function requirePrice(
  value: string,
  field: string,
  onApplication: boolean,
  problems: ListingProblem[],
): number | null | "reject" {
  if (onApplication) return null;
  const read = toNumber(value);
  if (read === null) {
    problems.push(problem(field, "missingPrice", ""));
    return "reject";
  }
  if (read === "bad" || read <= 0) {
    problems.push(problem(field, "badNumber", value));
    return "reject";
  }
  return read;
}
