/** The profile pages (/usre-profile1 and /customer-profile) share this loader and action. */
import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../context";
import { fieldErrors } from "../errors";
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
  generalSchema,
  notificationsSchema,
  passwordChangeSchema,
} from "../modules/account/schema";
import { sessionToken } from "../modules/account/session.server";

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
  const [settings, saved, enquiries] = await Promise.all([
    getProfileSettings(db, user.id),
    listSavedCards(db, user.id),
    listOwnEnquiries(db, user.id),
  ]);
  if (!settings) throw redirect(lp("/login-signup"));
  return data({ tab, settings, saved, enquiries }, { headers: { "Cache-Control": "private, no-store" } });
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function answer(intent: string, status: number, body: Partial<ProfileAnswer>) {
  return data<ProfileAnswer>(
    { intent, ok: status < 300, message: "", errors: {}, values: {}, ...body },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

/** One action for every tab's form; `intent` says which. */
export async function profileAction(args: Args) {
  const user = await requireUser(args);
  const { db, secureCookies } = args.context.get(appContext);
  const form = await args.request.formData();
  const intent = field(form, "intent");
  const saved = () => answer(intent, 200, { message: t("account.saved") });

  if (intent === "general") {
    const names = ["firstname", "lastname", "phone", "contactdetails", "location", "city", "state", "country"];
    const values = Object.fromEntries(names.map((name) => [name, field(form, name)]));
    const parsed = generalSchema.safeParse(values);
    if (!parsed.success) return answer(intent, 400, { errors: fieldErrors(parsed.error.issues), values });
    await updateGeneral(db, user.id, parsed.data);
    return saved();
  }
  if (intent === "notifications") {
    const parsed = notificationsSchema.safeParse({
      notifyNewListings: form.get("notifyNewListings") ?? undefined,
      notifyMarketNews: form.get("notifyMarketNews") ?? undefined,
      notifyEnquiryUpdates: form.get("notifyEnquiryUpdates") ?? undefined,
    });
    if (!parsed.success) return answer(intent, 400, { errors: fieldErrors(parsed.error.issues) });
    await updateNotifications(db, user.id, parsed.data);
    return saved();
  }
  if (intent === "contacts") {
    const names = ["listingContactName", "listingContactPhone", "listingContactEmail"];
    const values = Object.fromEntries(names.map((name) => [name, field(form, name)]));
    const parsed = contactsSchema.safeParse(values);
    if (!parsed.success) return answer(intent, 400, { errors: fieldErrors(parsed.error.issues), values });
    await updateListingContacts(db, user.id, parsed.data);
    return saved();
  }
  if (intent === "password") {
    const parsed = passwordChangeSchema.safeParse({
      oldPassword: field(form, "oldPassword"),
      newPassword: field(form, "newPassword"),
      confirmPassword: field(form, "confirmPassword"),
    });
    if (!parsed.success) return answer(intent, 400, { errors: fieldErrors(parsed.error.issues) });
    const keep = sessionToken(args.request.headers.get("cookie"), secureCookies);
    const result = await changePassword(db, user.id, parsed.data, keep);
    if (!result.changed) {
      return result.reason === "wrong-password"
        ? answer(intent, 400, { errors: { oldPassword: t("account.oldPasswordWrong") } })
        : answer(intent, 400, { errors: { newPassword: t("account.passwordCommon", { label: "New password" }) } });
    }
    return answer(intent, 200, { message: t("account.passwordChanged") });
  }
  if (intent === "email") {
    const values = { newEmail: field(form, "newEmail") };
    const parsed = emailChangeSchema.safeParse({ ...values, password: field(form, "password") });
    if (!parsed.success) return answer(intent, 400, { errors: fieldErrors(parsed.error.issues), values });
    const result = await changeEmail(db, user.id, parsed.data);
    if (!result.changed) {
      return result.reason === "wrong-password"
        ? answer(intent, 400, { errors: { password: t("account.passwordWrong") }, values })
        : answer(intent, 409, { errors: { newEmail: t("account.emailTaken") }, values });
    }
    return answer(intent, 200, { message: t("account.emailChanged") });
  }
  return answer(intent, 400, { message: t("account.formError"), errors: { intent: "Unknown form." } });
}
