import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { one } from "../../../db/one";
import { enquiries, projects, properties } from "../../../db/schema";
import { DomainError, fieldErrors, invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { hitRule, type Limits, type RateLimiter } from "../../rate-limits";
import { type MailConfig, queueEnquiryMail } from "../mail/mail.server";
import type { EnquiryInput } from "./schema";

export type Enquiries = {
  /**
   * The one way an enquiry comes in, from every form and the REST call: counted against
   * the sender's allowance (refused attempts count too), checked with the form's own
   * schema, stored as New and, with mail on, queued for the sales team. Refusals throw a
   * DomainError: 429, or 400 with one message per field.
   */
  submit(
    input: unknown,
    from: { schema: z.ZodType<EnquiryInput>; ip: string; profileId?: string },
  ): Promise<{ id: string }>;
};

export function enquiryService(deps: { db: Db; mail: MailConfig; limiter: RateLimiter; limits: Limits }): Enquiries {
  return {
    async submit(input, { schema, ip, profileId }) {
      const verdict = await hitRule(deps.limiter, deps.limits, "enquiry", ip);
      if (!verdict.allowed) throw new DomainError(429, t("error.tooMany"), undefined, verdict.retryAfterSec);
      const checked = schema.safeParse(input);
      if (!checked.success) throw invalid(fieldErrors(checked.error.issues));
      return createEnquiry(deps.db, deps.mail, checked.data, profileId);
    },
  };
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A listing's own page, or a page opened about it (/contact?property=<id>). */
const PROPERTY_PAGE = new RegExp(`/property/(${UUID})(?:[/?#]|$)|[?&]property=(${UUID})(?:[&#]|$)`, "i");

/** A project's own page (decision 062), in any language: /projects/{slug} or /ar/projects/{slug}. */
const PROJECT_PAGE = /\/projects\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:[/?#]|$)/;

/**
 * Stores an enquiry as New, whatever status the sender claimed. One INSERT: the
 * property is linked through a subquery, so an unknown id just leaves it empty. When
 * mail is configured, the sales e-mail joins the outbox in the same transaction.
 */
async function createEnquiry(
  db: Db,
  mail: MailConfig,
  input: EnquiryInput,
  profileId?: string,
): Promise<{ id: string }> {
  const matched = input.inquireurl.match(PROPERTY_PAGE);
  const propertyId = matched?.[1] ?? matched?.[2];
  const projectSlug = input.inquireurl.match(PROJECT_PAGE)?.[1];
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(enquiries)
      .values({
        fullName: input.fullname,
        phone: input.phoneNo,
        email: input.email,
        message: input.inquire,
        inquireType: input.inquireType,
        pageUrl: input.inquireurl,
        propertyId: propertyId
          ? sql`(select ${properties.id} from ${properties} where ${properties.id} = ${propertyId})`
          : null,
        // The listing's agent: the enquiry lands in their queue in the back-office inbox (decision 012).
        agentId: propertyId
          ? sql`(select ${properties.agentId} from ${properties} where ${properties.id} = ${propertyId})`
          : null,
        projectId: projectSlug
          ? sql`(select ${projects.id} from ${projects} where ${projects.slug} = ${projectSlug} and ${projects.published})`
          : null,
        status: "New",
        // The signed-in sender, so their profile lists it; anonymous enquiries have none.
        profileId: profileId ?? null,
      })
      .returning({ id: enquiries.id });
    const { id } = one(inserted, "enquiry insert");
    await queueEnquiryMail(mail, tx, {
      id,
      fullName: input.fullname,
      email: input.email,
      phone: input.phoneNo,
      inquireType: input.inquireType,
      message: input.inquire,
      pageUrl: input.inquireurl,
    });
    return { id };
  });
}
