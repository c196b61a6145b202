/**
 * The back office's view of the registry (decision 064): past imports, the registry area names
 * no community matched, and the staff's mapping of names to communities. A change of mapping
 * moves the rows of that name and recomputes the figures.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { locations, registryAreaMap, registryImports } from "../../../db/schema";
import { recomputeMarketStats } from "./stats.server";

export function recentImports(db: Db) {
  return db.select().from(registryImports).orderBy(desc(registryImports.startedAt)).limit(30);
}

/** Registry area names with rows matched to no community, most rows first. */
export async function unmatchedAreas(db: Db): Promise<{ name: string; sales: number; rents: number }[]> {
  const result = (await db.execute(sql`
    select name, sum(sales)::int as sales, sum(rents)::int as rents from (
      select area_name as name, count(*) as sales, 0 as rents from registry_sales where location_id is null group by 1
      union all
      select area_name, 0, count(*) from registry_rents where location_id is null group by 1
    ) u group by name order by sum(sales) + sum(rents) desc, name limit 100`)) as unknown as {
    rows: { name: string; sales: number; rents: number }[];
  };
  return result.rows;
}

export function areaMappings(db: Db) {
  return db
    .select({ areaName: registryAreaMap.areaName, locationId: registryAreaMap.locationId, label: locations.label })
    .from(registryAreaMap)
    .innerJoin(locations, eq(locations.id, registryAreaMap.locationId))
    .orderBy(asc(registryAreaMap.areaName));
}

export function mappableLocations(db: Db) {
  return db
    .select({ id: locations.id, label: locations.label, city: locations.city })
    .from(locations)
    .where(eq(locations.state, "Dubai"))
    .orderBy(asc(locations.label));
}

/**
 * Maps a registry area name to a community: the rows of that name that matched nothing, or
 * matched through the name's former mapping, move to it; rows matched by their master project
 * keep theirs. Then the figures are recomputed.
 */
export async function setAreaMapping(db: Db, areaName: string, locationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ locationId: registryAreaMap.locationId })
      .from(registryAreaMap)
      .where(sql`lower(${registryAreaMap.areaName}) = lower(${areaName})`);
    await tx.execute(sql`insert into registry_area_map (area_name, location_id) values (${areaName}, ${locationId})
      on conflict (lower(area_name)) do update set location_id = excluded.location_id, updated_at = now()`);
    await moveRows(tx as unknown as Db, areaName, old?.locationId ?? null, locationId);
  });
  await recomputeMarketStats(db);
}

/** Forgets a mapping: the rows it matched become unmatched again (unless their master project names a community). */
export async function removeAreaMapping(db: Db, areaName: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .delete(registryAreaMap)
      .where(sql`lower(${registryAreaMap.areaName}) = lower(${areaName})`)
      .returning({ locationId: registryAreaMap.locationId });
    if (old) await moveRows(tx as unknown as Db, areaName, old.locationId, null);
  });
  await recomputeMarketStats(db);
}

async function moveRows(db: Db, areaName: string, from: string | null, to: string | null) {
  // A row whose master project is one of our names was matched by it: the area's mapping never moves it.
  const byMaster = sql`exists (select 1 from locations l where lower(l.label) = lower(master_project)
    or lower(master_project) = any (select lower(a) from unnest(l.aliases) a))`;
  for (const table of [sql`registry_sales`, sql`registry_rents`]) {
    await db.execute(sql`update ${table} set location_id = ${to}
      where lower(area_name) = lower(${areaName})
        and (location_id is null ${from ? sql`or location_id = ${from}` : sql``})
        and not (master_project <> '' and ${byMaster})`);
  }
}

/** The temporary folder staff's uploads wait in until the import reads them (streamed). */
export const REGISTRY_UPLOAD_FOLDER = "registry-uploads";
