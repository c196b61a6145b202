import {
  type DefaultValue,
  type FormMetadata,
  getFormProps,
  type getInputProps,
  parse,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { type FormEvent, useEffect, useRef } from "react";

/** What an action answers a form with when it refuses it: Conform's reply to the submission. */
export type FormReply = SubmissionResult<string[]>;

/** The first message of a field (or, with no name, of the form), as a form shows it. */
export function firstError(errors: readonly string[] | undefined): string | undefined {
  return errors?.[0] ?? undefined;
}

/** A form's messages by field name (Conform's `allErrors`), the first of each. */
export function errorsOf(all: Record<string, string[] | undefined>): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(all).map(([name, messages]) => [name, firstError(messages)]));
}

/** A form's check: what it holds, read and checked (`formRule` in form-rules.ts builds one from a schema). */
export type FormCheck<Shape, Value> = (formData: FormData) => Submission<Shape, string[], Value>;

/**
 * A check at hand, or one that loads later: a page then paints and hydrates without the
 * schema and its validation library, which arrive once the browser is idle (or at the first
 * submit, which waits for them and is then checked as usual).
 */
export type FormRule<Shape, Value> = FormCheck<Shape, Value> | { load: () => Promise<FormCheck<Shape, Value>> };

/**
 * A form with the house defaults: the action's last answer shown, the same schema checked in
 * the browser before anything is sent, a field at fault checked again as the visitor types,
 * and the first field at fault focused after a refused submit (the
 * browser's check or the server's answer). The server-rendered form keeps the browser's own
 * checks (no `noValidate`) until the page is hydrated, so without JavaScript nothing changes.
 * `onSubmit` runs for a submit that passed the check, with its submission.
 */
export function useHouseForm<Shape extends Record<string, unknown>, Value = Shape>(
  rule: FormRule<Shape, Value>,
  options: {
    id?: string;
    lastResult?: FormReply | null;
    defaultValue?: DefaultValue<Shape>;
    onSubmit?: (event: FormEvent<HTMLFormElement>, submission: Submission<Shape, string[], Value> | undefined) => void;
  } = {},
) {
  const { onSubmit, ...rest } = options;
  const check = useRef<FormCheck<Shape, Value> | null>(typeof rule === "function" ? rule : null);
  const loader = typeof rule === "function" ? undefined : rule.load;
  const load = async () => {
    if (!check.current && loader) check.current = await loader();
    return check.current;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, whatever renders after
  useEffect(() => {
    if (check.current || !loader) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    whenIdle(() => void load().catch(() => {}));
  }, []);
  const [form] = useForm<Shape, Value, string[]>({
    ...rest,
    defaultNoValidate: false,
    // Messages appear when the visitor sends, not as they leave a field: a message shown on
    // blur moves the fields below it, and the click meant for Send lands where it was.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Before a loading check has arrived nothing is checked: a submit goes through to onSubmit
    // (`error: null`), which waits for it; a field's check (an intent) stays in the page.
    onValidate: ({ formData }) =>
      check.current?.(formData) ??
      (parse<Value, string[]>(formData, {
        resolve: (_payload, intent) => (intent ? {} : { error: null }),
      }) as Submission<Shape, string[], Value>),
    onSubmit: (event, { submission }) => {
      if (!check.current) {
        // Wait for the check, then submit again (checked that time). Should it fail to load,
        // the form posts as it would without JavaScript.
        event.preventDefault();
        const form = event.currentTarget;
        load().then(
          () => form.requestSubmit(),
          () => form.submit(),
        );
        return;
      }
      onSubmit?.(event, submission);
    },
  });
  return [form, fieldsOf<Shape>(form)] as const;
}

export { getFormProps };

/** One field of a house form, as `useHouseForm` hands it out: what its control and messages read. */
export type FormField = {
  name: string;
  formId: string;
  /** Changes when the form is reset, so a control keyed by it starts again from its first value. */
  key: string | undefined;
  errors: string[] | undefined;
  /** The text it starts with: the default, or what was sent before the server refused it. */
  initialValue: string | undefined;
};

/**
 * The form's fields, read from four form-level values (its id, key, messages and first values)
 * read once a render. Conform's own field objects build the field's whole metadata, a Proxy
 * with a dozen getters, on every property read: about 200 KB of garbage on a listing page's two
 * forms (decision 050). The keys are Conform's: the form's key and the field's name.
 */
function fieldsOf<Shape extends Record<string, unknown>>(
  form: FormMetadata<Shape, string[]>,
): { [Name in keyof Shape]-?: FormField } {
  const formId = form.id;
  const formKey = form.key;
  const errors = form.allErrors;
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;
  const made = new Map<string, FormField>();
  const field = (name: string): FormField => {
    let known = made.get(name);
    if (!known) {
      const key = formKey === undefined ? undefined : `${formKey}/${name}`;
      const value = initial[name];
      known = { name, formId, key, errors: errors[name], initialValue: typeof value === "string" ? value : undefined };
      made.set(name, known);
    }
    return known;
  };
  return new Proxy({} as { [Name in keyof Shape]-?: FormField }, {
    get: (_, name) => (typeof name === "string" ? field(name) : undefined),
  });
}

/**
 * An uncontrolled input's name, form and first value from Conform, without the id and aria
 * attributes: the house `Field` gives its control those (its label and its error line). The
 * `key` goes on the element itself (`key={field.key}`), so a reset remounts it. Read field by
 * field rather than through `getInputProps`: Conform builds a field's metadata anew on every
 * read, and `getInputProps` makes a dozen reads for attributes these forms never set (no
 * constraints are derived), most of a listing page's form cost (decision 045).
 */
export function inputProps(field: FormField, type: Parameters<typeof getInputProps>[1]["type"]) {
  const { name, form, defaultValue } = controlProps(field);
  return defaultValue === undefined ? { name, form, type } : { name, form, type, defaultValue };
}

/** The same for a textarea. */
export function textareaProps(field: FormField) {
  return controlProps(field);
}

function controlProps(field: FormField): { name: string; form: string; defaultValue?: string } {
  const initial: unknown = field.initialValue;
  const props = { name: field.name, form: field.formId };
  return typeof initial === "string" ? { ...props, defaultValue: initial } : props;
}
