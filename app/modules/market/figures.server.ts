/**
 * The registry's figures as pages read them: from the tables the recompute fills after each
 * import and daily (decision 065), so a page reads a few indexed rows and never takes a median
 * over the registry's million rows.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { locations, marketAreas, registryMonthly, registrySales, registryStats } from "../../../db/schema";
import type { AreaFigures, MarketArea, PriceCell, RoomsFigures, RoomsRow, TrendPoint } from "./figures";
import { isRoomsBucket, perSqft, ROOMS_BUCKETS, type RoomsBucket } from "./rooms";

export type { AreaFigures, MarketArea, PriceCell, RecentSale, RoomsFigures, RoomsRow, TrendPoint } from "./figures";
export { type RoomsBucket, roomsBucket } from "./rooms";

const emptyCell: PriceCell = { medianPricePerSqft: null, medianPricePerSqm: null, sales: 0 };

/** One indexed read (the stats' primary key), cheap enough for every listing page. */
export async function roomsFigures(
  db: Db,
  locationId: string,
  rooms: RoomsBucket | null,
): Promise<RoomsFigures | null> {
  const [row] = await db
    .select()
    .from(registryStats)
    .where(
      and(
        eq(registryStats.locationId, locationId),
        eq(registryStats.rooms, rooms ?? "all"),
        eq(registryStats.completion, "all"),
      ),
    );
  if (!row) return null;
  return {
    medianPricePerSqft: perSqft(row.medianPricePerSqm),
    sales: row.sales,
    medianRent: row.medianRentAed,
    rentContracts: row.rentContracts,
    grossYield: row.grossYield,
  };
}

/** Every community with figures, by name. */
export async function listMarketAreas(db: Db): Promise<MarketArea[]> {
  return db
    .select({
      locationId: marketAreas.locationId,
      slug: marketAreas.slug,
      name: locations.label,
      sales: marketAreas.sales,
      rentContracts: marketAreas.rentContracts,
    })
    .from(marketAreas)
    .innerJoin(locations, eq(locations.id, marketAreas.locationId))
    .orderBy(asc(locations.label));
}

/** The area guides' addresses of these communities (those with figures): for links from elsewhere. */
export async function areaSlugs(db: Db, locationIds: string[]): Promise<Map<string, string>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: marketAreas.locationId, slug: marketAreas.slug })
    .from(marketAreas)
    .where(inArray(marketAreas.locationId, locationIds));
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** The community of an area guide's address; null when it has no figures. */
export async function marketAreaBySlug(db: Db, slug: string): Promise<{ locationId: string } | null> {
  const [row] = await db
    .select({ locationId: marketAreas.locationId })
    .from(marketAreas)
    .where(eq(marketAreas.slug, slug));
  return row ?? null;
}

/** Everything an area guide shows of the registry; null for a community without figures. */
export async function areaFigures(db: Db, locationId: string): Promise<AreaFigures | null> {
  const [area] = await db
    .select({ slug: marketAreas.slug, periodEnd: marketAreas.periodEnd, name: locations.label })
    .from(marketAreas)
    .innerJoin(locations, eq(locations.id, marketAreas.locationId))
    .where(eq(marketAreas.locationId, locationId));
  if (!area) return null;
  const [stats, months, recent] = await Promise.all([
    db.select().from(registryStats).where(eq(registryStats.locationId, locationId)),
    db
      .select()
      .from(registryMonthly)
      .where(eq(registryMonthly.locationId, locationId))
      .orderBy(asc(registryMonthly.month)),
    db
      .select({
        date: registrySales.date,
        rooms: registrySales.rooms,
        sizeSqm: registrySales.sizeSqm,
        priceAed: registrySales.priceAed,
        offPlan: registrySales.offPlan,
      })
      .from(registrySales)
      .where(and(eq(registrySales.locationId, locationId), eq(registrySales.home, true)))
      .orderBy(desc(registrySales.date), desc(registrySales.transactionId))
      .limit(20),
  ]);
  const rowOf = (rooms: RoomsBucket | null): RoomsRow | null => {
    const key = rooms ?? "all";
    const cell = (completion: string): PriceCell => {
      const s = stats.find((r) => r.rooms === key && r.completion === completion);
      return s
        ? { medianPricePerSqft: perSqft(s.medianPricePerSqm), medianPricePerSqm: s.medianPricePerSqm, sales: s.sales }
        : emptyCell;
    };
    const all = stats.find((r) => r.rooms === key && r.completion === "all");
    if (!all) return null;
    return {
      rooms,
      all: cell("all"),
      ready: cell("ready"),
      offPlan: cell("off_plan"),
      medianPrice: all.medianPriceAed,
      medianRent: all.medianRentAed,
      rentContracts: all.rentContracts,
      grossYield: all.grossYield,
    };
  };
  const all = rowOf(null);
  if (!all) return null;
  return {
    locationId,
    slug: area.slug,
    name: area.name,
    periodEnd: area.periodEnd.slice(0, 7),
    all,
    byRooms: ROOMS_BUCKETS.map(rowOf).filter((r): r is RoomsRow => r !== null),
    trend: trendOf(area.periodEnd, months),
    recentSales: recent.map((r) => ({ ...r, rooms: r.rooms && isRoomsBucket(r.rooms) ? r.rooms : null })),
  };
}

/** The 24 months to `periodEnd`, each with its stored median or none. */
function trendOf(periodEnd: string, months: { month: string; medianPricePerSqm: number | null; sales: number }[]) {
  const byMonth = new Map(months.map((m) => [m.month.slice(0, 7), m]));
  const [y, m] = periodEnd.split("-").map(Number) as [number, number];
  const points: TrendPoint[] = [];
  for (let i = 23; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
    const found = byMonth.get(month);
    points.push({
      month,
      medianPricePerSqft: perSqft(found?.medianPricePerSqm ?? null),
      medianPricePerSqm: found?.medianPricePerSqm ?? null,
      sales: found?.sales ?? 0,
    });
  }
  return points;
}
