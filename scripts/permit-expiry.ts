/**
 * Runs the permit-expiry job once (decision 013), as the server does every day: unpublishes the
 * listings whose Dubai advertising permit expired before today and queues a mail to each
 * one's agent (sent by the running site's job queue, decision 052). Safe to run while the site
 * runs, on either database, and twice.
 *   npm run jobs:permits
 * A running site keeps remembered pages for a few seconds more; it forgets them itself.
 */
import { unpublishExpiredPermits } from "../app/modules/property/permit-expiry.server";
import { siteJobs } from "../server/jobs";
import { openToolDatabase } from "./lib/tool-database";

const { env, database } = await openToolDatabase();
const jobs = siteJobs(database, env, { run: false });
try {
  // Before the job's transaction, which sends the mail jobs.
  if (env.SMTP_URL) await jobs.start();
  const expired = await unpublishExpiredPermits(database.db, {
    siteUrl: env.PUBLIC_SITE_URL,
    mail: env.SMTP_URL ? jobs : undefined,
  });
  console.log(`${expired.length} listing(s) unpublished: permit expired`);
  for (const listing of expired)
    console.log(`  ${listing.id}  permit ${listing.permitNumber} expired ${listing.permitExpiry}`);
} finally {
  await jobs.stop();
  await database.close();
}
