import {
  type DefaultValue,
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type { z } from "./zod";

/**
 * The one way a form is read and checked, in the browser and in its route's action alike
 * (decision 039): Conform over the form's zod schema. The schemas are written for what a form
 * posts, strings as typed ("" included), so Conform's coercion (which turns "" into a missing
 * value and "12" into a number) stays off: a blank field gets the same "required" message the
 * REST API gives a missing one, because every required text field checks `min(1)` too.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** What an action answers a form with when it refuses it: Conform's reply to the submission. */
export type FormReply = SubmissionResult<string[]>;

/** The first message of a field (or, with no name, of the form), as a form shows it. */
export function firstError(errors: readonly string[] | undefined): string | undefined {
  return errors?.[0] ?? undefined;
}

/**
 * A form with the house defaults: the action's last answer shown, the same schema checked in
 * the browser before anything is sent, a field checked when the visitor leaves it and then
 * again as they type, and the first field at fault focused after a refused submit (the
 * browser's check or the server's answer). The server-rendered form keeps the browser's own
 * checks (no `noValidate`) until the page is hydrated, so without JavaScript nothing changes.
 */
export function useHouseForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: FormReply | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  } = {},
) {
  const { onSubmit, ...rest } = options;
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    ...rest,
    defaultNoValidate: false,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
    onSubmit: onSubmit ? (event) => onSubmit(event) : undefined,
  });
}

export { getFormProps };

/** One field of a house form, as `useHouseForm` hands it out. */
// biome-ignore lint/suspicious/noExplicitAny: a field of any form's shape; only its name, key, value and errors are read.
export type FormField = FieldMetadata<any, any>;

/**
 * An uncontrolled input's name and first value from Conform, without the id and aria
 * attributes: the house `Field` gives its control those (its label and its error line). The
 * `key` goes on the element itself (`key={field.key}`), so a reset remounts it.
 */
export function inputProps(field: FormField, type: Parameters<typeof getInputProps>[1]["type"]) {
  const { key: _key, id: _id, ...props } = getInputProps(field, { type, ariaAttributes: false });
  return props;
}

/** The same for a textarea. */
export function textareaProps(field: FormField) {
  const { key: _key, id: _id, ...props } = getTextareaProps(field, { ariaAttributes: false });
  return props;
}
