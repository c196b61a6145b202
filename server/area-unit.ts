import { Hono } from "hono";
import { t } from "../app/i18n/i18n";
import { runInLanguage } from "../app/i18n/language.server";
import { languageFromPath } from "../app/i18n/languages";
import { AREA_COOKIE, AREA_PARAM, AREA_UNITS } from "../app/modules/area/unit";
import { fieldLabel } from "../app/modules/property/schema";

/**
 * The header's sq ft | m² links (decision 061): `/unit/sqm` remembers the unit in the
 * cookie and sends the visitor back to the page they came from (the Referer, which the site's
 * referrer policy sends in full within the site; `back=` where a test or a tool names it), with
 * `unit` in its address: the switch works and is remembered without JavaScript, and the page it
 * lands on can be shared as it is seen. Done here rather than in the browser: the header is on
 * every page, and its script is at the home page's budget.
 */
export function areaUnitRoutes() {
  const routes = new Hono();
  routes.get("/:unit", (c) => {
    const unit = c.req.param("unit");
    const back = sameSitePath(c.req.query("back") ?? c.req.header("referer"), new URL(c.req.url).host);
    if (!(AREA_UNITS as readonly string[]).includes(unit)) {
      const message = runInLanguage(languageFromPath(back.split("?")[0] ?? "/"), () =>
        t("search.oneOf", { field: fieldLabel(AREA_PARAM), choices: AREA_UNITS.join(", ") }),
      );
      return c.text(message, 400);
    }
    const target = new URL(back, "http://site");
    target.searchParams.set(AREA_PARAM, unit);
    c.header("set-cookie", `${AREA_COOKIE}=${unit}; Path=/; Max-Age=31536000; SameSite=Lax`);
    c.header("cache-control", "no-store");
    return c.redirect(`${target.pathname}${target.search}`, 303);
  });
  return routes;
}

/** A path on this site (`host`) to go back to; the home page for anything else (another site, "//x", nonsense). */
function sameSitePath(back: string | undefined, host: string): string {
  if (!back) return "/";
  try {
    const url = new URL(back, `http://${host}`);
    return url.host === host && !url.pathname.startsWith("//") ? `${url.pathname}${url.search}` : "/";
  } catch {
    return "/";
  }
}
