import { formatLongDateIn } from "../../../i18n/format";

/** "2026-03-05" -> "March 5, 2026" (in the page's language); the same on the server and in every browser time zone. */
export function formatLongDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : formatLongDateIn(date, "UTC");
}

/** An instant as a long date in Dubai time and the page's language, e.g. "March 5, 2026". */
export function formatDubaiDate(instant: Date): string {
  return formatLongDateIn(instant, "Asia/Dubai");
}
