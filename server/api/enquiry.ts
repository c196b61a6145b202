import { Hono } from "hono";
import { createEnquiry } from "../../app/modules/enquiry/enquiry.server";
import { enquiryDialogSchema } from "../../app/modules/enquiry/schema";
import { type ApiDeps, rateRule } from "../types";
import { sessionUser } from "./auth";
import { enforceRateLimit, noQuery, parseJsonBody, parseQuery } from "./http";

/** POST enquiry/enquireyenter: the lead-capture forms. */
export function enquiryRoutes(deps: ApiDeps): Hono {
  const { db, limiter, limits } = deps;
  const routes = new Hono();
  routes.post("/enquiry/enquireyenter", async (c) => {
    parseQuery(c, noQuery);
    // Counted before parsing: refused attempts cost the server too.
    await enforceRateLimit(c, limiter, rateRule("enquiry", limits));
    const input = await parseJsonBody(c, enquiryDialogSchema);
    const user = await sessionUser(c, deps);
    const enquiry = await createEnquiry(db, input, user?.id);
    return c.json({ status: true, data: { _id: enquiry.id } }, 201);
  });
  return routes;
}
