import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { passwordResets, profiles, sessions } from "../../../db/schema";
import { DomainError, invalid } from "../../errors";
import { lp, t } from "../../i18n/i18n";
import { minutesOf, retryAfter } from "../../rate-limits";
import type { JobSender } from "../jobs/jobs.server";
import { type MailConfig, queueMail } from "../mail/mail.server";
import { absoluteUrl } from "../site/seo";
import { hashPassword } from "./account.server";
import type { Allow } from "./auth.server";
import { isCommonPassword } from "./common-passwords.server";
import { RESET_LINK } from "./schema";
import { cookieValue, createSession, hashToken, type Role } from "./session.server";

/**
 * "Forgot password?": a link by e-mail that lets the account's owner choose a new password.
 * The token is 32 random bytes (base64url); the database keeps only its SHA-256, so a leaked
 * table opens no account. A link works once, for an hour, and only the newest one works.
 */

const LIFETIME = "1 hour";
/** What a token looks like: 32 bytes in base64url. Anything else is refused before any query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Counts a request per IP and per address (past the allowance: a 429 DomainError), then
 * answers the same whether or not the address has an account. The token and the e-mail are made in either case, and the database work
 * (looking the address up, storing the link, queuing the mail) is not awaited, so the answer
 * takes the same time for both. Without a mail server nothing is sent.
 */
export async function requestPasswordReset(db: Db, mail: MailConfig, email: string, allow: Allow): Promise<void> {
  const address = email.trim().toLowerCase();
  const wait = retryAfter(await Promise.all([allow(), allow(address)]));
  if (wait !== undefined) {
    throw new DomainError(429, t("account.forgotTooMany", { count: minutesOf(wait) }), undefined, wait);
  }
  const token = randomBytes(32).toString("base64url");
  const message = resetMail(token, mail.siteUrl);
  if (mail.smtpUrl) {
    void issueReset(db, address, token, message, mail.jobs).catch((error: unknown) => {
      // Never the address or the token: only what failed.
      console.error(
        "password reset: could not issue a link:",
        error instanceof Error ? error.message : "unknown error",
      );
    });
  }
}

/** The e-mail, in the visitor's language, with the absolute link on the public site address. */
function resetMail(token: string, siteUrl: string): { subject: string; text: string } {
  const site = t("site.name");
  const link = absoluteUrl(lp(`/reset-password?token=${token}`), siteUrl);
  return {
    subject: t("account.resetMailSubject", { site }),
    text: [
      t("account.resetMailIntro", { site }),
      "",
      link,
      "",
      t("account.resetMailExpiry"),
      t("account.resetMailIgnore"),
    ].join("\n"),
  };
}

/** Stores the link and queues its e-mail when the address has an account; older links stop working. */
async function issueReset(
  db: Db,
  address: string,
  token: string,
  message: { subject: string; text: string },
  jobs: JobSender | undefined,
) {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(eq(sql`lower(${profiles.email})`, address));
    if (!profile) return;
    await tx.delete(passwordResets).where(eq(passwordResets.profileId, profile.id));
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      profileId: profile.id,
      expiresAt: sql`now() + ${LIFETIME}::interval`,
    });
    await queueMail(tx, { to: profile.email, ...message }, jobs);
  });
}

/** A link that can still be used: known, unused, not expired. */
function usable(tokenHash: string) {
  return and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );
}

/** Whether a reset link still works (the page shows the form, or says to ask for a new link). */
export async function resetLinkWorks(db: Db, token: string | undefined): Promise<boolean> {
  if (!token || !TOKEN_SHAPE.test(token)) return false;
  const [row] = await db
    .select({ profileId: passwordResets.profileId })
    .from(passwordResets)
    .where(usable(hashToken(token)));
  return !!row;
}

/** A link that is unknown, used, replaced or expired: the page says so and offers a new one. */
export function resetLinkGone(): DomainError {
  return new DomainError(400, t("account.resetInvalid"), { [RESET_LINK]: t("account.resetInvalid") });
}

/**
 * Sets the new password (argon2id) through a working link (else `resetLinkGone`; a common
 * password is refused under its field), marks the link used, ends every
 * session of the account (whoever knew the old password is out), and starts a fresh session
 * for the visitor: opening the link proved they hold the account's mailbox, the same proof
 * a new password would need, so asking them to log in again would add nothing but a step.
 */
export async function resetPassword(
  db: Db,
  token: string | undefined,
  newPassword: string,
): Promise<{ token: string; expiresAt: Date }> {
  if (!token || !(await resetLinkWorks(db, token))) throw resetLinkGone();
  if (isCommonPassword(newPassword)) {
    throw invalid({ newPassword: t("account.passwordCommon", { label: t("validation.label.newPassword") }) });
  }
  // Hashed before the transaction: argon2 takes tens of milliseconds, no lock waits on it.
  const passwordHash = await hashPassword(newPassword);
  const account = await db.transaction(async (tx) => {
    // The update claims the link: of two simultaneous uses, one finds it already used.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(usable(hashToken(token)))
      .returning({ profileId: passwordResets.profileId });
    if (!claimed) return undefined;
    const [profile] = await tx
      .update(profiles)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(profiles.id, claimed.profileId))
      .returning({ id: profiles.id, role: profiles.role });
    await tx.delete(sessions).where(eq(sessions.profileId, claimed.profileId));
    return profile as { id: string; role: Role } | undefined;
  });
  if (!account) throw resetLinkGone();
  return createSession(db, account.id, account.role);
}

// ---------------------------------------------------------------- the link's cookie

/**
 * The reset page moves the token from its address into this cookie and reloads without it,
 * so the secret does not stay in the address bar, the history or a Referer. HttpOnly, this
 * site only, and gone after the hour the link lives.
 */
function resetCookieName(secure: boolean): string {
  return secure ? "__Host-reset" : "reset";
}

export function resetCookieToken(cookieHeader: string | null | undefined, secure: boolean): string | undefined {
  return cookieValue(cookieHeader, resetCookieName(secure));
}

/** Keeps a well-formed token for the page; anything else clears the cookie. */
export function resetSetCookie(token: string | null, secure: boolean): string {
  const keep = token !== null && TOKEN_SHAPE.test(token);
  const parts = [`${resetCookieName(secure)}=${keep ? token : ""}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  parts.push(keep ? "Max-Age=3600" : "Max-Age=0");
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
