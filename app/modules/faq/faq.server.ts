import { asc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { faqEntries } from "../../../db/schema";
import type { FaqItem } from "./faq";

/** The FAQ page's questions, as edited in the back office (Content › FAQ), in their order. */
export async function listFaqs(db: Db): Promise<FaqItem[]> {
  return db
    .select({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer })
    .from(faqEntries)
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.question));
}
