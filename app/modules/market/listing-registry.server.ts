/**
 * What a listing page shows of the land registry (decision 066): the community's registered
 * median for the listing's rooms and the area guide's address. Listing pages are the busiest, so
 * this is one read of the precomputed figures by their keys, sent as one prepared statement.
 */
import { and, eq, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { marketAreas, registryStats } from "../../../db/schema";
import { perDatabase } from "../memo.server";
import type { Property } from "../property/property";
import type { ListingRegistry } from "./listing-registry";
import { perSqft, roomsBucket } from "./rooms";

/** Null when the community has no figures (no area guide), or the listing is not a home. */
export async function listingRegistry(
  db: Db,
  p: Pick<Property, "location" | "bedrooms" | "segment">,
): Promise<ListingRegistry | null> {
  const rooms = p.segment === "Commercial" ? null : roomsBucket(p.bedrooms);
  const [row] = await statementOf(db).execute({ location: p.location.id, rooms: rooms ?? "all" });
  if (!row) return null;
  return {
    slug: row.slug,
    rooms,
    sales: rooms ? (row.sales ?? 0) : 0,
    medianPricePerSqft: rooms ? perSqft(row.medianPricePerSqm) : null,
    rentContracts: rooms ? (row.rentContracts ?? 0) : 0,
    medianRent: rooms ? row.medianRentAed : null,
  };
}

const statementOf = perDatabase((db: Db) => {
  const [location, rooms] = ["location", "rooms"].map((name) => sql.placeholder(name)) as [Placeholder, Placeholder];
  return (
    db
      .select({
        slug: marketAreas.slug,
        medianPricePerSqm: registryStats.medianPricePerSqm,
        sales: registryStats.sales,
        medianRentAed: registryStats.medianRentAed,
        rentContracts: registryStats.rentContracts,
      })
      .from(marketAreas)
      .leftJoin(
        registryStats,
        and(
          eq(registryStats.locationId, marketAreas.locationId),
          eq(registryStats.rooms, rooms),
          sql`${registryStats.completion} = 'all'`,
        ),
      )
      .where(eq(marketAreas.locationId, location))
      // Named: planned once per connection.
      .prepare("listing_registry")
  );
});
