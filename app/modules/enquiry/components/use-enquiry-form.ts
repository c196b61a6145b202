import type { Submission } from "@conform-to/react";
import { type FormEvent, useId, useState } from "react";
import { useNavigation } from "react-router";
import type { ToastMessage } from "../../../components/ui/toast";
import { type FormReply, useHouseForm } from "../../../forms";
import type { EnquiryRuleName } from "../form-rule";
import type { EnquiryInput, EnquiryType } from "../schema";
import { apiFieldErrors, EMPTY_VALUES, type EnquiryFormValues } from "./values";

const ENDPOINT = "/api/enquiry/enquireyenter";

export type EnquiryFormOptions = {
  /** The form's rule and messages (as on the original site). */
  rule: EnquiryRuleName;
  inquireType: EnquiryType;
  /** Posted as `inquireurl`; the address in the browser when not given. */
  pageUrl?: string;
  /** The end of the message field's id: `${useId()}-${messageId}`. */
  messageId?: string;
  /** The message the form starts with, as real text the visitor can edit (and starts with again after a send). */
  initialMessage?: string;
  /**
   * Route mode: the form is React Router's Form posting to a route action, which stores the
   * enquiry; a valid submit is left to it. Otherwise the browser posts JSON to the API.
   */
  routeAction?: boolean;
  /** What the page's action answered (Conform's reply), in route mode or to a post made without JavaScript. */
  lastResult?: FormReply;
  /** The toast texts of API mode. */
  toast: { success: string; failure: string };
};

/** The ids of an enquiry form's controls, by the form's field names. */
export type EnquiryIds = Record<"fullname" | "phone" | "email" | "inquire", string>;

/**
 * An enquiry form (full name, phone, e-mail, message) on Conform: its rule (and zod) load
 * once the browser is idle, so the page paints and hydrates without them; a submit is
 * checked with the rule and focuses the first field in error; in API mode the enquiry is
 * posted as JSON, the API's field errors shown through Conform and a toast tells how it went.
 */
export function useEnquiryForm(options: EnquiryFormOptions) {
  const { routeAction = false } = options;
  const id = useId();
  const ids: EnquiryIds = {
    fullname: `${id}-name`,
    phone: `${id}-phone`,
    email: `${id}-email`,
    inquire: `${id}-${options.messageId ?? "inquire"}`,
  };
  const [sending, setSending] = useState(false);
  // API mode: the API's last answer, and whether the last submit was stored.
  const [apiResult, setApiResult] = useState<FormReply>();
  const [sent, setSent] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const navigation = useNavigation();

  const showToast = (tone: ToastMessage["tone"]) =>
    setToast({ id: Date.now(), tone, text: tone === "success" ? options.toast.success : options.toast.failure });

  const post = async (submission: Submission<EnquiryFormValues, string[], EnquiryInput>) => {
    if (submission.status !== "success" || sending) return;
    setSending(true);
    try {
      const response = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...submission.value, status: "Active" }),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        setApiResult(submission.reply({ fieldErrors: apiFieldErrors((body as { errors?: unknown } | null)?.errors) }));
        showToast("error");
        return;
      }
      // Empties the form back to how it started.
      setApiResult(submission.reply({ resetForm: true }));
      setSent(true);
      showToast("success");
    } catch {
      showToast("error");
    } finally {
      setSending(false);
    }
  };

  const [form, fields] = useHouseForm<EnquiryFormValues, EnquiryInput>(
    {
      load: () =>
        import("../form-rule").then(({ checkEnquiry }) => (formData: FormData) => {
          const pageUrl = options.pageUrl ?? window.location.href;
          return checkEnquiry(formData, options.rule, options.inquireType, pageUrl);
        }),
    },
    {
      // API mode answers after the page's (a post made before the page hydrated).
      lastResult: apiResult ?? options.lastResult,
      defaultValue: { ...EMPTY_VALUES, inquire: options.initialMessage ?? "" },
      onSubmit: (event: FormEvent<HTMLFormElement>, submission) => {
        setSent(false);
        // Route mode: React Router's Form posts to the action from here.
        if (routeAction) return;
        event.preventDefault();
        if (submission) void post(submission);
      },
    },
  );

  const onToastClose = (closed: ToastMessage) => {
    setToast((current) => (current?.id === closed.id ? null : current));
  };

  return {
    form,
    fields,
    ids,
    /** Sending, in either mode. */
    busy: sending || (routeAction && navigation.state === "submitting"),
    sent,
    toast,
    onToastClose,
  };
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
