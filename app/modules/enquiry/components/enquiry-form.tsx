import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { PhoneInput } from "../../../components/ui/phone-input";
import { Toast, type ToastMessage } from "../../../components/ui/toast";
import { lp, t } from "../../../i18n/i18n";
import { type EnquiryType, enquiryDialogSchema, enquirySideFormSchema } from "../schema";
import { errorId, Field, inputClass } from "./field";
import {
  EMPTY_VALUES,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryFormValues,
  pickFieldErrors,
  toPayload,
  validateEnquiry,
} from "./values";

/** The spec's enquiry toasts close after 2 seconds (part 1 section 8). */
export const ENQUIRY_TOAST_MS = 2000;
const ENDPOINT = "/api/enquiry/enquireyenter";

export type EnquiryFormProps = {
  inquireType: EnquiryType;
  /**
   * "dialog": the Get Assistance messages, checked on submit. "side": the side form of the
   * property and contact pages, its own messages, checked on submit and on change.
   */
  variant?: "dialog" | "side";
  /**
   * Post to this route action with React Router's Form (works without JavaScript) instead
   * of calling the API from the browser.
   */
  action?: string;
  /** Route mode: what the server got back, to fill the form again. */
  initialValues?: EnquiryFormValues;
  serverErrors?: EnquiryErrors;
  /** Route mode: the page the person came from, posted as `inquireurl`. */
  pageUrl?: string;
  /** API mode: called when the success toast closes (the dialog closes then). */
  onSent?: () => void;
  submitLabel?: string;
  /** The Privacy Policy and FAQ links under the button. */
  legalLinks?: boolean;
};

