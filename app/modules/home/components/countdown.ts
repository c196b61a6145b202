/** The offer countdown's units. A month is 30 days, as on the original site. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const MONTH = 30 * DAY;

export type Countdown = { months: number; days: number; hours: number; minutes: number; seconds: number };

/** Time left from `now` to `end` (both epoch ms), split into months of 30 days; zeros once the end has passed. */
export function countdown(end: number, now: number): Countdown {
  const left = Number.isFinite(end) && Number.isFinite(now) ? Math.max(0, end - now) : 0;
  return {
    months: Math.floor(left / MONTH),
    days: Math.floor((left % MONTH) / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** Two digits at least, for the countdown tiles. */
export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
