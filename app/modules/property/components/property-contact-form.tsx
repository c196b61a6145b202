import { useEffect, useState } from "react";
import { CircleCheck } from "../../../components/ui/icons";
import { Toast } from "../../../components/ui/toast";
import { type FormReply, getFormProps } from "../../../forms";
import { currentLanguage, t } from "../../../i18n/i18n";
import { LANGUAGES } from "../../../i18n/languages";
import { EnquiryFields } from "../../enquiry/components/enquiry-fields";
import { useEnquiryForm } from "../../enquiry/components/use-enquiry-form";

export const PROPERTY_ENQUIRY_TYPE = "Property Enquiry" as const;

/** The form's anchor: the phone bar's Enquire goes there, with or without JavaScript. */
export const LEARN_MORE_ID = "learn-more";

/** What the route action answered when the form was posted without JavaScript: sent, or Conform's reply. */
export type PropertyContactResult = { sent: true } | FormReply;

/**
 * The "Learn more" form of the property page. With JavaScript it checks the fields and
 * posts JSON to the enquiry API, then shows a toast; without, it is a plain POST to the
 * page's own action, which applies the same rule.
 */
export function PropertyContactForm(props: { propertyTitle: string; pageUrl: string; result?: PropertyContactResult }) {
  // The property contact form's rule (as on the original site): all four fields required.
  // With JavaScript the enquiry records the browser's address; the hidden field is for the plain POST.
  const refused = props.result && !("sent" in props.result) ? props.result : undefined;
  const sentBefore = !!props.result && "sent" in props.result;
  // The form is in API mode (JSON to the API); the reply of a post made without JavaScript is
  // shown by giving it to Conform as the API's answer would be.
  const form = useEnquiryForm({
    rule: "contact",
    inquireType: PROPERTY_ENQUIRY_TYPE,
    messageId: "message",
    // Real text, not a grey placeholder that looks filled in but sends nothing.
    // The English title is isolated in right-to-left text, so its words and numbers keep their order.
    initialMessage: t("propertyPage.messagePrefill", {
      title: LANGUAGES[currentLanguage()].dir === "rtl" ? `\u2068${props.propertyTitle}\u2069` : props.propertyTitle,
    }),
    lastResult: refused,
    toast: { success: t("propertyPage.sent"), failure: t("propertyPage.sendFailed") },
  });
  const [sentWithoutScript, setSentWithoutScript] = useState(sentBefore);
  useEffect(() => {
    setSentWithoutScript(sentBefore);
  }, [sentBefore]);

  return (
    <section
      id={LEARN_MORE_ID}
      aria-labelledby="learn-more-title"
      className="scroll-mt-24 rounded-card bg-white p-5 shadow-soft ring-1 ring-neutral-200/70 sm:p-8"
    >
      <h2 id="learn-more-title" className="text-2xl font-bold text-ink">
        {t("propertyPage.learnMore")}
      </h2>
      <p className="mt-1 text-neutral-600">{t("propertyPage.learnMoreText")}</p>
      {/* Stays after the toast has gone: what happens next. Without JavaScript there is no toast, so it also says it was sent. */}
      {sentWithoutScript || form.sent ? (
        <p
          role="status"
          data-testid="learn-more-sent"
          className="mt-5 flex items-start gap-2 rounded-lg bg-success/10 px-4 py-3 text-success"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>
            {sentWithoutScript ? <strong className="block">{t("propertyPage.sent")}</strong> : null}
            {t("propertyPage.sentNext")}
          </span>
        </p>
      ) : null}
      <form
        method="post"
        {...getFormProps(form.form)}
        noValidate
        className="mt-6 grid gap-4 sm:grid-cols-2"
        data-form="learn-more"
      >
        <EnquiryFields
          text={{
            fullname: t("propertyPage.name"),
            fullnamePlaceholder: t("propertyPage.namePlaceholder"),
            email: t("propertyPage.email"),
            phone: t("propertyPage.phone"),
            message: t("propertyPage.message"),
          }}
          form={form}
          layout="columns"
        />
        <input type="hidden" name="inquireurl" value={props.pageUrl} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={form.busy}
            className="flex h-12 w-full items-center justify-center rounded-lg bg-gold px-8 text-base font-bold text-ink transition-colors hover:bg-gold-600 hover:text-white disabled:cursor-wait disabled:opacity-80 sm:w-auto"
          >
            {form.busy ? t("enquiry.sending") : t("propertyPage.send")}
          </button>
        </div>
      </form>
      <Toast toast={form.toast} onClose={form.onToastClose} closeLabel={t("enquiry.closeNotice")} />
    </section>
  );
}
