/**
 * The back office's side of the agencies' feeds (decision 055): an agency's feeds and their last
 * run, the feed form's writes (audited like every back-office write, in the same transaction),
 * a feed's runs and a run's problems, and the staff's "run now". The import itself is
 * run.server.ts: this module only asks it for a run.
 */
import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { brokerages, feedRunProblems, feedRuns, feeds } from "../../../db/schema";
import { DomainError, invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { z } from "../../zod";
import { type Actor, recordAudit } from "../admin/audit.server";
import type { JobSender } from "../jobs/jobs.server";
import { FEED_RUNS_PAGE_SIZE, type FeedRunRow, RUN_PROBLEMS_PAGE_SIZE, type RunProblemRow } from "./admin";
import type { FeedForm, FeedInput } from "./feed-form";
import { requestFeedRun } from "./run.server";

const isId = (id: string) => z.guid().safeParse(id).success;
const missingRecord = () => new DomainError(404, t("admin.missing.text"));

const runColumns = {
  id: feedRuns.id,
  feedId: feedRuns.feedId,
  trigger: feedRuns.trigger,
  status: feedRuns.status,
  reason: feedRuns.reason,
  format: feedRuns.format,
  seen: feedRuns.seen,
  created: feedRuns.created,
  updated: feedRuns.updated,
  unchanged: feedRuns.unchanged,
  drafted: feedRuns.drafted,
  refused: feedRuns.refused,
  photosFetched: feedRuns.photosFetched,
  photosFailed: feedRuns.photosFailed,
  // Spelled out: drizzle leaves a column unqualified in a one-table select, where "id" would be p's.
  problems: sql<number>`(select count(*)::int from ${feedRunProblems} p where p.run_id = "feed_runs"."id")`,
  startedAt: feedRuns.startedAt,
  finishedAt: feedRuns.finishedAt,
};

// ---------------------------------------------------------------- an agency's feeds

export type AgencyFeedRow = {
  id: string;
  url: string;
  format: FeedInput["format"];
  everyMinutes: number;
  enabled: boolean;
  lastRun: FeedRunRow | null;
};

/** The agency's feeds in the order they were added, each with its latest run. */
export async function listAgencyFeeds(db: Db, brokerageId: string): Promise<AgencyFeedRow[]> {
  if (!isId(brokerageId)) return [];
  const rows = await db
    .select({
      id: feeds.id,
      url: feeds.url,
      format: feeds.format,
      everyMinutes: feeds.everyMinutes,
      enabled: feeds.enabled,
    })
    .from(feeds)
    .where(eq(feeds.brokerageId, brokerageId))
    .orderBy(feeds.createdAt, feeds.id);
  if (rows.length === 0) return [];
  // The newest run of each feed (feed_runs_feed_idx reads it from the end).
  const latest = await db
    .selectDistinctOn([feedRuns.feedId], runColumns)
    .from(feedRuns)
    .where(
      inArray(
        feedRuns.feedId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(feedRuns.feedId, desc(feedRuns.startedAt), desc(feedRuns.id));
  const byFeed = new Map(latest.map((run) => [run.feedId, run]));
  return rows.map((row) => ({ ...row, lastRun: byFeed.get(row.id) ?? null }));
}

/** The agency a feed page belongs to; null when there is none. */
export async function loadFeedAgency(db: Db, brokerageId: string) {
  if (!isId(brokerageId)) return null;
  const [row] = await db
    .select({ id: brokerages.id, name: brokerages.name, slug: brokerages.slug })
    .from(brokerages)
    .where(eq(brokerages.id, brokerageId));
  return row ?? null;
}

async function readFeed(db: DbOrTx, brokerageId: string, feedId: string) {
  if (!isId(brokerageId) || !isId(feedId)) return null;
  const [row] = await db
    .select()
    .from(feeds)
    .where(and(eq(feeds.id, feedId), eq(feeds.brokerageId, brokerageId)));
  return row ?? null;
}

/** The agency's feed as its form shows it; null when the agency has no such feed. */
export async function loadFeedForm(db: Db, brokerageId: string, feedId: string): Promise<FeedForm | null> {
  const row = await readFeed(db, brokerageId, feedId);
  if (!row) return null;
  return {
    url: row.url,
    format: row.format ?? "",
    everyMinutes: String(row.everyMinutes),
    enabled: row.enabled ? "on" : "",
    onLeave: row.onLeave,
    maxRemovalPercent: String(row.maxRemovalPercent),
  };
}

// ---------------------------------------------------------------- writing

const urlTaken = () => invalid({ url: t("admin.feeds.error.urlTaken") });

/** A unique violation (23505) from either driver, however wrapped: two saves of one address at once. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Creates (feedId null) or updates one of the agency's feeds, audited with before and after.
 * An address the agency already has for another feed is a field error.
 */
export async function saveFeed(
  db: Db,
  actor: Actor,
  brokerageId: string,
  feedId: string | null,
  input: FeedInput,
): Promise<string> {
  if (!isId(brokerageId) || (feedId !== null && !isId(feedId))) throw missingRecord();
  try {
    return await db.transaction(async (tx) => {
      const before = feedId ? await readFeed(tx, brokerageId, feedId) : null;
      if (feedId && !before) throw missingRecord();
      if (!feedId && !(await agencyExists(tx, brokerageId))) throw missingRecord();
      const sameUrl: SQL[] = [eq(feeds.brokerageId, brokerageId), eq(feeds.url, input.url)];
      if (feedId) sameUrl.push(ne(feeds.id, feedId));
      const [taken] = await tx
        .select({ id: feeds.id })
        .from(feeds)
        .where(and(...sameUrl));
      if (taken) throw urlTaken();
      const values = { ...input, updatedAt: new Date() };
      const [saved] = feedId
        ? await tx.update(feeds).set(values).where(eq(feeds.id, feedId)).returning()
        : await tx
            .insert(feeds)
            .values({ ...values, brokerageId })
            .returning();
      if (!saved) throw new Error("feed write returned no row");
      await recordAudit(tx, actor, {
        action: before ? "update" : "create",
        entity: "feed",
        entityId: saved.id,
        before: before ?? undefined,
        after: saved,
      });
      return saved.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw urlTaken();
    throw error;
  }
}

async function agencyExists(db: DbOrTx, brokerageId: string): Promise<boolean> {
  const [row] = await db.select({ id: brokerages.id }).from(brokerages).where(eq(brokerages.id, brokerageId));
  return !!row;
}

/**
 * Deletes a feed and its runs. The listings it brought stay: the database sets their feed to
 * null, and they are then edited like any listing typed in the back office.
 */
export async function deleteFeed(db: Db, actor: Actor, brokerageId: string, feedId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readFeed(tx, brokerageId, feedId);
    if (!before) throw missingRecord();
    await tx.delete(feeds).where(eq(feeds.id, feedId));
    await recordAudit(tx, actor, { action: "delete", entity: "feed", entityId: feedId, before });
  });
}

/**
 * Asks the import for a run of the feed now (run.server.ts decides whether one is already
 * under way), audited with who asked and whether it was accepted.
 */
export async function startFeedRun(
  db: Db,
  actor: Actor,
  brokerageId: string,
  feedId: string,
  jobs?: JobSender,
): Promise<{ accepted: boolean }> {
  if (!(await readFeed(db, brokerageId, feedId))) throw missingRecord();
  const { accepted } = await requestFeedRun(db, feedId, "staff", jobs);
  await recordAudit(db, actor, { action: "run", entity: "feed", entityId: feedId, after: { accepted } });
  return { accepted };
}

// ---------------------------------------------------------------- runs and problems

/** A feed's runs, newest first, a page at a time (`page` counts from 1). */
export async function listFeedRuns(db: Db, feedId: string, page: number) {
  if (!isId(feedId)) return { rows: [], total: 0 };
  const [rows, [counted]] = await Promise.all([
    db
      .select(runColumns)
      .from(feedRuns)
      .where(eq(feedRuns.feedId, feedId))
      .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
      .limit(FEED_RUNS_PAGE_SIZE)
      .offset((page - 1) * FEED_RUNS_PAGE_SIZE),
    db.select({ n: count() }).from(feedRuns).where(eq(feedRuns.feedId, feedId)),
  ]);
  return { rows: rows as FeedRunRow[], total: Number(counted?.n ?? 0) };
}

/** One run of the agency's feed; null when there is none. */
export async function loadFeedRun(
  db: Db,
  brokerageId: string,
  feedId: string,
  runId: string,
): Promise<FeedRunRow | null> {
  if (!isId(brokerageId) || !isId(feedId) || !isId(runId)) return null;
  const [row] = await db
    .select(runColumns)
    .from(feedRuns)
    .innerJoin(feeds, eq(feeds.id, feedRuns.feedId))
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.feedId, feedId), eq(feeds.brokerageId, brokerageId)));
  return (row as FeedRunRow | undefined) ?? null;
}

