import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { InvalidSearchError } from "../../app/modules/property/property.server";
import type { ApiDeps } from "../types";
import { adminRoutes } from "./admin";
import { contentRoutes } from "./content";
import { enquiryRoutes } from "./enquiry";
import { ApiError, invalid, MAX_BODY_BYTES, respondWithError, strictUrlEncoding } from "./http";
import { locationRoutes } from "./location";
import { profileRoutes } from "./profile";
import { propertyRoutes } from "./property";

/**
 * The spec's REST API (API-CONTRACT.md), mounted by the app at /api. Every answer is
 * JSON; every refusal is `{ status: false, message, errors? }` with a 4xx status.
 */
export function createApi(deps: ApiDeps): Hono {
  const api = new Hono();

  api.use(strictUrlEncoding);
  api.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => respondWithError(c, new ApiError(413, "Request body is too large (100 KB at most).")),
    }),
  );

  for (const routes of [propertyRoutes, locationRoutes, contentRoutes, enquiryRoutes, profileRoutes, adminRoutes]) {
    api.route("/", routes(deps));
  }

  // The app's own not-found page is HTML; under /api the answer stays JSON.
  api.all("*", (c) => respondWithError(c, new ApiError(404, "Not found")));
  api.onError((error, c) => respondWithError(c, toApiError(error)));
  return api;
}

function toApiError(error: Error): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof InvalidSearchError) return invalid({ [error.field]: error.message });
  if (error instanceof HTTPException)
    return new ApiError(error.status as ContentfulStatusCode, error.message || "Bad request");
  // Unexpected: log it for us, tell the client nothing about the internals.
  logUnexpected(error);
  return new ApiError(500, "Something went wrong. Please try again later.");
}

/** The failure and its SQL, but never the query's parameters: they hold visitors' personal data. */
function logUnexpected(error: Error): void {
  const root = error.cause instanceof Error ? error.cause : error;
  const query = "query" in error && typeof error.query === "string" ? `\n  query: ${error.query}` : "";
  console.error(`api: unexpected error: ${root.stack ?? root.message}${query}`);
}
