import { defineAlertMatchJobs } from "../app/modules/alerts/match-jobs.server";
import { defineAlertJobs } from "../app/modules/alerts/send.server";
import { defineFeedJobs, type FeedRunner } from "../app/modules/feeds/jobs.server";
import { createJobs, type JobSender, type Jobs } from "../app/modules/jobs/jobs.server";
import { defineMailJobs, mailSender } from "../app/modules/mail/mail.server";
import { defineMarketJobs } from "../app/modules/market/jobs.server";
import { definePermitExpiryJob } from "../app/modules/property/permit-expiry.server";
import type { Database } from "../db/client";
import type { Env } from "./env";

/**
 * Every background job of the site on its one queue (decision 052). `run` in the one process of
 * a site that runs them (the primary, or the only process); page workers and command-line tools
 * only send. Mail jobs exist when a mail server is configured; without one, mail stays in the
 * outbox, and the sweep sends it once one is.
 */
export function siteJobs(
  database: Database,
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "MAIL_RETRY_SECONDS" | "PUBLIC_SITE_URL">,
  opts: {
    run: boolean;
    /** How a feed's run is carried out where this process runs jobs; in this process by default. */
    feedRunner?: FeedRunner;
  },
): Jobs {
  const jobs = createJobs(database, opts);
  const mail = env.SMTP_URL ? jobs : undefined;
  if (env.SMTP_URL) {
    defineMailJobs(jobs, database.db, {
      smtpUrl: env.SMTP_URL,
      from: mailSender(env.PUBLIC_SITE_URL, env.MAIL_FROM),
      retrySeconds: env.MAIL_RETRY_SECONDS,
    });
  }
  definePermitExpiryJob(jobs, database.db, { siteUrl: env.PUBLIC_SITE_URL, mail });
  defineFeedJobs(jobs, database.db, opts.feedRunner ?? runHere(database, jobs));
  defineAlertMatchJobs(jobs, database.db);
  defineAlertJobs(jobs, database.db, { siteUrl: env.PUBLIC_SITE_URL, mail });
  defineMarketJobs(jobs, database.db);
  return jobs;
}

/** A feed's run in this process (a single-process site, tests); loaded only when one runs. */
function runHere(database: Database, jobs: JobSender): FeedRunner {
  return async ({ feedId, trigger }) => {
    const { runFeed } = await import("../app/modules/feeds/run.server");
    const outcome = await runFeed(database.db, feedId, trigger, jobs);
    if (outcome.status === "failed") throw new Error(`the run of feed ${feedId} failed: ${outcome.reason}`);
  };
}
