import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Services } from "../../app/services.server";
import { adminRoutes } from "./admin";
import { agentRoutes } from "./agent";
import { compareRoutes } from "./compare";
import { contentRoutes } from "./content";
import { enquiryRoutes } from "./enquiry";
import { feedRoutes } from "./feeds";
import { DomainError, type FieldErrors, MAX_BODY_BYTES, respondWithError, strictUrlEncoding } from "./http";
import { locationRoutes } from "./location";
import { marketRoutes } from "./market";
import { mortgageRoutes } from "./mortgage";
import { profileRoutes } from "./profile";
import { projectRoutes } from "./projects";
import { propertyRoutes } from "./property";
import { rentIncreaseRoutes } from "./rent-increase";
import { savedSearchRoutes } from "./saved-searches";

/**
 * The public REST API (API-CONTRACT.md), mounted by the app at /api. Every answer is
 * JSON; every refusal is `{ status: false, message, errors? }` with a 4xx status.
 *
 * Its paths and field names are the public contract the original front end and other clients
 * call, misspellings included (`enquiry/enquireyenter`, `locationlable`, `fromamout`,
 * `TestimonialGet`): never correct one. The page addresses are bound alike (app/routes.ts).
 */
export function createApi(deps: Services): Hono {
  const api = new Hono();

  api.use(strictUrlEncoding);
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => respondWithError(c, new DomainError(413, "Request body is too large (100 KB at most).")),
  });
  // Reads carry no body the API would read. Asking a read for its body builds a whole web
  // Request (stream, abort signal, header checks): about a tenth of a cheap call's CPU, profiled.
  api.use((c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next)));

  for (const routes of [
    propertyRoutes,
    locationRoutes,
    contentRoutes,
    enquiryRoutes,
    profileRoutes,
    adminRoutes,
    agentRoutes,
    feedRoutes,
    savedSearchRoutes,
    mortgageRoutes,
    compareRoutes,
    projectRoutes,
    rentIncreaseRoutes,
    marketRoutes,
  ]) {
    api.route("/", routes(deps));
  }

  // The app's own not-found page is HTML; under /api the answer stays JSON.
  api.all("*", (c) => respondWithError(c, { status: 404, message: "Not found" }));
  api.onError((error, c) => respondWithError(c, toApiError(error)));
  return api;
}

function toApiError(error: Error): { status: number; message: string; errors?: FieldErrors } {
  if (error instanceof DomainError) return error;
  if (error instanceof HTTPException) return { status: error.status, message: error.message || "Bad request" };
  // Unexpected: log it for us, tell the client nothing about the internals.
  logUnexpected(error);
  return { status: 500, message: "Something went wrong. Please try again later." };
}

/** The failure and its SQL, but never the query's parameters: they hold visitors' personal data. */
function logUnexpected(error: Error): void {
  const root = error.cause instanceof Error ? error.cause : error;
  const query = "query" in error && typeof error.query === "string" ? `\n  query: ${error.query}` : "";
  console.error(`api: unexpected error: ${root.stack ?? root.message}${query}`);
}
