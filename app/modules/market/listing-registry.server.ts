/**
 * What a listing page shows of the land registry (decision 066): the community's registered
 * median for the listing's rooms and the area guide's address. Listing pages are the busiest, so
 * the precomputed figures of every community (a few hundred rows) are remembered briefly and
 * read from memory; a registry import forgets them with every other remembered answer.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { marketAreas, registryStats } from "../../../db/schema";
import { rememberBriefly } from "../memo.server";
import type { Property } from "../property/property";
import type { ListingRegistry } from "./listing-registry";
import { perSqft, roomsBucket } from "./rooms";

type Figures = { medianPricePerSqm: number | null; sales: number; medianRentAed: number | null; rentContracts: number };
type Community = { slug: string; byRooms: Map<string, Figures> };

/** Null when the community has no figures (no area guide), or the listing is not a home. */
export async function listingRegistry(
  db: Db,
  p: Pick<Property, "location" | "bedrooms" | "segment">,
): Promise<ListingRegistry | null> {
  const community = (await communities(db)).get(p.location.id);
  if (!community) return null;
  const rooms = p.segment === "Commercial" ? null : roomsBucket(p.bedrooms);
  const figures = rooms ? community.byRooms.get(rooms) : undefined;
  return {
    slug: community.slug,
    rooms,
    sales: figures?.sales ?? 0,
    medianPricePerSqft: perSqft(figures?.medianPricePerSqm ?? null),
    rentContracts: figures?.rentContracts ?? 0,
    medianRent: figures?.medianRentAed ?? null,
  };
}

/** Every community with an area guide, by location id, with its figures by rooms. */
function communities(db: Db): Promise<Map<string, Community>> {
  return rememberBriefly(db, "market:listing-registry", async () => {
    const rows = await db
      .select({
        locationId: marketAreas.locationId,
        slug: marketAreas.slug,
        rooms: registryStats.rooms,
        medianPricePerSqm: registryStats.medianPricePerSqm,
        sales: registryStats.sales,
        medianRentAed: registryStats.medianRentAed,
        rentContracts: registryStats.rentContracts,
      })
      .from(marketAreas)
      .leftJoin(
        registryStats,
        and(eq(registryStats.locationId, marketAreas.locationId), sql`${registryStats.completion} = 'all'`),
      );
    const byLocation = new Map<string, Community>();
    for (const { locationId, slug, rooms, ...figures } of rows) {
      const community = byLocation.get(locationId) ?? { slug, byRooms: new Map() };
      byLocation.set(locationId, community);
      if (rooms)
        community.byRooms.set(rooms, {
          ...figures,
          sales: figures.sales ?? 0,
          rentContracts: figures.rentContracts ?? 0,
        });
    }
    return byLocation;
  });
}
