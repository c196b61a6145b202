import type { MessageKey } from "../../i18n/i18n";
import { t } from "../../i18n/i18n";

// A feed run's codes in words for staff: the import stores message keys (feeds.refused.*,
// feeds.problem.*) rather than sentences, so the words can change without touching old runs.
// A code this list does not know (a newer import's) is shown as it was stored.

export const REFUSAL_CODES = [
  "fetch",
  "malformed",
  "doctype",
  "empty",
  "tooLarge",
  "tooManyRedirects",
  "timeout",
  "httpStatus",
  "unknownFormat",
  "wrongFormat",
  "tooManyRemovals",
] as const;

export const PROBLEM_CODES = [
  "unknownType",
  "unknownAmenity",
  "badNumber",
  "tooLong",
  "unknownPlace",
  "noPermit",
  "badPermit",
  "permitTaken",
  "permitExpired",
  "unknownAgent",
  "agentCreated",
  "agentNotCreated",
  "noAgent",
  "photoFailed",
  "badCoordinates",
  "unknownFurnishing",
  "missing",
  "duplicate",
  "referenceTaken",
] as const;

const refusals = new Set<string>(REFUSAL_CODES);
const problems = new Set<string>(PROBLEM_CODES);

/** The part of a stored key after its prefix ("feeds.problem.noPermit" and "noPermit" alike). */
function bare(code: string, prefix: string): string {
  return code.startsWith(prefix) ? code.slice(prefix.length) : code;
}

/**
 * A run's reason in words, with its detail: "tooLarge", "feeds.refused.httpStatus: 503" or
 * "timeout (after 120 s)" read as a code then what the import added about it.
 */
export function reasonWords(reason: string): string {
  const match = /^\s*([\w.]+)(.*)$/s.exec(reason);
  const code = bare(match?.[1] ?? "", "feeds.refused.");
  if (!match || !refusals.has(code)) return reason;
  const rest = (match[2] ?? "").trim();
  const detail = /^\(.*\)$/s.test(rest) ? rest.slice(1, -1).trim() : rest.replace(/^[:-]\s*/, "");
  const words = t(`feeds.refused.${code}` as MessageKey);
  return detail ? `${words} (${detail})` : words;
}

/** A listing's problem in words. */
export function problemWords(code: string): string {
  const known = bare(code.trim(), "feeds.problem.");
  return problems.has(known) ? t(`feeds.problem.${known}` as MessageKey) : code;
}

/** A listing's import note (problem codes joined by commas) in words, each once. */
export function importNoteWords(note: string): string[] {
  const codes = [...new Set(note.split(",").map((c) => c.trim()))].filter(Boolean);
  return codes.map(problemWords);
}
