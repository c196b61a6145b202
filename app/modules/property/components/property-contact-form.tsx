import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { PhoneInput } from "../../../components/ui/phone-input";
import { Toast, type ToastMessage } from "../../../components/ui/toast";
import { t } from "../../../i18n/i18n";
import { errorId, Field, inputClass } from "../../enquiry/components/field";
import {
  EMPTY_VALUES,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryFormValues,
  pickFieldErrors,
  toFieldErrors,
  toPayload,
} from "../../enquiry/components/values";
import { propertyContactFormSchema } from "../../enquiry/schema";

const ENDPOINT = "/api/enquiry/enquireyenter";
export const PROPERTY_ENQUIRY_TYPE = "Property Enquiry" as const;

/** What the route action answered when the form was posted without JavaScript. */
export type PropertyContactResult =
  | { state: "sent" }
  | { state: "invalid"; values: EnquiryFormValues; errors: EnquiryErrors };

/** The property contact form's rule (spec, part 1 section 5): all four fields required. */
export function checkPropertyContact(payload: ReturnType<typeof toPayload>) {
  const result = propertyContactFormSchema.safeParse(payload);
  return result.success ? { data: result.data } : { errors: toFieldErrors(result.error.issues) };
}

/**
 * The "Learn more" form of the property page. With JavaScript it checks the fields and
 * posts JSON to the enquiry API, then shows a toast; without, it is a plain POST to the
 * page's own action, which applies the same rule.
 */
export function PropertyContactForm(props: { propertyTitle: string; pageUrl: string; result?: PropertyContactResult }) {
  const id = useId();
  const ids = { fullname: `${id}-name`, phoneNo: `${id}-phone`, email: `${id}-email`, inquire: `${id}-message` };
  const formRef = useRef<HTMLFormElement>(null);
  const posted = props.result?.state === "invalid" ? props.result : undefined;
  const [values, setValues] = useState<EnquiryFormValues>(posted?.values ?? EMPTY_VALUES);
  const [errors, setErrors] = useState<EnquiryErrors>(posted?.errors ?? {});
  const [sending, setSending] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [sentWithoutScript, setSentWithoutScript] = useState(props.result?.state === "sent");

  useEffect(() => {
    if (props.result?.state === "invalid") {
      setValues(props.result.values);
      setErrors(props.result.errors);
    }
    setSentWithoutScript(props.result?.state === "sent");
  }, [props.result]);

  const pageUrl = () => (typeof window === "undefined" ? props.pageUrl : window.location.href);

  // Typing in a field clears that field's message (spec, part 1 section 4).
  const change = (field: EnquiryField, patch: Partial<EnquiryFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors(({ [field]: _cleared, form: _form, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkPropertyContact(toPayload(values, PROPERTY_ENQUIRY_TYPE, pageUrl()));
    if (checked.errors) {
      setErrors(checked.errors);
      const first = (["fullname", "phoneNo", "email", "inquire"] as const).find((f) => checked.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...checked.data, status: "Active" }),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        setErrors(pickFieldErrors((body as { errors?: unknown } | null)?.errors));
        notify("error");
        return;
      }
      setValues(EMPTY_VALUES);
      setErrors({});
      notify("success");
    } catch {
      notify("error");
    } finally {
      setSending(false);
    }
  };

  const notify = (tone: ToastMessage["tone"]) =>
    setToast({
      id: Date.now(),
      tone,
      text: tone === "success" ? t("propertyPage.sent") : t("propertyPage.sendFailed"),
    });

  const described = (field: EnquiryField) => (errors[field] ? errorId(ids[field]) : undefined);
  return (
    <section
      aria-labelledby="learn-more-title"
      className="rounded-card bg-white p-5 shadow-soft ring-1 ring-neutral-200/70 sm:p-8"
    >
      <h2 id="learn-more-title" className="text-2xl font-bold text-ink">
        {t("propertyPage.learnMore")}
      </h2>
      <p className="mt-1 text-neutral-600">{t("propertyPage.learnMoreText")}</p>
      {sentWithoutScript ? (
        <p
          role="status"
          className="mt-5 flex items-center gap-2 rounded-lg bg-success/10 px-4 py-3 font-semibold text-success"
        >
          <CircleCheck aria-hidden className="size-5 shrink-0" />
          {t("propertyPage.sent")}
        </p>
      ) : null}
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid gap-4 sm:grid-cols-2"
        data-form="learn-more"
      >
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-error/10 px-3 py-2 text-sm font-medium text-error sm:col-span-2">
            {errors.form}
          </p>
        ) : null}
        <Field id={ids.fullname} label={t("propertyPage.name")} error={errors.fullname}>
          <input
            id={ids.fullname}
            name="fullname"
            type="text"
            autoComplete="name"
            value={values.fullname}
            onChange={(e) => change("fullname", { fullname: e.target.value })}
            placeholder={t("propertyPage.namePlaceholder")}
            aria-invalid={errors.fullname ? true : undefined}
            aria-describedby={described("fullname")}
            aria-required
            className={inputClass(!!errors.fullname)}
          />
        </Field>
        <Field id={ids.email} label={t("propertyPage.email")} error={errors.email}>
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
        <div className="sm:col-span-2">
          <Field id={ids.phoneNo} label={t("propertyPage.phone")} error={errors.phoneNo}>
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
        </div>
        <div className="sm:col-span-2">
          <Field id={ids.inquire} label={t("propertyPage.message")} error={errors.inquire}>
            <textarea
              id={ids.inquire}
              name="inquire"
              rows={4}
              value={values.inquire}
              onChange={(e) => change("inquire", { inquire: e.target.value })}
              placeholder={t("propertyPage.messagePlaceholder", { title: props.propertyTitle })}
              aria-invalid={errors.inquire ? true : undefined}
              aria-describedby={described("inquire")}
              aria-required
              className={inputClass(!!errors.inquire, "h-auto min-h-28 resize-y py-3")}
            />
          </Field>
        </div>
        <input type="hidden" name="inquireurl" value={props.pageUrl} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="flex h-12 w-full items-center justify-center rounded-lg bg-gold px-8 text-base font-bold text-ink transition-colors hover:bg-gold-600 hover:text-white disabled:cursor-wait disabled:opacity-80 sm:w-auto"
          >
            {sending ? t("enquiry.sending") : t("propertyPage.send")}
          </button>
        </div>
      </form>
      <Toast
        toast={toast}
        onClose={(closed) => setToast((current) => (current?.id === closed.id ? null : current))}
        closeLabel={t("enquiry.closeNotice")}
      />
    </section>
  );
}
