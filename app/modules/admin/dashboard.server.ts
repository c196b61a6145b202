import { count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { one } from "../../../db/one";
import { enquiries, mailOutbox, properties } from "../../../db/schema";

/** The numbers on the dashboard: what needs a person now. */
export async function dashboardCounts(db: Db) {
  const [fresh, listings, published, outbox] = await Promise.all([
    db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, "New")),
    db.select({ n: count() }).from(properties),
    db.select({ n: count() }).from(properties).where(eq(properties.status, "published")),
    db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)),
  ]);
  return {
    newEnquiries: one(fresh, "new enquiries count").n,
    listings: one(listings, "listings count").n,
    published: one(published, "published listings count").n,
    outboxPending: one(outbox, "mail outbox count").n,
  };
}
