import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { properties, type Translations } from "../../../db/schema";
import { type Checked, checkForm } from "../../errors";
import { t } from "../../i18n/i18n";
import type { Language } from "../../i18n/languages";
import { presentFields } from "../../i18n/stored.server";
import { type Actor, recordAudit } from "../admin/audit.server";
import { sanitizeRichText } from "../html.server";
import { writePublicData } from "../memo.server";
import { isUuid } from "./listings";
import { LISTING_TEXT_FIELDS } from "./localize.server";

/** A language a listing's texts can be translated into (English is the listing itself). */
export type ListingLanguage = Exclude<Language, "en">;
type TextField = (typeof LISTING_TEXT_FIELDS)[number];
export type ListingTexts = Record<TextField, string>;

/** A listing's texts in `lang` beside its English; null when there is no such listing. */
export async function loadListingTranslation(
  db: Db,
  id: string,
  lang: ListingLanguage,
): Promise<{ form: ListingTexts; english: ListingTexts } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  if (!row) return null;
  return { form: textsOf(row.translations?.[lang] ?? {}), english: textsOf(row) };
}

function textsOf(source: Record<string, unknown>): ListingTexts {
  const value = (field: TextField) => (typeof source[field] === "string" ? (source[field] as string) : "");
  return Object.fromEntries(LISTING_TEXT_FIELDS.map((f) => [f, value(f)])) as ListingTexts;
}

/** The posted texts, as strings. */
export function readListingTranslation(form: FormData): ListingTexts {
  return textsOf(Object.fromEntries(LISTING_TEXT_FIELDS.map((f) => [f, form.get(f)])));
}

const e = (field: string) => t(`adminContent.listing.error.${field}` as Parameters<typeof t>[0]);
const line = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine((v) => !v.includes("\u0000"), { error: message });

/** The English fields' rules, except that none is required: an empty field shows the English. */
function translationSchema() {
  return z.object({
    title: line(200, e("titleTranslation")),
    tagTitle: line(60, e("tagTitle")),
    descriptionTitle: line(200, e("descriptionTitle")),
    // Sanitised like the English description: the page renders it as HTML.
    description: z
      .string()
      .max(50_000, { error: e("description") })
      .transform((v) => sanitizeRichText(v.trim())),
  });
}

export function validateListingTranslation(form: ListingTexts): Checked<ListingTexts> {
  return checkForm(translationSchema(), form);
}

/**
 * Replaces the listing's texts in `lang` (other languages and the English are kept), audited
 * as translate:<lang> with before and after; the public pages forget what they remembered.
 * False when the listing is gone.
 */
export async function saveListingTranslation(
  db: Db,
  actor: Actor,
  id: string,
  lang: ListingLanguage,
  texts: ListingTexts,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  return writePublicData(db, async (tx) => {
    const [row] = await tx
      .select({ translations: properties.translations })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row) return false;
    const translations: Translations = { ...(row.translations ?? {}) };
    const kept = presentFields(texts);
    if (Object.keys(kept).length > 0) translations[lang] = kept;
    else delete translations[lang];
    await tx.update(properties).set({ translations, updatedAt: new Date() }).where(eq(properties.id, id));
    await recordAudit(tx, actor, {
      action: `translate:${lang}`,
      entity: "property",
      entityId: id,
      before: { translations: row.translations?.[lang] ?? {} },
      after: { translations: kept },
    });
    return true;
  });
}
