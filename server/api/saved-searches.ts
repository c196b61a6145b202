import { Hono } from "hono";
import { currentLanguage, t } from "../../app/i18n/i18n";
import {
  deleteSavedSearch,
  editSavedSearch,
  listSavedSearches,
  saveSearch,
} from "../../app/modules/alerts/saved-searches.server";
import { editSearchSchema, type SavedSearchView, saveSearchSchema } from "../../app/modules/alerts/schema";
import { displayCurrencyOf } from "../../app/modules/currency/cookie";
import type { Services } from "../../app/services.server";
import { clientIp } from "../rate-limit";
import { json } from "../response-bytes";
import { sessionUser } from "./auth";
import { DomainError, noQuery, parseJsonBody, parseQuery } from "./http";

/** saved-searches: the signed-in owner's saved searches; anyone may save one with an e-mail address. */
export function savedSearchRoutes(deps: Services): Hono {
  const { db, limiter, limits } = deps;
  const routes = new Hono();
  const notFound = () => new DomainError(404, "Saved search not found");

  routes.get("/saved-searches", async (c) => {
    parseQuery(c, noQuery);
    const user = await sessionUser(c, deps);
    if (!user) throw new DomainError(401, t("account.loginRequired"));
    c.header("Cache-Control", "private, no-store");
    return json(c, { status: true, data: (await listSavedSearches(db, user.id)).map(wire) });
  });

  routes.post("/saved-searches", async (c) => {
    parseQuery(c, noQuery);
    const input = await parseJsonBody(c, saveSearchSchema);
    const user = await sessionUser(c, deps);
    if (!user && !input.email)
      throw new DomainError(400, t("alerts.emailRequired"), { email: t("alerts.emailRequired") });
    const owner = user ? { profileId: user.id, email: user.email } : { email: input.email ?? "" };
    const context = {
      siteUrl: deps.siteUrl,
      jobs: deps.jobs,
      limiter,
      limits,
      ip: clientIp(c),
      language: currentLanguage(),
      currency: displayCurrencyOf(c.req.raw),
    };
    const saved = await saveSearch(db, owner, input, context);
    return json(c, { status: true, data: saved }, 201);
  });

  routes.patch("/saved-searches/:id", async (c) => {
    parseQuery(c, noQuery);
    const user = await sessionUser(c, deps);
    if (!user) throw new DomainError(401, t("account.loginRequired"));
    const change = await parseJsonBody(c, editSearchSchema);
    if (!(await editSavedSearch(db, user.id, c.req.param("id"), change))) throw notFound();
    return json(c, { status: true });
  });

  routes.delete("/saved-searches/:id", async (c) => {
    parseQuery(c, noQuery);
    const user = await sessionUser(c, deps);
    if (!user) throw new DomainError(401, t("account.loginRequired"));
    if (!(await deleteSavedSearch(db, user.id, c.req.param("id")))) throw notFound();
    return json(c, { status: true });
  });

  return routes;
}

/** The API's shape of a saved search (the page's own search address opens it again). */
function wire(s: SavedSearchView) {
  return {
    id: s.id,
    name: s.name,
    frequency: s.frequency,
    paused: s.paused,
    confirmed: s.confirmed,
    search: s.searchPath,
    email: s.email,
    newMatches: s.newMatches,
    createdAt: s.createdAt.toISOString(),
  };
}
