import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, inputClass } from "../../components/ui/field";
import { CircleAlert, CircleCheck, Send } from "../../components/ui/icons";
import { lp, t } from "../../i18n/i18n";
import type { ResidenceAnswer } from "./residence-form";
import {
  EMPTY_RESIDENCE,
  RESIDENCE_FIELDS,
  type ResidenceErrors,
  type ResidenceField,
  type ResidenceValues,
  validateResidence,
} from "./residence-form";

/**
 * Full name, e-mail, phone and message; only the message is required. Posts to the page's
 * own action with React Router's Form, so it works before JavaScript loads; with JavaScript
 * it is checked in the browser first with the server's rules.
 */
export function ResidenceContactForm({ answer }: { answer?: ResidenceAnswer }) {
  const id = useId();
  const ids: Record<ResidenceField, string> = {
    fullname: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    message: `${id}-message`,
  };
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/residence-passports";
  const [values, setValues] = useState<ResidenceValues>(answer?.state === "invalid" ? answer.values : EMPTY_RESIDENCE);
  const [errors, setErrors] = useState<ResidenceErrors>(answer?.state === "invalid" ? answer.errors : {});
  const [sent, setSent] = useState(answer?.state === "sent");

  // Each new answer of the action replaces what is on screen (focusFirst only reads refs).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer
  useEffect(() => {
    if (!answer) return;
    if (answer.state === "sent") {
      setSent(true);
      setErrors({});
      setValues(EMPTY_RESIDENCE);
    } else {
      setSent(false);
      setErrors(answer.errors);
      setValues(answer.values);
      focusFirst(answer.errors);
    }
  }, [answer]);

  const focusFirst = (found: ResidenceErrors) => {
    const first = RESIDENCE_FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
  };

  const change = (field: ResidenceField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSent(false);
    setErrors(({ [field]: _cleared, form: _form, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = validateResidence(values);
    if (checked.errors) {
      event.preventDefault();
      setErrors(checked.errors);
      focusFirst(checked.errors);
    }
  };

  const optional = t("content.res.optional");

  return (
    <Form
      ref={formRef}
      method="post"
      action={lp("/residence-passports")}
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-describedby={errors.form ? `${id}-form-error` : undefined}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={ids.fullname} label={t("content.res.fullName")} labelHint={optional} error={errors.fullname}>
          {(aria) => (
            <input
              {...aria}
              name="fullname"
              autoComplete="name"
              maxLength={120}
              value={values.fullname}
              onChange={(e) => change("fullname", e.target.value)}
              className={inputClass(!!errors.fullname)}
            />
          )}
        </Field>
        <Field id={ids.email} label={t("content.res.email")} labelHint={optional} error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={(e) => change("email", e.target.value)}
              className={inputClass(!!errors.email)}
            />
          )}
        </Field>
      </div>
      <Field id={ids.phone} label={t("content.res.phone")} labelHint={optional} error={errors.phone}>
        {(aria) => (
          <input
            {...aria}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={values.phone}
            onChange={(e) => change("phone", e.target.value)}
            className={inputClass(!!errors.phone)}
          />
        )}
      </Field>
      <Field
        id={ids.message}
        label={t("content.res.message")}
        labelHint={t("content.res.required")}
        error={errors.message}
      >
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            required
            rows={5}
            maxLength={2000}
            placeholder={t("content.res.messagePlaceholder")}
            value={values.message}
            onChange={(e) => change("message", e.target.value)}
            className={inputClass(!!errors.message, "h-auto min-h-32 py-3")}
          />
        )}
      </Field>
      <div aria-live="polite">
        {sent ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-success/10 px-4 py-3 font-medium text-success"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
            {t("content.res.sent")}
          </p>
        ) : null}
        {errors.form ? (
          <p
            id={`${id}-form-error`}
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-error/10 px-4 py-3 font-medium text-error"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            {errors.form}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-navy px-6 font-bold text-white transition hover:bg-ink disabled:opacity-70 sm:justify-self-start"
      >
        <Send aria-hidden className="size-5" />
        {sending ? t("content.res.sending") : t("content.res.send")}
      </button>
    </Form>
  );
}
