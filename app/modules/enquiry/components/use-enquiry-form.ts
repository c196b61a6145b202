import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { ToastMessage } from "../../../components/ui/toast";
import type { EnquiryInput, EnquiryType } from "../schema";
import {
  EMPTY_VALUES,
  ENQUIRY_FIELDS,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryFormValues,
  pickFieldErrors,
  toPayload,
  validateEnquiry,
} from "./values";

const ENDPOINT = "/api/enquiry/enquireyenter";

/** A form's rule and messages (spec, part 1 section 5). */
export type EnquiryRule = z.ZodType<EnquiryInput, unknown>;

export type EnquiryFormOptions = {
  /**
   * The form's rule, or a loader of it (a stable function): the page then paints and hydrates
   * without the rule and its validation library, which arrive once the browser is idle.
   */
  schema: EnquiryRule | (() => Promise<EnquiryRule>);
  inquireType: EnquiryType;
  /** Posted as `inquireurl`; the address in the browser when not given. */
  pageUrl?: string;
  /** The end of the message field's id: `${useId()}-${messageId}`. */
  messageId?: string;
  /** The message the form starts with, as real text the visitor can edit (and starts with again after a send). */
  initialMessage?: string;
  /** Check a field again each time it changes (the side form), not only on submit. */
  checkOnChange?: boolean;
  /**
   * Route mode: the form is React Router's Form posting to a route action, which stores the
   * enquiry; a valid submit is left to it. Otherwise the browser posts JSON to the API.
   */
  routeAction?: boolean;
  /** What the route action answered, shown again (it replaces what is on screen when it changes). */
  posted?: { values?: EnquiryFormValues; errors?: EnquiryErrors };
  /** The toast texts of API mode. */
  toast: { success: string; failure: string };
  /** API mode: called when the success toast closes. */
  onSent?: () => void;
};

/** What the fields of an enquiry form need from useEnquiryForm. */
export type EnquiryFieldsState = {
  ids: Record<EnquiryField, string>;
  values: EnquiryFormValues;
  errors: EnquiryErrors;
  change: (field: EnquiryField, patch: Partial<EnquiryFormValues>) => void;
};

/**
 * The state, checks and submission of an enquiry form (full name, phone, e-mail, message):
 * typing in a field clears its message, a submit is checked with the form's rule and focuses
 * the first field in error, and in API mode the enquiry is posted as JSON, the API's field
 * errors shown and a toast tells how it went.
 */
export function useEnquiryForm(options: EnquiryFormOptions) {
  const { schema, checkOnChange = false, routeAction = false } = options;
  const id = useId();
  const ids: Record<EnquiryField, string> = {
    fullname: `${id}-name`,
    phoneNo: `${id}-phone`,
    email: `${id}-email`,
    inquire: `${id}-${options.messageId ?? "inquire"}`,
  };
  const formRef = useRef<HTMLFormElement>(null);
  const start: EnquiryFormValues = { ...EMPTY_VALUES, inquire: options.initialMessage ?? "" };
  const [values, setValues] = useState<EnquiryFormValues>(options.posted?.values ?? start);
  // The values as last set, so that two changes in one event (the phone's country and number) both count.
  const latest = useRef(values);
  const [errors, setErrors] = useState<EnquiryErrors>(options.posted?.errors ?? {});
  const [sending, setSending] = useState(false);
  // API mode: the last submit was stored (the form shows what happens next until the next submit).
  const [sent, setSent] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const navigation = useNavigation();
  const rule = useRef<EnquiryRule | null>(typeof schema === "function" ? null : schema);
  const loadRule = async (): Promise<EnquiryRule> => {
    if (rule.current) return rule.current;
    rule.current = await (schema as () => Promise<EnquiryRule>)();
    return rule.current;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, whatever renders after
  useEffect(() => {
    if (rule.current) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    whenIdle(() => void loadRule().catch(() => {}));
  }, []);
  const routeSubmitting = routeAction && navigation.state === "submitting";

  const update = (next: EnquiryFormValues) => {
    latest.current = next;
    setValues(next);
  };

  // A new answer from the route action replaces what is on screen.
  const postedValues = options.posted?.values;
  const postedErrors = options.posted?.errors;
  useEffect(() => {
    if (postedValues) {
      latest.current = postedValues;
      setValues(postedValues);
    }
    if (postedErrors) setErrors(postedErrors);
  }, [postedValues, postedErrors]);

  const payload = (v: EnquiryFormValues) =>
    toPayload(v, options.inquireType, options.pageUrl ?? (typeof window === "undefined" ? "" : window.location.href));

  // Typing in a field clears that field's message (spec, part 1 section 4).
  const change = (field: EnquiryField, patch: Partial<EnquiryFormValues>) => {
    const next = { ...latest.current, ...patch };
    update(next);
    setErrors((current) => {
      const { [field]: _cleared, form: _form, ...rest } = current;
      // Before the rule has arrived a field is checked on submit only.
      if (!checkOnChange || !rule.current) return rest;
      const message = validateEnquiry(rule.current, payload(next)).errors?.[field];
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  const focusFirstError = (found: EnquiryErrors) => {
    const first = ENQUIRY_FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
  };

  const showToast = (tone: ToastMessage["tone"]) =>
    setToast({ id: Date.now(), tone, text: tone === "success" ? options.toast.success : options.toast.failure });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    setSent(false);
    // Route mode before the rule has arrived: wait for it, then submit again (checked at once
    // that time). Should it fail to load, the form posts as it would without JavaScript.
    if (routeAction && !rule.current) {
      event.preventDefault();
      const form = event.currentTarget;
      loadRule().then(
        () => form.requestSubmit(),
        () => form.submit(),
      );
      return;
    }
    if (!routeAction) event.preventDefault();
    let checked: ReturnType<typeof validateEnquiry>;
    try {
      // With the rule at hand this runs at once, so route mode can still stop the post.
      checked = validateEnquiry(rule.current ?? (await loadRule()), payload(latest.current));
    } catch {
      showToast("error");
      return;
    }
    if (checked.errors) {
      event.preventDefault();
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    // Route mode: React Router's Form posts to the action from here.
    if (routeAction || sending) return;
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
        showToast("error");
        return;
      }
      update(start);
      setErrors({});
      setSent(true);
      showToast("success");
    } catch {
      showToast("error");
    } finally {
      setSending(false);
    }
  };

  const onToastClose = (closed: ToastMessage) => {
    setToast((current) => (current?.id === closed.id ? null : current));
    if (closed.tone === "success") options.onSent?.();
  };

  return {
    formRef,
    ids,
    values,
    errors,
    change,
    onSubmit,
    /** Sending, in either mode. */
    busy: sending || routeSubmitting,
    sent,
    toast,
    onToastClose,
  };
}
