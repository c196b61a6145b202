import { formatLongDateIn } from "../../../i18n/format";

/** "2026-03-05" -> "March 5, 2026" (in the page's language), the same on the server and in every time zone. */
export function formatPostDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : formatLongDateIn(date, "UTC");
}

/** The author shown on a post: "Admin" when none is stored. */
export function authorOf(author: string, fallback: string): string {
  return author.trim() || fallback;
}
