import type { Db } from "../../../db/client";
import type { Language } from "../../i18n/languages";
import type { RegistryRent, RentCommunity } from "./components/rent-check";
import type { Rooms } from "./schema";

/** Registry figures under this many contracts or sales are too few to stand as an average. */
export const MIN_REGISTRY_COUNT = 10;

/** The communities the registry has figures for, in the page's language, by name. */
export async function rentCommunities(_db: Db, _lang: Language): Promise<RentCommunity[]> {
  return [];
}

/** The registry's median rent for a community and rooms; null when the community is not one it knows. */
export async function registryRent(
  _db: Db,
  _slug: string,
  _rooms: Rooms,
  _lang: Language,
): Promise<RegistryRent | null> {
  return null;
}
