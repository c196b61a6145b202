import { count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { enquiries, mailOutbox, properties } from "../../../db/schema";

/** The numbers on the dashboard: what needs a person now. */
export async function dashboardCounts(db: Db) {
  const [[fresh], [listings], [published], [outbox]] = await Promise.all([
    db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, "New")),
    db.select({ n: count() }).from(properties),
    db.select({ n: count() }).from(properties).where(eq(properties.status, "published")),
    db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)),
  ]);
  return { newEnquiries: fresh.n, listings: listings.n, published: published.n, outboxPending: outbox.n };
}
