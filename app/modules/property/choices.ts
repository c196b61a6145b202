/**
 * The fixed choices of a listing search, apart from schema.ts so the pages that only list
 * them (the sort menu, the segment links) do not load zod into the browser with it.
 */
export const PROPERTY_SEGMENTS = ["Residential", "Commercial", "Rental"] as const;
export type PropertySegment = (typeof PROPERTY_SEGMENTS)[number];

export const PROPERTY_SORTS = ["newest", "price_asc", "price_desc"] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
