/**
 * The hero search's pure rules, the original front end's: the /property-search address it
 * navigates to, the price-range checks and the price dropdown's label. Browser-safe and free
 * of React so it can be unit-tested.
 */

import { formatNumber } from "../../i18n/format";
import { t } from "../../i18n/i18n";
import type { ListingPurpose } from "../property/purpose";

/** Quick-select prices, offered for the minimum and for the maximum. */
export const QUICK_PRICES = [100000, 300000, 500000, 700000, 1000000, 2000000, 3000000] as const;

export const SEARCH_PATH = "/property-search";

/** A place chosen in the location autocomplete, in the original front end's "selected place" shape. */
export type Place = {
  locationvaluetitle: string;
  latitude: number;
  longitude: number;
  address: string;
  locationlabel: string;
  country: string;
  state: string;
  district: string;
};

export type HeroQuery = {
  country?: string;
  state?: string;
  district?: string;
  locationlable?: string;
  /** A property-type category id. */
  type?: string;
  minPrice?: number | null;
  maxPrice?: number | null;
  currency?: string;
  /** Only rent is named: a search without it lists sales, as the original site's address does. */
  purpose?: ListingPurpose;
};

/** The parameters in the order the address lists them. */
const ORDER = [
  "country",
  "state",
  "district",
  "locationlable",
  "type",
  "minPrice",
  "maxPrice",
  "currency",
  "purpose",
] as const;

/**
 * "country=…&state=…": only the parameters that are set (non-blank text, finite numbers),
 * always in the original site's order, values encoded with encodeURIComponent (a space is %20).
 */
export function buildHeroQuery(query: HeroQuery): string {
  const parts: string[] = [];
  for (const name of ORDER) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    if (typeof value === "number") {
      if (Number.isFinite(value)) parts.push(`${name}=${String(value)}`);
      continue;
    }
    const text = value.trim();
    if (text) parts.push(`${name}=${encodeURIComponent(text)}`);
  }
  return parts.join("&");
}

/** The address the Search button goes to: /property-search, with ?query when anything is set. */
export function heroSearchUrl(query: HeroQuery): string {
  const search = buildHeroQuery(query);
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}

/** The location label of typed or chosen text: cut at the first comma, then at the first hyphen, trimmed. */
export function locationLabelOf(text: string): string {
  // split() always answers at least one part, so the defaults never apply.
  const [beforeComma = ""] = text.split(",");
  const [label = ""] = beforeComma.split("-");
  return label.trim();
}

/** Everything the form holds, as the query: a chosen place wins over free text. */
export function heroQueryOf(state: {
  place: Place | null;
  text: string;
  type: string;
  minPrice: number | null;
  maxPrice: number | null;
  currency: string;
  purpose: ListingPurpose;
}): HeroQuery {
  const { place } = state;
  return {
    country: place?.country,
    state: place?.state,
    district: place?.district,
    locationlable: place ? place.locationlabel : locationLabelOf(state.text),
    type: state.type,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    currency: state.currency,
    purpose: state.purpose === "rent" ? "rent" : undefined,
  };
}

// ---------------------------------------------------------------- price range

export type PriceProblem = "minAboveMax" | "maxBelowMin";

/** A typed minimum above the current maximum is refused. */
export function checkMin(min: number | null, max: number | null): PriceProblem | null {
  return min !== null && max !== null && min > max ? "minAboveMax" : null;
}

/** A typed maximum below the current minimum is refused. */
export function checkMax(max: number | null, min: number | null): PriceProblem | null {
  return max !== null && min !== null && max < min ? "maxBelowMin" : null;
}

/** The alert shown for a refused price. */
export function priceProblemMessage(problem: PriceProblem): string {
  return t(problem === "minAboveMax" ? "hero.minAboveMax" : "hero.maxBelowMin");
}

/** A quick-select minimum is disabled when it is above the chosen maximum. */
export function quickMinDisabled(value: number, max: number | null): boolean {
  return max !== null && value > max;
}

/** A quick-select maximum is disabled when it is below the chosen minimum. */
export function quickMaxDisabled(value: number, min: number | null): boolean {
  return min !== null && value < min;
}

/**
 * A price input's text as a bound: blank is no bound; otherwise a finite number of at
 * least 0 (the inputs' minimum), or undefined when the text is not one.
 */
export function parsePriceInput(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** 1234567 → "1,234,567" (up to 2 decimals, grouped as in en-US). */
export function groupDigits(value: number): string {
  return formatNumber(value, 0, 2, "en-US");
}

/**
 * The price dropdown's label: "Price Range" with no bound, "From 100,000 ₹",
 * "Up to 300,000 ₹" or "100,000 – 300,000 ₹" (en dash), the symbol after the amounts.
 */
export function priceLabel(min: number | null, max: number | null, symbol: string): string {
  if (min !== null && max !== null)
    return t("hero.priceBetween", { min: groupDigits(min), max: groupDigits(max), symbol });
  if (min !== null) return t("hero.priceFrom", { min: groupDigits(min), symbol });
  if (max !== null) return t("hero.priceUpTo", { max: groupDigits(max), symbol });
  return t("hero.priceRange");
}
