import { Hono } from "hono";
import { toAed } from "../../app/modules/mortgage/calculator";
import { rentCheckOf, rentQuerySchema } from "../../app/modules/rent/schema";
import { json } from "../response-bytes";
import { parseQuery } from "./http";

/**
 * rent-increase: the most a landlord may raise a Dubai home's rent at renewal under Decree 43 of
 * 2013 (decision 066), computed by the same module as the /rent-increase page. Amounts are AED a
 * year with two decimals at most; dates are YYYY-MM-DD.
 */
export function rentIncreaseRoutes(): Hono {
  const routes = new Hono();
  routes.get("/rent-increase", (c) => {
    const query = parseQuery(c, rentQuerySchema);
    const check = rentCheckOf(query);
    return json(c, {
      status: true,
      data: {
        rent: query.rent,
        average: query.average,
        percentBelowAverage: check.percentBelow,
        allowedIncreasePercent: check.increasePercent,
        increase: toAed(check.increaseFils),
        maximumRent: toAed(check.maxRentFils),
        renewal: query.renewal ?? null,
        noticeBy: check.noticeBy,
      },
    });
  });
  return routes;
}
