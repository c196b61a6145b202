import { Hono } from "hono";
import { z } from "zod";
import { LANGUAGE_CODES, type Language } from "../../app/i18n/languages";
import {
  type LocationSuggestion,
  listLocationSummaries,
  listLocations,
  listTopLocations,
  locationFilter,
  searchLocations,
} from "../../app/modules/location/location.server";
import { countryNameIn, suggestWorldPlaces, type WorldPlace } from "../../app/modules/location/world-places.server";
import { queryText } from "../../app/modules/property/schema";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
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
  lang: z
    .enum(LANGUAGE_CODES as [Language, ...Language[]], { error: `lang must be one of ${LANGUAGE_CODES.join(", ")}.` })
    .optional(),
});

/** "Dubai Marina, Dubai, United Arab Emirates": label, city, state (when not the city) and country. */
function placeTitle(parts: string[], lang: Language): string {
  const named = parts.filter((part) => part.trim() !== "");
  return named.filter((part, i) => named.indexOf(part) === i).join(lang === "ar" ? "، " : ", ");
}

/**
 * A place of the hero's autocomplete, in the shape of the original front end's selected place
 * (its contract). With `lang`, the title and address are in that language (decision 011),
 * `name` is the label in it and `lang` says which language that is ("en" where the place has
 * no such name); locationlabel, country, state and district stay English: a search sends them.
 */
function wirePlace(l: LocationSuggestion, lang: Language | undefined) {
  const n = l.names;
  const title = lang
    ? placeTitle([n.label.text, n.city.text, n.state.text, n.country.text], lang)
    : placeTitle([l.label, l.city, l.state, l.country], "en");
  return {
    locationvaluetitle: title,
    latitude: l.latitude,
    longitude: l.longitude,
    address: title,
    locationlabel: l.label,
    country: l.country,
    state: l.state,
    district: l.city,
    ...(lang ? { name: n.label.text, lang: n.label.lang ?? lang } : {}),
  };
}

/**
 * A city or country anywhere, in the shape of `wirePlace`: what sign-up's place autocomplete
 * offers after our own places. Its city and region are the list's (Latin) names; with `lang`,
 * the country is named in that language for reading, and posted in English as always.
 */
function wireWorldPlace(p: WorldPlace, lang: Language | undefined) {
  const country = lang ? countryNameIn(p.countryCode, lang) : p.country;
  const title = placeTitle([p.city, p.region, country], lang ?? "en");
  return {
    locationvaluetitle: title,
    latitude: p.latitude,
    longitude: p.longitude,
    address: title,
    locationlabel: p.city || p.country,
    country: p.country,
    state: p.region,
    district: p.city,
    ...(lang ? { name: p.city || country, lang: p.city ? "en" : lang } : {}),
  };
}

/** Sign-up's suggestions: at most this many, our own places (the UAE's) first. */
const PLACES_LIMIT = 10;
const OWN_PLACES_LIMIT = 6;

/** location/*: the footer's top locations, counts per location, all locations, the nested filter, the hero's autocomplete. */
export function locationRoutes({ db, worldPlaces }: Services): Hono {
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
    return json(c, { success: true, data: tree });
  });
  routes.get("/location/search", async (c) => {
    const { q, lang } = parseQuery(c, locationSearchQuery);
    const places = await searchLocations(db, q, lang);
    return json(c, { status: true, data: places.map((place) => wirePlace(place, lang)) });
  });
  // Where a person lives (decision 049): our places first, then cities and countries anywhere.
  routes.get("/location/places", async (c) => {
    const { q, lang } = parseQuery(c, locationSearchQuery);
    const own = (await searchLocations(db, q, lang)).slice(0, OWN_PLACES_LIMIT).map((p) => wirePlace(p, lang));
    const titles = new Set(own.map((p) => p.locationvaluetitle.toLowerCase()));
    const world = (await suggestWorldPlaces(worldPlaces, q, PLACES_LIMIT))
      .map((p) => wireWorldPlace(p, lang))
      .filter((p) => !titles.has(p.locationvaluetitle.toLowerCase()));
    return json(c, { status: true, data: [...own, ...world].slice(0, PLACES_LIMIT) });
  });
  return routes;
}
