/**
 * The agent and agency directory's query parameters (decision 012), shared by the pages and
 * the REST API. Like the listing search, each message names its parameter: in English by
 * the parameter itself (what the API answers), on a page in the page's language.
 */
import "../../i18n/en-pages";
import { type MessageKey, t } from "../../i18n/i18n";
import { z } from "../../zod";

/** Agents and agencies per page, on the pages and in the API. */
export const DIRECTORY_PAGE_SIZE = 12;
/** Listings per page on an agent's profile. */
export const AGENT_LISTINGS_PAGE_SIZE = 12;
const MAX_PAGE = 1000;
/** The window the agents' response figures look back over, in days. */
export const FIGURES_DAYS = 90;

const FIELD_LABELS: Record<string, MessageKey> = {
  q: "agents.field.q",
  language: "agents.field.language",
  area: "agents.field.area",
  page: "agents.field.page",
};

export function directoryFieldLabel(name: string): string {
  const key = FIELD_LABELS[name];
  return key ? t(key) : name;
}

const message = (key: MessageKey, name: string, vars: Record<string, string | number> = {}) => ({
  error: () => t(key, { ...vars, field: directoryFieldLabel(name) }),
});

const text = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, message("agents.error.textMax", name, { max }))
    .refine((v) => !v.includes("\u0000"), message("agents.error.notAllowed", name))
    .optional()
    .transform((v) => (v ? v : undefined));

const page = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, message("agents.error.page", "page", { max: MAX_PAGE }))
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, message("agents.error.page", "page", { max: MAX_PAGE }))
      .max(MAX_PAGE, message("agents.error.page", "page", { max: MAX_PAGE })),
  )
  .default(1);

/** A spoken language: a two- or three-letter code (en, ar, hi, ru, fr, ur, ...). */
const language = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}$/, message("agents.error.language", "language"))
  .transform((v) => v.toLowerCase())
  .optional();

/** /agents and GET /api/agents: name, language spoken, area served (a place's name or id). */
export const agentQuerySchema = z.object({
  q: text("q", 100),
  language,
  area: text("area", 100),
  page,
});
export type AgentQuery = z.output<typeof agentQuerySchema>;

/** /agencies and GET /api/agencies: name and language. */
export const agencyQuerySchema = z.object({ q: text("q", 100), language, page });
export type AgencyQuery = z.output<typeof agencyQuerySchema>;

/** An agent profile's page of listings. */
export const profileQuerySchema = z.object({ page });

/** The message for an area no place answers to (the server checks it against the places). */
export function unknownAreaMessage(): string {
  return t("agents.error.area", { field: directoryFieldLabel("area") });
}

/** Digits only, as tel: and wa.me links want them ("+971 50 218 4471" -> "971502184471"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D+/g, "");
}
