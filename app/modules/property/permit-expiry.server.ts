import "../../i18n/en-admin";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { agents } from "../../../db/schema";
import { t } from "../../i18n/i18n";
import { recordAudit } from "../admin/audit.server";
import type { JobSender, Jobs } from "../jobs/jobs.server";
import { queueMail } from "../mail/mail.server";
import { writePublicData } from "../memo.server";
import { dubaiToday } from "./permit";

/** A listing the job took down. */
export type ExpiredListing = {
  id: string;
  title: string;
  permitNumber: string | null;
  permitExpiry: string;
  referenceNumber: string;
  agentId: string | null;
};

/**
 * Unpublishes every published listing whose permit expired before today (Dubai's calendar)
 * and tells each listing's agent through the mail outbox (decision 013), whose delivery jobs go
 * to `mail` when mail is on. The listing goes back
 * to draft, not archive: the unit is still on the market, and once the agency renews the
 * permit staff enter the new expiry and publish again (archived means sold, let or withdrawn).
 *
 * One UPDATE … RETURNING and the outbox rows in one transaction: a second run, or a run in
 * another process at the same moment, finds nothing left to take down (the UPDATE waits on
 * the first one's row locks, then re-checks `status = 'published'`), so no mail goes twice.
 */
export async function unpublishExpiredPermits(
  db: Db,
  opts: { siteUrl: string; today?: string; mail?: JobSender },
): Promise<ExpiredListing[]> {
  const today = opts.today ?? dubaiToday();
  return writePublicData(db, async (tx) => {
    type Row = {
      id: string;
      title: string;
      permit_number: string | null;
      permit_expiry: string;
      reference_number: string;
      agent_id: string | null;
    };
    const result: unknown = await tx.execute(sql`update properties set status = 'draft', updated_at = now()
      where status = 'published' and permit_expiry < ${today}::date
      returning id, title, permit_number, permit_expiry::text as permit_expiry, reference_number, agent_id`);
    // node-postgres and PGlite both answer { rows }.
    const rows = Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
    const expired: ExpiredListing[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      permitNumber: r.permit_number,
      permitExpiry: r.permit_expiry,
      referenceNumber: r.reference_number,
      agentId: r.agent_id,
    }));
    if (expired.length === 0) return expired;
    const agentIds = [...new Set(expired.flatMap((e) => (e.agentId ? [e.agentId] : [])))];
    const people =
      agentIds.length === 0
        ? []
        : await tx
            .select({ id: agents.id, name: agents.name, email: agents.email })
            .from(agents)
            .where(inArray(agents.id, agentIds));
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const listing of expired) {
      await recordAudit(tx, null, {
        action: "status",
        entity: "property",
        entityId: listing.id,
        before: { status: "published", permitExpiry: listing.permitExpiry },
        after: { status: "draft", reason: "permit expired" },
      });
      const agent = listing.agentId ? byId.get(listing.agentId) : undefined;
      if (!agent?.email) continue;
      const vars = {
        name: agent.name,
        title: listing.title,
        permit: listing.permitNumber ?? "",
        expiry: listing.permitExpiry,
        reference: listing.referenceNumber || "-",
        url: new URL(`/admin/listings/${listing.id}`, opts.siteUrl).href,
      };
      await queueMail(
        tx,
        {
          to: agent.email,
          subject: t("admin.permitMail.subject", vars),
          text: t("admin.permitMail.text", vars),
        },
        opts.mail,
      );
    }
    return expired;
  });
}

export const PERMIT_JOB = "permit-expiry";

/**
 * The job, every day at 00:05 in Dubai (the first minutes of the day the permits lapse), one run
 * at a time across every process; a day the site was down is made up once it starts again.
 */
export function definePermitExpiryJob(jobs: Jobs, db: Db, opts: { siteUrl: string; mail?: JobSender }): void {
  jobs.define({
    name: PERMIT_JOB,
    oneAtATime: true,
    schedule: { cron: "5 0 * * *", missed: "once" },
    pollSeconds: 60,
    retries: 3,
    retryDelaySeconds: 300,
    handler: async () => {
      const expired = await unpublishExpiredPermits(db, opts);
      if (expired.length > 0) console.log(`permits: ${expired.length} listing(s) unpublished, permit expired`);
    },
  });
}
