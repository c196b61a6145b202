/**
 * The most a Dubai landlord may raise a home's rent at renewal, by Decree 43 of 2013 (decision 066):
 * the increase depends on how far the current rent is below the average rent of similar units.
 * Pure and browser-safe: the page computes with it as the visitor types, the server and the API
 * with the same code. Money is integer fils (AED × 100), as the mortgage calculator keeps it.
 */

/** The bands, in order: "up to `upTo` % below the average allows `increase` % more". */
export const BANDS = [
  { upTo: 10, increase: 0 },
  { upTo: 20, increase: 5 },
  { upTo: 30, increase: 10 },
  { upTo: 40, increase: 15 },
  { upTo: Number.POSITIVE_INFINITY, increase: 20 },
] as const;

export type IncreasePercent = (typeof BANDS)[number]["increase"];

/** The landlord's notice of a change to the lease: at least 90 days before it ends (Law 33 of 2008). */
export const NOTICE_DAYS = 90;

export type RentCheckInput = {
  rentFils: number;
  averageFils: number;
  /** The renewal date, YYYY-MM-DD, when the visitor gave one. */
  renewal?: string;
};

export type RentCheck = {
  /**
   * How far the rent is below the average, in percent, rounded up to two decimals so the figure
   * shown never reads as a lower band than the one applied (10.001 % shows as 10.01 %). Negative
   * when the rent is above the average.
   */
  percentBelow: number;
  increasePercent: IncreasePercent;
  increaseFils: number;
  maxRentFils: number;
  /** The last day the landlord may give notice of the increase, YYYY-MM-DD; null without a renewal date. */
  noticeBy: string | null;
};

export function toFils(aed: number): number {
  return Math.round(aed * 100);
}

/**
 * The band of a rent against the average. "Below" is (average − rent) ÷ average. The decree's
 * "11-20 %" is read as "more than 10 % and up to 20 %": a rent 10.5 % below is no longer "up to
 * 10 % below", so it allows 5 %. Compared in whole fils, so an edge is exact (no floating error).
 */
export function allowedIncrease(rentFils: number, averageFils: number): IncreasePercent {
  const gapTimes100 = (averageFils - rentFils) * 100;
  for (const band of BANDS) {
    if (gapTimes100 <= averageFils * band.upTo) return band.increase;
  }
  return 20;
}

/** The percentage below the average, rounded up to hundredths (see RentCheck.percentBelow). */
export function percentBelow(rentFils: number, averageFils: number): number {
  const gap = averageFils - rentFils;
  // Ceiling of gap × 10,000 ÷ average in integers; negative gaps round toward zero the same way.
  const hundredths = Math.ceil((gap * 10_000) / averageFils);
  return hundredths / 100;
}

/** YYYY-MM-DD of a real calendar day, as a UTC time; undefined for anything else. */
export function parseDay(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // Date.UTC rolls 2027-02-30 over to March: a day that does not come back as given does not exist.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return time;
}

/** The calendar day `days` before `day` (YYYY-MM-DD), counted in whole days: no time zone can shift it. */
export function daysBefore(day: string, days: number): string {
  const time = parseDay(day);
  if (time === undefined) throw new RangeError(`Not a day: ${day}`);
  return new Date(time - days * 86_400_000).toISOString().slice(0, 10);
}

export function checkRent(input: RentCheckInput): RentCheck {
  const increasePercent = allowedIncrease(input.rentFils, input.averageFils);
  // Half a fils rounds up, as every share of an amount does in the mortgage calculator.
  const increaseFils = Math.round((input.rentFils * increasePercent) / 100);
  return {
    percentBelow: percentBelow(input.rentFils, input.averageFils),
    increasePercent,
    increaseFils,
    maxRentFils: input.rentFils + increaseFils,
    noticeBy: input.renewal ? daysBefore(input.renewal, NOTICE_DAYS) : null,
  };
}
