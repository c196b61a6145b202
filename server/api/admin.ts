import { type Context, Hono } from "hono";
import { z } from "zod";
import { STAFF } from "../../app/modules/admin/constants";
import { ENQUIRY_STATUSES, enquiryUpdateSchema } from "../../app/modules/enquiry/enquiry-update";
import {
  enquiriesCsv,
  listEnquiries,
  parseEnquiryFilters,
  updateEnquiry,
} from "../../app/modules/enquiry/inbox.server";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
import { requireRole } from "./auth";
import { DomainError, invalid, parseJsonBody, parseQuery } from "./http";

const filterQuery = z.object({
  q: z.string().max(100).optional(),
  type: z.string().max(60).optional(),
  status: z.enum(ENQUIRY_STATUSES).optional(),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
  page: z.string().max(6).optional(),
});

/**
 * The back office's JSON API under /api/admin: staff only (401 anonymous, 403 for a
 * customer). Writes also pass the app's same-origin check.
 */
export function adminRoutes(deps: Services): Hono {
  const { db } = deps;
  const routes = new Hono();

  // Nothing under /api/admin is for anyone but staff, whatever the path.
  routes.use("/admin/*", async (c, next) => {
    await requireRole(c, deps, STAFF);
    c.header("Cache-Control", "private, no-store");
    await next();
  });

  function filters(c: Context) {
    const query = parseQuery(c, filterQuery);
    const { filters: parsed, dateError } = parseEnquiryFilters(
      new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined)),
    );
    if (dateError) throw invalid({ from: "Dates must be YYYY-MM-DD." });
    return parsed;
  }

  routes.get("/admin/enquiries", async (c) => {
    const f = filters(c);
    const { rows, total } = await listEnquiries(db, f);
    return json(c, { status: true, data: rows, total, page: f.page });
  });

  routes.get("/admin/enquiries.csv", async (c) => {
    const csv = await enquiriesCsv(db, { ...filters(c), page: 1 });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(`\uFEFF${csv}`, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  routes.post("/admin/enquiries/:id/status", async (c) => {
    const user = await requireRole(c, deps, STAFF);
    const input = await parseJsonBody(c, enquiryUpdateSchema);
    const result = await updateEnquiry(db, c.req.param("id"), input, user);
    if (result === "missing") throw new DomainError(404, "Enquiry not found.");
    return json(c, { status: true, data: { result } });
  });

  return routes;
}
