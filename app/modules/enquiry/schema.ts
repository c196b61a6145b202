import "../../i18n/en-pages";
import { ENQUIRY_TYPES } from "../../../db/enums";
import { lazy } from "../../i18n/i18n";
import { z } from "../../zod";

export { ENQUIRY_TYPES };
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const TEXT_MAX = 2000;

// ---------------------------------------------------------------- building blocks

/**
 * A message read when validation runs, in the language of the page being validated (the
 * schemas are built once, at import time). The REST API runs outside any page, in English.
 */
export type Msg = () => string;

/** A fixed message (no translation): for fields only the API and hidden inputs see. */
export const fixed =
  (message: string): Msg =>
  () =>
    message;

export const NOT_ALLOWED_CHARACTER = lazy("validation.notAllowedCharacter");

/** A string field: missing → `required`, another JSON type → `wrongType`; trimmed. */
export function text(required: Msg, wrongType: Msg) {
  return (
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required() : wrongType()) })
      .trim()
      // PostgreSQL text cannot hold U+0000: refused here rather than failing the insert.
      .refine((value) => !value.includes("\u0000"), { error: NOT_ALLOWED_CHARACTER, abort: true })
  );
}

/** Required, at most 120 characters and not purely a number ("12 345" is a number, "Flat 12" is not). */
export function fullNameField(messages: { required: Msg; numeric: Msg }) {
  return text(messages.required, messages.required)
    .min(1, { error: messages.required, abort: true })
    .max(NAME_MAX, { error: lazy("validation.nameMax", { max: NAME_MAX }), abort: true })
    .refine((name) => !/^[+-]?[\d\s.,]+$/.test(name), { error: messages.numeric });
}

/**
 * "+" then 10 to 15 digits, the original front end's rule. Spaces, dashes and brackets that
 * people type between digit groups are removed first; the stored number is the bare form.
 */
export function phoneField(messages: { required: Msg; invalid: Msg }) {
  return text(messages.required, messages.invalid)
    .min(1, { error: messages.required, abort: true })
    .transform((phone) => phone.replace(/[\s\-()]/g, ""))
    .pipe(z.string().regex(/^\+\d{10,15}$/, { error: messages.invalid }));
}

export function emailField(messages: { required: Msg; invalid: Msg }) {
  return text(messages.required, messages.invalid)
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX, { error: lazy("validation.emailMax", { max: EMAIL_MAX }), abort: true })
    .pipe(z.email({ error: messages.invalid }));
}

/** Optional free text; absent and blank both become "". */
function optionalText(messages: { wrongType: Msg; tooLong: Msg }) {
  return text(fixed(""), messages.wrongType)
    .max(TEXT_MAX, { error: messages.tooLong })
    .optional()
    .transform((v) => v ?? "");
}

/** The page the enquiry was sent from: an absolute http(s) address or a site path. */
const pageUrl = optionalText({
  wrongType: fixed("Page address must be text."),
  tooLong: fixed("Page address must be at most 2,000 characters."),
}).refine((url) => url === "" || isSitePath(url) || isWebAddress(url), { error: lazy("validation.pageAddress") });

function isSitePath(url: string): boolean {
  // "//host" would be an address on another site, not a path.
  return url.startsWith("/") && !url.startsWith("//");
}

function isWebAddress(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol } = new URL(url);
  return protocol === "http:" || protocol === "https:";
}

type EnquiryMessages = {
  nameRequired: Msg;
  nameNumeric: Msg;
  phoneRequired: Msg;
  phoneInvalid: Msg;
  emailRequired: Msg;
  emailInvalid: Msg;
  /** When set, the free-text message is required with this message. */
  messageRequired?: Msg;
};

function enquirySchema(m: EnquiryMessages) {
  const inquire = m.messageRequired
    ? text(m.messageRequired, m.messageRequired)
        .min(1, { error: m.messageRequired, abort: true })
        .max(TEXT_MAX, { error: lazy("validation.messageMax") })
    : optionalText({ wrongType: lazy("validation.messageText"), tooLong: lazy("validation.messageMax") });
  return z.strictObject({
    fullname: fullNameField({ required: m.nameRequired, numeric: m.nameNumeric }),
    phoneNo: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    inquire,
    /** Who opened the form; an enquiry without one is a general one. */
    inquireType: z.enum(ENQUIRY_TYPES, { error: "Choose a valid enquiry type." }).default("General"),
    inquireurl: pageUrl,
    /** The original front end sends status "Active"; the server decides the status, so it is ignored. */
    status: z.string({ error: "Status must be text." }).max(40, "Status must be at most 40 characters.").optional(),
  });
}

// ---------------------------------------------------------------- the three forms, as on the original site

/** The enquiry dialog; also what POST /api/enquiry/enquireyenter accepts. */
export const enquiryDialogSchema = enquirySchema({
  nameRequired: lazy("validation.nameRequired"),
  nameNumeric: lazy("validation.nameNumeric"),
  phoneRequired: lazy("validation.phoneRequired"),
  phoneInvalid: lazy("validation.phoneInvalid"),
  emailRequired: lazy("validation.emailRequired"),
  emailInvalid: lazy("validation.emailInvalid"),
});

/** The side enquiry form of the property, contact, blog and location pages. */
export const enquirySideFormSchema = enquirySchema({
  nameRequired: lazy("validation.nameRequired"),
  nameNumeric: lazy("validation.nameNumeric"),
  phoneRequired: lazy("validation.phoneRequired"),
  phoneInvalid: lazy("validation.side.phoneInvalid"),
  emailRequired: lazy("validation.emailRequired"),
  emailInvalid: lazy("validation.side.emailInvalid"),
});

/** The "Learn more" form of the property page: all four fields required. */
export const propertyContactFormSchema = enquirySchema({
  nameRequired: lazy("validation.contact.nameRequired"),
  nameNumeric: lazy("validation.nameNumeric"),
  phoneRequired: lazy("validation.contact.phoneRequired"),
  phoneInvalid: lazy("validation.phoneInvalid"),
  emailRequired: lazy("validation.contact.emailRequired"),
  emailInvalid: lazy("validation.contact.emailInvalid"),
  messageRequired: lazy("validation.contact.messageRequired"),
});

export type EnquiryInput = z.output<typeof enquiryDialogSchema>;
