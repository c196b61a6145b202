import type { Context } from "hono";
import { type Role, readSession, type SessionUser, sessionToken } from "../../app/modules/account/session.server";
import type { Services } from "../../app/services.server";
import { DomainError } from "./http";

const users = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, looked up once per request; null when anonymous. */
export function sessionUser(c: Context, deps: Pick<Services, "db" | "secureCookies">): Promise<SessionUser | null> {
  let user = users.get(c.req.raw);
  if (!user) {
    user = readSession(deps.db, sessionToken(c.req.header("cookie"), deps.secureCookies));
    users.set(c.req.raw, user);
  }
  return user;
}

/** 401 when nobody is signed in, 403 when the user's role is not one of `roles`. */
export async function requireRole(
  c: Context,
  deps: Pick<Services, "db" | "secureCookies">,
  roles: readonly Role[],
): Promise<SessionUser> {
  const user = await sessionUser(c, deps);
  if (!user) throw new DomainError(401, "Please log in.");
  if (!roles.includes(user.role)) throw new DomainError(403, "You do not have access to this.");
  return user;
}
