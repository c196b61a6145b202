import type { Db, DbOrTx } from "../../../db/client";
import type { JobSender, Jobs } from "../jobs/jobs.server";
import { recordMatches, recordSavedPropertyDrops } from "./match.server";

// Listings matched to saved searches in the background: a write that publishes a listing or
// lowers its price only queues this job, so neither the back office nor a feed's import waits
// for the matching.

export const ALERTS_MATCH_JOB = "alerts-match";
/** Sends the alerts of instant searches (app/modules/alerts/send.server.ts). */
export const ALERTS_INSTANT_JOB = "alerts-instant";

export type AlertsMatchData = {
  /** Listings now published, or published and cheaper. */
  propertyIds: string[];
  /** The AED price each listing whose price fell had before: saved properties' owners hear of the drop. */
  pricesBefore?: Record<string, number>;
};

/** A listing that changed in a way alerts care about. */
export type ListingChange = { id: string; priceBeforeAed?: number };

export function defineAlertMatchJobs(jobs: Jobs, db: Db): void {
  jobs.define<AlertsMatchData>({
    name: ALERTS_MATCH_JOB,
    retries: 5,
    retryDelaySeconds: 10,
    handler: async (data) => {
      const written = await matchListings(db, data);
      if (written > 0) await sendInstantAlerts(jobs);
    },
  });
}

/** Writes the matches and saved properties' drops (idempotent, so a retried job adds nothing); answers how many. */
export async function matchListings(db: Db, data: AlertsMatchData): Promise<number> {
  return db.transaction(async (tx) => {
    const matches = await recordMatches(tx, data.propertyIds);
    const drops = await recordSavedPropertyDrops(tx, data.pricesBefore ?? {});
    return matches + drops;
  });
}

async function sendInstantAlerts(jobs: JobSender): Promise<void> {
  try {
    await jobs.send(ALERTS_INSTANT_JOB, {});
  } catch (error) {
    // Before the sending job exists the matches wait, unsent, for the digest or the next instant run.
    console.error(`alerts: ${(error as Error).message}`);
  }
}

/**
 * Queues the matching of listings that were published or got cheaper; with `tx`, only if that
 * transaction commits. Without a queue (a test's in-process site) nothing is queued.
 */
export async function queueAlertMatching(
  jobs: JobSender | undefined,
  changes: ListingChange[],
  tx?: DbOrTx,
): Promise<void> {
  if (!jobs || changes.length === 0) return;
  await jobs.send(ALERTS_MATCH_JOB, alertsMatchData(changes), tx ? { tx } : {});
}

export function alertsMatchData(changes: ListingChange[]): AlertsMatchData {
  const pricesBefore: Record<string, number> = {};
  for (const c of changes) if (c.priceBeforeAed !== undefined) pricesBefore[c.id] = c.priceBeforeAed;
  return { propertyIds: changes.map((c) => c.id), pricesBefore };
}
