const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2026-03-05" -> "March 5, 2026"; the same on the server and in every browser time zone. */
export function formatLongDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : LONG_DATE.format(date);
}

const DUBAI_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "Asia/Dubai",
});

/** An instant as a long US date in Dubai time, e.g. "March 5, 2026". */
export function formatDubaiDate(instant: Date): string {
  return DUBAI_DATE.format(instant);
}
