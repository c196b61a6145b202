import { Hono } from "hono";
import { t } from "../../app/i18n/i18n";
import {
  type AreaFigures,
  areaFigures,
  listMarketAreas,
  marketAreaBySlug,
  type PriceCell,
  type RoomsRow,
} from "../../app/modules/market/figures.server";
import { areaSlugSchema } from "../../app/modules/market/schema";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
import { DomainError, invalid, noQuery, parseQuery } from "./http";

/**
 * areas: the land registry's figures of the communities that have them (decision 065), as the
 * area guides show them. Prices in whole AED (per sq ft to two decimals), yields as fractions.
 */
export function marketRoutes(deps: Services): Hono {
  const routes = new Hono();

  routes.get("/areas", async (c) => {
    parseQuery(c, noQuery);
    const areas = await listMarketAreas(deps.db);
    return json(c, {
      status: true,
      data: areas.map((a) => ({ slug: a.slug, name: a.name, sales: a.sales, rentContracts: a.rentContracts })),
    });
  });

  routes.get("/areas/:slug", async (c) => {
    parseQuery(c, noQuery);
    const slug = c.req.param("slug");
    if (!areaSlugSchema.safeParse(slug).success) throw invalid({ slug: t("market.slugMalformed") });
    const area = await marketAreaBySlug(deps.db, slug);
    const figures = area ? await areaFigures(deps.db, area.locationId) : null;
    if (!figures) throw new DomainError(404, t("market.notFound"));
    return json(c, { status: true, data: wireArea(figures) });
  });

  return routes;
}

const money = (v: number | null) => (v === null ? null : Math.round(v));
const perSqft = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
const yieldOf = (v: number | null) => (v === null ? null : Math.round(v * 10000) / 10000);
const byRooms = (rows: RoomsRow[], pick: (r: RoomsRow) => number | null) =>
  Object.fromEntries(rows.map((r) => [r.rooms, pick(r)]));
const cell = (p: PriceCell) => perSqft(p.medianPricePerSqft);

function wireArea(f: AreaFigures) {
  return {
    name: f.name,
    slug: f.slug,
    periodEnd: f.periodEnd,
    sales: f.all.all.sales,
    medianPricePerSqft: {
      all: cell(f.all.all),
      ready: cell(f.all.ready),
      offPlan: cell(f.all.offPlan),
      byRooms: Object.fromEntries(
        f.byRooms.map((r) => [
          r.rooms,
          { all: cell(r.all), ready: cell(r.ready), offPlan: cell(r.offPlan), sales: r.all.sales },
        ]),
      ),
    },
    trend: f.trend.map((p) => ({ month: p.month, medianPricePerSqft: perSqft(p.medianPricePerSqft), sales: p.sales })),
    medianRent: {
      all: money(f.all.medianRent),
      contracts: f.all.rentContracts,
      byRooms: byRooms(f.byRooms, (r) => money(r.medianRent)),
    },
    grossYield: { all: yieldOf(f.all.grossYield), byRooms: byRooms(f.byRooms, (r) => yieldOf(r.grossYield)) },
    recentSales: f.recentSales.map((s) => ({
      date: s.date,
      rooms: s.rooms,
      sizeSqm: Math.round(s.sizeSqm * 100) / 100,
      sizeSqft: Math.round(s.sizeSqm * 10.76391041671),
      price: s.priceAed,
      offPlan: s.offPlan,
    })),
  };
}
