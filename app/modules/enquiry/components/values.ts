import type { z } from "zod";
import { combinePhone, DEFAULT_COUNTRY } from "../../../components/ui/phone-input";
import { fieldErrors } from "../../../errors";
import type { EnquiryInput, EnquiryType } from "../schema";

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

/** The fields a message can be shown under; `form` is for anything else. */
export type EnquiryField = "fullname" | "phoneNo" | "email" | "inquire";
export type EnquiryErrors = Partial<Record<EnquiryField | "form", string>>;

export const EMPTY_VALUES: EnquiryFormValues = {
  fullname: "",
  phoneCountry: DEFAULT_COUNTRY,
  phone: "",
  email: "",
  inquire: "",
};

/** The fields an enquiry form shows a message under. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ["fullname", "phoneNo", "email", "inquire"];
const FIELDS = new Set<string>(ENQUIRY_FIELDS);

/** The body of POST /api/enquiry/enquireyenter (spec, part 1 section 7). */
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

/** Either the parsed enquiry or one message per field: the first the schema reported. */
export function validateEnquiry(
  schema: z.ZodType<EnquiryInput, unknown>,
  payload: ReturnType<typeof toPayload>,
): { data: EnquiryInput; errors?: undefined } | { data?: undefined; errors: EnquiryErrors } {
  const result = schema.safeParse(payload);
  if (result.success) return { data: result.data };
  return { errors: fieldErrors(result.error.issues, { fields: FIELDS }) };
}

/** Server answers' `errors` (`{ field: message }`) restricted to the fields the form shows. */
export function pickFieldErrors(errors: unknown): EnquiryErrors {
  const picked: EnquiryErrors = {};
  if (typeof errors !== "object" || errors === null) return picked;
  for (const [key, message] of Object.entries(errors)) {
    if (FIELDS.has(key) && typeof message === "string") picked[key as EnquiryField] = message;
  }
  return picked;
}

/** The values of a posted form; missing fields are empty. */
export function readFormValues(form: FormData): EnquiryFormValues {
  const get = (name: string) => {
    const value = form.get(name);
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
