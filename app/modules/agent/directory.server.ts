/**
 * What the directory pages' loaders share: the query checked by its schema (a 400 naming
 * the field in the page's language when it is wrong) and the refusals the module throws.
 */
import { DomainError, type FieldErrors, fieldErrors } from "../../errors";

type Schema<T> = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** The query's known parameters (the last value of each), parsed; unknown ones are ignored on pages. */
export function readQuery<T>(url: URL, schema: Schema<T>, names: readonly string[]) {
  const raw: Record<string, string> = {};
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null && value.trim() !== "") raw[name] = value;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true as const, data: parsed.data, raw }
    : { ok: false as const, errors: fieldErrors(parsed.error.issues), raw };
}

/** A refusal's field messages; anything else is rethrown (a bug answers 500). */
export function refusalErrors(error: unknown): FieldErrors {
  if (error instanceof DomainError && error.status === 400) return error.errors ?? { form: error.message };
  throw error;
}
