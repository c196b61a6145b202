import { Field, inputClass } from "../../../components/ui/field";
import { PhoneInput } from "../../../components/ui/phone-input";
import { t } from "../../../i18n/i18n";
import type { EnquiryFieldsState } from "./use-enquiry-form";

/** The labels and placeholders that differ from one enquiry form to another. */
export type EnquiryFieldsText = {
  fullname: string;
  fullnamePlaceholder: string;
  phone: string;
  email: string;
  message: string;
  /** None where the message starts filled in. */
  messagePlaceholder?: string;
};

/** The Get Assistance form's wording, for a form that brings none of its own. */
function enquiryText(): EnquiryFieldsText {
  return {
    fullname: t("enquiry.fullName"),
    fullnamePlaceholder: t("enquiry.fullNamePlaceholder"),
    phone: t("enquiry.phone"),
    email: t("enquiry.email"),
    message: t("enquiry.budget"),
    messagePlaceholder: t("enquiry.budgetPlaceholder"),
  };
}

/**
 * How the fields are laid out. "stack": one column, the phone before the e-mail, an optional
 * message of three rows. "columns" (in a two-column grid): name and e-mail side by side, then
 * the phone and a required message of four rows across both columns.
 */
export type EnquiryFieldsLayout = "stack" | "columns";

/**
 * The fields of an enquiry form, with the form's own message above them: full name, phone
 * with its country picker, e-mail and message, each tied to its label and error by Field.
 */
export function EnquiryFields(props: {
  form: EnquiryFieldsState;
  layout: EnquiryFieldsLayout;
  text?: EnquiryFieldsText;
}) {
  const { ids, values, errors, change } = props.form;
  const text = props.text ?? enquiryText();
  const columns = props.layout === "columns";
  const fullname = (
    <TextField
      form={props.form}
      field="fullname"
      label={text.fullname}
      placeholder={text.fullnamePlaceholder}
      type="text"
      autoComplete="name"
    />
  );
  const email = (
    <TextField
      form={props.form}
      field="email"
      label={text.email}
      placeholder={t("enquiry.emailPlaceholder")}
      type="email"
      autoComplete="email"
      inputMode="email"
    />
  );
  const phone = (
    <Field id={ids.phoneNo} label={text.phone} error={errors.phoneNo}>
      {(aria) => (
        <PhoneInput
          {...aria}
          name="phone"
          countryName="phoneCountry"
          countryLabel={t("enquiry.countryCode")}
          country={values.phoneCountry}
          value={values.phone}
          onCountryChange={(phoneCountry) => change("phoneNo", { phoneCountry })}
          onValueChange={(phone) => change("phoneNo", { phone })}
          placeholder={t("enquiry.phonePlaceholder")}
          required
        />
      )}
    </Field>
  );
  // The stacked forms' message is optional, the two-column form's required.
  const message = (
    <Field
      id={ids.inquire}
      label={text.message}
      labelHint={columns ? undefined : t("enquiry.optional")}
      error={errors.inquire}
    >
      {(aria) => (
        <textarea
          {...aria}
          name="inquire"
          rows={columns ? 4 : 3}
          value={values.inquire}
          onChange={(e) => change("inquire", { inquire: e.target.value })}
          placeholder={text.messagePlaceholder}
          aria-required={columns ? true : undefined}
          className={inputClass(
            !!errors.inquire,
            columns ? "h-auto min-h-28 resize-y py-3" : "h-auto min-h-24 resize-y py-3",
          )}
        />
      )}
    </Field>
  );
  const formError = errors.form ? (
    <p
      role="alert"
      className={`rounded-lg bg-error/10 px-3 py-2 text-sm font-medium text-error${columns ? " sm:col-span-2" : ""}`}
    >
      {errors.form}
    </p>
  ) : null;
  return columns ? (
    <>
      {formError}
      {fullname}
      {email}
      <div className="sm:col-span-2">{phone}</div>
      <div className="sm:col-span-2">{message}</div>
    </>
  ) : (
    <>
      {formError}
      {fullname}
      {phone}
      {email}
      {message}
    </>
  );
}

/** The full name or the e-mail: a required one-line input. */
function TextField(props: {
  form: EnquiryFieldsState;
  field: "fullname" | "email";
  label: string;
  placeholder: string;
  type: "text" | "email";
  autoComplete: "name" | "email";
  inputMode?: "email";
}) {
  const { ids, values, errors, change } = props.form;
  const { field } = props;
  return (
    <Field id={ids[field]} label={props.label} error={errors[field]}>
      {(aria) => (
        <input
          {...aria}
          name={field}
          type={props.type}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          value={values[field]}
          onChange={(e) => change(field, { [field]: e.target.value })}
          placeholder={props.placeholder}
          aria-required
          className={inputClass(!!errors[field])}
        />
      )}
    </Field>
  );
}
