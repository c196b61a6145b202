import { lazy, type MessageKey, t } from "../../i18n/i18n";
import { stripLanguage } from "../../i18n/languages";
import { z } from "../../zod";
import { emailField, fixed, fullNameField, type Msg, NAME_MAX, phoneField, text } from "../enquiry/schema";

export const PASSWORD_MIN = 8;
/** Argon2 hashes any length, but an unbounded password is a cheap way to burn server CPU. */
export const PASSWORD_MAX = 128;

function requiredText(messages: { required: Msg; wrongType: Msg; tooLong: Msg }, max: number) {
  return text(messages.required, messages.wrongType)
    .min(1, { error: messages.required, abort: true })
    .max(max, { error: messages.tooLong });
}

/** Filled by the place autocomplete; a place may lack a city or a state, so these may be blank. */
function placePart(labelKey: MessageKey) {
  const wrongType = () => t("validation.placeText", { label: t(labelKey) });
  return text(wrongType, wrongType)
    .max(120, { error: () => t("validation.placeMax", { label: t(labelKey), max: 120 }) })
    .optional()
    .transform((v) => v ?? "");
}

/** POST profile/profilelayoutinsert (the original front end's contract). */
export const signupSchema = z.strictObject({
  firstname: fullNameField({
    required: lazy("validation.firstNameRequired"),
    numeric: lazy("validation.firstNameNumeric"),
  }),
  lastname: fullNameField({
    required: lazy("validation.lastNameRequired"),
    numeric: lazy("validation.lastNameNumeric"),
  }),
  email: emailField({ required: lazy("validation.emailRequired"), invalid: lazy("validation.emailInvalid") }),
  phone: phoneField({
    required: lazy("validation.phoneRequired"),
    invalid: lazy("validation.phoneInvalid"),
  }),
  contactdetails: emailField({
    required: lazy("validation.contactEmailRequired"),
    invalid: lazy("validation.contactEmailInvalid"),
  }),
  location: requiredText(
    {
      required: lazy("validation.locationRequired"),
      wrongType: lazy("validation.locationText"),
      tooLong: lazy("validation.locationMax", { max: 200 }),
    },
    200,
  ),
  city: placePart("validation.label.city"),
  state: placePart("validation.label.state"),
  country: placePart("validation.label.country"),
  password: z
    .string({
      error: (issue) => (issue.input === undefined ? t("validation.passwordRequired") : t("validation.passwordText")),
    })
    .min(PASSWORD_MIN, { error: lazy("validation.passwordMin", { min: PASSWORD_MIN }) })
    .max(PASSWORD_MAX, { error: lazy("validation.passwordMax", { max: PASSWORD_MAX }) }),
});

export type SignupInput = z.output<typeof signupSchema>;

// ---------------------------------------------------------------- login and profile forms

/** "{label} is required." and the like, with the label in the page's language too. */
function labelled(key: MessageKey, labelKey: MessageKey, vars: Record<string, number> = {}): Msg {
  return () => t(key, { ...vars, label: t(labelKey) });
}

/** The password rules of the forms, with the field's label in every message. */
function passwordField(labelKey: MessageKey) {
  const required = labelled("account.passwordRequired", labelKey);
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(PASSWORD_MIN, { error: labelled("account.passwordMin", labelKey, { min: PASSWORD_MIN }) })
    .max(PASSWORD_MAX, { error: labelled("account.passwordMax", labelKey, { max: PASSWORD_MAX }) });
}

/** A password that is only checked for presence and length (login, e-mail change). */
function currentPasswordField(labelKey: MessageKey, required: Msg = labelled("account.passwordRequired", labelKey)) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .max(PASSWORD_MAX, { error: labelled("account.passwordMax", labelKey, { max: PASSWORD_MAX }) });
}

/** Login: only shape checks, so a wrong password and an unknown e-mail answer alike. */
export const loginSchema = z.object({
  email: emailField({ required: lazy("account.emailRequired"), invalid: lazy("account.emailInvalid") }),
  password: currentPasswordField("validation.label.password"),
});

