import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { DomainError } from "./errors";
import { parseForm } from "./form-rules";
import type { FormReply } from "./forms";
import { z } from "./zod";

/**
 * The one pattern of a page form's action (decision 039): read the post with the form's
 * schema, answer a refused parse with the submission's reply and a 400, run the command, and
 * hand anything it throws to `formFailure`. Services refuse by throwing DomainError; this is
 * the one place that turns it into what the form shows.
 */

/** A form's description for its failures: its field names, its generic failure message, its log name. */
export type FormShape = {
  name: string;
  fields: readonly string[];
  failure: () => string;
  /** The form's own message above its fields when some field is at fault (none by default). */
  invalid?: () => string;
  /** A service's name for a field the form names otherwise (the API's `phoneNo` is a form's `phone`). */
  aliases?: Readonly<Record<string, string>>;
  /** Fields whose value never goes back to the browser (passwords, tokens). */
  hideFields?: readonly string[];
};

/** Parses the posted form with `schema` (the same parse the browser runs before sending). */
export async function readForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  return parseForm(await request.formData(), schema);
}

type AnySubmission = Submission<unknown, string[], unknown>;

/** A refused parse: the messages under their fields, what was typed kept (secrets excepted), 400. */
export function formRefused(
  submission: AnySubmission,
  form: Pick<FormShape, "invalid" | "hideFields">,
  headers: HeadersInit = {},
) {
  const hideFields = [...(form.hideFields ?? [])];
  const reply = form.invalid
    ? submission.reply({ formErrors: [form.invalid()], hideFields })
    : submission.reply({ hideFields });
  return data<FormReply>(reply, { status: 400, headers });
}

/**
 * A command's failure as the form's answer. A DomainError's field messages go under the fields
 * the form has (any other key, or none, becomes the form's own message) with its status, and
 * a 429's Retry-After (`init` adds the route's own headers); anything else is a bug: logged by name and kind only (never the values,
 * which may be personal) and answered as the form's generic failure with a 500. What was typed
 * comes back except the hidden fields.
 */
export function formFailure(submission: AnySubmission, error: unknown, form: FormShape, init: HeadersInit = {}) {
  const hideFields = [...(form.hideFields ?? [])];
  const headers = new Headers(init);
  if (!(error instanceof DomainError)) {
    console.error(`${form.name}: the command failed:`, error instanceof Error ? error.message : "unknown error");
    return data<FormReply>(submission.reply({ formErrors: [form.failure()], hideFields }), { status: 500, headers });
  }
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [name, message] of Object.entries(error.errors ?? { "": error.message })) {
    const key = form.aliases?.[name] ?? name;
    if (form.fields.includes(key)) fieldErrors[key] ??= [message];
    else if (!formErrors.includes(message)) formErrors.push(message);
  }
  if (formErrors.length === 0 && form.invalid) formErrors.push(form.invalid());
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  if (error.status === 429 && error.retryAfter) headers.set("Retry-After", String(error.retryAfter));
  return data<FormReply>(submission.reply({ fieldErrors, formErrors, hideFields }), {
    status: error.status,
    headers,
  });
}

/**
 * A post refused before its fields were read (a multipart body too large to read, or no form at
 * all): `formFailure` with nothing typed to give back.
 */
export function unreadFormFailure(error: unknown, form: FormShape) {
  return formFailure(parseForm(new FormData(), z.object({})), error, form);
}

/**
 * A page's headers with its action's Retry-After added: a page without a `headers` export
 * keeps only the cookies of its action's answer, and a refused form should say when to retry.
 */
export function keepRetryAfter(actionHeaders: Headers, headers: HeadersInit): Headers {
  const kept = new Headers(headers);
  const wait = actionHeaders.get("Retry-After");
  if (wait) kept.set("Retry-After", wait);
  return kept;
}

/** The `headers` export of a page whose only own header is its refused form's Retry-After. */
export function retryAfterHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}) {
  return keepRetryAfter(actionHeaders, parentHeaders);
}