/** A run's problems by listing reference, a page at a time. */
export async function listRunProblems(db: Db, runId: string, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: feedRunProblems.id,
        reference: feedRunProblems.reference,
        field: feedRunProblems.field,
        code: feedRunProblems.code,
        detail: feedRunProblems.detail,
      })
      .from(feedRunProblems)
      .where(eq(feedRunProblems.runId, runId))
      .orderBy(feedRunProblems.reference, feedRunProblems.field, feedRunProblems.id)
      .limit(RUN_PROBLEMS_PAGE_SIZE)
      .offset((page - 1) * RUN_PROBLEMS_PAGE_SIZE),
    db.select({ n: count() }).from(feedRunProblems).where(eq(feedRunProblems.runId, runId)),
  ]);
  return { rows: rows as RunProblemRow[], total: Number(counted?.n ?? 0) };
}

/**
 * The latest runs of every feed, or of one feed or one agency's feeds, newest first, with the
 * agency's slug: what GET /api/feeds/runs answers. An agency slug no agency has matches none.
 */
export async function recentFeedRuns(
  db: Db,
  opts: { limit: number; feedId?: string; agencySlug?: string },
): Promise<(FeedRunRow & { agency: string })[]> {
  const where: SQL[] = [];
  if (opts.feedId) where.push(eq(feedRuns.feedId, opts.feedId));
  if (opts.agencySlug) where.push(eq(brokerages.slug, opts.agencySlug));
  const rows = await db
    .select({ ...runColumns, agency: brokerages.slug })
    .from(feedRuns)
    .innerJoin(feeds, eq(feeds.id, feedRuns.feedId))
    .innerJoin(brokerages, eq(brokerages.id, feeds.brokerageId))
    .where(and(...where))
    .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
    .limit(opts.limit);
  return rows as (FeedRunRow & { agency: string })[];
}
