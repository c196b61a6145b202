import "../../i18n/en-admin";
import "../../i18n/en-pages";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { invalid } from "../../errors";
import { formRule, parseForm } from "../../form-rules";
import { errorsOf, type FormReply, firstError, getFormProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused, unreadFormFailure } from "../../forms.server";
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
  SelectField,
  ViewOnSite,
} from "../../modules/admin/ui";
import type { TranslationLanguage } from "../../modules/agent/admin";
import { UPLOAD_ACCEPT, UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from "../../modules/media/upload";
import { filesOf, type ProcessedImage, processUploads, readMultipart } from "../../modules/media/upload.server";
import {
  deleteProject,
  emptyProjectForm,
  loadProjectForm,
  loadProjectTranslation,
  type ProjectForm,
  type ProjectUploads,
  projectOptions,
  saveProject,
  saveProjectTranslation,
} from "../../modules/project/admin.server";
import { BLANK_MILESTONE, PLAN_STAGES } from "../../modules/project/plan-rules";
import {
  IMAGE_FIELDS,
  PROJECT_STATUS_CHOICES,
  PROJECT_TRANSLATED,
  projectSchema,
  projectTranslationSchema,
} from "../../modules/project/project-form";
import type { Route } from "./+types/projects-edit";
import { requireStaff } from "./guard.server";

const missing = () => data({ reason: "missing" }, { status: 404 });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db } = context.get(appContext);
  const id = params.id ?? null;
  const [form, options] = await Promise.all([id ? loadProjectForm(db, id) : emptyProjectForm(), projectOptions(db)]);
  if (!form) throw missing();
  const url = new URL(request.url);
  // The name and description per language (?lang=): a saved project's tabs, one language a page.
  const lang = id ? editLanguage(url.searchParams.get("lang")) : "en";
  const translation = id && lang !== "en" ? await loadProjectTranslation(db, id, lang) : null;
  return { id, form, options, lang, translation, saved: url.searchParams.get("saved") === "1" };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(t(loaderData?.id ? "admin.projects.edit" : "admin.projects.new"));

const KINDS = Object.keys(IMAGE_FIELDS) as (keyof typeof IMAGE_FIELDS)[];

const FORM: FormShape = {
  name: "admin-project",
  fields: [...Object.keys(projectSchema.in.shape), ...Object.values(IMAGE_FIELDS), "form"],
  failure: () => t("admin.form.failed"),
  invalid: () => t("admin.form.invalid"),
};

const TRANSLATION_FORM: FormShape = {
  name: "admin-project-translation",
  fields: PROJECT_TRANSLATED,
  failure: () => t("admin.form.failed"),
  invalid: () => t("admin.form.invalid"),
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const { db } = context.get(appContext);
  const id = params.id ?? null;
  let form: FormData;
  try {
    form = await readMultipart(request, IMAGE_FIELDS.gallery);
  } catch (error) {
    return unreadFormFailure(error, FORM);
  }
  if (form.get("intent") === "translate") {
    const lang = editLanguage(form.get("lang"));
    if (!id || lang === "en") throw missing();
    const submission = parseForm(form, projectTranslationSchema);
    if (submission.status !== "success") return formRefused(submission, TRANSLATION_FORM);
    try {
      await saveProjectTranslation(db, user, id, lang, submission.value);
    } catch (error) {
      return formFailure(submission, error, TRANSLATION_FORM);
    }
    return data({ saved: true as const });
  }
  if (form.get("intent") === "delete") {
    if (!id) throw missing();
    try {
      await deleteProject(db, user, id);
    } catch (error) {
      return formFailure(parseForm(form, projectSchema), error, FORM);
    }
    return redirect("/admin/projects?deleted=1");
  }
  const submission = parseForm(form, projectSchema);
  if (submission.status !== "success") return formRefused(submission, FORM);
  let saved: string;
  try {
    saved = await saveProject(db, user, id, submission.value, await uploadsOf(form));
  } catch (error) {
    return formFailure(submission, error, FORM);
  }
  if (!id) return redirect(`/admin/projects/${saved}?saved=1`);
  return data({ saved: true as const });
}

