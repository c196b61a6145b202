/** Saving a search and editing one: the rules the dialog, the profile and the REST API share. */
import { lazy } from "../../i18n/i18n";
import { z } from "../../zod";
import { emailField, text } from "../enquiry/schema";
import { ALERT_FREQUENCIES, SEARCH_NAME_MAX, SEARCH_PATH_MAX } from "./rules";

export {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  MAX_SAVED_SEARCHES,
  type SavedSearchView,
  SEARCH_NAME_MAX,
} from "./rules";

const nameField = text(lazy("alerts.nameRequired"), lazy("alerts.nameRequired"))
  .min(1, { error: lazy("alerts.nameRequired"), abort: true })
  .max(SEARCH_NAME_MAX, { error: lazy("alerts.nameMax", { max: SEARCH_NAME_MAX }) });

const frequencyField = z.enum(ALERT_FREQUENCIES, { error: lazy("alerts.frequencyInvalid") });

/**
 * A search to save: the listing page's own address (`search`, path and query, as the visitor
 * sees it, a drawn area included), a name and how often to hear of it. `email` only for
 * visitors without an account; a signed-in owner's alerts go to their account's address.
 */
export const saveSearchSchema = z.object({
  search: text(lazy("alerts.searchRequired"), lazy("alerts.searchRequired"))
    .min(1, { error: lazy("alerts.searchRequired"), abort: true })
    .max(SEARCH_PATH_MAX, { error: lazy("alerts.searchRequired") }),
  name: nameField,
  frequency: frequencyField.default("daily"),
  email: emailField({ required: lazy("alerts.emailRequired"), invalid: lazy("alerts.emailInvalid") }).optional(),
  /** The e-mails' language and currency; the page's own when absent. */
  language: z.enum(["en", "ar", "hi", "ru"], { error: lazy("alerts.languageInvalid") }).optional(),
  currency: z
    .string({ error: lazy("alerts.currencyInvalid") })
    .regex(/^[A-Za-z]{3}$/, { error: lazy("alerts.currencyInvalid") })
    .transform((v) => v.toUpperCase())
    .optional(),
});
export type SaveSearchInput = z.output<typeof saveSearchSchema>;

/** What the owner may change: the name, the frequency, and pausing. */
export const editSearchSchema = z
  .strictObject({
    name: nameField.optional(),
    frequency: frequencyField.optional(),
    paused: z.boolean({ error: lazy("alerts.pausedInvalid") }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: lazy("alerts.nothingToChange") });
export type EditSearchInput = z.output<typeof editSearchSchema>;
