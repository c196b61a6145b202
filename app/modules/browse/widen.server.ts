/**
 * Ways out of an empty search (decision 011): the same search without its price,
 * without its property type, or in the nearest places, each offered only when it finds
 * listings. Runs only on an empty page, so its few counts cost nothing on the busy ones.
 */
import type { Db } from "../../../db/client";
import { currentLanguage } from "../../i18n/i18n";
import { placeName } from "../location/match";
import { matchSearchPlaces, nearestPlaces } from "../location/match.server";
import { PROPERTY_SEGMENTS, type PropertySearch } from "../property/schema";
import { countSearches } from "../property/search.server";
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
  const tries: { widening: Omit<Widening, "count">; wider: PropertySearch }[] = [];
  if (params.minPrice || params.maxPrice) {
    const changes = { minPrice: undefined, maxPrice: undefined };
    tries.push({ widening: { kind: "price", changes }, wider: { ...search, ...changes } });
  }
  // A segment (Residential, Commercial, Rental) is what the page lists, not a narrowing.
  const segment = PROPERTY_SEGMENTS.some((s) => s.toLowerCase() === params.type?.toLowerCase());
  if ((params.type && !segment) || params.subtitle) {
    const wider = { ...search, type: segment ? search.type : undefined, subtitle: undefined };
    tries.push({
      widening: { kind: "type", changes: { type: segment ? params.type : undefined, subtitle: undefined } },
      wider,
    });
  }
  const typed = params.locationlable ?? params.locationlabel;
  if (typed) {
    const found = (await matchSearchPlaces(db, search)) ?? [];
    const lang = currentLanguage();
    for (const near of await nearestPlaces(db, found, NEARBY_TRIED)) {
      const changes = { ...DROP_PLACE, locationlable: near.label };
      tries.push({
        widening: { kind: "place", changes, place: placeName(near, lang) },
        wider: { ...search, ...changes },
      });
    }
  }
  // Every way out counted in one statement: an empty search should not cost seven round trips.
  const counts = await countSearches(
    db,
    tries.map((t) => t.wider),
  );
  const offered = tries.flatMap((t, i) => ((counts[i] ?? 0) > 0 ? [{ ...t.widening, count: counts[i] ?? 0 }] : []));
  const places = offered.filter((w) => w.kind === "place").slice(0, NEARBY_SHOWN);
  return [...offered.filter((w) => w.kind !== "place"), ...places];
}