/** The enquiry form: full name, international phone, email and optional budget text. */
export function EnquiryForm(props: EnquiryFormProps) {
  const schema = props.variant === "side" ? enquirySideFormSchema : enquiryDialogSchema;
  const checkOnChange = props.variant === "side";
  const id = useId();
  const ids = { fullname: `${id}-name`, phoneNo: `${id}-phone`, email: `${id}-email`, inquire: `${id}-inquire` };
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EnquiryFormValues>(props.initialValues ?? EMPTY_VALUES);
  const [errors, setErrors] = useState<EnquiryErrors>(props.serverErrors ?? {});
  const [sending, setSending] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const navigation = useNavigation();
  const routeSubmitting = props.action !== undefined && navigation.state === "submitting";

  // A new answer from the route action replaces the messages on screen.
  useEffect(() => {
    if (props.serverErrors) setErrors(props.serverErrors);
  }, [props.serverErrors]);

  const payload = (v: EnquiryFormValues) =>
    toPayload(v, props.inquireType, props.pageUrl ?? (typeof window === "undefined" ? "" : window.location.href));

  const change = (field: EnquiryField, patch: Partial<EnquiryFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    setErrors((current) => {
      const { [field]: _cleared, form: _form, ...rest } = current;
      if (!checkOnChange) return rest;
      const message = validateEnquiry(schema, payload(next)).errors?.[field];
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  const focusFirstError = (found: EnquiryErrors) => {
    const first = (["fullname", "phoneNo", "email", "inquire"] as const).find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const checked = validateEnquiry(schema, payload(values));
    if (checked.errors) {
      event.preventDefault();
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    // Route mode: React Router's Form posts to the action from here.
    if (props.action !== undefined) return;
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const response = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...checked.data, status: "Active" }),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        const found = pickFieldErrors((body as { errors?: unknown } | null)?.errors);
        setErrors(found);
        showToast("error");
        return;
      }
      setValues(EMPTY_VALUES);
      setErrors({});
      showToast("success");
    } catch {
      showToast("error");
    } finally {
      setSending(false);
    }
  };

  const showToast = (tone: ToastMessage["tone"]) =>
    setToast({ id: Date.now(), tone, text: tone === "success" ? t("enquiry.success") : t("enquiry.failure") });

  const onToastClose = (closed: ToastMessage) => {
    setToast((current) => (current?.id === closed.id ? null : current));
    if (closed.tone === "success") props.onSent?.();
  };

  const busy = sending || routeSubmitting;
  const described = (field: EnquiryField) => (errors[field] ? errorId(ids[field]) : undefined);
  const fields = (
    <>
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-error/10 px-3 py-2 text-sm font-medium text-error">
          {errors.form}
        </p>
      ) : null}
      <Field id={ids.fullname} label={t("enquiry.fullName")} error={errors.fullname}>
        <input
          id={ids.fullname}
          name="fullname"
          type="text"
          autoComplete="name"
          value={values.fullname}
          onChange={(e) => change("fullname", { fullname: e.target.value })}
          placeholder={t("enquiry.fullNamePlaceholder")}
          aria-invalid={errors.fullname ? true : undefined}
          aria-describedby={described("fullname")}
          aria-required
          className={inputClass(!!errors.fullname)}
        />
      </Field>
      <Field id={ids.phoneNo} label={t("enquiry.phone")} error={errors.phoneNo}>
        <PhoneInput
          id={ids.phoneNo}
          name="phone"
          countryName="phoneCountry"
          countryLabel={t("enquiry.countryCode")}
          country={values.phoneCountry}
          value={values.phone}
          onCountryChange={(phoneCountry) => change("phoneNo", { phoneCountry })}
          onValueChange={(phone) => change("phoneNo", { phone })}
          placeholder={t("enquiry.phonePlaceholder")}
          invalid={!!errors.phoneNo}
          describedBy={described("phoneNo")}
          required
        />
      </Field>
      <Field id={ids.email} label={t("enquiry.email")} error={errors.email}>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => change("email", { email: e.target.value })}
          placeholder={t("enquiry.emailPlaceholder")}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described("email")}
          aria-required
          className={inputClass(!!errors.email)}
        />
      </Field>
      <Field id={ids.inquire} label={t("enquiry.budget")} hint={t("enquiry.optional")} error={errors.inquire}>
        <textarea
          id={ids.inquire}
          name="inquire"
          rows={3}
          value={values.inquire}
          onChange={(e) => change("inquire", { inquire: e.target.value })}
          placeholder={t("enquiry.budgetPlaceholder")}
          aria-invalid={errors.inquire ? true : undefined}
          aria-describedby={described("inquire")}
          className={inputClass(!!errors.inquire, "h-auto min-h-24 resize-y py-3")}
        />
      </Field>
      {props.pageUrl !== undefined ? <input type="hidden" name="inquireurl" value={props.pageUrl} /> : null}
      {/* Tells the /enquiry action which form's rule and messages apply. */}
      <input type="hidden" name="variant" value={props.variant ?? "dialog"} />
      <button
        type="submit"
        disabled={busy}
        className="flex h-12 w-full items-center justify-center rounded-lg bg-navy px-6 text-base font-bold text-white transition-colors hover:bg-navy-700 disabled:cursor-wait disabled:opacity-80"
      >
        {busy ? t("enquiry.sending") : (props.submitLabel ?? t("enquiry.submit"))}
      </button>
      {props.legalLinks === false ? null : <LegalLinks />}
      {props.action === undefined ? (
        <Toast toast={toast} onClose={onToastClose} duration={ENQUIRY_TOAST_MS} closeLabel={t("enquiry.closeNotice")} />
      ) : null}
    </>
  );

  const formClass = "grid gap-4";
  return props.action !== undefined ? (
    <Form ref={formRef} method="post" action={lp(props.action)} noValidate onSubmit={onSubmit} className={formClass}>
      {fields}
    </Form>
  ) : (
    // Before hydration (or without JavaScript) the browser posts to the /enquiry page's
    // action, which applies the same rule, stores and confirms; no value reaches the URL.
    <form
      ref={formRef}
      method="post"
      action={lp(`/enquiry?type=${encodeURIComponent(props.inquireType)}`)}
      noValidate
      onSubmit={onSubmit}
      className={formClass}
    >
      {fields}
    </form>
  );
}

function LegalLinks() {
  const link = "font-semibold text-navy underline underline-offset-2 hover:text-ink";
  return (
    <p className="text-center text-sm text-neutral-600">
      {t("enquiry.legalBefore")}{" "}
      <a href={lp("/privacy-policy")} target="_blank" rel="noopener noreferrer" className={link}>
        {t("enquiry.privacy")}
        <span className="sr-only"> {t("enquiry.newTab")}</span>
      </a>
      . {t("enquiry.legalMiddle")}{" "}
      <a href={lp("/faq")} target="_blank" rel="noopener noreferrer" className={link}>
        {t("enquiry.faq")}
        <span className="sr-only"> {t("enquiry.newTab")}</span>
      </a>
      .
    </p>
  );
}
