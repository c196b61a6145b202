import { Hono } from "hono";
import { z } from "zod";
import {
  listLocationSummaries,
  listLocations,
  listTopLocations,
  locationFilter,
} from "../../app/modules/location/location.server";
import { queryText } from "../../app/modules/property/schema";
import type { ApiDeps } from "../types";
import { listHandler, parseQuery } from "./http";
import { wireLocation, wireLocationSummary, wireTopLocation } from "./wire";

const locationFilterQuery = z.object({
  country: queryText("country"),
  state: queryText("state"),
  district: queryText("district"),
  subtitle: queryText("subtitle"),
});

/** location/*: the footer's top locations, counts per location, all locations, the nested filter. */
export function locationRoutes({ db }: ApiDeps): Hono {
  const routes = new Hono();
  routes.get(
    "/location/toplocationsalldata",
    listHandler(() => listTopLocations(db), wireTopLocation),
  );
  routes.get(
    "/location/locationtop",
    listHandler(() => listLocationSummaries(db), wireLocationSummary),
  );
  routes.get(
    "/location/locationall",
    listHandler(() => listLocations(db), wireLocation),
  );
  routes.get("/location/alllocationfilter", async (c) => {
    const tree = await locationFilter(db, parseQuery(c, locationFilterQuery));
    return c.json({ success: true, data: tree });
  });
  return routes;
}
