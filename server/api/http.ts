import type { Context, Handler, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { DomainError, type FieldErrors, fieldErrors, invalid } from "../../app/errors";
import { json } from "../response-bytes";

/** Bigger bodies are refused before they are read: no form of the site comes near it. */
export const MAX_BODY_BYTES = 100 * 1024;

export { DomainError, type FieldErrors, invalid };

/** A refusal as the API answers it: the status and message the client gets, field messages, and a 429's wait. */
type Refusal = { status: number; message: string; errors?: FieldErrors; retryAfter?: number };

/** The one error body of the API: `{ status: false, message, errors? }`. */
export function respondWithError(c: Context, error: Refusal): Response {
  const body = error.errors
    ? { status: false, message: error.message, errors: error.errors }
    : { status: false, message: error.message };
  if (error.status === 429 && error.retryAfter) c.header("Retry-After", String(error.retryAfter));
  return json(c, body, error.status as ContentfulStatusCode);
}

/** One message per field, the first zod reported; unknown body fields are named too. */
export function fromZodError(error: z.ZodError): DomainError {
  return invalid(fieldErrors(error.issues, { fallback: "body" }));
}

// ---------------------------------------------------------------- URL

/** decodeURIComponent that answers 400 where it would throw (e.g. "%E0%A4%A"). */
function decodeStrict(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new DomainError(400, "Malformed URL encoding.");
  }
}

/**
 * Refuses a path or query with broken percent-encoding. Hono's own decoding leaves
 * such text as it is, which would make "%E0%A4%A" a silent search for garbage.
 */
export const strictUrlEncoding: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  decodeStrict(url.pathname);
  decodeStrict(url.search);
  await next();
};

function queryPairs(url: string): [string, string][] {
  const search = new URL(url).search.slice(1);
  if (!search) return [];
  return search
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const at = part.indexOf("=");
      const [name, value] = at === -1 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)];
      return [decodeStrict(name.replaceAll("+", " ")), decodeStrict(value.replaceAll("+", " "))];
    });
}

/**
 * The query string parsed by `schema`. Every endpoint goes through here, so every one
 * refuses unknown and repeated parameters the same way. Empty values count as absent,
 * as forms and URL builders send them for untouched fields.
 */
export function parseQuery<T extends z.ZodObject>(c: Context, schema: T): z.output<T> {
  const allowed = new Set(Object.keys(schema.shape));
  const values = new Map<string, string>();
  for (const [name, value] of queryPairs(c.req.url)) {
    if (!allowed.has(name)) throw invalid({ [name]: "Unknown parameter." }, `Unknown parameter: ${name}`);
    if (values.has(name)) throw invalid({ [name]: `${name} must be given only once.` });
    // PostgreSQL text cannot hold U+0000; refused for every endpoint here, whatever its schema says.
    if (value.includes("\u0000")) throw invalid({ [name]: `${name} contains a character that is not allowed.` });
    if (value !== "") values.set(name, value);
  }
  const result = schema.safeParse(Object.fromEntries(values));
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** For endpoints that take no parameters: anything in the query string is refused. */
export const noQuery = z.object({});

/** The common endpoint: no parameters, a list, `{ status: true, data: [...] }`. */
export function listHandler<T>(load: () => Promise<T[]>, wire: (item: T) => object): Handler {
  return async (c) => {
    parseQuery(c, noQuery);
    const items = await load();
    return json(c, { status: true, data: items.map(wire) });
  };
}

// ---------------------------------------------------------------- JSON bodies

/** A JSON object body parsed by `schema`: 415 for another content type, 400 for broken JSON. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const result = schema.safeParse(await readJsonBody(c));
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** A JSON object body, not yet checked: 415 for another content type, 400 for broken JSON. */
export async function readJsonBody(c: Context): Promise<object> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
    throw new DomainError(415, "Content-Type must be application/json.");
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new DomainError(400, "Malformed JSON body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new DomainError(400, "The JSON body must be an object.");
  }
  return body;
}
