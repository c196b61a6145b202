import "../../i18n/en-admin";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { ExternalLink, Trash2 } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { RichTextEditor } from "../../modules/admin/components/rich-text";
import { editLanguage, LanguageTabs, TranslationFields } from "../../modules/admin/components/translation-form";
import {
  adminMeta,
  buttonClass,
  cardClass,
  DeleteForm,
  inputClass,
  linkClass,
  Notice,
  PageHeader,
  secondaryButtonClass,
} from "../../modules/admin/ui";
import { type FieldDef, isContentKind, KINDS } from "../../modules/content/editor";
import {
  type ContentErrors,
  type ContentForm,
  contentOptions,
  deleteContent,
  emptyForm,
  fieldLabel,
  loadContent,
  readContentForm,
  saveContent,
  validateContent,
} from "../../modules/content/editor.server";
import {
  loadTranslation,
  readTranslationForm,
  saveTranslation,
  type TranslationLanguage,
  validateTranslation,
} from "../../modules/content/translations.server";
import { UPLOAD_ACCEPT, UPLOAD_MAX_MB } from "../../modules/media/upload";
import { filesOf, processUpload, requestTooLarge } from "../../modules/media/upload.server";
import type { Route } from "./+types/content-edit";
import { requireStaff } from "./guard.server";

