/**
 * Runs the permit-expiry job once (decision 013), as the server does every day: unpublishes the
 * listings whose Dubai advertising permit expired before today and queues a mail to each
 * one's agent. Safe to run while the site runs, and twice.
 *   npm run jobs:permits
 * A running site keeps remembered pages for a few seconds more; it forgets them itself.
 */
import { unpublishExpiredPermits } from "../app/modules/property/permit-expiry.server";
import { openDatabase } from "../db/client";
import { parseEnv } from "../server/env";

const env = parseEnv(process.env, { tool: true });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const expired = await unpublishExpiredPermits(database.db, {
    siteUrl: env.PUBLIC_SITE_URL,
  });
  console.log(`${expired.length} listing(s) unpublished: permit expired`);
  for (const listing of expired)
    console.log(`  ${listing.id}  permit ${listing.permitNumber} expired ${listing.permitExpiry}`);
} finally {
  await database.close();
}
