/**
 * The two area units and where the choice is kept (decision 061). Apart from area.ts so the
 * header's switch, on every page, loads these names and nothing of the arithmetic.
 */
export const AREA_UNITS = ["sqft", "sqm"] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const DEFAULT_AREA_UNIT: AreaUnit = "sqft";
/** The cookie that remembers the choice and the address parameter that names it for one page. */
export const AREA_COOKIE = "area";
export const AREA_PARAM = "unit";
