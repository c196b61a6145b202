import { createJobs, type Jobs } from "../app/modules/jobs/jobs.server";
import { defineMailJobs, mailSender } from "../app/modules/mail/mail.server";
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
  opts: { run: boolean },
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
  return jobs;
}
