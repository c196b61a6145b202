/** An ILIKE pattern that matches `text` anywhere, with the wildcards % and _ (and \) taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A staff search or filter text from the URL: trimmed, at most `max` characters, and
 * without NUL, which PostgreSQL cannot store or compare (it would fail the query).
 */
export function textParam(raw: string | null, max = 100): string {
  return (raw ?? "").replaceAll("\u0000", "").trim().slice(0, max);
}

/** A whole-number page from a query parameter: 1 when missing or nonsense, at most 10 000. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The same URL with `changes` applied to its query (empty values removed). */
export function withParams(search: URLSearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const qs = next.toString();
  return qs ? `?${qs}` : "";
}

/** A date-time for staff, in Dubai time (the office's), e.g. "12 Mar 2026, 14:05". */
export function formatWhen(value: Date | string): string {
  return new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Dubai",
  }).format(new Date(value));
}
