/** What the back office's feed pages share with the browser (this file imports nothing server-side). */

import type { RunCounts } from "./feed-listing";

export const FEED_RUNS_PAGE_SIZE = 25;
export const RUN_PROBLEMS_PAGE_SIZE = 100;

/** A run as staff and the API read it: how it ended, its counts, and how many problems it found. */
export type FeedRunRow = RunCounts & {
  id: string;
  feedId: string;
  /** schedule, staff or command. */
  trigger: string;
  status: "running" | "done" | "refused" | "failed";
  /** Why a refused or failed run changed nothing: a feeds.refused.* code and its detail. */
  reason: string;
  format: "propertyfinder" | "bayut" | null;
  problems: number;
  startedAt: Date;
  finishedAt: Date | null;
};

export type RunProblemRow = { id: string; reference: string; field: string; code: string; detail: string };
