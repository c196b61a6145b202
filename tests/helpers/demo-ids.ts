import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogs, developers, properties } from "../../db/schema";

/** A published listing, a blog and a developer of the seeded data, for addresses that need an id. */
export async function demoIds(db: Db): Promise<{ property: string; blog: string; developer: string }> {
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.status, "published"))
    .limit(1);
  const [blog] = await db.select({ id: blogs.id }).from(blogs).limit(1);
  const [developer] = await db.select({ id: developers.id }).from(developers).limit(1);
  if (!property || !blog || !developer) throw new Error("the demo data has no property, blog or developer");
  return { property: property.id, blog: blog.id, developer: developer.id };
}
