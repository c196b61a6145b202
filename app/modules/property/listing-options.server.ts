import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { agents, brokerages, categories, developers, locations } from "../../../db/schema";

// What the listing editor's selects and checkboxes offer.

export type Choice = { id: string; name: string };
export type LocationChoice = Choice & { latitude: number; longitude: number };
export type ListingOptions = {
  types: Choice[];
  locations: LocationChoice[];
  developers: Choice[];
  facilities: Choice[];
  features: Choice[];
  /** Active agents, "Name (Agency)", for the listing's agent select. */
  agents: Choice[];
};

export async function listingOptions(db: Db): Promise<ListingOptions> {
  const master = (id: string) =>
    db
      .select({ id: categories.id, name: categories.value })
      .from(categories)
      .where(eq(categories.masterId, id))
      .orderBy(asc(categories.sortOrder), asc(categories.value));
  const [types, locs, devs, facilities, features, people] = await Promise.all([
    master(MASTER.propertyType),
    db
      .select({
        id: locations.id,
        label: locations.label,
        city: locations.city,
        latitude: locations.latitude,
        longitude: locations.longitude,
      })
      .from(locations)
      .orderBy(asc(locations.label), asc(locations.city)),
    db.select({ id: developers.id, name: developers.firmName }).from(developers).orderBy(asc(developers.firmName)),
    master(MASTER.facility),
    master(MASTER.feature),
    db
      .select({ id: agents.id, name: agents.name, agency: brokerages.name })
      .from(agents)
      .innerJoin(brokerages, eq(brokerages.id, agents.brokerageId))
      .where(eq(agents.isActive, true))
      .orderBy(asc(agents.name)),
  ]);
  return {
    types,
    locations: locs.map((l) => ({
      id: l.id,
      name: l.label === l.city ? l.label : `${l.label}, ${l.city}`,
      latitude: l.latitude,
      longitude: l.longitude,
    })),
    developers: devs,
    facilities,
    features,
    agents: people.map((a) => ({ id: a.id, name: `${a.name} (${a.agency})` })),
  };
}
