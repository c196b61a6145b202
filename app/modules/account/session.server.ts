import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { profiles, sessions } from "../../../db/schema";

export type Role = "customer" | "editor" | "admin";

/** Who is signed in: enough to greet them and check their role, never a secret. */
export type SessionUser = { id: string; email: string; firstName: string; lastName: string; role: Role };

/** Customers stay signed in for a month of use; staff sessions are short because they can change the site. */
const LIFETIME: Record<Role, { idleMs: number; absoluteMs: number }> = {
  customer: { idleMs: 7 * 24 * 3600_000, absoluteMs: 30 * 24 * 3600_000 },
  editor: { idleMs: 2 * 3600_000, absoluteMs: 12 * 3600_000 },
  admin: { idleMs: 2 * 3600_000, absoluteMs: 12 * 3600_000 },
};

/** Writing last_seen_at on every request would turn each page view into a write. */
const TOUCH_EVERY_MS = 60_000;

/** `__Host-` needs Secure and binds the cookie to this exact host; plain HTTP (local, tests) cannot use it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-session" : "session";
}

/** Session and password-reset tokens are kept as their SHA-256 only: a leaked table opens nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session with a fresh 256-bit token; the database keeps only its hash. */
export async function createSession(
  db: Db,
  profileId: string,
  role: Role,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + LIFETIME[role].absoluteMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), profileId, expiresAt });
  return { token, expiresAt };
}

/** The signed-in user for a cookie token, or null when the session is unknown, idle too long or expired. */
export async function readSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  if (!row) return null;
  const idle = Date.now() - new Date(row.lastSeenAt).getTime();
  if (idle > LIFETIME[row.role].idleMs) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return user;
}

export async function destroySession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a profile, e.g. after a password change (keeping `exceptToken`). */
export async function destroyOtherSessions(db: Db, profileId: string, exceptToken?: string): Promise<void> {
  const keep = exceptToken ? hashToken(exceptToken) : "";
  await db.delete(sessions).where(and(eq(sessions.profileId, profileId), sql`${sessions.tokenHash} <> ${keep}`));
}

/** Housekeeping: expired rows serve nobody. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** The Set-Cookie value for a new session: HttpOnly, SameSite=Lax, and Secure on HTTPS. */
export function sessionSetCookie(token: string, expiresAt: Date, secure: boolean): string {
  const parts = [`${sessionCookieName(secure)}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  parts.push(`Expires=${expiresAt.toUTCString()}`);
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function sessionClearCookie(secure: boolean): string {
  const parts = [`${sessionCookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The session token from a Cookie header. */
export function sessionToken(cookieHeader: string | null | undefined, secure: boolean): string | undefined {
  return cookieValue(cookieHeader, sessionCookieName(secure));
}

/** One cookie's value from a Cookie header; undefined when absent or empty. */
export function cookieValue(cookieHeader: string | null | undefined, cookieName: string): string | undefined {
  if (!cookieHeader) return undefined;
  const name = `${cookieName}=`;
  for (const part of cookieHeader.split(";")) {
    const trimmed = part.trim();
    if (trimmed.startsWith(name)) return trimmed.slice(name.length) || undefined;
  }
  return undefined;
}
