import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { one } from "../../../db/one";
import { enquiries, properties } from "../../../db/schema";
import { queueEnquiryMail } from "../mail/mail.server";
import type { EnquiryInput } from "./schema";

const PROPERTY_PAGE = /\/property\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?#]|$)/i;

/**
 * Stores an enquiry as New, whatever status the sender claimed. One INSERT: the
 * property is linked through a subquery, so an unknown id just leaves it empty. When
 * mail is configured, the sales e-mail joins the outbox in the same transaction.
 */
export async function createEnquiry(db: Db, input: EnquiryInput, profileId?: string): Promise<{ id: string }> {
  const propertyId = input.inquireurl.match(PROPERTY_PAGE)?.[1];
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
        status: "New",
        // The signed-in sender, so their profile lists it; anonymous enquiries have none.
        profileId: profileId ?? null,
      })
      .returning({ id: enquiries.id });
    const { id } = one(inserted, "enquiry insert");
    await queueEnquiryMail(db, tx, {
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
