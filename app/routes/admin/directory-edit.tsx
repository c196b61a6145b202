import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field, FieldError, fieldErrorId } from "../../components/ui/field";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { formRule } from "../../form-rules";
import { errorsOf, type FormReply, firstError, getFormProps, useHouseForm } from "../../forms";
import type { FormShape } from "../../forms.server";
import { type MessageKey, t } from "../../i18n/i18n";
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
import { type DirectoryForm, type DirectoryKind, directoryKindOf, TRANSLATED } from "../../modules/agent/admin";
import {
  deleteDirectory,
  directoryOptions,
  emptyDirectoryForm,
  loadDirectoryForm,
  loadDirectoryTranslation,
  saveDirectory,
  saveDirectoryTranslation,
} from "../../modules/agent/admin.server";
import { directorySchema, directoryTranslationSchema } from "../../modules/agent/directory-form";
import { listAgencyFeeds } from "../../modules/feeds/admin.server";
import { AgencyFeeds } from "../../modules/feeds/components/agency-feeds";
import { UPLOAD_ACCEPT, UPLOAD_MAX_MB } from "../../modules/media/upload";
import type { Route } from "./+types/directory-edit";
import { requireStaff } from "./guard.server";
import { pictureEditorAction } from "./picture-editor.server";

const missing = () => data({ reason: "missing" }, { status: 404 });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const kind = directoryKindOf(url.pathname);
  const { db } = context.get(appContext);
  const id = params.id === "new" ? null : (params.id ?? null);
  const [form, options, feeds] = await Promise.all([
    id ? loadDirectoryForm(db, kind, id) : emptyDirectoryForm(kind),
    directoryOptions(db),
    id && kind === "agencies" ? listAgencyFeeds(db, id) : [],
  ]);
  if (!form) throw missing();
  const lang = id ? editLanguage(url.searchParams.get("lang")) : "en";
  const translation = lang === "en" || !id ? null : await loadDirectoryTranslation(db, kind, id, lang);
  return {
    kind,
    id,
    form,
    options,
    lang,
    translation,
    feeds,
    saved: url.searchParams.get("saved") === "1",
    feedDeleted: url.searchParams.get("feedDeleted") === "1",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(title(loaderData?.kind ?? "agencies", !!loaderData?.id));

function title(kind: DirectoryKind, editing: boolean): string {
  const key: MessageKey =
    kind === "agents"
      ? editing
        ? "admin.directory.agents.edit"
        : "admin.directory.agents.new"
      : editing
        ? "admin.directory.agencies.edit"
        : "admin.directory.agencies.new";
  return t(key);
}

/** The field a logo or photo is posted in, and the key of its refusal. */
const IMAGE_FIELD = "imageFile";

function formShape(kind: DirectoryKind): FormShape {
  return {
    name: `admin-${kind}`,
    fields: [...Object.keys(directorySchema(kind).shape), ...TRANSLATED[kind], IMAGE_FIELD],
    failure: () => t("admin.form.failed"),
    invalid: () => t("admin.form.invalid"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const kind = directoryKindOf(new URL(request.url).pathname);
  const { db } = context.get(appContext);
  const id = params.id === "new" ? null : (params.id ?? null);
  return pictureEditorAction(request, {
    id,
    shape: formShape(kind),
    imageField: IMAGE_FIELD,
    listPath: `/admin/${kind}`,
    schemas: { save: directorySchema(kind), translate: directoryTranslationSchema(kind) },
    remove: (id) => deleteDirectory(db, user, kind, id),
    translate: (id, lang, value) => saveDirectoryTranslation(db, user, kind, id, lang, value),
    save: (value, image) => saveDirectory(db, user, kind, id, value, image),
  });
}

const AGENCY_TEXT = ["name", "slug", "orn", "tradeLicence", "address", "phone", "whatsapp", "email", "languages"];
const AGENT_TEXT = ["name", "slug", "brn", "languages", "phone", "whatsapp", "email"];
const HINTS: Record<string, MessageKey> = {
  slug: "admin.directory.hint.slug",
  languages: "admin.directory.hint.languages",
  phone: "admin.directory.hint.phone",
  whatsapp: "admin.directory.hint.phone",
};
const REQUIRED = new Set(["name", "orn", "brn", "tradeLicence", "brokerageId"]);

const label = (name: string) => t(`admin.directory.field.${name}` as MessageKey);

export default function DirectoryEditor() {
  const loaded = useLoaderData<typeof loader>();
  const { kind, id, form, lang, translation, saved, feeds, feedDeleted } = loaded;
  const answer = useActionData<typeof action>();
  const done = !!answer && "saved" in answer;
  const reply = answer && !("saved" in answer) ? answer : undefined;
  const agents = kind === "agents";
  const publicPath = id && form.slug ? `/${kind}/${form.slug}` : null;
  return (
    <>
      <nav aria-label={t("adminContent.breadcrumb")} className="mb-2 text-sm">
        <Link to={`/admin/${kind}`} className={linkClass}>
          {t(agents ? "admin.directory.agents.title" : "admin.directory.agencies.title")}
        </Link>
      </nav>
      <PageHeader
        title={title(kind, !!id)}
        actions={publicPath ? <ViewOnSite href={publicPath} label={t("admin.directory.viewSite")} /> : undefined}
      />
      <LanguageTabs
        current={lang}
        disabled={!id}
        href={(code) => `/admin/${kind}/${id ?? "new"}${code === "en" ? "" : `?lang=${code}`}`}
      />
      {(saved || done) && <Notice kind="success">{t("admin.form.saved")}</Notice>}
      {feedDeleted && <Notice kind="success">{t("admin.feeds.deleted")}</Notice>}
      {/* Keyed on what is stored, so the fields start again from it after a save. */}
      <DirectoryFields
        key={`${lang}:${JSON.stringify(translation?.form ?? form)}`}
        loaded={loaded}
        reply={replyIntent(reply) === "delete" ? undefined : reply}
      />
      {replyIntent(reply) === "delete" && <Notice kind="error">{firstError(reply?.error?.[""] ?? undefined)}</Notice>}
      {id && kind === "agencies" && lang === "en" && (
        <AgencyFeeds agencyId={id} agencyName={form.name ?? ""} feeds={feeds} />
      )}
      {id && (
        <DeleteBox
          summary={t("admin.directory.delete")}
          confirm={t("admin.directory.deleteConfirm")}
          yes={t("admin.directory.deleteYes")}
        />
      )}
    </>
  );
}

/** The record's form in English, or its translation in one language. */
function DirectoryFields(props: {
  loaded: ReturnType<typeof useLoaderData<typeof loader>>;
  reply: FormReply | undefined;
}) {
  const { kind, form, options, lang, translation } = props.loaded;
  const busy = useNavigation().state === "submitting";
  const translating = !!translation && lang !== "en";
  const schema = translating ? directoryTranslationSchema(kind) : directorySchema(kind);
  const [conform] = useHouseForm(formRule(schema), { id: `directory-${kind}`, lastResult: props.reply });
  const errors = errorsOf(conform.allErrors);
  const formError = firstError(conform.errors);
  const typed = typedIn(props.reply);
  const typedText = (source: Record<string, string>) =>
    typed ? Object.fromEntries(Object.keys(source).map((name) => [name, typed.text(name)])) : source;
  const values: DirectoryForm = typed
    ? {
        ...typedText(form),
        areas: typed.list("areas").join(","),
        isActive: typed.has("isActive") ? "on" : "",
        imageId: form.imageId ?? "",
      }
    : form;
  const agents = kind === "agents";

  const textField = (name: string) => (
    <div key={name} className={name === "address" ? "sm:col-span-2" : ""}>
      <Field
        id={`d-${name}`}
        label={REQUIRED.has(name) ? `${label(name)} *` : label(name)}
        hint={HINTS[name] ? t(HINTS[name]) : undefined}
        error={errors[name]}
      >
        {(aria) => (
          <input
            {...aria}
            name={name}
            type={name === "email" ? "email" : name === "phone" || name === "whatsapp" ? "tel" : "text"}
            inputMode={name === "orn" || name === "brn" ? "numeric" : undefined}
            defaultValue={values[name] ?? ""}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
  const chosenAreas = new Set((values.areas ?? "").split(",").filter(Boolean));

  return (
    <>
      {formError && <Notice kind="error">{formError}</Notice>}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(conform)}
        className={`${cardClass} grid gap-4 sm:grid-cols-2`}
        data-directory-form={kind}
      >
        {translation && translating ? (
          <>
            <input type="hidden" name="intent" value="translate" />
            <input type="hidden" name="lang" value={lang} />
            <TranslationFields
              lang={lang}
              fields={TRANSLATED[kind].map((name) => ({ name, type: name === "name" ? "text" : "textarea" }))}
              values={typedText(translation.form)}
              english={translation.english}
              labels={Object.fromEntries(TRANSLATED[kind].map((name) => [name, label(name)]))}
              errors={errors}
            />
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="save" />
            {(agents ? AGENT_TEXT.slice(0, 3) : AGENCY_TEXT).map(textField)}
            {agents ? (
              <>
                <Field id="d-brokerageId" label={`${label("brokerageId")} *`} error={errors.brokerageId}>
                  {(aria) => (
                    <select {...aria} name="brokerageId" defaultValue={values.brokerageId ?? ""} className={inputClass}>
                      <option value="">{t("admin.directory.choose")}</option>
                      {options.agencies.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                {AGENT_TEXT.slice(3).map(textField)}
                {/* Checkboxes rather than a multiple select: the chosen places stay in view. */}
                <fieldset
                  className="sm:col-span-2"
                  aria-describedby={errors.areas ? `${fieldErrorId("d-areas")}` : undefined}
                >
                  <legend className="text-sm font-semibold text-ink">{label("areas")}</legend>
                  <div className="mt-1.5 grid max-h-64 gap-x-4 overflow-y-auto rounded-lg border border-neutral-300 p-3 sm:grid-cols-2 lg:grid-cols-3">
                    {options.places.map((o) => (
                      <label key={o.value} className="flex min-h-9 items-center gap-2 text-sm text-ink">
                        <input
                          type="checkbox"
                          name="areas"
                          value={o.value}
                          defaultChecked={chosenAreas.has(o.value)}
                          className="size-4 accent-navy"
                        />
                        {o.label}
                      </label>
                    ))}
                  </div>
                  <FieldError id={fieldErrorId("d-areas")} message={errors.areas} />
                </fieldset>
                <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold text-neutral-800">
                  <input
                    type="checkbox"
                    name="isActive"
                    defaultChecked={values.isActive === "on"}
                    className="size-5 accent-navy"
                  />
                  {label("isActive")}
                </label>
              </>
            ) : null}
            <div className="sm:col-span-2">
              <Field
                id={`d-${agents ? "bio" : "description"}`}
                label={label(agents ? "bio" : "description")}
                error={errors[agents ? "bio" : "description"]}
              >
                {(aria) => (
                  <textarea
                    {...aria}
                    name={agents ? "bio" : "description"}
                    rows={5}
                    defaultValue={values[agents ? "bio" : "description"] ?? ""}
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
            <div className="flex flex-col gap-2">
              <Field
                id="d-image"
                label={label(agents ? "photo" : "logo")}
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
              {form.imageId ? (
                <div className="flex items-center gap-3">
                  <img
                    src={`/media/${form.imageId}?w=480`}
                    alt={t("admin.directory.currentImage")}
                    className="h-16 w-24 rounded-md bg-sand object-contain"
                  />
                  <label className="flex items-center gap-2 text-sm text-ink">
                    <input type="checkbox" name="imageRemove" className="size-4 accent-navy" />
                    {t("admin.directory.removeImage")}
                  </label>
                </div>
              ) : null}
            </div>
          </>
        )}
        <SaveBar label={t("admin.directory.save")} busy={busy} cancelTo={`/admin/${kind}`} />
      </Form>
    </>
  );
}
