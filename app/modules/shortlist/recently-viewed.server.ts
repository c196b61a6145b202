import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties, recentlyViewed } from "../../../db/schema";
import { currentLanguage } from "../../i18n/i18n";
import { withPlaceNames } from "../location/match.server";
import type { PropertyCardData } from "../property/card";
import { loadProperties } from "../property/load.server";
import { localizedCard } from "../property/localized.server";
import { isListingId, listFromCookie, RECENT_COOKIE, RECENT_MAX } from "./lists";

/** The account's recently viewed listing ids, newest first. */
export async function accountRecentIds(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .select({ id: recentlyViewed.propertyId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.profileId, profileId))
    .orderBy(desc(recentlyViewed.viewedAt))
    .limit(RECENT_MAX);
  return rows.map((r) => r.id);
}

/**
 * Puts `ids` (newest first) at the top of the account's list and keeps its last 12. On sign-in the
 * browser's list comes first: it is what the visitor looked at on this device just now. Ids of
 * listings not published are skipped, so the foreign key never refuses the write.
 */
export async function rememberViews(db: Db, profileId: string, ids: string[]): Promise<void> {
  const wanted = ids.filter(isListingId).slice(0, RECENT_MAX);
  if (wanted.length === 0) return;
  const live = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.id, wanted), eq(properties.status, "published")));
  const liveIds = new Set(live.map((r) => r.id));
  const now = Date.now();
  // The first id is the newest: each later one a millisecond older, so the order survives.
  const values = wanted
    .filter((id) => liveIds.has(id))
    .map((propertyId, i) => ({ profileId, propertyId, viewedAt: new Date(now - i) }));
  if (values.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(recentlyViewed)
      .values(values)
      .onConflictDoUpdate({
        target: [recentlyViewed.profileId, recentlyViewed.propertyId],
        set: { viewedAt: sql`greatest(${recentlyViewed.viewedAt}, excluded.viewed_at)` },
      });
    const kept = tx
      .select({ id: recentlyViewed.propertyId })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.profileId, profileId))
      .orderBy(desc(recentlyViewed.viewedAt))
      .limit(RECENT_MAX);
    await tx
      .delete(recentlyViewed)
      .where(and(eq(recentlyViewed.profileId, profileId), notInArray(recentlyViewed.propertyId, kept)));
  });
}

/** Cards of the published listings among `ids`, in that order, in the page's language. */
export async function recentCards(db: Db, ids: string[]): Promise<PropertyCardData[]> {
  const found = await loadProperties(db, ids.filter(isListingId).slice(0, RECENT_MAX));
  return withPlaceNames(db, found.map(localizedCard), currentLanguage());
}

/**
 * The recently viewed listings a page shows its visitor: the account's when signed in (and, on a
 * listing's page, that listing is added to it), else the browser's cookie. The listing being viewed
 * is left out: the page shows it already.
 */
export async function visitorRecentCards(
  db: Db,
  request: Request,
  user: { id: string } | null,
  viewing?: string,
): Promise<PropertyCardData[]> {
  let ids: string[];
  if (user) {
    ids = await accountRecentIds(db, user.id);
    if (viewing) await rememberViews(db, user.id, [viewing]);
  } else {
    ids = listFromCookie(request.headers.get("cookie"), RECENT_COOKIE, RECENT_MAX);
  }
  return recentCards(
    db,
    ids.filter((id) => id !== viewing),
  );
}
