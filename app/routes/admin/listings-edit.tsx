import "../../i18n/en-admin";
import type { MouseEvent } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { BadgeCheck, MapPin, Trash2, Upload } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { DomainError } from "../../errors";
import { formRule, parseForm } from "../../form-rules";
import { errorsOf, type FormReply, firstError, getFormProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused, unreadFormFailure } from "../../forms.server";
import type { MessageKey } from "../../i18n/en";
import { lazy, t } from "../../i18n/i18n";
import { ImageList } from "../../modules/admin/components/image-list";
import { RichTextEditor } from "../../modules/admin/components/rich-text";
import { RowsEditor } from "../../modules/admin/components/rows";
import {
  editLanguage,
  LanguageTabs,
  type TextField,
  TranslationFields,
} from "../../modules/admin/components/translation-form";
import { formatWhen } from "../../modules/admin/text";
import { replyIntent, typedIn } from "../../modules/admin/typed";
import {
  adminMeta,
  buttonClass,
  cardClass,
  DeleteForm,
  inputClass,
  Notice,
  PageHeader,
  SaveBar,
  secondaryButtonClass,
  ViewOnSite,
} from "../../modules/admin/ui";
import { ImportNote } from "../../modules/feeds/components/import-note";
import { UPLOAD_ACCEPT, UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from "../../modules/media/upload";
import { filesOf, processUploads, readMultipart } from "../../modules/media/upload.server";
import {
  LISTING_FIELD_ORDER,
  LISTING_SECTIONS,
  type ListingFieldDef,
  type ListingSectionDef,
} from "../../modules/property/listing-editor";
import { listingSchema, listingTranslationSchema, toListingForm } from "../../modules/property/listing-form";
import { type ListingOptions, listingOptions } from "../../modules/property/listing-options.server";
import { type ListingImage, loadListing } from "../../modules/property/listing-record.server";
import { loadListingTranslation, saveListingTranslation } from "../../modules/property/listing-translations.server";
import {
  deleteListing,
  saveListing,
  setListingStatus,
  setListingVerified,
} from "../../modules/property/listing-writes.server";
import { EMPTY_LISTING, isUuid, LISTING_STATUSES, type ListingForm } from "../../modules/property/listings";
import { z } from "../../zod";
import type { Route } from "./+types/listings-edit";
import { requireStaff } from "./guard.server";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db } = context.get(appContext);
  const id = params.id ?? null;
  const [options, listing] = await Promise.all([listingOptions(db), id ? loadListing(db, id) : null]);
  if (id && !listing) throw data({ reason: "missing" }, { status: 404 });
  const url = new URL(request.url);
  const saved = url.searchParams.get("saved") === "1";
  const lang = id ? editLanguage(url.searchParams.get("lang")) : "en";
  const translation = id && lang !== "en" ? await loadListingTranslation(db, id, lang) : null;
  return { id, options, listing, saved, lang, translation };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData?.listing
      ? t("adminContent.listing.editTitle", { title: loaderData.listing.form.title })
      : t("adminContent.listing.newTitle"),
  );

/** The field new pictures are posted in, and the key of their refusal. */
const UPLOAD_FIELD = "newImages";

const FORM: FormShape = {
  name: "admin-listing",
  fields: LISTING_FIELD_ORDER,
  failure: () => t("admin.form.failed"),
  invalid: () => t("admin.form.invalid"),
};

/** The publish bar's forms: a status to set, the verified mark, deleting. */
const statusSchema = z.object({
  intent: z.literal("status"),
  status: z.enum(LISTING_STATUSES, { error: lazy("adminContent.listing.error.status") }),
});
const verifySchema = z.object({ intent: z.literal("verify"), verified: z.string().optional() });
const deleteSchema = z.object({ intent: z.literal("delete") });

