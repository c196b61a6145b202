/**
 * The demo's land-registry data: the registry-name mappings staff would make, then generated
 * files in the registry's own columns run through the same import as real ones (decision 064).
 */
import { Readable } from "node:stream";
import { inArray } from "drizzle-orm";
import { importRegistryFile } from "../../app/modules/market/import.server";
import { recomputeMarketStats } from "../../app/modules/market/stats.server";
import type { Db } from "../client";
import { locations, registryAreaMap } from "../schema";
import { demoAreaMap, rentLines, transactionLines } from "./registry-csv";

export async function seedMarket(
  db: Db,
  opts: { now: Date; sales?: number; rents?: number; seed?: string },
): Promise<void> {
  const map = demoAreaMap();
  const places = await db
    .select({ id: locations.id, label: locations.label })
    .from(locations)
    .where(
      inArray(
        locations.label,
        map.map((m) => m.label),
      ),
    );
  const idOf = new Map(places.map((p) => [p.label, p.id]));
  const rows = map.flatMap((m) => {
    const locationId = idOf.get(m.label);
    return locationId ? [{ areaName: m.areaName, locationId }] : [];
  });
  if (rows.length > 0) await db.insert(registryAreaMap).values(rows).onConflictDoNothing();
  const seed = opts.seed ?? "demo";
  await importRegistryFile(db, {
    kind: "transactions",
    input: Readable.from(transactionLines({ rows: opts.sales ?? 4000, now: opts.now, seed })),
    fileName: `generated-transactions-${seed}.csv`,
    trigger: "seed",
    recompute: false,
  });
  await importRegistryFile(db, {
    kind: "rents",
    input: Readable.from(rentLines({ rows: opts.rents ?? 2500, now: opts.now, seed, dateFormat: "iso" })),
    fileName: `generated-rents-${seed}.csv`,
    trigger: "seed",
    recompute: false,
  });
  await recomputeMarketStats(db);
}
