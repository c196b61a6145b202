import { Hono } from "hono";
import { z } from "zod";
import { t } from "../../app/i18n/i18n";
import { loadCompare } from "../../app/modules/shortlist/compare.server";
import { COMPARE_MAX, parseIdList } from "../../app/modules/shortlist/lists";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
import { invalid, parseQuery } from "./http";

const compareQuery = z.object({ ids: z.string().max(2000).optional() });

/**
 * compare: the facts /compare shows, for up to four published listings (decision 060). More than
 * four, or an id that is not one, is a 400 naming `ids`; unknown or unpublished listings are
 * left out and counted in `dropped`, as the page notes them.
 */
export function compareRoutes(deps: Services): Hono {
  const routes = new Hono();
  routes.get("/compare", async (c) => {
    const query = parseQuery(c, compareQuery);
    const { ids, malformed } = parseIdList(query.ids);
    if (ids.length === 0 && malformed === 0) throw invalid({ ids: t("compare.idsRequired") });
    if (malformed > 0) throw invalid({ ids: t("compare.idsMalformed") });
    if (ids.length > COMPARE_MAX) throw invalid({ ids: t("compare.tooMany", { max: COMPARE_MAX }) });
    const list = await loadCompare(deps.db, query.ids ?? null);
    return json(c, {
      status: true,
      dropped: list.dropped,
      data: list.columns.map((col) => ({
        id: col.id,
        title: col.title,
        imageId: col.imageId,
        purpose: col.purpose,
        priceAed: col.priceAed,
        rentFrequency: col.rentFrequency,
        pricePerSqftAed: col.areaSqft ? Math.round((col.priceAed / col.areaSqft) * 100) / 100 : null,
        areaSqft: col.areaSqft,
        bedrooms: col.bedrooms,
        bathrooms: col.bathrooms,
        community: col.locationLabel,
        city: col.city,
        completionStatus: col.completionStatus,
        furnishing: col.furnishing,
        permitNumber: col.permitNumber,
        agent: col.agent,
        registryMedianAedPerSqft: col.registryMedianAedPerSqft,
      })),
    });
  });
  return routes;
}