type Done = { done: "save" | "status" | "verify"; status?: (typeof LISTING_STATUSES)[number] };

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const { db } = context.get(appContext);
  const id = params.id ?? null;
  if (id && !isUuid(id)) throw data({ reason: "missing" }, { status: 404 });
  let form: FormData;
  try {
    form = await readMultipart(request, UPLOAD_FIELD);
  } catch (error) {
    return unreadFormFailure(error, FORM);
  }
  const intent = String(form.get("intent") ?? "save");
  // Only a saved listing has a status, a mark, a translation to change or can be deleted.
  const unsaved = () => new DomainError(400, t("admin.form.invalid"));

  if (intent === "translate") {
    const lang = editLanguage(form.get("lang"));
    if (!id || lang === "en") throw data({ reason: "missing" }, { status: 404 });
    const submission = parseForm(form, listingTranslationSchema);
    if (submission.status !== "success") return formRefused(submission, FORM);
    try {
      await saveListingTranslation(db, user, id, lang, submission.value);
    } catch (error) {
      return formFailure(submission, error, FORM);
    }
    return data<Done>({ done: "save" });
  }

  if (intent === "verify") {
    const submission = parseForm(form, verifySchema);
    if (submission.status !== "success") return formRefused(submission, FORM);
    try {
      if (!id) throw unsaved();
      await setListingVerified(db, user, id, submission.value.verified === "true");
    } catch (error) {
      return formFailure(submission, error, FORM);
    }
    return data<Done>({ done: "verify" });
  }

  if (intent === "delete") {
    const submission = parseForm(form, deleteSchema);
    try {
      if (!id) throw unsaved();
      await deleteListing(db, user, id);
    } catch (error) {
      return formFailure(submission, error, FORM);
    }
    return redirect("/admin/listings?deleted=1");
  }

  if (intent === "status") {
    const submission = parseForm(form, statusSchema);
    if (submission.status !== "success") return formRefused(submission, FORM);
    try {
      if (!id) throw unsaved();
      await setListingStatus(db, user, id, submission.value.status);
    } catch (error) {
      return formFailure(submission, error, FORM);
    }
    return data<Done>({ done: "status", status: submission.value.status });
  }

  const submission = parseForm(form, listingSchema);
  if (submission.status !== "success") return formRefused(submission, FORM);
  let saved: string;
  try {
    const uploads = await processUploads(filesOf(form, UPLOAD_FIELD), UPLOAD_FIELD);
    saved = await saveListing(db, user, id, submission.value, uploads);
  } catch (error) {
    return formFailure(submission, error, FORM);
  }
  if (!id) return redirect(`/admin/listings/${saved}?saved=1`);
  return data<Done>({ done: "save" });
}

/** The texts a listing has per language, as the translation form shows them. */
const TEXT_FIELDS: TextField[] = [
  { name: "title", type: "text", wide: true },
  { name: "tagTitle", type: "text" },
  { name: "descriptionTitle", type: "text", wide: true },
  { name: "description", type: "richtext" },
];
const TEXT_LABELS = () => ({
  title: t("adminContent.listing.title"),
  tagTitle: t("adminContent.listing.tag"),
  descriptionTitle: t("adminContent.listing.descriptionTitle"),
  description: t("adminContent.listing.description"),
});

type FieldErrors = Partial<Record<string, string>>;