/** Every picture of the post, checked by its bytes; all refused if one is (nothing is kept). */
async function uploadsOf(form: FormData): Promise<ProjectUploads> {
  const files = KINDS.map((kind) => [kind, filesOf(form, IMAGE_FIELDS[kind])] as const);
  if (files.reduce((sum, [, list]) => sum + list.length, 0) > UPLOAD_MAX_FILES)
    throw invalid({ [IMAGE_FIELDS.gallery]: t("adminContent.upload.tooMany", { max: UPLOAD_MAX_FILES }) });
  const uploads: ProjectUploads = {};
  for (const [kind, list] of files) {
    if (list.length === 0) continue;
    const processed: ProcessedImage[] = await processUploads(
      kind === "hero" ? list.slice(0, 1) : list,
      IMAGE_FIELDS[kind],
    );
    uploads[kind] = processed;
  }
  return uploads;
}

const label = (name: string) => t(`admin.projects.field.${name}` as MessageKey);

/** Spare blank rows the editor adds under the stored ones: without JavaScript, how rows are added. */
const SPARE_UNIT_TYPES = 2;
const SPARE_MILESTONES = 3;

export default function ProjectEditor() {
  const { id, form, saved, lang, translation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const done = !!answer && "saved" in answer;
  const reply = answer && !("saved" in answer) ? answer : undefined;
  return (
    <>
      <nav aria-label={t("adminContent.breadcrumb")} className="mb-2 text-sm">
        <Link to="/admin/projects" className={linkClass}>
          {t("admin.projects.title")}
        </Link>
      </nav>
      <PageHeader
        title={t(id ? "admin.projects.edit" : "admin.projects.new")}
        actions={
          id && form.values.published === "on" ? (
            <ViewOnSite href={`/projects/${form.slug}`} label={t("admin.projects.viewSite")} />
          ) : undefined
        }
      />
      <LanguageTabs
        current={lang}
        disabled={!id}
        href={(code) => `/admin/projects/${id ?? "new"}${code === "en" ? "" : `?lang=${code}`}`}
      />
      {(saved || done) && <Notice kind="success">{t("admin.form.saved")}</Notice>}
      {/* Keyed on what is stored, so the fields start again from it after a save. */}
      {translation && lang !== "en" ? (
        <ProjectTranslation
          key={`${lang}:${JSON.stringify(translation.form)}`}
          lang={lang}
          translation={translation}
          reply={reply}
        />
      ) : (
        <ProjectFields key={JSON.stringify(form)} reply={replyIntent(reply) === "delete" ? undefined : reply} />
      )}
      {replyIntent(reply) === "delete" && <Notice kind="error">{firstError(reply?.error?.[""] ?? undefined)}</Notice>}
      {id && (
        <DeleteBox
          summary={t("admin.projects.delete")}
          confirm={t("admin.projects.deleteConfirm")}
          yes={t("admin.projects.deleteYes")}
        />
      )}
    </>
  );
}

/** The project's name and description in one language, the English beside them. */
function ProjectTranslation(props: {
  lang: TranslationLanguage;
  translation: { form: Record<string, string>; english: Record<string, string> };
  reply: FormReply | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const [conform] = useHouseForm(formRule(projectTranslationSchema), {
    id: "project-translation",
    lastResult: props.reply,
  });
  const errors = errorsOf(conform.allErrors);
  const formError = firstError(conform.errors) ?? errors.form;
  const typed = typedIn(props.reply);
  const values = typed
    ? Object.fromEntries(PROJECT_TRANSLATED.map((name) => [name, typed.text(name)]))
    : props.translation.form;
  return (
    <>
      {formError && <Notice kind="error">{formError}</Notice>}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(conform)}
        className={`${cardClass} grid gap-4 sm:grid-cols-2`}
        data-project-translation={props.lang}
      >
        <input type="hidden" name="intent" value="translate" />
        <input type="hidden" name="lang" value={props.lang} />
        <TranslationFields
          lang={props.lang}
          fields={PROJECT_TRANSLATED.map((name) => ({ name, type: name === "name" ? "text" : "textarea" }))}
          values={values}
          english={props.translation.english}
          labels={Object.fromEntries(PROJECT_TRANSLATED.map((name) => [name, label(name)]))}
          errors={errors}
        />
        <SaveBar label={t("admin.projects.save")} busy={busy} cancelTo="/admin/projects" />
      </Form>
    </>
  );
}

type Row = Record<string, string>;

/** What the form shows: what was typed in a refused post (so nothing typed is lost), else what is stored. */
function shown(form: ProjectForm, reply: FormReply | undefined) {
  const typed = reply?.initialValue as Record<string, unknown> | undefined;
  if (!typed)
    return { values: form.values, amenities: form.amenities, unitTypes: form.unitTypes, milestones: form.milestones };
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const rows = (v: unknown): Row[] =>
    Array.isArray(v)
      ? v.map((r) => Object.fromEntries(Object.entries((r ?? {}) as Row).map(([k, x]) => [k, text(x)])))
      : [];
  const list = (v: unknown) => (Array.isArray(v) ? v.map(text) : typeof v === "string" ? [v] : []);
  return {
    values: Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, text(v)])),
    amenities: list(typed.amenities),
    unitTypes: rows(typed.unitTypes) as ProjectForm["unitTypes"],
    milestones: rows(typed.milestones) as ProjectForm["milestones"],
  };
}

