import type { Submission } from "@conform-to/react";
import { parseForm } from "../../form-rules";
import { z } from "../../zod";
import { ENQUIRY_ALIASES, type EnquiryFormValues, formValues, toPayload } from "./components/values";
import {
  type EnquiryInput,
  type EnquiryType,
  enquiryDialogSchema,
  enquirySideFormSchema,
  propertyContactFormSchema,
} from "./schema";

/** The enquiry forms' rules (as on the original site): the dialog's (the API's), the side form's, Learn more's. */
const RULES = { dialog: enquiryDialogSchema, side: enquirySideFormSchema, contact: propertyContactFormSchema };
export type EnquiryRuleName = keyof typeof RULES;

/** The API-shaped rule a form's enquiry is stored with. */
export function enquiryRule(rule: EnquiryRuleName) {
  return RULES[rule];
}

/** An enquiry form as its rule sees it: what the form holds, made into the API's body first. */
export function enquiryFormSchema(rule: EnquiryRuleName, inquireType: EnquiryType, inquireurl: string) {
  return z.preprocess(
    (form) => toPayload(formValues(form as Record<string, unknown>), inquireType, inquireurl),
    RULES[rule],
  );
}

/**
 * Reads and checks an enquiry form, in the browser and in a page's action: its messages are
 * named as the form's fields are (the API's `phoneNo` is the form's `phone`).
 */
export function checkEnquiry(
  formData: FormData,
  rule: EnquiryRuleName,
  inquireType: EnquiryType,
  inquireurl: string,
): Submission<EnquiryFormValues, string[], EnquiryInput> {
  const submission = parseForm(formData, enquiryFormSchema(rule, inquireType, inquireurl));
  const errors = submission.status === "success" ? null : submission.error;
  // The reply reads this same object, so it answers under the form's names too.
  for (const [from, to] of Object.entries(ENQUIRY_ALIASES)) {
    if (errors?.[from] === undefined) continue;
    errors[to] ??= errors[from];
    delete errors[from];
  }
  return submission as Submission<EnquiryFormValues, string[], EnquiryInput>;
}
