import { useEffect, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, inputClass } from "../../components/ui/field";
import { CircleAlert, CircleCheck, Send } from "../../components/ui/icons";
import { formRule } from "../../form-rules";
import { firstError, getFormProps, inputProps, textareaProps, useHouseForm } from "../../forms";
import { lp, t } from "../../i18n/i18n";
import { type ResidenceAnswer, residenceFormSchema } from "./residence-form";

const checkResidence = formRule(residenceFormSchema);

/**
 * Full name, e-mail, phone and message; only the message is required. Posts to the page's
 * own action with React Router's Form, so it works before JavaScript loads; with JavaScript
 * it is checked in the browser first with the server's rules.
 */
export function ResidenceContactForm({ answer }: { answer?: ResidenceAnswer }) {
  const sentAnswer = answer && "sent" in answer ? answer : undefined;
  // Each send starts a fresh, empty form.
  const [sends, setSends] = useState(0);
  useEffect(() => {
    if (sentAnswer) setSends((n) => n + 1);
  }, [sentAnswer]);
  return <OpenForm key={sends} sent={!!sentAnswer} refused={answer && !("sent" in answer) ? answer : undefined} />;
}

function OpenForm(props: { sent: boolean; refused: Exclude<ResidenceAnswer, { sent: true }> | undefined }) {
  const id = useId();
  const ids = { fullname: `${id}-name`, email: `${id}-email`, phone: `${id}-phone`, message: `${id}-message` };
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/residence-passports";
  const [sent, setSent] = useState(props.sent);
  const [form, fields] = useHouseForm(checkResidence, {
    lastResult: props.refused,
    onSubmit: () => setSent(false),
  });
  const errors = {
    fullname: firstError(fields.fullname.errors),
    email: firstError(fields.email.errors),
    phone: firstError(fields.phone.errors),
    message: firstError(fields.message.errors),
    form: firstError(form.errors),
  };
  const optional = t("content.res.optional");

  return (
    <Form
      method="post"
      action={lp("/residence-passports")}
      {...getFormProps(form)}
      noValidate
      preventScrollReset
      className="grid gap-5"
      aria-describedby={errors.form ? `${id}-form-error` : undefined}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={ids.fullname} label={t("content.res.fullName")} labelHint={optional} error={errors.fullname}>
          {(aria) => (
            <input
              key={fields.fullname.key}
              {...inputProps(fields.fullname, "text")}
              {...aria}
              autoComplete="name"
              maxLength={120}
              className={inputClass(!!errors.fullname)}
            />
          )}
        </Field>
        <Field id={ids.email} label={t("content.res.email")} labelHint={optional} error={errors.email}>
          {(aria) => (
            <input
              key={fields.email.key}
              {...inputProps(fields.email, "email")}
              {...aria}
              autoComplete="email"
              maxLength={254}
              className={inputClass(!!errors.email)}
            />
          )}
        </Field>
      </div>
      <Field id={ids.phone} label={t("content.res.phone")} labelHint={optional} error={errors.phone}>
        {(aria) => (
          <input
            key={fields.phone.key}
            {...inputProps(fields.phone, "tel")}
            {...aria}
            autoComplete="tel"
            maxLength={30}
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
            key={fields.message.key}
            {...textareaProps(fields.message)}
            {...aria}
            required
            rows={5}
            maxLength={2000}
            placeholder={t("content.res.messagePlaceholder")}
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
