import { data } from "react-router";
import type { AppContext } from "../../context";
import { t } from "../../i18n/i18n";
import { createEnquiry } from "../enquiry/enquiry.server";
import { type ResidenceErrors, type ResidenceValues, readResidenceForm, validateResidence } from "./residence-form";

export type ResidenceAnswer =
  | { state: "sent" }
  | { state: "invalid"; values: ResidenceValues; errors: ResidenceErrors };

/**
 * The residency contact form: rate-limited like every enquiry, validated (only the message
 * is required), stored as an enquiry of type "Residence & Passports". The enquiry table
 * wants a name, phone and e-mail: the ones left blank are stored as "".
 */
export async function submitResidenceForm(request: Request, ctx: Pick<AppContext, "db" | "allow">) {
  const form = await request.formData();
  const values = readResidenceForm(form);
  if (!(await ctx.allow("enquiry"))) {
    return data<ResidenceAnswer>({ state: "invalid", values, errors: { form: t("error.tooMany") } }, { status: 429 });
  }
  const checked = validateResidence(values);
  if (checked.errors) {
    return data<ResidenceAnswer>({ state: "invalid", values, errors: checked.errors }, { status: 400 });
  }
  try {
    await createEnquiry(ctx.db, {
      fullname: checked.data.fullname,
      email: checked.data.email,
      phoneNo: checked.data.phone,
      inquire: checked.data.message,
      inquireType: "Residence & Passports",
      inquireurl: "/residence-passports",
    });
  } catch (error) {
    console.error("residence form: could not store the enquiry", error);
    return data<ResidenceAnswer>(
      { state: "invalid", values, errors: { form: t("content.res.failed") } },
      { status: 500 },
    );
  }
  return data<ResidenceAnswer>({ state: "sent" });
}
