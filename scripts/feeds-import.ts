/**
 * Imports an agency's Property Finder or Bayut XML feed once, from a file or an address, into
 * the database the environment selects (DATABASE_URL, else PGlite under DATA_DIR), while the
 * site runs or not:
 *
 *   npm run feeds:import -- --agency <agency slug> [--format propertyfinder|bayut] <url-or-file>
 *
 * The run belongs to the agency's feed with that address (made, unscheduled, if it has none):
 * it changes only the listings that feed brought. Prints the run's counts and problems; exits
 * 1 when the run was refused or failed (it then changed nothing), 2 on bad arguments.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import { FEED_FORMATS, type FeedFormat } from "../app/modules/feeds/feed-listing";
import { runFeed } from "../app/modules/feeds/run.server";
import type { Db } from "../db/client";
import { brokerages, feeds } from "../db/schema";
import { siteJobs } from "../server/jobs";
import { openToolDatabase } from "./lib/tool-database";

const USAGE = "Usage: npm run feeds:import -- --agency SLUG [--format propertyfinder|bayut] URL-OR-FILE";

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const { env, database } = await openToolDatabase();
  // Sends the matching of what the run publishes to saved searches; the site runs it (now, or once it starts).
  const jobs = siteJobs(database, env, { run: false });
  try {
    await jobs.start();
    const feedId = await feedFor(database.db, args.agency, args.source, args.format);
    if (!feedId) {
      console.error(`no agency with the address ${args.agency}`);
      return 2;
    }
    const outcome = await runFeed(database.db, feedId, "command", jobs);
    if (outcome.status === "busy") {
      console.error("a run of this feed is under way: try again when it has ended");
      return 1;
    }
    if (outcome.status !== "done") {
      console.error(`run ${outcome.status}: ${outcome.reason}; nothing was changed`);
      return 1;
    }
    const { counts, problems } = outcome.result;
    console.log(
      Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(", "),
    );
    for (const p of problems) console.log(`  ${p.reference || "(no reference)"}  ${p.field}: ${p.code} ${p.detail}`);
    return 0;
  } finally {
    await jobs.stop();
    await database.close();
  }
}

function parse(): { agency: string; format: FeedFormat | null; source: string } {
  const { values, positionals } = parseArgs({
    options: { agency: { type: "string" }, format: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  const [source, ...rest] = positionals;
  if (!values.agency || !source || rest.length > 0) throw new Error("an agency and one feed are needed");
  const format = values.format ?? null;
  if (format !== null && !FEED_FORMATS.includes(format as FeedFormat))
    throw new Error(`--format must be ${FEED_FORMATS.join(" or ")}`);
  return {
    agency: values.agency,
    format: format as FeedFormat | null,
    source: /^https?:\/\//i.test(source) ? source : resolve(source),
  };
}

/** The agency's feed of this address, made (unscheduled) when it has none; null for an unknown agency. */
async function feedFor(db: Db, slug: string, url: string, format: FeedFormat | null): Promise<string | null> {
  const [agency] = await db.select({ id: brokerages.id }).from(brokerages).where(eq(brokerages.slug, slug));
  if (!agency) return null;
  const [found] = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(and(eq(feeds.brokerageId, agency.id), eq(feeds.url, url)));
  if (found) {
    if (format) await db.update(feeds).set({ format }).where(eq(feeds.id, found.id));
    return found.id;
  }
  const [made] = await db
    .insert(feeds)
    .values({ brokerageId: agency.id, url, format, enabled: false })
    .returning({ id: feeds.id });
  return made?.id ?? null;
}

process.exitCode = await main();
