/**
 * Bedroom buckets the registry's figures are split by (decision 065). Apart from the server
 * code so listing and comparison components can name a listing's bucket.
 */
export const ROOMS_BUCKETS = ["studio", "1", "2", "3", "4+"] as const;
export type RoomsBucket = (typeof ROOMS_BUCKETS)[number];

/** A listing's bucket: 0 bedrooms is a studio; null (unknown) stays null. */
export function roomsBucket(bedrooms: number | null): RoomsBucket | null {
  if (bedrooms === null || !Number.isFinite(bedrooms) || bedrooms < 0) return null;
  if (bedrooms === 0) return "studio";
  if (bedrooms >= 4) return "4+";
  return String(Math.floor(bedrooms)) as RoomsBucket;
}

/**
 * The bucket of the registry's own words: `rooms_en` ("Studio", "1 B/R", "4 B/R") in the
 * transactions, `ejari_property_sub_type_en` ("Studio", "1bed room+Hall", "2 bed rooms+hall")
 * in the rent contracts. Anything naming no bedrooms ("Flat", "Office", "PENTHOUSE") is null.
 */
export function registryRooms(text: string): RoomsBucket | null {
  const t = text.trim().toLowerCase();
  if (t === "") return null;
  if (t.startsWith("studio")) return "studio";
  const m = /^(\d{1,2})\s*(?:b\s*\/\s*r|bed|br\b|bedroom)/.exec(t);
  if (!m) return null;
  return roomsBucket(Number(m[1]));
}

export function isRoomsBucket(value: string): value is RoomsBucket {
  return (ROOMS_BUCKETS as readonly string[]).includes(value);
}

/** Square feet in a square metre: a price per m² divided by this is the price per sq ft. */
export const SQFT_PER_SQM = 10.76391041671;

/** A price per m² as a price per sq ft. */
export function perSqft(perSqm: number | null): number | null {
  return perSqm === null ? null : perSqm / SQFT_PER_SQM;
}
