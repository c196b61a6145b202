import { Hono } from "hono";
import { z } from "zod";
import { STAFF } from "../../app/modules/admin/constants";
import type { FeedRunRow } from "../../app/modules/feeds/admin";
import { recentFeedRuns } from "../../app/modules/feeds/admin.server";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
import { requireRole } from "./auth";
import { parseQuery } from "./http";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const runsQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 100.")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, "limit must be a whole number from 1 to 100.")
    .optional(),
  feed: z.guid("feed must be a feed's id (a UUID).").optional(),
  agency: z
    .string()
    .max(80, "agency must be an agency's slug.")
    .regex(SLUG, "agency must be an agency's slug.")
    .optional(),
});

function wireRun(run: FeedRunRow & { agency: string }) {
  return {
    _id: run.id,
    feedId: run.feedId,
    agency: run.agency,
    trigger: run.trigger,
    status: run.status,
    reason: run.reason,
    format: run.format,
    counts: {
      seen: run.seen,
      created: run.created,
      updated: run.updated,
      unchanged: run.unchanged,
      drafted: run.drafted,
      refused: run.refused,
      photosFetched: run.photosFetched,
      photosFailed: run.photosFailed,
      problems: run.problems,
    },
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

/** The agencies' feed runs (decision 055), for staff only: 401 anonymous, 403 for a customer. */
export function feedRoutes(deps: Services): Hono {
  const routes = new Hono();

  routes.get("/feeds/runs", async (c) => {
    await requireRole(c, deps, STAFF);
    c.header("Cache-Control", "private, no-store");
    const query = parseQuery(c, runsQuery);
    const limit = query.limit ?? 20;
    const runs = await recentFeedRuns(deps.db, { limit, feedId: query.feed, agencySlug: query.agency });
    return json(c, { status: true, data: runs.map(wireRun), limit });
  });

  return routes;
}
