/**
 * The place a person lives in, as sign-up and the profile take it: one of our own places
 * (the UAE's, named in four languages) or a city or country anywhere (world-places.server.ts).
 * The autocomplete posts the chosen place's city, state and country beside the text; text
 * typed without a choice (no JavaScript, an API client) is looked up by its name.
 */
import type { Db } from "../../../db/client";
import { invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { normalizeName } from "./match";
import { placeIndex } from "./match.server";
import { findWorldPlaces, isNamed, suggestWorldPlaces, type WorldPlaces } from "./world-places.server";

export type HomePlace = { location: string; city: string; state: string; country: string };

type Parts = Pick<HomePlace, "city" | "state" | "country">;

/** Many cities share a name ("Milan", "London"): how many of them a typed name is checked against. */
const TYPED_CANDIDATES = 50;

/**
 * The place to store, or a 400 naming the location field: the chosen city, state and
 * country must be a place we know; typed text alone must name exactly one.
 */
export async function checkHomePlace(db: Db, world: WorldPlaces, input: HomePlace): Promise<HomePlace> {
  const chosen = input.city !== "" || input.state !== "" || input.country !== "";
  if (chosen) {
    if ((await isOwnPlace(db, input)) || (await findWorldPlaces(world, input)).length > 0) return input;
    throw invalid({ location: t("validation.locationUnknown", { text: input.location }) });
  }
  // Our places come first: "Dubai Marina" is our Dubai Marina, not the list's town of that name.
  const own = await ownPlacesNamed(db, input.location);
  const found = distinct(own.length > 0 ? own : await worldPlacesNamed(world, input.location));
  const [only, other] = found;
  if (!only) throw invalid({ location: t("validation.locationUnknown", { text: input.location }) });
  if (other) {
    const example = [only.city, only.country].filter((p) => p !== "").join(", ");
    throw invalid({ location: t("validation.locationAmbiguous", { text: input.location, example }) });
  }
  return { location: input.location, ...only };
}

const same = (a: string, b: string) => normalizeName(a) === normalizeName(b);

/** Whether one of our places lies in that city, state and country (a blank part matches any). */
async function isOwnPlace(db: Db, p: Parts): Promise<boolean> {
  return (await placeIndex(db)).some(
    (o) =>
      same(o.country, p.country) &&
      (p.state === "" || same(o.state, p.state)) &&
      (p.city === "" || same(o.city, p.city)),
  );
}

/** "Dubai Marina", "Marina, Dubai", "دبي": our places whose name or city is the text's first part. */
async function ownPlacesNamed(db: Db, text: string): Promise<Parts[]> {
  const [first = "", ...rest] = text.split(/[,،]/).map(normalizeName);
  if (first === "") return [];
  return (await placeIndex(db))
    .filter((o) => o.keys.labels.includes(first) || normalizeName(o.city) === first)
    .filter((o) =>
      rest.every((part) => part === "" || [o.city, o.state, o.country].some((n) => normalizeName(n) === part)),
    )
    .map((o) => ({ city: o.city, state: o.state, country: o.country }));
}

/** "Milan, Italy", "Italy", "إيطاليا": the cities of the list with exactly that name, or the country itself. */
async function worldPlacesNamed(world: WorldPlaces, text: string): Promise<Parts[]> {
  const first = text.split(/[,،]/)[0] ?? "";
  return (await suggestWorldPlaces(world, text, TYPED_CANDIDATES))
    .filter((p) => isNamed(p, first))
    .map((p) => ({ city: p.city, state: p.region, country: p.country }));
}

/** One of each city, state and country. */
function distinct(places: Parts[]): Parts[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    const key = [p.city, p.state, p.country].map(normalizeName).join("|");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
