/** What the back office's agency and agent pages share with the browser (decision 012). */
import type { Language } from "../../i18n/languages";

export const DIRECTORY_KINDS = ["agencies", "agents"] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];
export const ADMIN_DIRECTORY_PAGE_SIZE = 25;

/** The back-office address a route serves (/admin/agencies… or /admin/agents…). */
export function directoryKindOf(pathname: string): DirectoryKind {
  // A client-side navigation asks for /admin/agents.data (or /admin/agents/{id}.data).
  return /^\/admin\/agents(?=[/.]|$)/.test(pathname) ? "agents" : "agencies";
}

/** A form's values as posted (text); an agent's areas as ids joined by commas. */
export type DirectoryForm = Record<string, string> & { areas?: string; isActive?: string; imageId?: string };

export type TranslationLanguage = Exclude<Language, "en">;
/** The fields each kind has in every language (`translations`), English in its own column. */
export const TRANSLATED: Record<DirectoryKind, readonly string[]> = {
  agencies: ["name", "description"],
  agents: ["bio"],
};
