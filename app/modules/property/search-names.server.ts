/**
 * The names a search may carry instead of ids (a property type, a developer's firm), matched
 * against small tables remembered briefly. Places are the location module's (match.server.ts).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { agents, brokerages, categories, developers } from "../../../db/schema";
import { rememberBriefly } from "../memo.server";

const isId = (value: string) => z.guid().safeParse(value).success;

/** `type` is a property-type id or name (a segment name is handled before). */
export function propertyTypeIds(db: Db, type: string): Promise<string[]> {
  return isId(type) ? Promise.resolve([type]) : findPropertyTypeIds(db, type);
}

/**
 * The small tables a search's names resolve against (property types, developers: hundreds
 * of rows), remembered briefly so a search spends no query on them. Places are matched by
 * the location module's own remembered index (matchLocationIds).
 */
type SearchNames = {
  types: { id: string; name: string }[];
  developers: { id: string; firmName: string }[];
};

function searchNames(db: Db): Promise<SearchNames> {
  return rememberBriefly(db, "search:names", async () => {
    const [types, firms] = await Promise.all([
      db
        .select({ id: categories.id, name: categories.value })
        .from(categories)
        .where(eq(categories.masterId, MASTER.propertyType)),
      db.select({ id: developers.id, firmName: developers.firmName }).from(developers),
    ]);
    return { types, developers: firms };
  });
}

/** Equal whatever the case; an absent wanted value matches everything. */
function sameName(value: string, wanted: string | undefined): boolean {
  return wanted === undefined || wanted === "" || value.toLowerCase() === wanted.toLowerCase();
}

/** Ids of the property types called `name`, whatever its case. */
export async function findPropertyTypeIds(db: Db, name: string): Promise<string[]> {
  const { types } = await searchNames(db);
  return types.filter((t) => sameName(t.name, name)).map((t) => t.id);
}

/** `developer` is a developer id or a firm name, whatever its case. */
export async function findDeveloperIds(db: Db, developer: string): Promise<string[]> {
  if (isId(developer)) return [developer];
  const { developers: firms } = await searchNames(db);
  return firms.filter((d) => sameName(d.firmName, developer)).map((d) => d.id);
}

/**
 * The agents of the agency whose page address ends in `slug`, past and present: the agency's
 * page counts the published listings of all of them, and its listings link shows the same.
 */
export async function findAgencyAgentIds(db: Db, slug: string): Promise<string[]> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .innerJoin(brokerages, eq(brokerages.id, agents.brokerageId))
    .where(eq(brokerages.slug, slug.toLowerCase()));
  return rows.map((r) => r.id);
}
