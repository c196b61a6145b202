import { z } from "zod";
import { ENQUIRY_TYPES } from "../../../db/enums";

export { ENQUIRY_TYPES };
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const TEXT_MAX = 2000;

// ---------------------------------------------------------------- building blocks

export const NOT_ALLOWED_CHARACTER = "Contains a character that is not allowed.";

/** A string field: missing → `required`, another JSON type → `wrongType`; trimmed. */
export function text(required: string, wrongType: string) {
  return (
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : wrongType) })
      .trim()
      // PostgreSQL text cannot hold U+0000: refused here rather than failing the insert.
      .refine((value) => !value.includes("\u0000"), { error: NOT_ALLOWED_CHARACTER, abort: true })
  );
}

/** Required, at most 120 characters and not purely a number ("12 345" is a number, "Flat 12" is not). */
export function fullNameField(messages: { required: string; numeric: string }) {
  return text(messages.required, messages.required)
    .min(1, { error: messages.required, abort: true })
    .max(NAME_MAX, { error: `Name must be at most ${NAME_MAX} characters.`, abort: true })
    .refine((name) => !/^[+-]?[\d\s.,]+$/.test(name), messages.numeric);
}

/**
 * "+" then 10 to 15 digits (spec, part 1 section 9). Spaces, dashes and brackets that
 * people type between digit groups are removed first; the stored number is the bare form.
 */
export function phoneField(messages: { required: string; invalid: string }) {
  return text(messages.required, messages.invalid)
    .min(1, { error: messages.required, abort: true })
    .transform((phone) => phone.replace(/[\s\-()]/g, ""))
    .pipe(z.string().regex(/^\+\d{10,15}$/, messages.invalid));
}

export function emailField(messages: { required: string; invalid: string }) {
  return text(messages.required, messages.invalid)
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters.`, abort: true })
    .pipe(z.email({ error: messages.invalid }));
}

/** Optional free text; absent and blank both become "". */
function optionalText(label: string) {
  return text("", `${label} must be text.`)
    .max(TEXT_MAX, `${label} must be at most 2,000 characters.`)
    .optional()
    .transform((v) => v ?? "");
}

/** The page the enquiry was sent from: an absolute http(s) address or a site path. */
const pageUrl = optionalText("Page address").refine(
  (url) => url === "" || isSitePath(url) || isWebAddress(url),
  "Page address must be a web address or a path starting with /.",
);

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
  nameRequired: string;
  nameNumeric: string;
  phoneRequired: string;
  phoneInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  /** When set, the free-text message is required with this message. */
  messageRequired?: string;
};

function enquirySchema(m: EnquiryMessages) {
  const inquire = m.messageRequired
    ? text(m.messageRequired, m.messageRequired)
        .min(1, { error: m.messageRequired, abort: true })
        .max(TEXT_MAX, "Message must be at most 2,000 characters.")
    : optionalText("Message");
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

// ---------------------------------------------------------------- the three forms (spec, part 1 section 5)

/** The enquiry dialog; also what POST /api/enquiry/enquireyenter accepts. */
export const enquiryDialogSchema = enquirySchema({
  nameRequired: "Please enter your name.",
  nameNumeric: "Name should not be a number.",
  phoneRequired: "Please enter your phone number.",
  phoneInvalid: "Enter a valid international phone number.",
  emailRequired: "Please enter your email.",
  emailInvalid: "Provide a valid email.",
});

/** The side enquiry form of the property, contact, blog and location pages. */
export const enquirySideFormSchema = enquirySchema({
  nameRequired: "Please enter your name.",
  nameNumeric: "Name should not be a number.",
  phoneRequired: "Please enter your phone number.",
  phoneInvalid: "Please enter a valid international phone number.",
  emailRequired: "Please enter your email.",
  emailInvalid: "Please provide a valid email.",
});

/** The "Learn more" form of the property page: all four fields required. */
export const propertyContactFormSchema = enquirySchema({
  nameRequired: "Name is required.",
  nameNumeric: "Name should not be a number.",
  phoneRequired: "Phone is required.",
  phoneInvalid: "Enter a valid international phone number.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email address.",
  messageRequired: "Message is required.",
});

export type EnquiryInput = z.output<typeof enquiryDialogSchema>;
