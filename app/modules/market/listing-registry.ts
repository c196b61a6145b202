import type { RoomsBucket } from "./rooms";

/** Registry figures from fewer sales or rent contracts than this are too few to compare with. */
export const MIN_REGISTRY_COUNT = 10;

export type ListingRegistry = {
  /** The community's area guide: /area/{slug}. */
  slug: string;
  /** The listing's bucket; null where it names no bedrooms (the line is left out then). */
  rooms: RoomsBucket | null;
  sales: number;
  medianPricePerSqft: number | null;
  rentContracts: number;
  /** Whole AED a year. */
  medianRent: number | null;
};
