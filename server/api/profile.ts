import type { Context } from "hono";
import { Hono } from "hono";
import { t } from "../../app/i18n/i18n";
import { getOwnProfile } from "../../app/modules/account/account.server";
import { type Allow, logIn, register, tooManyAttempts } from "../../app/modules/account/auth.server";
import { listSavedIds, saveProperty, unsaveProperty } from "../../app/modules/account/profile.server";
import { loginSchema, signupSchema } from "../../app/modules/account/schema";
import {
  destroySession,
  sessionClearCookie,
  sessionSetCookie,
  sessionToken,
} from "../../app/modules/account/session.server";
import { listFromCookie, RECENT_COOKIE, RECENT_MAX } from "../../app/modules/shortlist/lists";
import { rememberViews } from "../../app/modules/shortlist/recently-viewed.server";
import { hitRule, type RateRuleName } from "../../app/rate-limits";
import type { Services } from "../../app/services.server";
import { clientIp } from "../rate-limit";
import { json } from "../response-bytes";
import { requireRole, sessionUser } from "./auth";
import { DomainError, invalid, noQuery, parseJsonBody, parseQuery } from "./http";

const ANY_ROLE = ["customer", "editor", "admin"] as const;

/** profile/*: sign-up, login and logout, the signed-in visitor's own profile and saved properties. */
export function profileRoutes(deps: Services): Hono {
  const { db, limiter, limits, secureCookies, worldPlaces } = deps;
  const routes = new Hono();

  /** The limiter for one rule, per IP or per account. */
  const allowFor =
    (c: Context, name: RateRuleName): Allow =>
    (account) => {
      return hitRule(limiter, limits, name, account === undefined ? clientIp(c) : `account:${account}`);
    };

  routes.post("/profile/profilelayoutinsert", async (c) => {
    parseQuery(c, noQuery);
    const input = await parseJsonBody(c, signupSchema);
    const result = await register(db, input, allowFor(c, "signup"), worldPlaces);
    if (result.created) return json(c, { status: true, message: t("account.signupSuccess") }, 201);
    if (result.reason === "rate-limited")
      throw new DomainError(429, t("error.tooMany"), undefined, result.retryAfterSec);
    if (result.reason === "common-password") throw invalid({ [result.field]: result.message });
    throw new DomainError(409, t("account.emailTaken"));
  });

  routes.post("/profile/login", async (c) => {
    parseQuery(c, noQuery);
    const input = await parseJsonBody(c, loginSchema);
    const previous = sessionToken(c.req.header("cookie"), secureCookies);
    const result = await logIn(db, input, allowFor(c, "login"), previous);
    if (!result.ok && result.reason === "rate-limited") throw tooManyAttempts(result.retryAfterSec);
    if (!result.ok) throw new DomainError(401, t("account.loginInvalid"));
    // The browser's recently viewed listings join the account's (decision 060).
    await rememberViews(db, result.user.id, listFromCookie(c.req.header("cookie"), RECENT_COOKIE, RECENT_MAX));
    c.header("Set-Cookie", sessionSetCookie(result.token, result.expiresAt, secureCookies));
    c.header("Cache-Control", "no-store");
    return json(c, { status: true, message: t("account.loginSuccess") });
  });

  routes.post("/profile/logout", async (c) => {
    parseQuery(c, noQuery);
    await destroySession(db, sessionToken(c.req.header("cookie"), secureCookies));
    c.header("Set-Cookie", sessionClearCookie(secureCookies));
    return json(c, { status: true });
  });

  // The original answered every profile, password included, to anyone. Now: only the
  // signed-in user's own profile, with no hash and no token; 401 for anonymous callers.
  routes.get("/profile/profilelayoutget", async (c) => {
    parseQuery(c, noQuery);
    const user = await requireRole(c, deps, ANY_ROLE);
    const profile = await getOwnProfile(db, user.id);
    if (!profile) throw new DomainError(401, t("account.loginRequired"));
    c.header("Cache-Control", "private, no-store");
    return json(c, {
      status: true,
      data: [
        {
          _id: profile.id,
          firstname: profile.firstName,
          lastname: profile.lastName,
          email: profile.email,
          phone: profile.phone,
          contactdetails: profile.contactEmail,
          location: profile.location,
          city: profile.city,
          state: profile.state,
          country: profile.country,
        },
      ],
    });
  });

  /** The ids of the signed-in user's saved listings, for the hearts on cards. */
  routes.get("/profile/saved", async (c) => {
    parseQuery(c, noQuery);
    const user = await sessionUser(c, deps);
    if (!user) throw new DomainError(401, t("account.loginRequired"));
    c.header("Cache-Control", "private, no-store");
    return json(c, { status: true, data: await listSavedIds(db, user.id) });
  });

  routes.put("/profile/saved/:id", async (c) => {
    parseQuery(c, noQuery);
    const user = await sessionUser(c, deps);
    if (!user) throw new DomainError(401, t("account.loginRequired"));
    if (!(await saveProperty(db, user.id, c.req.param("id")))) throw new DomainError(404, "Property not found");
    return json(c, { status: true, data: { saved: true } });
  });

  routes.delete("/profile/saved/:id", async (c) => {
    parseQuery(c, noQuery);
    const user = await sessionUser(c, deps);
    if (!user) throw new DomainError(401, t("account.loginRequired"));
    await unsaveProperty(db, user.id, c.req.param("id"));
    return json(c, { status: true, data: { saved: false } });
  });

  return routes;
}
