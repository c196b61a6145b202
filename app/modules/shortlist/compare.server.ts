import type { Db } from "../../../db/client";
import { currentLanguage } from "../../i18n/i18n";
import { withPlaceNames } from "../location/match.server";
import type { PropertyCardData } from "../property/card";
import { loadProperties } from "../property/load.server";
import { localizedCard } from "../property/localized.server";
import type { CompletionStatus, Furnishing } from "../property/permit";
import { COMPARE_MAX, parseIdList } from "./lists";

/** One listing as a column of the compare table. */
export type CompareColumn = PropertyCardData & {
  completionStatus: CompletionStatus;
  furnishing: Furnishing | null;
  permitNumber: string | null;
  agent: { name: string; slug: string; agency: string | null } | null;
  /**
   * The land registry's median price per sq ft for the listing's community. No market data is
   * loaded yet, so it is always null and the row shows nothing (never a made-up figure).
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
  const cards = await withPlaceNames(db, found.map(localizedCard), currentLanguage());
  const columns = found.map((p, i) => ({
    ...(cards[i] as PropertyCardData),
    completionStatus: p.completionStatus,
    furnishing: p.furnishing,
    permitNumber: p.permitNumber,
    agent: p.agent ? { name: p.agent.name, slug: p.agent.slug, agency: p.agency?.name ?? null } : null,
    registryMedianAedPerSqft: null,
  }));
  return {
    columns,
    asked: ids,
    dropped: malformed + (shown.length - found.length),
    tooMany,
  };
}
