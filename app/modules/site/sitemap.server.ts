import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  agents,
  blogs,
  brokerages,
  developers,
  locations,
  marketAreas,
  projects,
  properties,
} from "../../../db/schema";

/** What the sitemaps list besides the fixed pages: each module's public rows. */

export async function publishedListingCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(eq(properties.status, "published"));
  return row?.n ?? 0;
}

/** One page of published listings in id order, for sitemap-properties-N.xml. */
export function publishedListingPage(db: Db, page: number, size: number) {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.status, "published"))
    .orderBy(asc(properties.id))
    .limit(size)
    .offset((page - 1) * size);
}

/**
 * Every blog post, developer, top location, active agent, agency and published project, and every
 * community with an area guide (the registry's figures), for sitemap-pages.xml.
 */
export function sitemapPages(db: Db) {
  return Promise.all([
    db.select({ id: blogs.id, publishedOn: blogs.publishedOn }).from(blogs).orderBy(asc(blogs.id)),
    db.select({ id: developers.id }).from(developers).orderBy(asc(developers.id)),
    db
      .selectDistinct({ label: locations.label })
      .from(locations)
      .where(eq(locations.isTop, true))
      .orderBy(asc(locations.label)),
    db.select({ slug: agents.slug }).from(agents).where(eq(agents.isActive, true)).orderBy(asc(agents.slug)),
    db.select({ slug: brokerages.slug }).from(brokerages).orderBy(asc(brokerages.slug)),
    db
      .select({ slug: projects.slug, updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.published, true))
      .orderBy(asc(projects.slug)),
    db.select({ slug: marketAreas.slug }).from(marketAreas).orderBy(asc(marketAreas.slug)),
  ]);
}
