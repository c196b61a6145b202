import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { Translations } from "../../../db/schema";
import type { Language } from "../../i18n/languages";
import { presentFields } from "../../i18n/stored.server";
import { type Actor, recordAudit } from "../admin/audit.server";
import { writePublicData } from "../memo.server";
import { type ContentKind, type FieldDef, KINDS } from "./editor";
import {
  type ContentForm,
  column,
  missingRecord,
  readRow,
  storedRichText,
  tableOf,
  toFormValue,
} from "./editor.server";

/** A language a stored text can be translated into (English is the row itself). */
export type TranslationLanguage = Exclude<Language, "en">;

function textFields(kind: ContentKind): FieldDef[] {
  return KINDS[kind].fields.filter((f) => f.translatable);
}

/**
 * A record's translation as form strings, beside its English for reference; null when the
 * record does not exist. An empty field shows English on the site.
 */
export async function loadTranslation(
  db: Db,
  kind: ContentKind,
  id: string,
  lang: TranslationLanguage,
): Promise<{ form: ContentForm; english: ContentForm } | null> {
  const row = await readRow(db, kind, id);
  if (!row) return null;
  const stored = (row.translations as Translations | null)?.[lang] ?? {};
  const form: ContentForm = {};
  const english: ContentForm = {};
  for (const f of textFields(kind)) {
    form[f.name] = toFormValue(f, stored[f.name]);
    english[f.name] = toFormValue(f, row[f.name]);
  }
  return { form, english };
}

/**
 * Replaces the record's text in `lang` (the other languages are kept), audited with before
 * and after; the public pages forget what they remembered. Refused (404) when the record is gone.
 */
export async function saveTranslation(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  id: string,
  lang: TranslationLanguage,
  values: Record<string, unknown>,
): Promise<void> {
  await writePublicData(db, async (tx) => {
    const before = await readRow(tx, kind, id);
    if (!before) throw missingRecord();
    const translations: Translations = { ...((before.translations as Translations | null) ?? {}) };
    const text = presentFields(storedRichText(kind, values));
    if (Object.keys(text).length > 0) translations[lang] = text;
    else delete translations[lang];
    await tx
      .update(tableOf(kind))
      .set({ translations } as never)
      .where(eq(column(kind, "id"), id));
    const after = await readRow(tx, kind, id);
    await recordAudit(tx, actor, { action: `translate:${lang}`, entity: kind, entityId: id, before, after });
  });
}
