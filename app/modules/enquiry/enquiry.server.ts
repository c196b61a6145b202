import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { enquiries, properties } from "../../../db/schema";
import type { EnquiryInput } from "./schema";

const PROPERTY_PAGE = /\/property\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?#]|$)/i;

/**
 * Stores an enquiry as Active, whatever status the sender claimed. One INSERT: the
 * property is linked through a subquery, so an unknown id just leaves it empty.
 */
export async function createEnquiry(db: Db, input: EnquiryInput): Promise<{ id: string }> {
  const propertyId = input.inquireurl.match(PROPERTY_PAGE)?.[1];
  const [row] = await db
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
      status: "Active",
    })
    .returning({ id: enquiries.id });
  return { id: row.id };
}
