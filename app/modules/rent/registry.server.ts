import type { Db } from "../../../db/client";
import type { Language } from "../../i18n/languages";
import { placeNamer } from "../location/match.server";
import { listMarketAreas, roomsFigures } from "../market/figures.server";
import { MIN_REGISTRY_COUNT } from "../market/listing-registry";
import type { RoomsBucket } from "../market/rooms";
import type { RegistryRent, RentCommunity } from "./components/rent-check";

export type RentCommunityRow = RentCommunity & { locationId: string };

/** The communities the registry has rent contracts for, named in the page's language, by name. */
export async function rentCommunities(db: Db, lang: Language): Promise<RentCommunityRow[]> {
  const [areas, name] = await Promise.all([listMarketAreas(db), placeNamer(db, lang)]);
  return areas
    .filter((a) => a.rentContracts > 0)
    .map((a) => {
      const shown = name(a.name);
      return { locationId: a.locationId, slug: a.slug, name: shown.text, ...(shown.lang ? { lang: shown.lang } : {}) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

/** The registry's median rent for one of those communities and rooms (one indexed read). */
export async function registryRent(db: Db, community: RentCommunityRow, rooms: RoomsBucket): Promise<RegistryRent> {
  const figures = await roomsFigures(db, community.locationId, rooms);
  const contracts = figures?.rentContracts ?? 0;
  return {
    community: { slug: community.slug, name: community.name, ...(community.lang ? { lang: community.lang } : {}) },
    rooms,
    medianRentAed: figures?.medianRent ?? null,
    contracts,
    enough: contracts >= MIN_REGISTRY_COUNT && figures?.medianRent != null,
  };
}
