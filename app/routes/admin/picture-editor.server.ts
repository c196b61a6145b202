import { data, redirect } from "react-router";
import { parseForm } from "../../form-rules";
import { type FormShape, formFailure, formRefused, unreadFormFailure } from "../../forms.server";
import type { Language } from "../../i18n/languages";
import { editLanguage } from "../../modules/admin/components/translation-form";
import { filesOf, type ProcessedImage, processUploads, readMultipart } from "../../modules/media/upload.server";
import { z } from "../../zod";

const deleteSchema = z.object({ intent: z.literal("delete") });

/** What an editor with one picture does with a post; each throws a DomainError to refuse. */
export type PictureEditor<Saved extends z.ZodType, Translated extends z.ZodType> = {
  /** The record's id; null for a new one, which can only be saved. */
  id: string | null;
  shape: FormShape;
  /** The field the picture is posted in. */
  imageField: string;
  /** The editor's list, `/admin/agencies`: a deleted record goes back to it, a new one is under it. */
  listPath: string;
  schemas: { save: Saved; translate: Translated };
  remove(id: string): Promise<void>;
  translate(id: string, lang: Exclude<Language, "en">, value: z.output<Translated>): Promise<void>;
  /** Stores the record and its picture (a new upload, or none; `remove` drops the stored one) and gives its id. */
  save(value: z.output<Saved>, image: { upload: ProcessedImage | null; remove: boolean }): Promise<string>;
};

/**
 * The action of a back-office editor with one picture (content, agencies, agents): a delete,
 * one language's texts, or a save with its picture, read once as multipart and answered the
 * one way of a page form (decision 039). A post for a record that cannot take it is a 404.
 */
export async function pictureEditorAction<Saved extends z.ZodType, Translated extends z.ZodType>(
  request: Request,
  editor: PictureEditor<Saved, Translated>,
) {
  const { id, shape } = editor;
  let form: FormData;
  try {
    form = await readMultipart(request, editor.imageField);
  } catch (error) {
    return unreadFormFailure(error, shape);
  }
  if (form.get("intent") === "delete") {
    if (!id) throw missing();
    const submission = parseForm(form, deleteSchema);
    try {
      await editor.remove(id);
    } catch (error) {
      return formFailure(submission, error, shape);
    }
    return redirect(`${editor.listPath}?deleted=1`);
  }
  if (form.get("intent") === "translate") {
    const lang = editLanguage(form.get("lang"));
    if (!id || lang === "en") throw missing();
    const submission = parseForm(form, editor.schemas.translate);
    if (submission.status !== "success") return formRefused(submission, shape);
    try {
      await editor.translate(id, lang, submission.value);
    } catch (error) {
      return formFailure(submission, error, shape);
    }
    return data({ saved: true as const });
  }
  const submission = parseForm(form, editor.schemas.save);
  if (submission.status !== "success") return formRefused(submission, shape);
  let saved: string;
  try {
    const [upload] = await processUploads(filesOf(form, editor.imageField).slice(0, 1), editor.imageField);
    saved = await editor.save(submission.value, { upload: upload ?? null, remove: form.get("imageRemove") === "on" });
  } catch (error) {
    return formFailure(submission, error, shape);
  }
  if (!id) return redirect(`${editor.listPath}/${saved}?saved=1`);
  return data({ saved: true as const });
}

function missing() {
  return data({ reason: "missing" }, { status: 404 });
}
