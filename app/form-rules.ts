import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
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

/** A form's check for `useHouseForm`: its schema run over what the form holds. */
export function formRule<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: Schema) {
  return (formData: FormData): Submission<z.input<Schema>, string[], z.output<Schema>> => parseForm(formData, schema);
}
