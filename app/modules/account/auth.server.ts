import { verify } from "@node-rs/argon2";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { profiles } from "../../../db/schema";
import { DomainError, invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { minutesOf, retryAfter, type Verdict } from "../../rate-limits";
import { checkHomePlace } from "../location/home-place.server";
import type { WorldPlaces } from "../location/world-places.server";
import { hashPassword, signUp } from "./account.server";
import { isCommonPassword } from "./common-passwords.server";
import type { SignupInput } from "./schema";
import { createSession, destroyOtherSessions, destroySession, type Role } from "./session.server";

/** Verified when the e-mail is unknown, so both refusals take an argon2 verification's time. */
let dummyHash: Promise<string> | undefined;

async function verifyOrFalse(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Checks an e-mail and password. An unknown e-mail and a wrong password answer the
 * same, after the same work: a dummy hash is verified when no profile matches.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<{ id: string; role: Role } | null> {
  const [row] = await db
    .select({ id: profiles.id, role: profiles.role, passwordHash: profiles.passwordHash })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.trim().toLowerCase()));
  if (!row) {
    dummyHash ??= hashPassword("not-a-real-password-only-for-timing");
    await verifyOrFalse(await dummyHash, password);
    return null;
  }
  return (await verifyOrFalse(row.passwordHash, password)) ? { id: row.id, role: row.role } : null;
}

async function passwordMatches(db: Db, profileId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: profiles.passwordHash })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ? verifyOrFalse(row.passwordHash, password) : false;
}

/**
 * A new password, after the old one is proven; every other session of the user ends,
 * so whoever else knew the old password is signed out. Refusals name their field.
 */
export async function changePassword(
  db: Db,
  profileId: string,
  input: { oldPassword: string; newPassword: string },
  keepToken: string | undefined,
): Promise<void> {
  if (isCommonPassword(input.newPassword)) {
    throw invalid({ newPassword: t("account.passwordCommon", { label: t("validation.label.newPassword") }) });
  }
  if (!(await passwordMatches(db, profileId, input.oldPassword))) {
    throw invalid({ oldPassword: t("account.oldPasswordWrong") });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(profiles).set({ passwordHash, updatedAt: sql`now()` }).where(eq(profiles.id, profileId));
  await destroyOtherSessions(db, profileId, keepToken);
}

/** A new login e-mail, after the password is proven; refused (409) when another account has it. */
export async function changeEmail(
  db: Db,
  profileId: string,
  input: { newEmail: string; password: string },
): Promise<void> {
  if (!(await passwordMatches(db, profileId, input.password))) throw invalid({ password: t("account.passwordWrong") });
  const emailTaken = () => new DomainError(409, t("account.emailTaken"), { newEmail: t("account.emailTaken") });
  const email = input.newEmail.toLowerCase();
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(sql`lower(${profiles.email})`, email), ne(profiles.id, profileId)));
  if (taken) throw emailTaken();
  try {
    await db.update(profiles).set({ email, updatedAt: sql`now()` }).where(eq(profiles.id, profileId));
  } catch {
    // Lost a race with a sign-up for the same address: the unique index said no.
    throw emailTaken();
  }
}

// ---------------------------------------------------------------- login and sign-up, shared by the API and the pages

/** Counts one attempt against a limit: per IP without an account, per account with one. */
export type Allow = (account?: string) => Promise<Verdict>;

/** A login or sign-up refused for trying too often: how long to wait, in the message and in Retry-After. */
export function tooManyAttempts(retryAfterSec: number): DomainError {
  return new DomainError(429, t("account.tooMany", { count: minutesOf(retryAfterSec) }), undefined, retryAfterSec);
}

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; user: { id: string; role: Role } }
  | { ok: false; reason: "rate-limited"; retryAfterSec: number }
  | { ok: false; reason: "invalid" };

/**
 * One login attempt: counted per IP and per account (both, always, so an attack spread
 * over many addresses still exhausts the account's allowance), then checked. Success
 * starts a session with a fresh token and ends the session the browser came with.
 */
export async function logIn(
  db: Db,
  input: { email: string; password: string },
  allow: Allow,
  previousToken: string | undefined,
): Promise<LoginResult> {
  const wait = retryAfter(await Promise.all([allow(), allow(input.email.toLowerCase())]));
  if (wait !== undefined) return { ok: false, reason: "rate-limited", retryAfterSec: wait };
  const user = await checkCredentials(db, input.email, input.password);
  if (!user) return { ok: false, reason: "invalid" };
  await destroySession(db, previousToken);
  const session = await createSession(db, user.id, user.role);
  return { ok: true, ...session, user };
}

export type RegisterResult =
  | { created: true; id: string }
  | { created: false; reason: "rate-limited"; retryAfterSec: number }
  | { created: false; reason: "email-taken" }
  | { created: false; reason: "common-password"; field: "password"; message: string };

/**
 * Sign-up with the same allowance per IP and per account, refusing common passwords and
 * places we do not know (a 400 naming the location, thrown by checkHomePlace).
 */
export async function register(db: Db, input: SignupInput, allow: Allow, world: WorldPlaces): Promise<RegisterResult> {
  const wait = retryAfter(await Promise.all([allow(), allow(input.email.toLowerCase())]));
  if (wait !== undefined) return { created: false, reason: "rate-limited", retryAfterSec: wait };
  if (isCommonPassword(input.password)) {
    return {
      created: false,
      reason: "common-password",
      field: "password",
      message: t("account.passwordCommon", { label: "Password" }),
    };
  }
  return signUp(db, { ...input, ...(await checkHomePlace(db, world, input)) });
}
