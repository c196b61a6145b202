import { useState } from "react";
import { Field, type FieldAria, inputClass } from "../../../components/ui/field";
import { PhoneInput } from "../../../components/ui/phone-input";
import { type FormField, firstError, inputProps, textareaProps } from "../../../forms";
import { t } from "../../../i18n/i18n";
import type { EnquiryFormState } from "./use-enquiry-form";

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
 * The text fields are uncontrolled (Conform reads the form); the phone is a picker and a
 * number that the flag follows, so it keeps its own state.
 */
export function EnquiryFields(props: {
  form: EnquiryFormState;
  layout: EnquiryFieldsLayout;
  text?: EnquiryFieldsText;
}) {
  const { ids, fields, form } = props.form;
  const text = props.text ?? enquiryText();
  const columns = props.layout === "columns";
  const fullname = (
    <TextField
      id={ids.fullname}
      field={fields.fullname}
      label={text.fullname}
      placeholder={text.fullnamePlaceholder}
      type="text"
      autoComplete="name"
    />
  );
  const email = (
    <TextField
      id={ids.email}
      field={fields.email}
      label={text.email}
      placeholder={t("enquiry.emailPlaceholder")}
      type="email"
      autoComplete="email"
      inputMode="email"
    />
  );
  const phone = (
    <Field id={ids.phone} label={text.phone} error={firstError(fields.phone.errors)}>
      {(aria) => <Phone key={fields.phone.key} aria={aria} country={fields.phoneCountry} number={fields.phone} />}
    </Field>
  );
  // The stacked forms' message is optional, the two-column form's required.
  const messageError = firstError(fields.inquire.errors);
  const message = (
    <Field
      id={ids.inquire}
      label={text.message}
      labelHint={columns ? undefined : t("enquiry.optional")}
      error={messageError}
    >
      {(aria) => (
        <textarea
          key={fields.inquire.key}
          {...textareaProps(fields.inquire)}
          {...aria}
          rows={columns ? 4 : 3}
          placeholder={text.messagePlaceholder}
          aria-required={columns ? true : undefined}
          className={inputClass(
            !!messageError,
            columns ? "h-auto min-h-28 resize-y py-3" : "h-auto min-h-24 resize-y py-3",
          )}
        />
      )}
    </Field>
  );
  const problem = firstError(form.errors);
  const formError = problem ? (
    <p
      role="alert"
      className={`rounded-lg bg-error/10 px-3 py-2 text-sm font-medium text-error${columns ? " sm:col-span-2" : ""}`}
    >
      {problem}
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

/** The phone's country and number, starting from the form's values (a reset remounts it). */
function Phone(props: { aria: FieldAria; country: FormField; number: FormField }) {
  const initial = (field: FormField) => (typeof field.initialValue === "string" ? field.initialValue : "");
  const [country, setCountry] = useState(() => initial(props.country));
  const [number, setNumber] = useState(() => initial(props.number));
  return (
    <PhoneInput
      {...props.aria}
      name={props.number.name}
      countryName={props.country.name}
      countryLabel={t("enquiry.countryCode")}
      country={country}
      value={number}
      onCountryChange={setCountry}
      onValueChange={setNumber}
      placeholder={t("enquiry.phonePlaceholder")}
      required
    />
  );
}

/** The full name or the e-mail: a required one-line input. */
function TextField(props: {
  id: string;
  field: FormField;
  label: string;
  placeholder: string;
  type: "text" | "email";
  autoComplete: "name" | "email";
  inputMode?: "email";
}) {
  const error = firstError(props.field.errors);
  return (
    <Field id={props.id} label={props.label} error={error}>
      {(aria) => (
        <input
          key={props.field.key}
          {...inputProps(props.field, props.type)}
          {...aria}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          aria-required
          className={inputClass(!!error)}
        />
      )}
    </Field>
  );
}
