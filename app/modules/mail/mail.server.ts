import { and, eq, isNull, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db, DbOrTx } from "../../../db/client";
import { mailOutbox, siteSettings } from "../../../db/schema";
import { t } from "../../i18n/i18n";
import type { JobSender, Jobs } from "../jobs/jobs.server";

/**
 * Enquiry e-mail to the sales team, and password-reset links to customers, through an
 * outbox table: the mail row and its delivery job are written in the transaction of what caused
 * it, and the job queue sends it (decision 052), so a mail-server outage delays mail but never loses it.
 */

export type MailConfig = {
  /** smtp://, smtps:// URL of the mail server; no URL, no mail. */
  smtpUrl?: string;
  /** Where enquiries go when the site setting "sales_email" is empty. */
  salesEmail?: string;
  /** The sender address. */
  from: string;
  /** Public address of the site, for the link to the enquiry in the back office. */
  siteUrl: string;
  /** The job queue that delivers the outbox; without it mail waits in the outbox for the sweep. */
  jobs?: JobSender;
};

export type EnquiryForMail = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  inquireType: string;
  message: string;
  pageUrl: string;
};

/** The sender address: the configured one, else no-reply at the site's host. */
export function mailSender(siteUrl: string, configured?: string): string {
  return configured || `no-reply@${new URL(siteUrl).hostname}`;
}

/** Adds the sales e-mail for a new enquiry to the outbox, inside the enquiry's transaction; nothing when mail is off. */
export async function queueEnquiryMail(config: MailConfig, tx: DbOrTx, enquiry: EnquiryForMail): Promise<void> {
  if (!config.smtpUrl) return;
  const [setting] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, "sales_email"));
  const to = setting?.value.trim() || config.salesEmail;
  if (!to) return;
  const link = new URL(`/admin/enquiries/${enquiry.id}`, config.siteUrl).href;
  const lines = [
    t("admin.mail.intro"),
    "",
    `${t("admin.enquiries.col.type")}: ${enquiry.inquireType}`,
    `${t("admin.enquiries.col.name")}: ${enquiry.fullName}`,
    `E-mail: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    enquiry.pageUrl ? `${t("admin.enquiry.page")}: ${enquiry.pageUrl}` : "",
    "",
    `${t("admin.enquiry.message")}:`,
    enquiry.message || t("admin.enquiry.noMessage"),
    "",
    t("admin.mail.open", { url: link }),
  ];
  await queueMail(
    tx,
    {
      to,
      subject: t("admin.mail.subject", { type: enquiry.inquireType, name: enquiry.fullName }),
      text: lines.filter((line, i) => line !== "" || lines[i - 1] !== "").join("\n"),
    },
    config.jobs,
  );
}

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text. */
  html?: string;
  /** Extra headers (List-Unsubscribe, …). */
  headers?: Record<string, string>;
  /** What the mail is about: a mail whose key is already in the outbox is not queued again. */
  dedupeKey?: string;
};

/**
 * Adds one e-mail to the outbox inside the caller's transaction, and its delivery job with it
 * (the job exists only if the transaction commits). Without `jobs` (a tool without the queue)
 * the row waits for the sweep. Answers false when a mail with the same `dedupeKey` was queued before.
 */
export async function queueMail(tx: DbOrTx, mail: OutgoingMail, jobs?: JobSender): Promise<boolean> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      // One line: a name cannot add headers to the subject.
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html ?? "",
      headers: Object.fromEntries(Object.entries(mail.headers ?? {}).map(([name, value]) => [name, oneLine(value)])),
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey, where: sql`${mailOutbox.dedupeKey} is not null` })
    .returning({ id: mailOutbox.id });
  if (!row) return false;
  if (jobs) await jobs.send(MAIL_JOB, { mailId: row.id }, { tx });
  return true;
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

export const MAIL_JOB = "mail";
const SWEEP_JOB = "mail-sweep";

export type MailJobOptions = {
  smtpUrl: string;
  from: string;
  /** The first retry waits this long; each further one twice as long, up to an hour. */
  retrySeconds: number;
};

const MAX_RETRY_SECONDS = 3600;

/**
 * Sending the outbox on the job queue: one job a mail, one at a time per mail, retried with
 * back-off while the mail server refuses it; the row records attempts, the last error and when
 * it was sent. A mail whose row says sent is never sent again. The sweep gives a job to any unsent
 * row that has none (written by a tool without the queue, or out of retries): every 10 minutes.
 */
export function defineMailJobs(jobs: Jobs, db: Db, opts: MailJobOptions): void {
  // Bounded, so a stuck connection fails well inside the job's timeout and is retried, not run twice.
  const transport = nodemailer.createTransport({
    url: opts.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  jobs.define<{ mailId: string }>({
    name: MAIL_JOB,
    oneAtATime: (data) => data.mailId,
    retries: 1000,
    retryDelaySeconds: opts.retrySeconds,
    retryDelayMaxSeconds: MAX_RETRY_SECONDS,
    timeoutSeconds: 300,
    pollSeconds: 1,
    handler: (data, context) => deliverMail(db, transport, opts, data.mailId, context.retryCount),
  });
  jobs.define({
    name: SWEEP_JOB,
    oneAtATime: true,
    schedule: { cron: "*/10 * * * *" },
    pollSeconds: 30,
    handler: async () => {
      const unsent = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
      for (const mail of unsent) await jobs.send(MAIL_JOB, { mailId: mail.id });
    },
  });
}

async function deliverMail(
  db: Db,
  transport: Transporter,
  opts: MailJobOptions,
  mailId: string,
  retryCount: number,
): Promise<void> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, mailId), isNull(mailOutbox.sentAt)));
  if (!mail) return;
  try {
    await transport.sendMail({
      from: opts.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html || undefined,
      headers: mail.headers,
    });
  } catch (error) {
    const wait = Math.min(opts.retrySeconds * 2 ** retryCount, MAX_RETRY_SECONDS);
    await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${`${wait} seconds`}::interval`,
        lastError: errorSummary(error),
      })
      .where(eq(mailOutbox.id, mail.id));
    throw new Error(`mail ${mail.id}: ${errorSummary(error)}`);
  }
  await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: "" }).where(eq(mailOutbox.id, mail.id));
}

/** The failure in a few words: its code and message, never the SMTP URL (it may hold a password). */
function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const code = "code" in error && typeof error.code === "string" ? `${error.code}: ` : "";
  return `${code}${error.message}`.replace(/\w+:\/\/[^\s]*@/g, "[url]@").slice(0, 300);
}