function withSpare<T extends Row>(rows: T[], spare: number, blank: T): T[] {
  return [...rows, ...Array.from({ length: spare }, () => ({ ...blank }))];
}

function ProjectFields(props: { reply: FormReply | undefined }) {
  const { form, options } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const [conform] = useHouseForm(formRule(projectSchema), { id: "project", lastResult: props.reply });
  const errors = errorsOf(conform.allErrors);
  const formError = firstError(conform.errors) ?? errors.form;
  const view = shown(form, props.reply);
  const unitRows = withSpare(view.unitTypes, SPARE_UNIT_TYPES, { propertyTypeId: "", bedrooms: "" });
  const planRows = withSpare(view.milestones, SPARE_MILESTONES, { ...BLANK_MILESTONE });
  const chosen = new Set(view.amenities);
  const value = (name: string) => view.values[name] ?? "";

  const input = (name: string, opts: { type?: string; required?: boolean; hint?: string; wide?: boolean } = {}) => (
    <div key={name} className={opts.wide ? "sm:col-span-2" : ""}>
      <Field
        id={`p-${name}`}
        label={opts.required ? `${label(name)} *` : label(name)}
        hint={opts.hint}
        error={errors[name]}
      >
        {(aria) => (
          <input
            {...aria}
            name={name}
            type={opts.type ?? "text"}
            inputMode={
              opts.type === undefined && /Number|latitude|longitude|percent/.test(name) ? "decimal" : undefined
            }
            defaultValue={value(name)}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
  const select = (name: string, options: { value: string; label: string }[]) => (
    <SelectField
      id={`p-${name}`}
      label={`${label(name)} *`}
      name={name}
      defaultValue={value(name)}
      options={options}
      blank={t("admin.projects.choose")}
      error={errors[name]}
    />
  );
  const section = "grid gap-4 sm:grid-cols-2";
  const heading = "text-lg font-semibold text-ink sm:col-span-2";

  return (
    <>
      {formError && <Notice kind="error">{formError}</Notice>}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(conform)}
        className="flex flex-col gap-6"
        data-project-form
      >
        <input type="hidden" name="intent" value="save" />
        <fieldset className={`${cardClass} ${section}`}>
          <legend className="sr-only">{t("admin.projects.section.details")}</legend>
          <h2 className={heading}>{t("admin.projects.section.details")}</h2>
          {input("name", { required: true })}
          {input("slug", { hint: t("admin.directory.hint.slug") })}
          {select(
            "developerId",
            options.developers.map((d) => ({ value: d.value, label: d.label })),
          )}
          {select("locationId", options.places)}
          {input("latitude", { required: true })}
          {input("longitude", { required: true })}
          {select(
            "status",
            PROJECT_STATUS_CHOICES.map((s) => ({ value: s, label: t(`admin.projects.status.${s}` as MessageKey) })),
          )}
          {input("handoverDate", { type: "date" })}
          <div className="sm:col-span-2">
            <Field id="p-description" label={label("description")} error={errors.description}>
              {(aria) => (
                <textarea
                  {...aria}
                  name="description"
                  rows={5}
                  defaultValue={value("description")}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset className={`${cardClass} ${section}`}>
          <legend className="sr-only">{t("admin.projects.section.registry")}</legend>
          <h2 className={heading}>{t("admin.projects.section.registry")}</h2>
          <p className="text-sm text-neutral-700 sm:col-span-2">{t("admin.projects.section.registryHint")}</p>
          {input("dldProjectNumber")}
          {input("escrowAccountNumber")}
          {input("escrowBank")}
          {input("percentCompleted")}
          {input("progressReportedAt", { type: "date" })}
          <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold text-neutral-800">
            <input
              type="checkbox"
              name="published"
              defaultChecked={value("published") === "on"}
              className="size-5 accent-navy"
            />
            {label("published")}
          </label>
          {errors.published ? <p className="text-sm text-error">{errors.published}</p> : null}
        </fieldset>

        <fieldset className={`${cardClass} flex flex-col gap-3`} data-unit-types>
          <legend className="sr-only">{t("admin.projects.section.unitTypes")}</legend>
          <h2 className="text-lg font-semibold text-ink">{t("admin.projects.section.unitTypes")}</h2>
          <p className="text-sm text-neutral-700">{t("admin.projects.section.unitTypesHint")}</p>
          {unitRows.map((row, i) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as its field names are
              key={i}
              className="grid gap-3 border-t border-neutral-100 pt-3 sm:grid-cols-2"
            >
              <legend className="pt-1 text-sm font-semibold text-neutral-700">
                {t("admin.projects.unit.row", { row: i + 1 })}
              </legend>
              <SelectField
                id={`p-unit-${i}-type`}
                label={t("admin.projects.unit.propertyTypeId")}
                name={`unitTypes[${i}].propertyTypeId`}
                defaultValue={row.propertyTypeId}
                options={options.propertyTypes}
                blank={t("admin.projects.choose")}
                error={errors[`unitTypes[${i}].propertyTypeId`]}
              />
              <Field
                id={`p-unit-${i}-bedrooms`}
                label={t("admin.projects.unit.bedrooms")}
                hint={t("admin.projects.unit.bedroomsHint")}
                error={errors[`unitTypes[${i}].bedrooms`]}
              >
                {(aria) => (
                  <input
                    {...aria}
                    name={`unitTypes[${i}].bedrooms`}
                    inputMode="numeric"
                    defaultValue={row.bedrooms}
                    className={inputClass}
                  />
                )}
              </Field>
            </fieldset>
          ))}
        </fieldset>

        <fieldset
          className={`${cardClass} flex flex-col gap-3`}
          data-payment-plan
          aria-describedby={errors.milestones ? "p-plan-error" : undefined}
        >
          <legend className="sr-only">{t("admin.projects.section.plan")}</legend>
          <h2 className="text-lg font-semibold text-ink">{t("admin.projects.section.plan")}</h2>
          <p className="text-sm text-neutral-700">{t("admin.projects.section.planHint")}</p>
          {errors.milestones ? (
            <p id="p-plan-error" className="text-sm font-medium text-error" data-plan-error>
              {errors.milestones}
            </p>
          ) : null}
          {planRows.map((row, i) => (
            <MilestoneRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as its field names are
              key={i}
              index={i}
              row={row}
              errors={errors}
            />
          ))}
        </fieldset>

        <fieldset className={`${cardClass} flex flex-col gap-3`}>
          <legend className="sr-only">{t("admin.projects.section.amenities")}</legend>
          <h2 className="text-lg font-semibold text-ink">{t("admin.projects.section.amenities")}</h2>
          <div className="grid max-h-64 gap-x-4 overflow-y-auto rounded-lg border border-neutral-300 p-3 sm:grid-cols-2 lg:grid-cols-3">
            {options.facilities.map((o) => (
              <label key={o.value} className="flex min-h-9 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="amenities"
                  value={o.value}
                  defaultChecked={chosen.has(o.value)}
                  className="size-4 accent-navy"
                />
                {o.label}
              </label>
            ))}
          </div>
          {errors.amenities ? <p className="text-sm text-error">{errors.amenities}</p> : null}
        </fieldset>

        <fieldset className={`${cardClass} ${section}`}>
          <legend className="sr-only">{t("admin.projects.section.media")}</legend>
          <h2 className={heading}>{t("admin.projects.section.media")}</h2>
          {KINDS.map((kind) => (
            <div key={kind} className="flex flex-col gap-2">
              <Field
                id={`p-${kind}`}
                label={t(`admin.projects.media.${kind}` as MessageKey)}
                hint={t(kind === "hero" ? "adminContent.upload.hintOne" : "adminContent.upload.hint", {
                  max: UPLOAD_MAX_MB,
                  files: UPLOAD_MAX_FILES,
                })}
                error={errors[IMAGE_FIELDS[kind]]}
              >
                {(aria) => (
                  <input
                    {...aria}
                    type="file"
                    name={IMAGE_FIELDS[kind]}
                    multiple={kind !== "hero"}
                    accept={UPLOAD_ACCEPT}
                    className="block w-full text-sm text-ink file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-sand file:px-4 file:font-semibold file:text-ink hover:file:bg-sand-200"
                  />
                )}
              </Field>
              <ul className="flex flex-wrap gap-3">
                {form.images
                  .filter((img) => img.kind === kind)
                  .map((img) => (
                    <li key={img.imageId} className="flex flex-col items-start gap-1">
                      <img
                        src={`/media/${img.imageId}?w=480`}
                        alt={t("admin.projects.media.picture", {
                          kind: t(`admin.projects.media.${kind}` as MessageKey),
                          n: img.position + 1,
                        })}
                        width={96}
                        height={64}
                        className="h-16 w-24 rounded-md bg-sand object-cover"
                      />
                      <label className="flex items-center gap-2 text-sm text-ink">
                        <input type="checkbox" name="removeImages" value={img.imageId} className="size-4 accent-navy" />
                        {t("admin.projects.media.remove")}
                      </label>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </fieldset>
        <SaveBar label={t("admin.projects.save")} busy={busy} cancelTo="/admin/projects" sticky />
      </Form>
    </>
  );
}

function MilestoneRow(props: { index: number; row: Row; errors: Partial<Record<string, string>> }) {
  const { index: i, row, errors } = props;
  const name = (field: string) => `milestones[${i}].${field}`;
  const cell = (field: string, opts: { type?: string; inputMode?: "decimal" | "numeric" } = {}) => (
    <Field
      id={`p-m-${i}-${field}`}
      label={t(`admin.projects.milestone.${field}` as MessageKey)}
      error={errors[name(field)]}
    >
      {(aria) => (
        <input
          {...aria}
          name={name(field)}
          type={opts.type ?? "text"}
          inputMode={opts.inputMode}
          defaultValue={row[field] ?? ""}
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="grid gap-3 border-t border-neutral-100 pt-3 sm:grid-cols-2 lg:grid-cols-3" data-milestone={i}>
      <legend className="pt-1 text-sm font-semibold text-neutral-700">
        {t("admin.projects.milestone.row", { row: i + 1 })}
      </legend>
      <Field id={`p-m-${i}-stage`} label={t("admin.projects.milestone.stage")} error={errors[name("stage")]}>
        {(aria) => (
          <select {...aria} name={name("stage")} defaultValue={row.stage} className={inputClass}>
            {PLAN_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.projects.stage.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {cell("label")}
      {cell("percent", { inputMode: "decimal" })}
      {cell("dueDate", { type: "date" })}
      {cell("dueConstructionPercent", { inputMode: "numeric" })}
      {cell("monthsAfterHandover", { inputMode: "numeric" })}
    </fieldset>
  );
}
