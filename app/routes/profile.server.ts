/** The profile pages (/usre-profile1 and /customer-profile) share this loader and action. */
import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../context";
import { DomainError } from "../errors";
import { parseForm } from "../form-rules";
import { type FormShape, formFailure, formRefused } from "../forms.server";
import { lp, t } from "../i18n/i18n";
import { changeEmail, changePassword } from "../modules/account/auth.server";
import {
  getProfileSettings,
  listOwnEnquiries,
  listSavedCards,
  updateGeneral,
  updateListingContacts,
  updateNotifications,
} from "../modules/account/profile.server";
import { PROFILE_TABS, type ProfileAnswer, type ProfileTab } from "../modules/account/profile-tabs";
import {
  contactsSchema,
  emailChangeSchema,
  generalFormSchema,
  generalSchema,
  notificationsSchema,
  passwordChangeSchema,
} from "../modules/account/schema";
import { sessionToken } from "../modules/account/session.server";
import {
  deleteSavedSearch,
  editSavedSearch,
  listSavedSearches,
  markSavedSearchViewed,
} from "../modules/alerts/saved-searches.server";
import { editSearchSchema } from "../modules/alerts/schema";
import { z } from "../zod";

/** A post whose `intent` names no form: always refused, with the form's own message. */
const unknownIntentSchema = z.object({ intent: z.never({ error: "Unknown form." }) });

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The signed-in user, or a redirect to login that comes back to this very address. */
async function requireUser({ request, context }: Args) {
  const user = await context.get(appContext).user();
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(lp(`/login-signup?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`));
}

export async function profileLoader(args: Args, defaultTab: ProfileTab) {
  const user = await requireUser(args);
  const { db } = args.context.get(appContext);
  const requested = new URL(args.request.url).searchParams.get("tab");
  const tab = (PROFILE_TABS as readonly string[]).includes(requested ?? "") ? (requested as ProfileTab) : defaultTab;
  const [settings, saved, enquiries, searches] = await Promise.all([
    getProfileSettings(db, user.id),
    listSavedCards(db, user.id),
    listOwnEnquiries(db, user.id),
    listSavedSearches(db, user.id),
  ]);
  if (!settings) throw redirect(lp("/login-signup"));
  return data({ tab, settings, saved, enquiries, searches }, { headers: { "Cache-Control": "private, no-store" } });
}

/** How each tab's form reads its failures: its fields, and the ones never sent back. */
const SHAPES: Record<string, { fields: readonly string[]; hideFields?: readonly string[] }> = {
  general: { fields: Object.keys(generalSchema.shape) },
  notifications: { fields: Object.keys(notificationsSchema.shape) },
  contacts: { fields: Object.keys(contactsSchema.shape) },
  password: {
    fields: ["oldPassword", "newPassword", "confirmPassword"],
    hideFields: ["oldPassword", "newPassword", "confirmPassword"],
  },
  email: { fields: ["newEmail", "password"], hideFields: ["password"] },
  "search-edit": { fields: ["id", "name", "frequency"] },
};

const searchIdSchema = z.object({ intent: z.string(), id: z.uuid({ error: () => t("alerts.notFound") }) });
const searchEditSchema = searchIdSchema.extend(editSearchSchema.shape);
const searchPauseSchema = searchIdSchema.extend({ paused: z.enum(["true", "false"]).transform((v) => v === "true") });

function shapeOf(intent: string): FormShape {
  return {
    name: `profile ${intent}`,
    fields: SHAPES[intent]?.fields ?? [],
    failure: () => `${t("error.title")}. ${t("error.text")}`,
    invalid: () => t("account.formError"),
    hideFields: SHAPES[intent]?.hideFields,
  };
}

/** One action for every tab's form; `intent` says which. */
export async function profileAction(args: Args) {
  const user = await requireUser(args);
  const { db, secureCookies, services } = args.context.get(appContext);
  const formData = await args.request.formData();
  const intent = String(formData.get("intent") ?? "");
  const shape = shapeOf(intent);

  /** The one path of every tab: parse, refuse, or run the command and say what it did. */
  async function run<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
    schema: Schema,
    command: (value: z.output<Schema>) => Promise<string>,
  ) {
    const submission = parseForm(formData, schema);
    if (submission.status !== "success") return formRefused(submission, shape);
    try {
      const message = await command(submission.value);
      return data<ProfileAnswer>({ saved: { intent, message } }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return formFailure(submission, error, shape);
    }
  }

  switch (intent) {
    case "general":
      return run(generalFormSchema, async ({ intent: _intent, ...value }) => {
        await updateGeneral(db, user.id, value, services.worldPlaces);
        return t("account.saved");
      });
    case "notifications":
      return run(notificationsSchema, async (value) => {
        await updateNotifications(db, user.id, value);
        return t("account.saved");
      });
    case "contacts":
      return run(contactsSchema, async (value) => {
        await updateListingContacts(db, user.id, value);
        return t("account.saved");
      });
    case "password":
      return run(passwordChangeSchema, async (value) => {
        await changePassword(db, user.id, value, sessionToken(args.request.headers.get("cookie"), secureCookies));
        return t("account.passwordChanged");
      });
    case "search-edit":
      return run(searchEditSchema, async ({ id, name, frequency }) => {
        if (!(await editSavedSearch(db, user.id, id, { name, frequency })))
          throw new DomainError(404, t("alerts.notFound"));
        return t("alerts.updated");
      });
    case "search-pause":
      return run(searchPauseSchema, async ({ id, paused }) => {
        if (!(await editSavedSearch(db, user.id, id, { paused }))) throw new DomainError(404, t("alerts.notFound"));
        return t("alerts.updated");
      });
    case "search-delete":
      return run(searchIdSchema, async ({ id }) => {
        if (!(await deleteSavedSearch(db, user.id, id))) throw new DomainError(404, t("alerts.notFound"));
        return t("alerts.deleted");
      });
    case "search-open": {
      // Opening a search counts as seeing its matches: the new-match count starts again.
      const id = String(formData.get("id") ?? "");
      const path = await markSavedSearchViewed(db, user.id, id);
      if (path) throw redirect(path);
      return run(searchIdSchema, async () => {
        throw new DomainError(404, t("alerts.notFound"));
      });
    }
    case "email":
      return run(emailChangeSchema, async (value) => {
        await changeEmail(db, user.id, value);
        return t("account.emailChanged");
      });
    default:
      // No form of the page posts another intent: a hand-made post, refused like any bad field.
      return run(unknownIntentSchema, async () => "");
  }
}
