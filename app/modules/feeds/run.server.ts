import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { feedRunProblems, feedRuns, feeds } from "../../../db/schema";
import { queueAlertMatching } from "../alerts/match-jobs.server";
import type { JobSender } from "../jobs/jobs.server";
import { type FeedFormat, FeedRefused, type RunCounts } from "./feed-listing";
import { openFeed } from "./fetch.server";
import { type FeedRow, type ImportResult, importParsed } from "./import.server";
import { FEED_RUN_JOB, type RunTrigger } from "./jobs.server";
import { parseFeed } from "./parse.server";

// One import of a feed (decision 055): the feed held for the run, the run recorded with its
// counts and problems, and a refused run recorded with its reason, having changed nothing.

export type { RunTrigger };

/** A run that has not ended in this long is taken to have died with its process: the feed is free again. */
const LEASE = "2 hours";

export type RunOutcome =
  | { status: "busy" }
  | { status: "done"; runId: string; result: ImportResult }
  | { status: "refused" | "failed"; runId: string; reason: string };

/**
 * Runs one import of the feed now, unless a run of it is under way (in any process): the feed
 * row is the lock, taken by one UPDATE, so two runs started at once cannot both take it.
 */
/** `jobs`: where the matching of listings it publishes or makes cheaper is queued (saved searches' alerts). */
export async function runFeed(db: Db, feedId: string, trigger: RunTrigger, jobs?: JobSender): Promise<RunOutcome> {
  const feed = await takeFeed(db, feedId);
  if (!feed) return { status: "busy" };
  const [run] = await db.insert(feedRuns).values({ feedId, trigger }).returning({ id: feedRuns.id });
  if (!run) throw new Error("feed run insert returned no row");
  try {
    const parsed = await parseFeed(
      await openFeed(feed.url, { localFiles: trigger === "command" }),
      feed.format ?? undefined,
    );
    const result = await importParsed(db, feed, parsed, {
      onListingsChanged: (changes) => queueAlertMatching(jobs, changes),
    });
    await finishRun(db, run.id, { status: "done", format: parsed.format, ...result.counts }, result);
    return { status: "done", runId: run.id, result };
  } catch (error) {
    const refused = error instanceof FeedRefused;
    const reason = refused ? `${error.code}${error.detail ? `: ${error.detail}` : ""}` : failure(error);
    if (!refused) console.error(`feeds: run of ${feedId} failed: ${reason}`);
    await finishRun(db, run.id, { status: refused ? "refused" : "failed", reason });
    return { status: refused ? "refused" : "failed", runId: run.id, reason };
  } finally {
    await db.update(feeds).set({ runningSince: null, lastRunAt: sql`now()` }).where(eq(feeds.id, feedId));
  }
}

async function takeFeed(db: Db, feedId: string): Promise<FeedRow | undefined> {
  const [feed] = await db
    .update(feeds)
    .set({ runningSince: sql`now()` })
    .where(
      and(
        eq(feeds.id, feedId),
        or(isNull(feeds.runningSince), lt(feeds.runningSince, sql`now() - ${LEASE}::interval`)),
      ),
    )
    .returning();
  return feed;
}

type RunEnd = Partial<RunCounts> & {
  status: "done" | "refused" | "failed";
  reason?: string;
  format?: FeedFormat;
};

async function finishRun(db: Db, runId: string, end: RunEnd, result?: ImportResult) {
  await db.transaction(async (tx) => {
    await tx
      .update(feedRuns)
      .set({ ...end, finishedAt: sql`now()` })
      .where(eq(feedRuns.id, runId));
    const problems = result?.problems ?? [];
    for (let i = 0; i < problems.length; i += 1000) {
      await tx.insert(feedRunProblems).values(
        problems.slice(i, i + 1000).map((p) => ({
          runId,
          reference: p.reference.slice(0, 200),
          field: p.field,
          code: p.code,
          detail: p.detail.slice(0, 200),
        })),
      );
    }
  });
}

/** An unexpected failure in a few words, without addresses that may hold a password. */
function failure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\w+:\/\/[^\s]*@/g, "[url]@").slice(0, 300);
}

/**
 * Asks for a run of the feed now. Returns at once: the run happens in the background, one at a
 * time per feed. `accepted` is false when a run of this feed is already under way or waiting.
 * On the site the queue runs it (decision 052); without a queue (tests of one process) it runs here.
 */
export async function requestFeedRun(
  db: Db,
  feedId: string,
  trigger: RunTrigger,
  jobs?: JobSender,
): Promise<{ accepted: boolean }> {
  const [feed] = await db.select({ runningSince: feeds.runningSince }).from(feeds).where(eq(feeds.id, feedId));
  if (!feed || feed.runningSince) return { accepted: false };
  if (jobs) return { accepted: await jobs.send(FEED_RUN_JOB, { feedId, trigger }) };
  void runFeed(db, feedId, trigger).catch((error: unknown) => console.error(`feeds: ${failure(error)}`));
  return { accepted: true };
}
