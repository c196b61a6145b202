/**
 * Right-to-left text that holds a range or a phone number ("10–15%", "+971 4 555 0100") shows it
 * turned around ("15%–10") unless it is isolated (decision 011). Interface text carries
 * the isolate marks in the catalogue (app/i18n/catalogues.test.ts checks); stored text
 * translated in the back office gets them here, as it is read for a right-to-left page.
 */

/** Left-to-right isolate … pop directional isolate: the run inside reads left to right as a whole. */
const LRI = "\u2066";
const PDI = "\u2069";

/**
 * Numbers joined by dashes or spaces (a range, a phone number), with a leading "+" and a trailing
 * "%" or currency code kept in: "2–12%", "+971 4 555 0100", "500,000 AED". A lone number, and
 * "60/40" or "2026-11-26" (their "/" and "-" keep them whole), need nothing.
 */
const RUN = /\+?\d[\d,.]*(?:(?:\s?[–—]\s?|\s)\+?\d[\d,.]*)+%?(?: [A-Z]{3}\b)?|\+\d[\d,.]*|\d[\d,.]* [A-Z]{3}\b/g;

/** `text` (plain or HTML) with each such run wrapped in isolate marks; tags and their attributes untouched. */
export function isolateRuns(text: string): string {
  if (!/\d/.test(text)) return text;
  // split() with a capture group alternates text and tags: only the text is changed.
  return text
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(RUN, (run) => `${LRI}${run}${PDI}`)))
    .join("");
}

/** The same for a stored value of any shape (a string, a list of strings or of label/value rows). */
export function isolateRunsIn<T>(value: T): T {
  if (typeof value === "string") return isolateRuns(value) as T;
  if (Array.isArray(value)) return value.map((item) => isolateRunsIn(item)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isolateRunsIn(item)])) as T;
  return value;
}
