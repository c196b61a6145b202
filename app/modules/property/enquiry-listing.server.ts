import { z } from "zod";
import type { Db } from "../../../db/client";
import type { EnquiryListing } from "../enquiry/components/enquiry-listing";
import { loadCards } from "./load.server";
import { localizeCard } from "./localize.server";

/**
 * The published listing an enquiry is about (`?property=<id>` on /contact and /enquiry), in
 * the page's language: what the form shows of it. Null for a missing, malformed or unknown id,
 * so a bad address only loses the listing, never the form.
 */
export async function getEnquiryListing(db: Db, id: string | null): Promise<EnquiryListing | null> {
  if (!id || !z.guid().safeParse(id).success) return null;
  const [row] = await loadCards(db, [id]);
  if (!row) return null;
  const card = localizeCard(row);
  return {
    id: card.id,
    title: card.title,
    imageId: card.imageId,
    priceAed: card.priceAed,
    rentFrequency: card.rentFrequency,
    ...(card.inEnglish?.includes("title") ? { inEnglish: ["title"] } : {}),
  };
}
