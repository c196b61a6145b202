import type { FormReply } from "../../forms";

/** The profile pages' tabs; the spec's four, then saved properties, saved searches and enquiries. */
export const PROFILE_TABS = [
  "general",
  "notifications",
  "contacts",
  "password",
  "saved",
  "searches",
  "enquiries",
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/**
 * What a profile form's action answers: a save that worked (which form, and what to say), or
 * Conform's reply to the form it refused (its `intent` comes back with what was typed).
 */
export type ProfileAnswer = { saved: { intent: string; message: string } } | FormReply;

/** The answer for the form of `intent`, if it is that form's. */
export function answerFor(answer: ProfileAnswer | undefined, intent: string) {
  if (!answer) return {};
  if ("saved" in answer) return answer.saved.intent === intent ? { saved: answer.saved.message } : {};
  return answer.initialValue?.intent === intent ? { reply: answer } : {};
}
