import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { feeds } from "../../../db/schema";
import type { Jobs } from "../jobs/jobs.server";

// Agencies' feeds on the job queue (decision 052): every minute the feeds that are due are
// sent a run; a run is one job per feed at a time, retried with back-off when it fails.

export const FEED_RUN_JOB = "feed-run";

/** Who started a run: the schedule, staff in the back office, or `npm run feeds:import`. */
export type RunTrigger = "schedule" | "staff" | "command";
const FEEDS_DUE_JOB = "feeds-due";

export type FeedRunData = { feedId: string; trigger: RunTrigger };

/** Runs one import of a feed: in a child process on the site (server/main.ts), in-process elsewhere. */
export type FeedRunner = (data: FeedRunData) => Promise<void>;

export function defineFeedJobs(jobs: Jobs, db: Db, run: FeedRunner): void {
  jobs.define({
    name: FEEDS_DUE_JOB,
    oneAtATime: true,
    schedule: { cron: "* * * * *" },
    retries: 0,
    pollSeconds: 10,
    handler: async () => {
      for (const feedId of await dueFeedIds(db)) await jobs.send(FEED_RUN_JOB, { feedId, trigger: "schedule" });
    },
  });
  jobs.define<FeedRunData>({
    name: FEED_RUN_JOB,
    oneAtATime: (d) => d.feedId,
    retries: 3,
    retryDelaySeconds: 60,
    timeoutSeconds: 30 * 60,
    handler: run,
  });
}

/** Enabled feeds not running whose last run ended at least their interval ago (or never ran). */
export async function dueFeedIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(
      and(
        eq(feeds.enabled, true),
        isNull(feeds.runningSince),
        or(isNull(feeds.lastRunAt), sql`${feeds.lastRunAt} + ${feeds.everyMinutes} * interval '1 minute' <= now()`),
      ),
    );
  return rows.map((r) => r.id);
}
