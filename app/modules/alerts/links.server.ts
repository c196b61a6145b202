import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { profiles, savedSearches } from "../../../db/schema";
import { lazy } from "../../i18n/i18n";
import { checkToken, dropTokenOwner, type TokenPurpose, type TokenRefusal } from "./tokens.server";

/**
 * What the links of alert e-mails do: the manage page's changes and unsubscribing. Each acts
 * only on the saved search its token belongs to, and only for the token's purpose.
 */

export type SearchSummary = {
  id: string;
  name: string;
  email: string;
  frequency: "instant" | "daily" | "weekly";
  paused: boolean;
  confirmed: boolean;
  searchPath: string;
};

export type LinkAnswer = { ok: true; search: SearchSummary } | { ok: false; reason: TokenRefusal };

/** The saved search a token opens for `purpose`, or why it opens nothing. */
export async function searchByToken(db: Db, token: string | null, purpose: TokenPurpose): Promise<LinkAnswer> {
  const check = await checkToken(db, token, purpose);
  if (!check.ok) return check;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, check.savedSearchId));
  if (!row) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    search: {
      id: row.id,
      name: row.name,
      email: row.email,
      frequency: row.frequency,
      paused: row.paused,
      confirmed: row.confirmedAt !== null,
      searchPath: row.searchPath,
    },
  };
}

/** Stops the e-mails of the token's search (pauses it: the manage link can start them again). */
export async function unsubscribeByToken(db: Db, token: string | null): Promise<LinkAnswer> {
  const found = await searchByToken(db, token, "unsubscribe");
  if (!found.ok) return found;
  await db.update(savedSearches).set({ paused: true }).where(eq(savedSearches.id, found.search.id));
  return { ok: true, search: { ...found.search, paused: true } };
}

/** Whose price-drop e-mails of saved properties a token stops: the address they go to, and whether they still go. */
export type DropsAnswer = { ok: true; email: string; on: boolean } | { ok: false; reason: "invalid" };

export async function dropsByToken(db: Db, token: string | null): Promise<DropsAnswer> {
  const profileId = await dropTokenOwner(db, token);
  if (!profileId) return { ok: false, reason: "invalid" };
  const [row] = await db
    .select({ email: profiles.email, on: profiles.notifyPriceDrops })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ? { ok: true, ...row } : { ok: false, reason: "invalid" };
}

/**
 * Stops every price-drop e-mail of the token owner's saved properties, not one property's: the
 * mail lists several, and "unsubscribe" under it means "no more of these" (decision 057). The
 * profile's Notifications tab turns them on again.
 */
export async function unsubscribeDropsByToken(db: Db, token: string | null): Promise<DropsAnswer> {
  const profileId = await dropTokenOwner(db, token);
  if (!profileId) return { ok: false, reason: "invalid" };
  const [row] = await db
    .update(profiles)
    .set({ notifyPriceDrops: false })
    .where(eq(profiles.id, profileId))
    .returning({ email: profiles.email });
  return row ? { ok: true, email: row.email, on: false } : { ok: false, reason: "invalid" };
}

/** The manage page's form: one button a change. */
export const manageFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("frequency"),
    frequency: z.enum(["instant", "daily", "weekly"], { error: lazy("alerts.page.frequencyInvalid") }),
  }),
  z.object({ intent: z.literal("pause") }),
  z.object({ intent: z.literal("resume") }),
  z.object({ intent: z.literal("delete") }),
]);

export type ManageChange = z.infer<typeof manageFormSchema>;

/** Applies one change from the manage page to the token's search; a deleted search takes its tokens with it. */
export async function manageByToken(
  db: Db,
  token: string | null,
  change: ManageChange,
): Promise<LinkAnswer & { change?: ManageChange["intent"] }> {
  const found = await searchByToken(db, token, "manage");
  if (!found.ok) return found;
  const id = found.search.id;
  if (change.intent === "delete") {
    await db.delete(savedSearches).where(eq(savedSearches.id, id));
    return { ...found, change: "delete" };
  }
  const set = change.intent === "frequency" ? { frequency: change.frequency } : { paused: change.intent === "pause" };
  const [row] = await db
    .update(savedSearches)
    .set(set)
    .where(eq(savedSearches.id, id))
    .returning({ frequency: savedSearches.frequency, paused: savedSearches.paused });
  return { ok: true, search: { ...found.search, ...row }, change: change.intent };
}
