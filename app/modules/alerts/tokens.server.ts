import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { alertTokens, priceDropTokens, savedSearches } from "../../../db/schema";

/**
 * The links of alert e-mails: a random token (256 bits, base64url) that the e-mail holds and the
 * database knows only as its SHA-256, so a copy of the database lets no one act on a search. A
 * token serves one purpose for one saved search. A confirmation link lasts a week and works once;
 * manage and unsubscribe links last as long as their search (they go with it).
 */

export type TokenPurpose = "confirm" | "manage" | "unsubscribe";

const CONFIRM_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** base64url of 32 bytes; anything else is refused before the database is asked. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token for `purpose` on the saved search, written in the caller's transaction; answers the token itself. */
export async function issueToken(
  tx: DbOrTx,
  savedSearchId: string,
  purpose: TokenPurpose,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = purpose === "confirm" ? new Date(now.getTime() + CONFIRM_DAYS * DAY_MS) : null;
  await tx.insert(alertTokens).values({ hash: hashToken(token), purpose, savedSearchId, expiresAt });
  return token;
}

/** Why a token does nothing: unknown (forged, mistyped, its search deleted), or past its expiry. */
export type TokenRefusal = "invalid" | "expired";

export type TokenCheck = { ok: true; savedSearchId: string; usedAt: Date | null } | { ok: false; reason: TokenRefusal };

/** What a token from a link is worth for `purpose`; reads only. */
export async function checkToken(
  db: DbOrTx,
  token: string | null | undefined,
  purpose: TokenPurpose,
  now: Date = new Date(),
): Promise<TokenCheck> {
  if (!token || !TOKEN_SHAPE.test(token)) return { ok: false, reason: "invalid" };
  const [row] = await db
    .select({ savedSearchId: alertTokens.savedSearchId, expiresAt: alertTokens.expiresAt, usedAt: alertTokens.usedAt })
    .from(alertTokens)
    .where(and(eq(alertTokens.hash, hashToken(token)), eq(alertTokens.purpose, purpose)));
  if (!row) return { ok: false, reason: "invalid" };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, savedSearchId: row.savedSearchId, usedAt: row.usedAt };
}

export type ConfirmOutcome = { ok: true; alreadyConfirmed: boolean; savedSearchId: string } | TokenRefusalOutcome;
type TokenRefusalOutcome = { ok: false; reason: TokenRefusal };

/**
 * Confirms the address of a saved search (double opt-in). A second use of the link changes
 * nothing and says the search is confirmed already; an expired link changes nothing.
 */
export async function confirmByToken(
  db: DbOrTx,
  token: string | null,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  const check = await checkToken(db, token, "confirm", now);
  if (!check.ok) return check;
  if (check.usedAt) return { ok: true, alreadyConfirmed: true, savedSearchId: check.savedSearchId };
  await db
    .update(alertTokens)
    .set({ usedAt: now })
    .where(and(eq(alertTokens.hash, hashToken(token as string)), isNull(alertTokens.usedAt)));
  const confirmed = await db
    .update(savedSearches)
    .set({ confirmedAt: now })
    .where(and(eq(savedSearches.id, check.savedSearchId), isNull(savedSearches.confirmedAt)))
    .returning({ id: savedSearches.id });
  return { ok: true, alreadyConfirmed: confirmed.length === 0, savedSearchId: check.savedSearchId };
}

/** Removes tokens whose use is over: expired confirmation links. */
export async function pruneTokens(db: DbOrTx, now: Date = new Date()): Promise<void> {
  await db.delete(alertTokens).where(sql`${alertTokens.expiresAt} < ${now.toISOString()}::timestamptz`);
}

/**
 * A new unsubscribe token for the price-drop e-mails of a profile's saved properties, written in
 * the caller's transaction; answers the token itself. It has no expiry: an old mail's link works.
 */
export async function issueDropToken(tx: DbOrTx, profileId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(priceDropTokens).values({ hash: hashToken(token), profileId });
  return token;
}

/** The profile whose price-drop e-mails a token from a link stops, or null; reads only. */
export async function dropTokenOwner(db: DbOrTx, token: string | null | undefined): Promise<string | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ profileId: priceDropTokens.profileId })
    .from(priceDropTokens)
    .where(eq(priceDropTokens.hash, hashToken(token)));
  return row?.profileId ?? null;
}
