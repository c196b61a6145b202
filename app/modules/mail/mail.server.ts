import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db, DbOrTx } from "../../../db/client";
import { mailOutbox, siteSettings } from "../../../db/schema";
import { t } from "../../i18n/i18n";

/**
 * Enquiry e-mail to the sales team, and password-reset links to customers, through an
 * outbox table: the mail row is written in the transaction of what caused it, and a worker
 * in the server process sends due rows, so a mail-server outage delays mail but never loses it.
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
  await queueMail(tx, {
    to,
    subject: t("admin.mail.subject", { type: enquiry.inquireType, name: enquiry.fullName }),
    text: lines.filter((line, i) => line !== "" || lines[i - 1] !== "").join("\n"),
  });
}

/** Adds one e-mail to the outbox (inside the caller's transaction); the worker sends it. */
export async function queueMail(tx: DbOrTx, mail: { to: string; subject: string; text: string }): Promise<void> {
  // One line: a name cannot add headers to the subject.
  await tx.insert(mailOutbox).values({ ...mail, subject: mail.subject.replace(/[\r\n]+/g, " ") });
}

export type MailWorkerOptions = {
  smtpUrl: string;
  from: string;
  /** How often due mail is looked for. */
  pollMs: number;
  /** The first retry waits this long; each further one twice as long, up to an hour. */
  retryMs: number;
};

export type MailWorker = {
  /** Sends what is due now; answers how many were sent. */
  tick(): Promise<number>;
  stop(): Promise<void>;
};

const BATCH = 10;
/** A claimed row is left alone by other workers this long, so a crash mid-send retries it later. */
const LEASE_MS = 5 * 60_000;
const MAX_RETRY_MS = 3600_000;

/** Polls the outbox and sends due mail with nodemailer; failures are retried with backoff. */
export function startMailWorker(db: Db, opts: MailWorkerOptions): MailWorker {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  let running: Promise<number> | undefined;
  let stopped = false;

  async function sendDue(): Promise<number> {
    // Claim a batch: push its next attempt past the lease so a second worker skips it.
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    let sent = 0;
    for (const mail of claimed) {
      if (stopped) break;
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: "" }).where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (error) {
        const wait = Math.min(opts.retryMs * 2 ** mail.attempts, MAX_RETRY_MS);
        await db
          .update(mailOutbox)
          .set({
            attempts: mail.attempts + 1,
            nextAttemptAt: sql`now() + ${`${wait} milliseconds`}::interval`,
            lastError: errorSummary(error),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  function tick(): Promise<number> {
    running ??= sendDue()
      .catch((error: unknown) => {
        console.error(`mail: ${errorSummary(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void tick(), opts.pollMs);
  timer.unref();
  void tick();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

/** The failure in a few words: its code and message, never the SMTP URL (it may hold a password). */
function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const code = "code" in error && typeof error.code === "string" ? `${error.code}: ` : "";
  return `${code}${error.message}`.replace(/\w+:\/\/[^\s]*@/g, "[url]@").slice(0, 300);
}
