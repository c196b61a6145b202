import { Hono } from "hono";
import { enquiryDialogSchema } from "../../app/modules/enquiry/schema";
import type { Services } from "../../app/services.server";
import { clientIp } from "../rate-limit";
import { json } from "../response-bytes";
import { sessionUser } from "./auth";
import { noQuery, parseQuery, readJsonBody } from "./http";

/** POST enquiry/enquireyenter: the lead-capture forms. */
export function enquiryRoutes(deps: Services): Hono {
  const routes = new Hono();
  routes.post("/enquiry/enquireyenter", async (c) => {
    parseQuery(c, noQuery);
    const input = await readJsonBody(c);
    const user = await sessionUser(c, deps);
    const enquiry = await deps.enquiries.submit(input, {
      schema: enquiryDialogSchema,
      ip: clientIp(c),
      profileId: user?.id,
    });
    return json(c, { status: true, data: { _id: enquiry.id } }, 201);
  });
  return routes;
}
