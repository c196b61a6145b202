import { combinePhone, DEFAULT_COUNTRY } from "../../../components/ui/phone-input";
import type { EnquiryType } from "../schema";

/** What the person typed, as the form holds it (the phone still in two parts). */
export type EnquiryFormValues = {
  fullname: string;
  /** ISO code of the phone's country. */
  phoneCountry: string;
  /** The number as typed, without the calling code. */
  phone: string;
  email: string;
  inquire: string;
};

export const EMPTY_VALUES: EnquiryFormValues = {
  fullname: "",
  phoneCountry: DEFAULT_COUNTRY,
  phone: "",
  email: "",
  inquire: "",
};

/**
 * The form's fields a message can be shown under. The API names the phone `phoneNo`; the
 * form types its number under `phone`, so that is where the phone's message goes.
 */
export const ENQUIRY_FIELDS = ["fullname", "phone", "email", "inquire"] as const;
export const ENQUIRY_ALIASES: Readonly<Record<string, string>> = { phoneNo: "phone" };

/** The values of a posted form (Conform's payload or FormData's entries); missing fields are empty. */
export function formValues(payload: Record<string, unknown>): EnquiryFormValues {
  const get = (name: keyof EnquiryFormValues) => {
    const value = payload[name];
    return typeof value === "string" ? value : "";
  };
  return {
    fullname: get("fullname"),
    phoneCountry: get("phoneCountry") || DEFAULT_COUNTRY,
    phone: get("phone"),
    email: get("email"),
    inquire: get("inquire"),
  };
}

/** The body of POST /api/enquiry/enquireyenter (the original front end's contract). */
export function toPayload(values: EnquiryFormValues, inquireType: EnquiryType, inquireurl: string) {
  return {
    fullname: values.fullname,
    phoneNo: combinePhone(values.phoneCountry, values.phone),
    email: values.email,
    inquire: values.inquire,
    inquireType,
    inquireurl,
    status: "Active",
  };
}

/** An API answer's `errors` (`{ field: message }`) under the form's field names, for Conform's reply. */
export function apiFieldErrors(errors: unknown): Record<string, string[]> {
  const picked: Record<string, string[]> = {};
  if (typeof errors !== "object" || errors === null) return picked;
  for (const [key, message] of Object.entries(errors)) {
    const field = ENQUIRY_ALIASES[key] ?? key;
    if ((ENQUIRY_FIELDS as readonly string[]).includes(field) && typeof message === "string") picked[field] = [message];
  }
  return picked;
}
