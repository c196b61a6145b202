import type { Db } from "../../../db/client";
import { currentLanguage } from "../../i18n/i18n";
import { withPlaceNames } from "../location/match.server";
import { type ListingRegistry, MIN_REGISTRY_COUNT } from "../market/listing-registry";
import { listingRegistry } from "../market/listing-registry.server";
import type { PropertyCardData } from "../property/card";
import { loadProperties } from "../property/load.server";
import { localizedCard } from "../property/localized.server";
import type { CompletionStatus, Furnishing } from "../property/permit";
import { COMPARE_MAX, parseIdList } from "./lists";

function registryMedian(r: ListingRegistry | null): number | null {
  if (!r || r.medianPricePerSqft === null || r.sales < MIN_REGISTRY_COUNT) return null;
  // Whole fils, as the API answers a price per sq ft.
  return Math.round(r.medianPricePerSqft * 100) / 100;
}

/** One listing as a column of the compare table. */
export type CompareColumn = PropertyCardData & {
  completionStatus: CompletionStatus;
  furnishing: Furnishing | null;
  permitNumber: string | null;
  agent: { name: string; slug: string; agency: string | null } | null;
  /**
   * The land registry's median price per sq ft of homes with the listing's rooms in its community
   * (decision 066): sale listings only, and null under MIN_REGISTRY_COUNT sales (never a shaky
   * figure) or without figures for the community.
   */
  registryMedianAedPerSqft: number | null;
};

export type CompareList = {
  columns: CompareColumn[];
  /** The ids as asked, valid ones only (the address and cookie keep these). */
  asked: string[];
  /** How many asked for were dropped: malformed, unknown or no longer published. */
  dropped: number;
  /** True when more than COMPARE_MAX were asked for: only the first are shown. */
  tooMany: boolean;
};

/** The listings of a compare address's `ids`, in its order; never throws on what a visitor typed. */
export async function loadCompare(db: Db, idsParam: string | null): Promise<CompareList> {
  const { ids, malformed } = parseIdList(idsParam);
  const tooMany = ids.length > COMPARE_MAX;
  const shown = ids.slice(0, COMPARE_MAX);
  const found = await loadProperties(db, shown);
  const [cards, registry] = await Promise.all([
    withPlaceNames(db, found.map(localizedCard), currentLanguage()),
    Promise.all(found.map((p) => (p.purpose === "sale" ? listingRegistry(db, p) : null))),
  ]);
  const columns = found.map((p, i) => ({
    ...(cards[i] as PropertyCardData),
    completionStatus: p.completionStatus,
    furnishing: p.furnishing,
    permitNumber: p.permitNumber,
    agent: p.agent ? { name: p.agent.name, slug: p.agent.slug, agency: p.agency?.name ?? null } : null,
    registryMedianAedPerSqft: registryMedian(registry[i] ?? null),
  }));
  return {
    columns,
    asked: ids,
    dropped: malformed + (shown.length - found.length),
    tooMany,
  };
}
