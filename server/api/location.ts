import { Hono } from "hono";
import { z } from "zod";
import {
  type Location,
  listLocationSummaries,
  listLocations,
  listTopLocations,
  locationFilter,
  searchLocations,
} from "../../app/modules/location/location.server";
import { queryText } from "../../app/modules/property/schema";
import type { Services } from "../../app/services.server";
import { listHandler, parseQuery } from "./http";
import { wireLocation, wireLocationSummary, wireTopLocation } from "./wire";

const locationFilterQuery = z.object({
  country: queryText("country"),
  state: queryText("state"),
  district: queryText("district"),
  subtitle: queryText("subtitle"),
});

const LOCATION_SEARCH_MAX = 80;

const locationSearchQuery = z.object({
  q: z
    .string({ error: "q is required." })
    .trim()
    .min(1, "q is required.")
    .max(LOCATION_SEARCH_MAX, `q must be at most ${LOCATION_SEARCH_MAX} characters.`),
});

/** "Dubai Marina, Dubai, United Arab Emirates": label, city, state (when not the city) and country. */
function placeTitle(l: Location): string {
  const parts = [l.label, l.city, l.state, l.country].filter((part) => part.trim() !== "");
  return parts.filter((part, i) => parts.indexOf(part) === i).join(", ");
}

/** A place of the hero's autocomplete, in the shape the spec's selected place has (part 1 section 3). */
function wirePlace(l: Location) {
  const title = placeTitle(l);
  return {
    locationvaluetitle: title,
    latitude: l.latitude,
    longitude: l.longitude,
    address: title,
    locationlabel: l.label,
    country: l.country,
    state: l.state,
    district: l.city,
  };
}

/** location/*: the footer's top locations, counts per location, all locations, the nested filter, the hero's autocomplete. */
export function locationRoutes({ db }: Services): Hono {
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
  routes.get("/location/search", async (c) => {
    const { q } = parseQuery(c, locationSearchQuery);
    const places = await searchLocations(db, q);
    return c.json({ status: true, data: places.map(wirePlace) });
  });
  return routes;
}