/** The login page's form, which also posts where to go next and the listing a heart asked to save. */
export const loginPageSchema = loginSchema.extend({
  intent: z.string().optional(),
  redirectTo: z.string().optional(),
  save: z.string().optional(),
});

/**
 * The sign-up form: the API's fields plus the confirmation, which must match, and the page's
 * own `intent` (the API's strict schema refuses any field it does not know, and keeps doing so).
 */
export const signupFormSchema = signupSchema
  .extend({ intent: z.literal("signup"), confirmPassword: z.string({ error: lazy("account.confirmRequired") }) })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: lazy("account.mismatch") });

/** General tab: name, phone, contact e-mail and location. */
export const generalSchema = signupSchema.pick({
  firstname: true,
  lastname: true,
  phone: true,
  contactdetails: true,
  location: true,
  city: true,
  state: true,
  country: true,
});

/** The General tab's form, which also posts which tab's form it is. */
export const generalFormSchema = generalSchema.extend({ intent: z.literal("general") });

/** Checkboxes post "on" when ticked and nothing when not. */
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

export const notificationsSchema = z.object({
  notifyNewListings: checkbox,
  notifyMarketNews: checkbox,
  notifyEnquiryUpdates: checkbox,
  notifyPriceDrops: checkbox,
});

/** Contacts for your listings: all optional, but well-formed when given. */
export const contactsSchema = z.object({
  listingContactName: text(fixed(""), lazy("account.contactNameInvalid")).max(NAME_MAX, {
    error: lazy("account.contactNameMax", { max: NAME_MAX }),
  }),
  listingContactPhone: text(fixed(""), lazy("account.contactPhoneInvalid"))
    .transform((phone) => phone.replace(/[\s\-()]/g, ""))
    .refine((phone) => phone === "" || /^\+\d{10,15}$/.test(phone), { error: lazy("account.contactPhoneInvalid") }),
  listingContactEmail: text(fixed(""), lazy("account.contactEmailInvalid"))
    .max(254, { error: lazy("account.contactEmailInvalid") })
    .refine((email) => email === "" || z.email().safeParse(email).success, {
      error: lazy("account.contactEmailInvalid"),
    }),
});

/** A new password and its confirmation: the profile's password change and the reset link's form. */
const newPasswordFields = {
  newPassword: passwordField("validation.label.newPassword"),
  confirmPassword: z
    .string({ error: lazy("account.confirmRequired") })
    .min(1, { error: lazy("account.confirmRequired") }),
};

const passwordsMatch = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const mismatch = { path: ["confirmPassword"], error: lazy("account.mismatch") };

export const passwordChangeSchema = z
  .object({
    oldPassword: currentPasswordField("validation.label.oldPassword", lazy("account.oldPasswordRequired")),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, mismatch);

/** "Forgot password?": the login e-mail, with the login form's messages. */
export const passwordResetRequestSchema = loginSchema.pick({ email: true });

/** The field a refusal names when the reset link itself no longer works (the form has no such input). */
export const RESET_LINK = "link";

/** The reset link's form: the same rules as any new password. */
export const passwordResetSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);

export const emailChangeSchema = z.object({
  newEmail: emailField({ required: lazy("account.newEmailRequired"), invalid: lazy("account.emailInvalid") }),
  password: currentPasswordField("validation.label.password"),
});

/**
 * The listing whose heart a signed-out visitor tapped, saved once they log in: a listing
 * id (a uuid) or nothing, so the login page's address carries no other text.
 */
export function listingToSave(value: unknown): string | undefined {
  return typeof value === "string" && z.guid().safeParse(value).success ? value.toLowerCase() : undefined;
}

/**
 * Where to go after login: a path on this site only. "//evil.example", "/\\evil",
 * absolute addresses and anything odd fall back to the profile.
 */
export function safeRedirect(to: unknown, fallback = "/usre-profile1"): string {
  if (typeof to !== "string" || to.length > 500) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if ([...to].some((ch) => ch.charCodeAt(0) < 0x20 || ch === "\\")) return fallback;
  const url = new URL(to, "http://local.invalid");
  if (url.origin !== "http://local.invalid") return fallback;
  if (stripLanguage(url.pathname) === "/login-signup") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