function kindOf(params: { kind?: string }) {
  const kind = params.kind ?? "";
  if (!isContentKind(kind)) throw data({ reason: "missing" }, { status: 404 });
  return kind;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const kind = kindOf(params);
  const { db } = context.get(appContext);
  const id = params.id === "new" ? null : params.id;
  const [form, options] = await Promise.all([
    id ? loadContent(db, kind, id) : emptyForm(kind),
    contentOptions(db, kind),
  ]);
  if (!form) throw data({ reason: "missing" }, { status: 404 });
  const def = KINDS[kind];
  const url = new URL(request.url);
  const translatable = def.fields.some((f) => f.translatable);
  const lang = translatable && id ? editLanguage(url.searchParams.get("lang")) : "en";
  const translation = lang === "en" || !id ? null : await loadTranslation(db, kind, id, lang);
  return {
    kind,
    id,
    form,
    options,
    translatable,
    lang,
    translation,
    labels: Object.fromEntries(def.fields.map((f) => [f.name, fieldLabel(f.name)])),
    saved: url.searchParams.get("saved") === "1",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData
      ? t(loaderData.id ? "adminContent.content.editTitle" : "adminContent.content.newTitle", {
          kind: t(`adminContent.kindOne.${loaderData.kind}`),
        })
      : t("adminContent.content.title"),
  );

type Answer = { ok: true } | { ok: false; values?: ContentForm; errors: ContentErrors };

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const kind = kindOf(params);
  const { db } = context.get(appContext);
  const id = params.id === "new" ? null : (params.id ?? null);
  if (requestTooLarge(request)) {
    return data<Answer>({ ok: false, errors: { imageId: t("adminContent.upload.requestTooLarge") } }, { status: 413 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<Answer>({ ok: false, errors: { form: t("admin.form.invalid") } }, { status: 400 });
  }
  if (form.get("intent") === "delete") {
    if (!id) throw data({ reason: "missing" }, { status: 404 });
    const result = await deleteContent(db, user, kind, id);
    if (result === "missing") throw data({ reason: "missing" }, { status: 404 });
    if (result === "in-use") {
      return data<Answer>({ ok: false, errors: { form: t("adminContent.content.inUse") } }, { status: 409 });
    }
    return redirect(`/admin/content/${kind}?deleted=1`);
  }
  if (form.get("intent") === "translate") return translate(context, user, kind, id, form);
  const values = readContentForm(kind, form);
  const valid = validateContent(kind, values);
  const [file] = filesOf(form, "imageFile");
  const upload = file ? await processUpload(file) : null;
  if (!valid.ok || (upload && !upload.ok)) {
    const errors: ContentErrors = valid.ok ? {} : valid.errors;
    if (upload && !upload.ok) errors.imageId = upload.message;
    return data<Answer>({ ok: false, values, errors }, { status: 400 });
  }
  const result = await saveContent(db, user, kind, id, valid.data, {
    upload: upload?.ok ? upload.image : null,
    remove: form.get("imageRemove") === "on",
  });
  if (!result.ok) {
    if ("missing" in result) throw data({ reason: "missing" }, { status: 404 });
    return data<Answer>({ ok: false, values, errors: result.errors }, { status: 400 });
  }
  if (!id) return redirect(`/admin/content/${kind}/${result.id}?saved=1`);
  return data<Answer>({ ok: true });
}

/** Saves one language's texts of a record; the English columns are left as they are. */
async function translate(
  context: Route.ActionArgs["context"],
  user: Awaited<ReturnType<typeof requireStaff>>,
  kind: ReturnType<typeof kindOf>,
  id: string | null,
  form: FormData,
) {
  const lang = editLanguage(form.get("lang"));
  if (!id || lang === "en") throw data({ reason: "missing" }, { status: 404 });
  const values = readTranslationForm(kind, form);
  const valid = validateTranslation(kind, values);
  if (!valid.ok) return data<Answer>({ ok: false, values, errors: valid.errors }, { status: 400 });
  const { db } = context.get(appContext);
  const saved = await saveTranslation(db, user, kind, id, lang as TranslationLanguage, valid.data);
  if (!saved) throw data({ reason: "missing" }, { status: 404 });
  return data<Answer>({ ok: true });
}

export default function ContentEditor() {
  const { kind, id, form, options, labels, saved, translatable, lang, translation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = answer && !answer.ok ? answer : undefined;
  const errors: ContentErrors = failed?.errors ?? {};
  const values = failed?.values ? { ...form, ...failed.values } : form;
  const def = KINDS[kind];
  const one = t(`adminContent.kindOne.${kind}`);
  const errorList = def.fields.filter((f) => errors[f.name]).map((f) => errors[f.name] as string);

  const control = (f: FieldDef) => {
    const id = `c-${f.name}`;
    const label = labels[f.name] ?? f.name;
    const value = values[f.name] ?? "";
    const error = errors[f.name];
    const wide = f.wide || f.type === "richtext" ? "sm:col-span-2" : "";
    if (f.type === "richtext") {
      return (
        <div key={f.name} className={wide}>
          <RichTextEditor id={id} name={f.name} label={label} defaultValue={value} error={error} />
        </div>
      );
    }
    if (f.type === "checkbox") {
      return (
        <label
          key={f.name}
          className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold text-neutral-800"
        >
          <input type="checkbox" name={f.name} defaultChecked={value === "on"} className="size-5 accent-navy" />
          {label}
        </label>
      );
    }
    if (f.type === "image") {
      return (
        <div key={f.name} className="flex flex-col gap-2">
          <Field
            id={id}
            label={t("adminContent.content.image")}
            hint={t("adminContent.upload.hintOne", { max: UPLOAD_MAX_MB })}
            error={error}
          >
            {(aria) => (
              <input
                {...aria}
                type="file"
                name="imageFile"
                accept={UPLOAD_ACCEPT}
                className="block w-full text-sm text-ink file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-sand file:px-4 file:font-semibold file:text-ink hover:file:bg-sand-200"
              />
            )}
          </Field>
          {value && (
            <div className="flex items-center gap-3">
              <img
                src={`/media/${value}?w=480`}
                alt={t("adminContent.content.currentImage")}
                className="h-16 w-24 rounded-md bg-sand object-cover"
              />
              <label className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" name="imageRemove" className="size-4 accent-navy" />
                {t("adminContent.content.removeImage")}
              </label>
            </div>
          )}
        </div>
      );
    }
    const hint =
      f.type === "lines"
        ? t("adminContent.hint.lines")
        : f.type === "pairs"
          ? t("adminContent.hint.pairs")
          : f.type === "datetime"
            ? t("adminContent.hint.datetime")
            : f.name === "propertyId"
              ? t("adminContent.hint.propertyId")
              : undefined;
    return (
      <div key={f.name} className={wide}>
        <Field id={id} label={f.required ? `${label} *` : label} hint={hint} error={error}>
          {(aria) =>
            f.type === "select" ? (
              <select {...aria} name={f.name} defaultValue={value} className={inputClass}>
                {!f.required && <option value="">{t("adminContent.form.none")}</option>}
                {f.required && !value && <option value="">{t("adminContent.form.choose")}</option>}
                {(options[f.name] ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.type === "textarea" || f.type === "lines" || f.type === "pairs" ? (
              <textarea
                {...aria}
                name={f.name}
                rows={f.type === "textarea" ? 5 : 4}
                defaultValue={value}
                className={inputClass}
              />
            ) : (
              <input
                {...aria}
                name={f.name}
                type={
                  f.type === "date"
                    ? "date"
                    : f.type === "datetime"
                      ? "datetime-local"
                      : f.type === "url"
                        ? "url"
                        : "text"
                }
                inputMode={f.type === "int" ? "numeric" : f.type === "decimal" ? "decimal" : undefined}
                defaultValue={value}
                className={inputClass}
              />
            )
          }
        </Field>
      </div>
    );
  };

  return (
    <>
      <nav aria-label={t("adminContent.breadcrumb")} className="mb-2 flex gap-2 text-sm">
        <Link to="/admin/content" className={linkClass}>
          {t("adminContent.content.title")}
        </Link>
        <span aria-hidden>/</span>
        <Link to={`/admin/content/${kind}`} className={linkClass}>
          {t(`adminContent.kind.${kind}`)}
        </Link>
      </nav>
      <PageHeader
        title={t(id ? "adminContent.content.editTitle" : "adminContent.content.newTitle", { kind: one })}
        actions={
          id && def.publicPath ? (
            <a href={def.publicPath} target="_blank" rel="noreferrer" className={secondaryButtonClass}>
              <ExternalLink aria-hidden className="size-4" />
              {t("adminContent.content.viewSite")}
            </a>
          ) : undefined
        }
      />
      {translatable && (
        <LanguageTabs
          current={lang}
          disabled={!id}
          href={(code) => `/admin/content/${kind}/${id ?? "new"}${code === "en" ? "" : `?lang=${code}`}`}
        />
      )}
      {(saved || answer?.ok) && <Notice kind="success">{t("admin.form.saved")}</Notice>}
      {failed && (
        <Notice kind="error">
          {errors.form ?? t("admin.form.invalid")}
          {errorList.length > 0 && (
            <ul className="mt-1 list-disc ps-5">
              {errorList.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        key={`${lang}:${JSON.stringify(translation?.form ?? form)}`}
        className={`${cardClass} grid gap-4 sm:grid-cols-2`}
      >
        {translation && lang !== "en" ? (
          <>
            <input type="hidden" name="intent" value="translate" />
            <input type="hidden" name="lang" value={lang} />
            <TranslationFields
              lang={lang}
              fields={def.fields.filter((f) => f.translatable)}
              values={failed?.values ? { ...translation.form, ...failed.values } : translation.form}
              english={translation.english}
              labels={labels}
              errors={errors}
            />
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="save" />
            {def.fields.map(control)}
          </>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy ? t("adminContent.form.saving") : t("adminContent.content.save")}
          </button>
          <Link to={`/admin/content/${kind}`} className={secondaryButtonClass}>
            {t("adminContent.form.cancel")}
          </Link>
        </div>
      </Form>
      {id && (
        <details className={`${cardClass} mt-6`}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-error">
            <Trash2 aria-hidden className="size-4" />
            {t("adminContent.content.delete", { kind: one })}
          </summary>
          <p className="my-2 text-sm text-ink">{t("adminContent.content.deleteConfirm")}</p>
          <DeleteForm label={t("adminContent.content.deleteYes")} />
        </details>
      )}
    </>
  );
}