export default function ListingEditor() {
  const { id, options, listing, saved, lang, translation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const done = answer && "done" in answer ? answer : undefined;
  const reply = answer && !("done" in answer) ? answer : undefined;
  const intent = replyIntent(reply) ?? "save";
  const status = done?.status ?? listing?.status ?? "draft";
  // A refused status change or mark (a permit already live elsewhere) is said above the form.
  const barRefusal =
    intent === "status" || intent === "verify" || intent === "delete"
      ? Object.values(reply?.error ?? {})
          .flat()
          .filter((m): m is string => typeof m === "string")
      : [];

  return (
    <>
      <PageHeader
        title={
          listing
            ? t("adminContent.listing.editTitle", { title: listing.form.title })
            : t("adminContent.listing.newTitle")
        }
        intro={
          listing
            ? t("adminContent.listing.updated", { when: formatWhen(listing.updatedAt) })
            : t("adminContent.listing.newIntro")
        }
        actions={
          <>
            <Link to="/admin/listings" className={secondaryButtonClass}>
              {t("adminContent.listing.back")}
            </Link>
            {id && status === "published" && (
              <ViewOnSite
                href={`${lang === "en" ? "" : `/${lang}`}/property/${id}`}
                label={t("adminContent.listing.view")}
              />
            )}
          </>
        }
      />
      {id && (
        <LanguageTabs current={lang} href={(code) => `/admin/listings/${id}${code === "en" ? "" : `?lang=${code}`}`} />
      )}
      {listing?.fromFeed && (
        <ImportNote
          note={listing.importNote}
          expiryUnknown={listing.form.permitNumber !== "" && listing.form.permitExpiry === ""}
        />
      )}
      {(saved || done?.done === "save") && <Notice kind="success">{t("admin.form.saved")}</Notice>}
      {done?.done === "verify" && <Notice kind="success">{t("adminContent.listing.verifiedChanged")}</Notice>}
      {done?.done === "status" && (
        <Notice kind="success">
          {t("adminContent.listing.statusChanged", { status: t(`adminContent.status.${status}`) })}
        </Notice>
      )}
      {barRefusal.length > 0 && (
        <Notice kind="error">
          {barRefusal.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
        </Notice>
      )}

      {translation && lang !== "en" ? (
        <TranslationForm
          key={`${lang}:${JSON.stringify(translation.form)}`}
          lang={lang}
          translation={translation}
          reply={intent === "translate" ? reply : undefined}
        />
      ) : (
        <>
          {id && (
            <section aria-labelledby="publish-title" className={`${cardClass} mb-6 flex flex-wrap items-center gap-3`}>
              <h2 id="publish-title" className="me-auto text-base font-bold text-ink">
                {t("adminContent.listing.statusNow", { status: t(`adminContent.status.${status}`) })}
                <span className="block text-sm font-normal text-neutral-700">
                  {listing?.verifiedAt
                    ? t("adminContent.listing.verifiedOn", { when: formatWhen(listing.verifiedAt) })
                    : t("adminContent.listing.notVerified")}
                </span>
              </h2>
              <Form method="post">
                <input type="hidden" name="intent" value="verify" />
                <input type="hidden" name="verified" value={listing?.verifiedAt ? "false" : "true"} />
                <button type="submit" className={secondaryButtonClass}>
                  <BadgeCheck aria-hidden className="size-4" />
                  {listing?.verifiedAt ? t("adminContent.listing.unverify") : t("adminContent.listing.verify")}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="status" value={status === "published" ? "draft" : "published"} />
                <button type="submit" className={status === "published" ? secondaryButtonClass : buttonClass}>
                  {status === "published" ? t("adminContent.listing.unpublish") : t("adminContent.listing.publish")}
                </button>
              </Form>
              <details className="relative">
                <summary className={`${secondaryButtonClass} cursor-pointer list-none text-error`}>
                  <Trash2 aria-hidden className="size-4" />
                  {t("adminContent.listing.delete")}
                </summary>
                <div className="mt-2 rounded-lg bg-error/5 p-3 text-sm ring-1 ring-error/30 sm:absolute sm:end-0 sm:z-10 sm:w-72 sm:bg-white">
                  <p className="mb-2 text-ink">{t("adminContent.listing.deleteConfirm")}</p>
                  <DeleteForm label={t("adminContent.listing.deleteYes")} />
                </div>
              </details>
            </section>
          )}
          <EnglishForm
            key={listing ? String(listing.updatedAt) : "new"}
            listing={listing}
            status={status}
            options={options}
            reply={intent === "save" ? reply : undefined}
          />
        </>
      )}
    </>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

/** A refused form's own message above it, with its fields' messages in the form's order. */
function Refusal(props: { message: string | undefined; errors: FieldErrors; order: readonly string[] }) {
  if (!props.message) return null;
  const listed = props.order.filter((name) => props.errors[name]);
  return (
    <Notice kind="error">
      {props.message}
      {listed.length > 0 && (
        <ul className="mt-1 list-disc ps-5">
          {listed.map((name) => (
            <li key={name}>{props.errors[name]}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}

/** The listing's English form, every section as LISTING_SECTIONS describes it. */
function EnglishForm(props: {
  listing: Loaded["listing"];
  status: string;
  options: ListingOptions;
  reply: FormReply | undefined;
}) {
  const { listing } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [form] = useHouseForm(formRule(listingSchema), { id: "listing-form", lastResult: props.reply });
  const errors = errorsOf(form.allErrors);
  const typed = props.reply?.initialValue;
  const values: ListingForm = typed ? toListingForm(typed) : (listing?.form ?? EMPTY_LISTING);
  return (
    <>
      <Refusal message={firstError(form.errors)} errors={errors} order={LISTING_FIELD_ORDER} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="save" />
        {LISTING_SECTIONS.map((section) => (
          <ListingSection
            key={section.id}
            section={section}
            values={{ ...values, status: listing && !typed ? props.status : values.status }}
            errors={errors}
            options={props.options}
            images={listing?.images ?? []}
          />
        ))}

        <SaveBar label={t("adminContent.listing.save")} busy={busy} cancelTo="/admin/listings" sticky />
      </Form>
    </>
  );
}

/** One language's texts of the listing, the English beside each. */
function TranslationForm(props: {
  lang: Exclude<Loaded["lang"], "en">;
  translation: NonNullable<Loaded["translation"]>;
  reply: FormReply | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const [form] = useHouseForm(formRule(listingTranslationSchema), {
    id: "listing-translation",
    lastResult: props.reply,
  });
  const errors = errorsOf(form.allErrors);
  const typed = typedIn(props.reply);
  const values = typed
    ? Object.fromEntries(TEXT_FIELDS.map((f) => [f.name, typed.text(f.name)]))
    : props.translation.form;
  return (
    <>
      <Refusal message={firstError(form.errors)} errors={errors} order={TEXT_FIELDS.map((f) => f.name)} />
      <Form method="post" {...getFormProps(form)} className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
        <input type="hidden" name="intent" value="translate" />
        <input type="hidden" name="lang" value={props.lang} />
        <TranslationFields
          lang={props.lang}
          fields={TEXT_FIELDS}
          values={values}
          english={props.translation.english}
          labels={TEXT_LABELS()}
          errors={errors}
        />
        <SaveBar label={t("adminContent.listing.save")} busy={busy} cancelTo="/admin/listings" />
      </Form>
    </>
  );
}

const SECTION_LAYOUT: Record<ListingSectionDef["layout"], { section: string; wide: string }> = {
  grid: { section: "grid gap-4 sm:grid-cols-2", wide: "sm:col-span-2" },
  grid4: { section: "grid gap-4 sm:grid-cols-2 xl:grid-cols-4", wide: "sm:col-span-2 xl:col-span-4" },
  stack: { section: "flex flex-col gap-4", wide: "" },
};

type FieldContext = {
  values: ListingForm;
  errors: FieldErrors;
  options: ListingOptions;
  images: ListingImage[];
};

/** One section of the editor, as LISTING_SECTIONS describes it. */
function ListingSection(props: FieldContext & { section: ListingSectionDef }) {
  const { section } = props;
  const layout = SECTION_LAYOUT[section.layout];
  const titleId = `${section.id}-title`;
  return (
    <section aria-labelledby={titleId} className={`${cardClass} ${layout.section}`}>
      <h2 id={titleId} className={`text-lg font-bold text-ink ${layout.wide}`}>
        {t(section.title)}
      </h2>
      {section.intro && <p className={`text-sm text-neutral-700 ${layout.wide}`}>{t(section.intro)}</p>}
      {section.fields.map((field) => (
        <div key={field.id} className={`flex flex-col ${field.wide ? layout.wide : ""}`}>
          <ListingField field={field} {...props} />
        </div>
      ))}
      {section.fillCoordinates && (
        <div className={layout.wide}>
          <button
            type="button"
            onClick={(event) => fillCoordinates(event, props.options.locations)}
            className={secondaryButtonClass}
          >
            <MapPin aria-hidden className="size-4" />
            {t("adminContent.listing.useLocation")}
          </button>
        </div>
      )}
    </section>
  );
}

/** The chosen location's coordinates, copied into the listing's latitude and longitude. */
function fillCoordinates(event: MouseEvent<HTMLButtonElement>, locations: ListingOptions["locations"]) {
  const elements = event.currentTarget.form?.elements;
  const location = elements?.namedItem("locationId") as HTMLSelectElement | null;
  const latitude = elements?.namedItem("latitude") as HTMLInputElement | null;
  const longitude = elements?.namedItem("longitude") as HTMLInputElement | null;
  const chosen = locations.find((l) => l.id === location?.value);
  if (!chosen || !latitude || !longitude) return;
  latitude.value = String(chosen.latitude);
  longitude.value = String(chosen.longitude);
}

function choices(source: ListingFieldDef["options"], options: ListingOptions) {
  if (source === undefined) return [];
  if (typeof source === "string") {
    return options[source].map((c) => ({ value: c.id, label: c.name }));
  }
  return source.values.map((value) => ({
    value,
    label: source.labels ? t(`${source.labels}.${value}` as MessageKey) : value,
  }));
}

/** One field of the editor: its label, control, hint and error, from its description. */
function ListingField(props: FieldContext & { field: ListingFieldDef }) {
  const { field, values, options } = props;
  const label = t(field.label);
  const error = props.errors[field.name];
  const value = field.name in values ? values[field.name as keyof ListingForm] : "";
  const text = typeof value === "string" ? value : "";

  switch (field.kind) {
    case "richtext":
      return <RichTextEditor id={field.id} name={field.name} label={label} defaultValue={text} error={error} />;
    case "checkbox":
      return (
        <label className="flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-neutral-800 sm:mt-auto">
          <input type="checkbox" name={field.name} defaultChecked={value === true} className="size-5 accent-navy" />
          {label}
        </label>
      );
    case "rows": {
      const rows = (Array.isArray(value) ? value : []) as Record<string, string>[];
      const columns = field.columns ?? [];
      return (
        <RowsEditor
          id={field.id}
          legend={label}
          addLabel={field.add ? t(field.add) : ""}
          error={error}
          rows={rows.map((row) => Object.fromEntries(columns.map((c) => [c.name, row[c.key] ?? ""])))}
          fields={columns.map((c) => ({
            name: c.name,
            label: t(c.label),
            type: c.type,
            ...(c.options ? { options: choices(c.options, options) } : {}),
          }))}
        />
      );
    }
    case "amenities":
      return (
        <div className="grid gap-6 sm:grid-cols-2">
          {(["facilities", "features"] as const).map((kind) => (
            <fieldset key={kind}>
              <legend className="mb-2 text-sm font-semibold text-neutral-800">
                {t(`adminContent.listing.${kind}`)}
              </legend>
              <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                {options[kind].map((c) => (
                  <label key={c.id} className="flex min-h-9 items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      name={field.name}
                      value={c.id}
                      defaultChecked={values.amenityIds.includes(c.id)}
                      className="size-4 accent-navy"
                    />
                    {c.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {error && <p className="text-sm text-error sm:col-span-2">{error}</p>}
        </div>
      );
    case "images":
      return <ImageList key={props.images.map((i) => i.id).join()} name={field.name} images={props.images} />;
    case "upload":
      return (
        <Field
          id={field.id}
          label={label}
          hint={field.hint && t(field.hint, { max: UPLOAD_MAX_MB, files: UPLOAD_MAX_FILES })}
          error={error}
        >
          {(aria) => (
            <div className="flex items-center gap-3">
              <Upload aria-hidden className="size-5 shrink-0 text-neutral-600" />
              <input
                {...aria}
                type="file"
                name={field.name}
                multiple
                accept={UPLOAD_ACCEPT}
                className="block w-full text-sm text-ink file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-sand file:px-4 file:font-semibold file:text-ink hover:file:bg-sand-200"
              />
            </div>
          )}
        </Field>
      );
    case "select":
      return (
        <Field id={field.id} label={label} hint={field.hint && t(field.hint)} error={error}>
          {(aria) => (
            <select {...aria} name={field.name} defaultValue={text} className={inputClass}>
              {field.blank && <option value="">{t(field.blank)}</option>}
              {choices(field.options, options).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    default:
      return (
        <Field id={field.id} label={label} hint={field.hint && t(field.hint)} error={error}>
          {(aria) => (
            <input
              {...aria}
              type={field.kind === "date" ? "date" : undefined}
              name={field.name}
              inputMode={field.inputMode}
              maxLength={field.max}
              defaultValue={text}
              className={inputClass}
            />
          )}
        </Field>
      );
  }
}
