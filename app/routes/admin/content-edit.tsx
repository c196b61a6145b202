import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { formRule } from "../../form-rules";
import { errorsOf, type FormReply, firstError, getFormProps, useHouseForm } from "../../forms";
import type { FormShape } from "../../forms.server";
import { t } from "../../i18n/i18n";
import { RichTextEditor } from "../../modules/admin/components/rich-text";
import { editLanguage, LanguageTabs, TranslationFields } from "../../modules/admin/components/translation-form";
import { replyIntent, typedIn } from "../../modules/admin/typed";
import {
  adminMeta,
  cardClass,
  DeleteBox,
  inputClass,
  linkClass,
  Notice,
  PageHeader,
  SaveBar,
  ViewOnSite,
} from "../../modules/admin/ui";
import { contentSchema, contentTranslationSchema } from "../../modules/content/content-form";
import { type FieldDef, isContentKind, KINDS } from "../../modules/content/editor";
import {
  contentOptions,
  deleteContent,
  emptyForm,
  fieldLabel,
  loadContent,
  saveContent,
} from "../../modules/content/editor.server";
import { loadTranslation, saveTranslation } from "../../modules/content/translations.server";
import { UPLOAD_ACCEPT, UPLOAD_MAX_MB } from "../../modules/media/upload";
import type { Route } from "./+types/content-edit";
import { requireStaff } from "./guard.server";
import { pictureEditorAction } from "./picture-editor.server";

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

/** The field a picture is posted in, and the key of its refusal. */
const IMAGE_FIELD = "imageFile";

function formShape(kind: ReturnType<typeof kindOf>): FormShape {
  return {
    name: `admin-content-${kind}`,
    fields: [...KINDS[kind].fields.map((f) => f.name), IMAGE_FIELD],
    failure: () => t("admin.form.failed"),
    invalid: () => t("admin.form.invalid"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const kind = kindOf(params);
  const { db } = context.get(appContext);
  const id = params.id === "new" ? null : (params.id ?? null);
  return pictureEditorAction(request, {
    id,
    shape: formShape(kind),
    imageField: IMAGE_FIELD,
    listPath: `/admin/content/${kind}`,
    schemas: { save: contentSchema(kind), translate: contentTranslationSchema(kind) },
    remove: (id) => deleteContent(db, user, kind, id),
    translate: (id, lang, value) => saveTranslation(db, user, kind, id, lang, value),
    save: (value, image) => saveContent(db, user, kind, id, value, image),
  });
}

export default function ContentEditor() {
  const loaded = useLoaderData<typeof loader>();
  const { kind, id, form, saved, translatable, lang, translation } = loaded;
  const answer = useActionData<typeof action>();
  const done = !!answer && "saved" in answer;
  const reply = answer && !("saved" in answer) ? answer : undefined;
  const deleting = replyIntent(reply) === "delete";
  const def = KINDS[kind];
  const one = t(`adminContent.kindOne.${kind}`);
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
            <ViewOnSite href={def.publicPath} label={t("adminContent.content.viewSite")} />
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
      {(saved || done) && <Notice kind="success">{t("admin.form.saved")}</Notice>}
      {deleting && <Notice kind="error">{firstError(reply?.error?.[""] ?? undefined)}</Notice>}
      {/* Keyed on what is stored, so the fields start again from it after a save. */}
      <ContentFields
        key={`${lang}:${JSON.stringify(translation?.form ?? form)}`}
        loaded={loaded}
        reply={deleting ? undefined : reply}
      />
      {id && (
        <DeleteBox
          summary={t("adminContent.content.delete", { kind: one })}
          confirm={t("adminContent.content.deleteConfirm")}
          yes={t("adminContent.content.deleteYes")}
        />
      )}
    </>
  );
}

/** The record's form in English, or its translation in one language. */
function ContentFields(props: {
  loaded: ReturnType<typeof useLoaderData<typeof loader>>;
  reply: FormReply | undefined;
}) {
  const { kind, form, options, labels, lang, translation } = props.loaded;
  const busy = useNavigation().state === "submitting";
  const translating = !!translation && lang !== "en";
  const schema = translating ? contentTranslationSchema(kind) : contentSchema(kind);
  const [conform] = useHouseForm(formRule(schema), { id: `content-${kind}`, lastResult: props.reply });
  const errors = errorsOf(conform.allErrors);
  const typed = typedIn(props.reply);
  const typedText = (source: Record<string, string>) =>
    typed ? Object.fromEntries(Object.keys(source).map((name) => [name, typed.text(name)])) : source;
  // A picture is never sent back: the stored one stays shown.
  const values = typed ? { ...typedText(form), ...imageOf(kind, form) } : form;
  const def = KINDS[kind];
  const errorList = def.fields.filter((f) => errors[f.name]).map((f) => errors[f.name] as string);
  const formError = firstError(conform.errors);

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
            error={errors[IMAGE_FIELD]}
          >
            {(aria) => (
              <input
                {...aria}
                type="file"
                name={IMAGE_FIELD}
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
      {formError && (
        <Notice kind="error">
          {formError}
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
        {...getFormProps(conform)}
        className={`${cardClass} grid gap-4 sm:grid-cols-2`}
      >
        {translation && translating ? (
          <>
            <input type="hidden" name="intent" value="translate" />
            <input type="hidden" name="lang" value={lang} />
            <TranslationFields
              lang={lang}
              fields={def.fields.filter((f) => f.translatable)}
              values={typedText(translation.form)}
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
        <SaveBar label={t("adminContent.content.save")} busy={busy} cancelTo={`/admin/content/${kind}`} />
      </Form>
    </>
  );
}

/** The stored picture's field of a kind that has one. */
function imageOf(kind: ReturnType<typeof kindOf>, form: Record<string, string>): Record<string, string> {
  const image = KINDS[kind].fields.find((f) => f.type === "image");
  return image ? { [image.name]: form[image.name] ?? "" } : {};
}
