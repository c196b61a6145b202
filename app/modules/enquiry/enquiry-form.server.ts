import { type FormShape, formFailure } from "../../forms.server";
import type { Services } from "../../services.server";
import { ENQUIRY_ALIASES, ENQUIRY_FIELDS, formValues, toPayload } from "./components/values";
import { checkEnquiry, type EnquiryRuleName, enquiryRule } from "./form-rule";
import type { EnquiryType } from "./schema";

/**
 * An enquiry form posted to a page's action (without JavaScript, or the /enquiry page's own
 * form): read and checked as the browser does, then handed to the enquiry service, which counts
 * the attempt against the sender's allowance (refused ones too) and stores it. Null when it is
 * stored; else the form's answer (the service's refusal under the form's fields).
 */
export async function submitEnquiryForm(
  formData: FormData,
  form: {
    rule: EnquiryRuleName;
    inquireType: EnquiryType;
    inquireurl: string;
    services: Pick<Services, "enquiries">;
    ip: string;
    profileId?: string;
    shape: Pick<FormShape, "name" | "failure">;
  },
) {
  const submission = checkEnquiry(formData, form.rule, form.inquireType, form.inquireurl);
  const shape: FormShape = { ...form.shape, fields: ENQUIRY_FIELDS, aliases: ENQUIRY_ALIASES };
  try {
    const payload = toPayload(formValues(submission.payload), form.inquireType, form.inquireurl);
    await form.services.enquiries.submit(payload, {
      schema: enquiryRule(form.rule),
      ip: form.ip,
      profileId: form.profileId,
    });
    return null;
  } catch (error) {
    return formFailure(submission, error, shape);
  }
}
