/**
 * The one error type of the domain: a refusal a visitor or client caused (bad input, too
 * many attempts, something missing), with the HTTP status it maps to and, for bad input,
 * one message per field. Anything else thrown is a bug and answers 500.
 */
export type FieldErrors = Record<string, string>;

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

export class DomainError extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly errors?: FieldErrors,
    /** For a 429: how many seconds until another try may pass (a page's Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** A 400 whose message is the first problem and whose `errors` name every field at fault. */
export function invalid(errors: FieldErrors, message = Object.values(errors)[0] ?? "Invalid request."): DomainError {
  return new DomainError(400, message, errors);
}

type Issue = { code?: string; path: readonly PropertyKey[]; message: string; keys?: readonly string[] };

/**
 * The one converter from zod issues to field messages: the first message per field, keyed
 * by the field's path (its first part with `topLevel`, for forms that show one message per
 * group of inputs); unknown fields are named. With `fields`, a message for any other key
 * goes under `fallback`, so a form can show it above its fields.
 */
export function fieldErrors(
  issues: readonly Issue[],
  opts: { fallback?: string; fields?: ReadonlySet<string>; topLevel?: boolean } = {},
): FieldErrors {
  const fallback = opts.fallback ?? "form";
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const entries: [string, string][] =
      issue.code === "unrecognized_keys"
        ? (issue.keys ?? []).map((key) => [key, `Unknown field: ${key}`])
        : [[(opts.topLevel ? issue.path.slice(0, 1) : issue.path).map(String).join(".") || fallback, issue.message]];
    for (const [key, message] of entries) {
      const field = !opts.fields || opts.fields.has(key) ? key : fallback;
      errors[field] ??= message;
    }
  }
  return errors;
}
