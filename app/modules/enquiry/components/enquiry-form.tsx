import { Form } from "react-router";
import { CircleCheck } from "../../../components/ui/icons";
import { Toast } from "../../../components/ui/toast";
import { type FormReply, getFormProps } from "../../../forms";
import { lp, t } from "../../../i18n/i18n";
import type { EnquiryType } from "../schema";
import { EnquiryFields } from "./enquiry-fields";
import { useEnquiryForm } from "./use-enquiry-form";

/** The spec's enquiry toasts close after 2 seconds (part 1 section 8). */
export const ENQUIRY_TOAST_MS = 2000;

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
  /** Route mode: what the action answered (Conform's reply: what was typed and the messages). */
  lastResult?: FormReply;
  /** Route mode: the page the person came from, posted as `inquireurl`. */
  pageUrl?: string;
  submitLabel?: string;
  /** The Privacy Policy and FAQ links under the button. */
  legalLinks?: boolean;
};

/** The enquiry form: full name, international phone, email and optional budget text. */
export function EnquiryForm(props: EnquiryFormProps) {
  const routeAction = props.action !== undefined;
  const form = useEnquiryForm({
    rule: props.variant === "side" ? "side" : "dialog",
    inquireType: props.inquireType,
    pageUrl: props.pageUrl,
    routeAction,
    lastResult: props.lastResult,
    toast: { success: t("enquiry.success"), failure: t("enquiry.failure") },
  });

  const fields = (
    <>
      {/* Stays after the toast has gone (and the fields have emptied): that it went, and what happens next. */}
      {form.sent ? <SentNote /> : null}
      <EnquiryFields form={form} layout="stack" />
      {props.pageUrl !== undefined ? <input type="hidden" name="inquireurl" value={props.pageUrl} /> : null}
      {/* Tells the /enquiry action which form's rule and messages apply. */}
      <input type="hidden" name="variant" value={props.variant ?? "dialog"} />
      <button
        type="submit"
        disabled={form.busy}
        className="flex h-12 w-full items-center justify-center rounded-lg bg-navy px-6 text-base font-bold text-white transition-colors hover:bg-navy-700 disabled:cursor-wait disabled:opacity-80"
      >
        {form.busy ? t("enquiry.sending") : (props.submitLabel ?? t("enquiry.submit"))}
      </button>
      {props.legalLinks === false ? null : <LegalLinks />}
      {routeAction ? null : (
        <Toast
          toast={form.toast}
          onClose={form.onToastClose}
          duration={ENQUIRY_TOAST_MS}
          closeLabel={t("enquiry.closeNotice")}
        />
      )}
    </>
  );

  const formClass = "grid gap-4";
  return routeAction ? (
    <Form method="post" action={lp(props.action)} {...getFormProps(form.form)} noValidate className={formClass}>
      {fields}
    </Form>
  ) : (
    // Before hydration (or without JavaScript) the browser posts to the /enquiry page's
    // action, which applies the same rule, stores and confirms; no value reaches the URL.
    <form
      method="post"
      action={lp(`/enquiry?type=${encodeURIComponent(props.inquireType)}`)}
      {...getFormProps(form.form)}
      noValidate
      className={formClass}
    >
      {fields}
    </form>
  );
}

function SentNote() {
  return (
    <p
      role="status"
      data-enquiry-sent
      className="flex items-start gap-2 rounded-lg bg-success/10 px-4 py-3 text-sm text-success"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      {/* The toast says it went; this stays to say what happens next. */}
      <span>{t("enquiry.successText")}</span>
    </p>
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
