import { Hono } from "hono";
import { signUp } from "../../app/modules/account/account.server";
import { signupSchema } from "../../app/modules/account/schema";
import { type ApiDeps, rateRule } from "../types";
import { ApiError, enforceRateLimit, noQuery, parseJsonBody, parseQuery } from "./http";

/** profile/*: sign-up, and the signed-in visitor's own profile. */
export function profileRoutes({ db, limiter, limits }: ApiDeps): Hono {
  const routes = new Hono();

  routes.post("/profile/profilelayoutinsert", async (c) => {
    parseQuery(c, noQuery);
    await enforceRateLimit(c, limiter, rateRule("signup", limits));
    const result = await signUp(db, await parseJsonBody(c, signupSchema));
    if (!result.created) throw new ApiError(409, "An account with this email already exists.");
    return c.json({ status: true, message: "Signup & Profile Creation Successful" }, 201);
  });

  // The original answered every profile, password included, to anyone. Sessions come
  // later; until then nobody is signed in, so the answer is always 401 and no profile
  // leaves the server. The signed-in branch will answer getOwnProfile(db, session.profileId).
  routes.get("/profile/profilelayoutget", (c) => {
    parseQuery(c, noQuery);
    throw new ApiError(401, "Please log in.");
  });

  return routes;
}
