import "../../i18n/en-admin";
import { useRef } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { BadgeCheck, ExternalLink, MapPin, Trash2, Upload } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
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
import {
  adminMeta,
  buttonClass,
  cardClass,
  DeleteForm,
  inputClass,
  Notice,
  PageHeader,
  SelectField,
  secondaryButtonClass,
} from "../../modules/admin/ui";
import { UPLOAD_ACCEPT, UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from "../../modules/media/upload";
import { filesOf, processUploads, requestTooLarge } from "../../modules/media/upload.server";
import { type FieldErrors, readListingForm, validateListing } from "../../modules/property/listing-form.server";
import { listingOptions } from "../../modules/property/listing-options.server";
import { loadListing } from "../../modules/property/listing-record.server";
import {
  type ListingLanguage,
  type ListingTexts,
  loadListingTranslation,
  readListingTranslation,
  saveListingTranslation,
  validateListingTranslation,
} from "../../modules/property/listing-translations.server";
import {
  deleteListing,
  saveListing,
  setListingStatus,
  setListingVerified,
} from "../../modules/property/listing-writes.server";
import {
  EMPTY_LISTING,
  isUuid,
  LISTING_CURRENCIES,
  LISTING_SEGMENTS,
  LISTING_STATUSES,
  type ListingForm,
  type ListingStatus,
  NEARBY_TYPES,
} from "../../modules/property/listings";
import { COMPLETION_STATUSES, FURNISHINGS } from "../../modules/property/permit";
import { LISTING_PURPOSES, RENT_FREQUENCIES } from "../../modules/property/purpose";
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

type Answer =
  | { ok: true; intent: "save" | "status" | "verify"; status?: ListingStatus }
  | { ok: false; values?: ListingForm; errors: FieldErrors }
  | { ok: false; texts: ListingTexts; errors: FieldErrors };

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const { db } = context.get(appContext);
  const id = params.id ?? null;
  if (id && !isUuid(id)) throw data({ reason: "missing" }, { status: 404 });
  if (requestTooLarge(request)) {
    return data<Answer>(
      { ok: false, errors: { newImages: t("adminContent.upload.requestTooLarge") } },
      { status: 413 },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<Answer>({ ok: false, errors: { form: t("admin.form.invalid") } }, { status: 400 });
  }
  const intent = String(form.get("intent") ?? "save");
  if (intent === "translate") return translate(context, user, id, form);

  if (intent === "verify") {
    if (!id) return data<Answer>({ ok: false, errors: { form: t("admin.form.invalid") } }, { status: 400 });
    if (!(await setListingVerified(db, user, id, form.get("verified") === "true"))) {
      throw data({ reason: "missing" }, { status: 404 });
    }
    return data<Answer>({ ok: true, intent: "verify" });
  }

  if (intent === "status" || intent === "delete") {
    if (!id) return data<Answer>({ ok: false, errors: { form: t("admin.form.invalid") } }, { status: 400 });
    if (intent === "delete") {
      if (!(await deleteListing(db, user, id))) throw data({ reason: "missing" }, { status: 404 });
      return redirect("/admin/listings?deleted=1");
    }
    const status = String(form.get("status") ?? "");
    if (!(LISTING_STATUSES as readonly string[]).includes(status)) {
      return data<Answer>({ ok: false, errors: { status: t("adminContent.listing.error.status") } }, { status: 400 });
    }
    const changed = await setListingStatus(db, user, id, status as ListingStatus);
    if (!changed.ok) {
      if ("missing" in changed) throw data({ reason: "missing" }, { status: 404 });
      return data<Answer>({ ok: false, errors: changed.errors }, { status: 400 });
    }
    return data<Answer>({ ok: true, intent: "status", status: status as ListingStatus });
  }

  const values = readListingForm(form);
  const valid = validateListing(values);
  const files = filesOf(form, "newImages");
  const uploads = await processUploads(files);
  if (!valid.ok || !uploads.ok) {
    const errors: FieldErrors = valid.ok ? {} : valid.errors;
    if (!uploads.ok) errors.newImages = uploads.messages.join(" ");
    return data<Answer>({ ok: false, values, errors }, { status: 400 });
  }
  const result = await saveListing(db, user, id, valid.data, uploads.images);
  if (!result.ok) {
    if ("missing" in result) throw data({ reason: "missing" }, { status: 404 });
    return data<Answer>({ ok: false, values, errors: result.errors }, { status: 400 });
  }
  if (!id) return redirect(`/admin/listings/${result.id}?saved=1`);
  return data<Answer>({ ok: true, intent: "save" });
}

/** Saves one language's texts of the listing; the English and everything else are left as they are. */
async function translate(
  context: Route.ActionArgs["context"],
  user: Awaited<ReturnType<typeof requireStaff>>,
  id: string | null,
  form: FormData,
) {
  const lang = editLanguage(form.get("lang"));
  if (!id || lang === "en") throw data({ reason: "missing" }, { status: 404 });
  const texts = readListingTranslation(form);
  const valid = validateListingTranslation(texts);
  if (!valid.ok) return data<Answer>({ ok: false, texts, errors: valid.errors }, { status: 400 });
  const { db } = context.get(appContext);
  if (!(await saveListingTranslation(db, user, id, lang as ListingLanguage, valid.data))) {
    throw data({ reason: "missing" }, { status: 404 });
  }
  return data<Answer>({ ok: true, intent: "save" });
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

const FIELD_ORDER = [
  "title",
  "propertyTypeId",
  "segment",
  "status",
  "purpose",
  "rentFrequency",
  "locationId",
  "developerId",
  "tagTitle",
  "priceAmount",
  "priceCurrency",
  "bedrooms",
  "bathrooms",
  "areaSqft",
  "permitNumber",
  "permitExpiry",
  "referenceNumber",
  "agentId",
  "completionStatus",
  "furnishing",
  "address",
  "latitude",
  "longitude",
  "descriptionTitle",
  "description",
  "highlights",
  "descriptionRows",
  "amenityIds",
  "nearby",
  "newImages",
  "images",
];

export default function ListingEditor() {
  const { id, options, listing, saved, lang, translation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const failed = answer && !answer.ok ? answer : undefined;
  const errors: FieldErrors = failed?.errors ?? {};
  const failedTexts = failed && "texts" in failed ? failed.texts : undefined;
  const values = (failed && "values" in failed ? failed.values : undefined) ?? listing?.form ?? EMPTY_LISTING;
  const latRef = useRef<HTMLInputElement>(null);
  const lngRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLSelectElement>(null);
  const status = answer?.ok && answer.status ? answer.status : (listing?.status ?? "draft");
  const errorList = FIELD_ORDER.filter((f) => errors[f]);
  const fillFromLocation = () => {
    const chosen = options.locations.find((l) => l.id === locationRef.current?.value);
    if (!chosen || !latRef.current || !lngRef.current) return;
    latRef.current.value = String(chosen.latitude);
    lngRef.current.value = String(chosen.longitude);
  };
  const err = (name: string) => errors[name];

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
              <a
                href={`${lang === "en" ? "" : `/${lang}`}/property/${id}`}
                target="_blank"
                rel="noreferrer"
                className={secondaryButtonClass}
              >
                <ExternalLink aria-hidden className="size-4" />
                {t("adminContent.listing.view")}
              </a>
            )}
          </>
        }
      />
      {id && (
        <LanguageTabs current={lang} href={(code) => `/admin/listings/${id}${code === "en" ? "" : `?lang=${code}`}`} />
      )}
      {(saved || (answer?.ok && answer.intent === "save")) && <Notice kind="success">{t("admin.form.saved")}</Notice>}
      {answer?.ok && answer.intent === "verify" && (
        <Notice kind="success">{t("adminContent.listing.verifiedChanged")}</Notice>
      )}
      {answer?.ok && answer.intent === "status" && (
        <Notice kind="success">
          {t("adminContent.listing.statusChanged", { status: t(`adminContent.status.${status}`) })}
        </Notice>
      )}
      {failed && (
        <Notice kind="error">
          {t("admin.form.invalid")}
          {errorList.length > 0 && (
            <ul className="mt-1 list-disc ps-5">
              {errorList.map((f) => (
                <li key={f}>{errors[f]}</li>
              ))}
            </ul>
          )}
          {errors.form && <span className="block">{errors.form}</span>}
        </Notice>
      )}

      {translation && lang !== "en" ? (
        <Form
          method="post"
          noValidate
          key={`${lang}:${JSON.stringify(translation.form)}`}
          className={`${cardClass} grid gap-4 sm:grid-cols-2`}
        >
          <input type="hidden" name="intent" value="translate" />
          <input type="hidden" name="lang" value={lang} />
          <TranslationFields
            lang={lang}
            fields={TEXT_FIELDS}
            values={failedTexts ?? translation.form}
            english={translation.english}
            labels={TEXT_LABELS()}
            errors={errors}
          />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <button type="submit" className={buttonClass} disabled={busy}>
              {busy ? t("adminContent.form.saving") : t("adminContent.listing.save")}
            </button>
            <Link to="/admin/listings" className={secondaryButtonClass}>
              {t("adminContent.form.cancel")}
            </Link>
          </div>
        </Form>
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

          <Form
            method="post"
            encType="multipart/form-data"
            noValidate
            key={listing ? String(listing.updatedAt) : "new"}
            className="flex flex-col gap-6"
          >
            <input type="hidden" name="intent" value="save" />
            <section aria-labelledby="basics-title" className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
              <h2 id="basics-title" className="text-lg font-bold text-ink sm:col-span-2">
                {t("adminContent.listing.section.basics")}
              </h2>
              <div className="sm:col-span-2">
                <Field id="l-title" label={t("adminContent.listing.title")} error={err("title")}>
                  {(aria) => (
                    <input {...aria} name="title" defaultValue={values.title} maxLength={200} className={inputClass} />
                  )}
                </Field>
              </div>
              <SelectField
                id="l-type"
                label={t("adminContent.listing.type")}
                name="propertyTypeId"
                defaultValue={values.propertyTypeId}
                blank={t("adminContent.form.choose")}
                options={options.types.map((c) => ({ value: c.id, label: c.name }))}
                error={err("propertyTypeId")}
              />
              <SelectField
                id="l-segment"
                label={t("adminContent.listing.segment")}
                name="segment"
                defaultValue={values.segment}
                options={LISTING_SEGMENTS.map((s) => ({ value: s, label: s }))}
                error={err("segment")}
              />
              <SelectField
                id="l-developer"
                label={t("adminContent.listing.developer")}
                name="developerId"
                defaultValue={values.developerId}
                blank={t("adminContent.listing.noDeveloper")}
                options={options.developers.map((d) => ({ value: d.id, label: d.name }))}
                error={err("developerId")}
              />
              <Field
                id="l-tag"
                label={t("adminContent.listing.tag")}
                hint={t("adminContent.listing.tagHint")}
                error={err("tagTitle")}
              >
                {(aria) => <input {...aria} name="tagTitle" defaultValue={values.tagTitle} className={inputClass} />}
              </Field>
              <SelectField
                id="l-status"
                label={t("adminContent.listing.status")}
                name="status"
                defaultValue={listing ? status : values.status}
                options={LISTING_STATUSES.map((s) => ({ value: s, label: t(`adminContent.status.${s}`) }))}
                error={err("status")}
              />
              <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold text-neutral-800">
                <input
                  type="checkbox"
                  name="isFeatured"
                  defaultChecked={values.isFeatured}
                  className="size-5 accent-navy"
                />
                {t("adminContent.listing.featured")}
              </label>
            </section>

            <section aria-labelledby="price-title" className={`${cardClass} grid gap-4 sm:grid-cols-2 xl:grid-cols-4`}>
              <h2 id="price-title" className="text-lg font-bold text-ink sm:col-span-2 xl:col-span-4">
                {t("adminContent.listing.section.price")}
              </h2>
              <SelectField
                id="l-purpose"
                label={t("adminContent.listing.purpose")}
                name="purpose"
                defaultValue={values.purpose}
                options={LISTING_PURPOSES.map((p) => ({ value: p, label: t(`adminContent.purpose.${p}`) }))}
                error={err("purpose")}
              />
              <SelectField
                id="l-rent-frequency"
                label={t("adminContent.listing.rentFrequency")}
                name="rentFrequency"
                defaultValue={values.rentFrequency}
                blank={t("adminContent.listing.rentFrequencyNone")}
                options={RENT_FREQUENCIES.map((f) => ({ value: f, label: t(`adminContent.rentFrequency.${f}`) }))}
                error={err("rentFrequency")}
              />
              <Field id="l-price" label={t("adminContent.listing.price")} error={err("priceAmount")}>
                {(aria) => (
                  <input
                    {...aria}
                    name="priceAmount"
                    inputMode="decimal"
                    defaultValue={values.priceAmount}
                    className={inputClass}
                  />
                )}
              </Field>
              <SelectField
                id="l-currency"
                label={t("adminContent.listing.currency")}
                name="priceCurrency"
                defaultValue={values.priceCurrency}
                options={LISTING_CURRENCIES.map((c) => ({ value: c, label: c }))}
                error={err("priceCurrency")}
              />
              <Field id="l-area" label={t("adminContent.listing.area")} error={err("areaSqft")}>
                {(aria) => (
                  <input
                    {...aria}
                    name="areaSqft"
                    inputMode="numeric"
                    defaultValue={values.areaSqft}
                    className={inputClass}
                  />
                )}
              </Field>
              <div className="grid grid-cols-2 gap-4">
                <Field id="l-bedrooms" label={t("adminContent.listing.bedrooms")} error={err("bedrooms")}>
                  {(aria) => (
                    <input
                      {...aria}
                      name="bedrooms"
                      inputMode="numeric"
                      defaultValue={values.bedrooms}
                      className={inputClass}
                    />
                  )}
                </Field>
                <Field id="l-bathrooms" label={t("adminContent.listing.bathrooms")} error={err("bathrooms")}>
                  {(aria) => (
                    <input
                      {...aria}
                      name="bathrooms"
                      inputMode="numeric"
                      defaultValue={values.bathrooms}
                      className={inputClass}
                    />
                  )}
                </Field>
              </div>
            </section>

            <section aria-labelledby="trust-title" className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
              <h2 id="trust-title" className="text-lg font-bold text-ink sm:col-span-2">
                {t("adminContent.listing.section.trust")}
              </h2>
              <p className="text-sm text-neutral-700 sm:col-span-2">{t("adminContent.listing.trustIntro")}</p>
              <Field
                id="l-permit"
                label={t("adminContent.listing.permitNumber")}
                hint={t("adminContent.listing.permitNumberHint")}
                error={err("permitNumber")}
              >
                {(aria) => (
                  <input
                    {...aria}
                    name="permitNumber"
                    inputMode="numeric"
                    maxLength={10}
                    defaultValue={values.permitNumber}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field id="l-permit-expiry" label={t("adminContent.listing.permitExpiry")} error={err("permitExpiry")}>
                {(aria) => (
                  <input
                    {...aria}
                    type="date"
                    name="permitExpiry"
                    defaultValue={values.permitExpiry}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field
                id="l-reference"
                label={t("adminContent.listing.referenceNumber")}
                hint={t("adminContent.listing.referenceNumberHint")}
                error={err("referenceNumber")}
              >
                {(aria) => (
                  <input
                    {...aria}
                    name="referenceNumber"
                    maxLength={40}
                    defaultValue={values.referenceNumber}
                    className={inputClass}
                  />
                )}
              </Field>
              <SelectField
                id="l-agent"
                label={t("adminContent.listing.agent")}
                name="agentId"
                defaultValue={values.agentId}
                blank={t("adminContent.listing.noAgent")}
                options={options.agents.map((a) => ({ value: a.id, label: a.name }))}
                error={err("agentId")}
              />
              <SelectField
                id="l-completion"
                label={t("adminContent.listing.completionStatus")}
                name="completionStatus"
                defaultValue={values.completionStatus}
                options={COMPLETION_STATUSES.map((c) => ({ value: c, label: t(`adminContent.completion.${c}`) }))}
                error={err("completionStatus")}
              />
              <SelectField
                id="l-furnishing"
                label={t("adminContent.listing.furnishing")}
                name="furnishing"
                defaultValue={values.furnishing}
                blank={t("adminContent.listing.furnishingNone")}
                options={FURNISHINGS.map((f) => ({ value: f, label: t(`adminContent.furnishing.${f}`) }))}
                error={err("furnishing")}
              />
            </section>

            <section aria-labelledby="where-title" className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
              <h2 id="where-title" className="text-lg font-bold text-ink sm:col-span-2">
                {t("adminContent.listing.section.where")}
              </h2>
              <SelectField
                id="l-location"
                ref={locationRef}
                label={t("adminContent.listing.location")}
                name="locationId"
                defaultValue={values.locationId}
                blank={t("adminContent.form.choose")}
                options={options.locations.map((l) => ({ value: l.id, label: l.name }))}
                error={err("locationId")}
              />
              <Field id="l-address" label={t("adminContent.listing.address")} error={err("address")}>
                {(aria) => <input {...aria} name="address" defaultValue={values.address} className={inputClass} />}
              </Field>
              <Field
                id="l-lat"
                label={t("adminContent.listing.latitude")}
                hint={t("adminContent.listing.coordinatesHint")}
                error={err("latitude")}
              >
                {(aria) => (
                  <input
                    {...aria}
                    ref={latRef}
                    name="latitude"
                    inputMode="decimal"
                    defaultValue={values.latitude}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field id="l-lng" label={t("adminContent.listing.longitude")} error={err("longitude")}>
                {(aria) => (
                  <input
                    {...aria}
                    ref={lngRef}
                    name="longitude"
                    inputMode="decimal"
                    defaultValue={values.longitude}
                    className={inputClass}
                  />
                )}
              </Field>
              <div className="sm:col-span-2">
                <button type="button" onClick={fillFromLocation} className={secondaryButtonClass}>
                  <MapPin aria-hidden className="size-4" />
                  {t("adminContent.listing.useLocation")}
                </button>
              </div>
            </section>

            <section aria-labelledby="desc-title" className={`${cardClass} flex flex-col gap-4`}>
              <h2 id="desc-title" className="text-lg font-bold text-ink">
                {t("adminContent.listing.section.description")}
              </h2>
              <Field
                id="l-desc-title"
                label={t("adminContent.listing.descriptionTitle")}
                error={err("descriptionTitle")}
              >
                {(aria) => (
                  <input
                    {...aria}
                    name="descriptionTitle"
                    defaultValue={values.descriptionTitle}
                    className={inputClass}
                  />
                )}
              </Field>
              <RichTextEditor
                id="l-description"
                name="description"
                label={t("adminContent.listing.description")}
                defaultValue={values.description}
                error={err("description")}
              />
              <RowsEditor
                id="l-highlights"
                legend={t("adminContent.listing.highlights")}
                addLabel={t("adminContent.listing.addHighlight")}
                error={err("highlights")}
                rows={values.highlights.map((r) => ({ highlightLabel: r.label, highlightValue: r.value }))}
                fields={[
                  { name: "highlightLabel", label: t("adminContent.rows.label") },
                  { name: "highlightValue", label: t("adminContent.rows.value") },
                ]}
              />
              <RowsEditor
                id="l-desc-rows"
                legend={t("adminContent.listing.descriptionRows")}
                addLabel={t("adminContent.listing.addDescriptionRow")}
                error={err("descriptionRows")}
                rows={values.descriptionRows.map((r) => ({
                  descriptionRowLabel: r.label,
                  descriptionRowValue: r.value,
                }))}
                fields={[
                  { name: "descriptionRowLabel", label: t("adminContent.rows.label") },
                  { name: "descriptionRowValue", label: t("adminContent.rows.value") },
                ]}
              />
            </section>

            <section aria-labelledby="amen-title" className={`${cardClass} grid gap-6 sm:grid-cols-2`}>
              <h2 id="amen-title" className="text-lg font-bold text-ink sm:col-span-2">
                {t("adminContent.listing.section.amenities")}
              </h2>
              {(
                [
                  ["facilities", options.facilities],
                  ["features", options.features],
                ] as const
              ).map(([kind, list]) => (
                <fieldset key={kind}>
                  <legend className="mb-2 text-sm font-semibold text-neutral-800">
                    {t(`adminContent.listing.${kind}`)}
                  </legend>
                  <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                    {list.map((c) => (
                      <label key={c.id} className="flex min-h-9 items-center gap-2 text-sm text-ink">
                        <input
                          type="checkbox"
                          name="amenityIds"
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
              {err("amenityIds") && <p className="text-sm text-error sm:col-span-2">{err("amenityIds")}</p>}
            </section>

            <section aria-labelledby="nearby-title" className={`${cardClass} flex flex-col gap-4`}>
              <h2 id="nearby-title" className="text-lg font-bold text-ink">
                {t("adminContent.listing.section.nearby")}
              </h2>
              <RowsEditor
                id="l-nearby"
                legend={t("adminContent.listing.nearby")}
                addLabel={t("adminContent.listing.addNearby")}
                error={err("nearby")}
                rows={values.nearby.map((n) => ({
                  nearbyName: n.name,
                  nearbyType: n.type,
                  nearbyLat: n.latitude,
                  nearbyLng: n.longitude,
                  nearbyDistance: n.distanceM,
                }))}
                fields={[
                  { name: "nearbyName", label: t("adminContent.nearby.name") },
                  {
                    name: "nearbyType",
                    label: t("adminContent.nearby.type"),
                    type: "select",
                    options: NEARBY_TYPES.map((v) => ({ value: v, label: t(`adminContent.nearby.${v}`) })),
                  },
                  { name: "nearbyLat", label: t("adminContent.listing.latitude"), type: "number" },
                  { name: "nearbyLng", label: t("adminContent.listing.longitude"), type: "number" },
                  { name: "nearbyDistance", label: t("adminContent.nearby.distance"), type: "number" },
                ]}
              />
            </section>

            <section aria-labelledby="images-title" className={`${cardClass} flex flex-col gap-4`}>
              <h2 id="images-title" className="text-lg font-bold text-ink">
                {t("adminContent.listing.section.images")}
              </h2>
              <ImageList key={listing?.images.map((i) => i.id).join()} name="imageIds" images={listing?.images ?? []} />
              <Field
                id="l-images"
                label={t("adminContent.listing.addImages")}
                hint={t("adminContent.upload.hint", { max: UPLOAD_MAX_MB, files: UPLOAD_MAX_FILES })}
                error={err("newImages")}
              >
                {(aria) => (
                  <div className="flex items-center gap-3">
                    <Upload aria-hidden className="size-5 shrink-0 text-neutral-600" />
                    <input
                      {...aria}
                      type="file"
                      name="newImages"
                      multiple
                      accept={UPLOAD_ACCEPT}
                      className="block w-full text-sm text-ink file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-sand file:px-4 file:font-semibold file:text-ink hover:file:bg-sand-200"
                    />
                  </div>
                )}
              </Field>
            </section>

            <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-neutral-200 bg-neutral-50/95 px-1 py-3">
              <button type="submit" className={buttonClass} disabled={busy}>
                {busy ? t("adminContent.form.saving") : t("adminContent.listing.save")}
              </button>
              <Link to="/admin/listings" className={secondaryButtonClass}>
                {t("adminContent.form.cancel")}
              </Link>
            </div>
          </Form>
        </>
      )}
    </>
  );
}
