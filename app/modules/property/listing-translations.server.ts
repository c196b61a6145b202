import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties, type Translations } from "../../../db/schema";
import { DomainError } from "../../errors";
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

/**
 * Replaces the listing's texts in `lang` (other languages and the English are kept), audited
 * as translate:<lang> with before and after; the public pages forget what they remembered.
 * Refused (404) when the listing is gone.
 */
export async function saveListingTranslation(
  db: Db,
  actor: Actor,
  id: string,
  lang: ListingLanguage,
  texts: ListingTexts,
): Promise<void> {
  const missing = () => new DomainError(404, t("admin.missing.text"));
  if (!isUuid(id)) throw missing();
  await writePublicData(db, async (tx) => {
    const [row] = await tx
      .select({ translations: properties.translations })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row) throw missing();
    const translations: Translations = { ...(row.translations ?? {}) };
    // Sanitised like the English description: the page renders it as HTML.
    const kept = presentFields({ ...texts, description: sanitizeRichText(texts.description) });
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
  });
}
