import type { FormReply } from "../../forms";
import { lazy } from "../../i18n/i18n";
import { z } from "../../zod";

/** The contact form of /residence-passports: only the message is required, as on the original site. */
export const RESIDENCE_FIELDS = ["fullname", "email", "phone", "message"] as const;

const noNul = (value: string) => !value.includes("\u0000");

export const residenceFormSchema = z.object({
  fullname: z
    .string()
    .trim()
    .max(120, { error: lazy("validation.nameMax", { max: 120 }) })
    .refine(noNul, { error: lazy("validation.notAllowedCharacter") })
    .refine((name) => name === "" || !/^[+-]?[\d\s.,]+$/.test(name), { error: lazy("content.res.nameInvalid") }),
  email: z
    .string()
    .trim()
    .max(254, { error: lazy("validation.emailMax", { max: 254 }) })
    .refine((email) => email === "" || z.email().safeParse(email).success, { error: lazy("content.res.emailInvalid") }),
  /** Optional; when given, 7 to 15 digits with an optional leading +, separators removed. */
  phone: z
    .string()
    .trim()
    .transform((phone) => phone.replace(/[\s\-().]/g, ""))
    .refine((phone) => phone === "" || /^\+?\d{7,15}$/.test(phone), { error: lazy("content.res.phoneInvalid") }),
  message: z
    .string()
    .trim()
    .min(1, { error: lazy("content.res.messageRequired") })
    .max(2000, { error: lazy("validation.messageMax") })
    .refine(noNul, { error: lazy("validation.notAllowedCharacter") }),
});

export type ResidenceInput = z.output<typeof residenceFormSchema>;

/**
 * The form as an enquiry of type "Residence & Passports". The enquiry table wants a name,
 * phone and e-mail: the ones left blank are stored as "".
 */
export const residenceEnquirySchema = residenceFormSchema.transform((form) => ({
  fullname: form.fullname,
  email: form.email,
  phoneNo: form.phone,
  inquire: form.message,
  inquireType: "Residence & Passports" as const,
  inquireurl: "/residence-passports",
}));

/** What the page's action answers when the form was posted: sent, or Conform's reply. */
export type ResidenceAnswer = { sent: true } | FormReply;
