import type { MessageKey } from "../../i18n/i18n";
import { t } from "../../i18n/i18n";
import { FEED_REFUSAL_CODES, LISTING_PROBLEM_CODES } from "./codes";

// A feed run's codes in words for staff: the import stores message keys (feeds.refused.*,
// feeds.problem.*) rather than sentences, so the words can change without touching old runs.
// A code this list does not know (a newer import's) is shown as it was stored.

/** Why a whole feed was refused: the download's and the reader's reasons, then the import's own. */
export const REFUSAL_CODES = [...FEED_REFUSAL_CODES, "empty", "tooManyRemovals"] as const;

/**
 * What is wrong with one listing: the reader's problems, then the import's (places, permits,
 * agents, photos), and the two notes a listing gets when it goes to draft without a problem
 * (the feed marked it deleted, or it left the feed).
 */
export const PROBLEM_CODES = [
  ...LISTING_PROBLEM_CODES,
  "duplicate",
  "referenceTaken",
  "unknownPlace",
  "unknownProject",
  "ambiguousProject",
  "priceOnApplication",
  "noPermit",
  "badPermit",
  "permitTaken",
  "permitExpired",
  "noAgent",
  "unknownAgent",
  "agentCreated",
  "agentNotCreated",
  "photoFailed",
  "deleted",
  "leftFeed",
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
