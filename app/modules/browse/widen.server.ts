/**
 * Ways out of an empty search (issue 16, item 2): the same search without its price,
 * without its property type, or in the nearest places, each offered only when it finds
 * listings. Runs only on an empty page, so its few counts cost nothing on the busy ones.
 */
import type { Db } from "../../../db/client";
import { currentLanguage } from "../../i18n/i18n";
import { placeName, type ShownName } from "../location/match";
import { matchSearchPlaces, nearestPlaces } from "../location/match.server";
import { countSearch } from "../property/property.server";
import { PROPERTY_SEGMENTS, type PropertySearch } from "../property/schema";
import type { PageParams } from "./query";
import type { Widening } from "./widen";

/** How many nearby places are tried, and how many with listings are offered. */
const NEARBY_TRIED = 6;
const NEARBY_SHOWN = 3;

const DROP_PLACE = {
  country: undefined,
  state: undefined,
  district: undefined,
  city: undefined,
  location: undefined,
  locationlabel: undefined,
} as const;

/** The wider searches of an empty `search` (read from `params`) that find listings. */
export async function widenings(db: Db, search: PropertySearch, params: PageParams): Promise<Widening[]> {
  const tries: Promise<Widening | null>[] = [];
  const offer = (kind: Widening["kind"], changes: Widening["changes"], wider: PropertySearch, place?: ShownName) =>
    countSearch(db, wider).then((count) => (count > 0 ? { kind, changes, count, ...(place ? { place } : {}) } : null));
  if (params.minPrice || params.maxPrice) {
    tries.push(
      offer(
        "price",
        { minPrice: undefined, maxPrice: undefined },
        { ...search, minPrice: undefined, maxPrice: undefined },
      ),
    );
  }
  // A segment (Residential, Commercial, Rental) is what the page lists, not a narrowing.
  const segment = PROPERTY_SEGMENTS.some((s) => s.toLowerCase() === params.type?.toLowerCase());
  if ((params.type && !segment) || params.subtitle) {
    const wider = { ...search, type: segment ? search.type : undefined, subtitle: undefined };
    tries.push(offer("type", { type: segment ? params.type : undefined, subtitle: undefined }, wider));
  }
  const typed = params.locationlable ?? params.locationlabel;
  if (typed) {
    const found = (await matchSearchPlaces(db, search)) ?? [];
    const lang = currentLanguage();
    for (const near of await nearestPlaces(db, found, NEARBY_TRIED)) {
      const wider = { ...search, ...DROP_PLACE, locationlable: near.label };
      tries.push(offer("place", { ...DROP_PLACE, locationlable: near.label }, wider, placeName(near, lang)));
    }
  }
  const offered = (await Promise.all(tries)).filter((w): w is Widening => w !== null);
  const places = offered.filter((w) => w.kind === "place").slice(0, NEARBY_SHOWN);
  return [...offered.filter((w) => w.kind !== "place"), ...places];
}
