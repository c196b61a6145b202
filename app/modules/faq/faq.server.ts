import { asc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { faqEntries } from "../../../db/schema";
import { localize } from "../../i18n/stored.server";
import { translatableFields } from "../content/editor";
import { rememberBriefly } from "../memo.server";
import type { FaqItem } from "./faq";

/**
 * The FAQ page's questions, as edited in the back office (Content › FAQ), in their order and
 * in the page's language (English where a question has no translation). Remembered briefly
 * in every language at once (the property page shows the first ones); localized after reading.
 */
export async function listFaqs(db: Db): Promise<FaqItem[]> {
  const rows = await rememberBriefly(db, "faq:entries", () =>
    db
      .select({
        id: faqEntries.id,
        question: faqEntries.question,
        answer: faqEntries.answer,
        translations: faqEntries.translations,
      })
      .from(faqEntries)
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.question)),
  );
  const fields = translatableFields("faq") as ("question" | "answer")[];
  return rows.map((row) => localize(row, fields));
}
