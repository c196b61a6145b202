/**
 * Square feet or square metres (decision 061): the unit sizes are shown and typed in. Listings
 * store whole square feet, as Dubai's agencies and the registry quote them; square metres are
 * worked out when a page shows or a search reads them. Pure and browser-safe.
 */

import { AREA_PARAM, type AreaUnit, DEFAULT_AREA_UNIT } from "./unit";

/** The international foot's square, exactly. */
export const SQM_PER_SQFT = 0.09290304;

/** A stored size in `unit`, as pages show it: whole square feet or whole square metres. */
export function areaIn(sqft: number, unit: AreaUnit): number {
  return Math.round(unit === "sqm" ? sqft * SQM_PER_SQFT : sqft);
}

/**
 * The whole-square-feet bounds that find exactly the listings whose shown size (areaIn) lies
 * within [min, max] typed in `unit`: "at least 100 m²" takes a listing shown as 100 m² (1,072 sq ft,
 * 99.59 m²) and leaves the one shown as 99 m² (1,071 sq ft, 99.499 m²).
 */
export function sqftBounds(
  min: number | undefined,
  max: number | undefined,
  unit: AreaUnit,
): { minSqft?: number; maxSqft?: number } {
  if (unit === "sqft") return { minSqft: min, maxSqft: max };
  // Shown as round(sqft * k): at least min when sqft * k >= min - 0.5, at most max when sqft * k < max + 0.5.
  // The small margin keeps a product such as 1000 * k = 92.90304 from landing a hair off by float error.
  const eps = 1e-9;
  return {
    minSqft: min === undefined || min === 0 ? min : Math.ceil((min - 0.5) / SQM_PER_SQFT - eps),
    maxSqft: max === undefined ? max : Math.ceil((max + 0.5) / SQM_PER_SQFT - eps) - 1,
  };
}

/** The unit a request shows: the address's `unit` (a shared link shows what its sender saw), else the cookie, else sq ft. */
export function areaUnitOf(request: Request): AreaUnit {
  const asked = new URL(request.url).searchParams.get(AREA_PARAM);
  return asked === "sqft" || asked === "sqm" ? asked : areaUnitFromCookie(request);
}

/** The unit a request's cookie asks for; sq ft when absent or unknown. */
export function areaUnitFromCookie(request: Request): AreaUnit {
  const match = (request.headers.get("cookie") ?? "").match(/(?:^|;\s*)area=(sqft|sqm)(?:;|$)/);
  return match?.[1] === "sqm" ? "sqm" : DEFAULT_AREA_UNIT;
}
