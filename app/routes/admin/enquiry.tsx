import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { Field } from "../../components/ui/field";
import { ArrowLeft } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { DomainError } from "../../errors";
import { formRule } from "../../form-rules";
import { firstError, getFormProps, textareaProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused, readForm } from "../../forms.server";
import { t } from "../../i18n/i18n";
import { NOTE_MAX } from "../../modules/admin/constants";
import { StatusBadge } from "../../modules/admin/status-badge";
import { formatWhen } from "../../modules/admin/text";
import { adminMeta, buttonClass, cardClass, inputClass, Notice, PageHeader } from "../../modules/admin/ui";
import { ENQUIRY_STATUSES, enquiryUpdateSchema } from "../../modules/enquiry/enquiry-update";
import { getEnquiry, updateEnquiry } from "../../modules/enquiry/inbox.server";
import type { Route } from "./+types/enquiry";
import { requireStaff } from "./guard.server";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const enquiry = await getEnquiry(context.get(appContext).db, params.id);
  if (!enquiry) throw data(null, { status: 404 });
  return { enquiry, statuses: ENQUIRY_STATUSES };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? t("admin.enquiry.title", { name: loaderData.enquiry.fullName }) : t("admin.enquiries.title"));

const FORM: FormShape = {
  name: "admin-enquiry",
  fields: ["status", "note"],
  failure: () => t("admin.form.failed"),
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const submission = await readForm(request, enquiryUpdateSchema);
  if (submission.status !== "success") return formRefused(submission, FORM);
  let result: Awaited<ReturnType<typeof updateEnquiry>>;
  try {
    result = await updateEnquiry(context.get(appContext).db, params.id, submission.value, user);
  } catch (error) {
    return formFailure(submission, error, FORM);
  }
  if (result === "missing") throw data(null, { status: 404 });
  // The API answers "unchanged" as a success; the page asks for a change instead.
  if (result === "unchanged") {
    return formFailure(submission, new DomainError(400, t("admin.enquiry.error.nothing")), FORM);
  }
  return data({ saved: true as const });
}

export default function EnquiryPage() {
  const { enquiry, statuses } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const saved = !!answer && "saved" in answer;
  const [form, fields] = useHouseForm(formRule(enquiryUpdateSchema), {
    lastResult: saved ? null : answer,
    defaultValue: { status: enquiry.status, note: "" },
  });
  const formError = firstError(form.errors);
  return (
    <>
      <Link
        to="/admin/enquiries"
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-navy underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("admin.enquiry.back")}
      </Link>
      <PageHeader
        title={t("admin.enquiry.title", { name: enquiry.fullName })}
        actions={<StatusBadge status={enquiry.status} />}
      />
      {saved && <Notice kind="success">{t("admin.enquiry.saved")}</Notice>}
      {formError && <Notice kind="error">{formError}</Notice>}
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <section className={cardClass} aria-labelledby="enquiry-details">
          <h2 id="enquiry-details" className="sr-only">
            {t("admin.enquiry.message")}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-neutral-700">{t("admin.enquiry.received")}</dt>
            <dd className="tabular">{formatWhen(enquiry.createdAt)}</dd>
            <dt className="font-semibold text-neutral-700">{t("admin.enquiries.col.type")}</dt>
            <dd>{enquiry.inquireType}</dd>
            <dt className="font-semibold text-neutral-700">E-mail</dt>
            <dd className="break-all">
              <a className="text-navy underline" href={`mailto:${enquiry.email}`}>
                {enquiry.email}
              </a>
            </dd>
            <dt className="font-semibold text-neutral-700">{t("admin.settings.phone")}</dt>
            <dd className="tabular">
              <a className="text-navy underline" href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>
                {enquiry.phone}
              </a>
            </dd>
            {enquiry.pageUrl && (
              <>
                <dt className="font-semibold text-neutral-700">{t("admin.enquiry.page")}</dt>
                <dd className="break-all">{enquiry.pageUrl}</dd>
              </>
            )}
            {enquiry.propertyId && (
              <>
                <dt className="font-semibold text-neutral-700">{t("admin.enquiry.property")}</dt>
                <dd>
                  <Link className="text-navy underline" to={`/property/${enquiry.propertyId}`}>
                    {enquiry.propertyTitle ?? enquiry.propertyId}
                  </Link>
                </dd>
              </>
            )}
            {enquiry.agentName && (
              <>
                <dt className="font-semibold text-neutral-700">{t("admin.enquiry.agent")}</dt>
                <dd>
                  <Link className="text-navy underline" to={`/admin/enquiries?agent=${enquiry.agentId}`}>
                    {enquiry.agentName}
                  </Link>
                </dd>
              </>
            )}
            {enquiry.firstResponseAt && (
              <>
                <dt className="font-semibold text-neutral-700">{t("admin.enquiry.firstResponse")}</dt>
                <dd className="tabular">{formatWhen(enquiry.firstResponseAt)}</dd>
              </>
            )}
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-neutral-700">{t("admin.enquiry.message")}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink">
            {enquiry.message || t("admin.enquiry.noMessage")}
          </p>
        </section>
        <div className="flex flex-col gap-6">
          <section className={cardClass} aria-labelledby="enquiry-update">
            <h2 id="enquiry-update" className="text-lg font-bold text-ink">
              {t("admin.enquiry.update")}
            </h2>
            <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-4">
              <Field id="enquiry-status" label={t("admin.enquiry.newStatus")} error={firstError(fields.status.errors)}>
                {(aria) => (
                  <select
                    key={fields.status.key}
                    name={fields.status.name}
                    defaultValue={fields.status.initialValue}
                    {...aria}
                    className={inputClass}
                  >
                    {statuses.map((status) => (
                      <option key={status} value={status}>
                        {t(`admin.status.${status}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id="enquiry-note"
                label={t("admin.enquiry.note")}
                hint={t("admin.enquiry.noteHint")}
                error={firstError(fields.note.errors)}
              >
                {(aria) => (
                  <textarea
                    key={fields.note.key}
                    {...textareaProps(fields.note)}
                    {...aria}
                    rows={3}
                    maxLength={NOTE_MAX}
                    className={inputClass}
                  />
                )}
              </Field>
              <div>
                <button type="submit" className={buttonClass}>
                  {t("admin.enquiry.save")}
                </button>
              </div>
            </Form>
          </section>
          <section className={cardClass} aria-labelledby="enquiry-history">
            <h2 id="enquiry-history" className="text-lg font-bold text-ink">
              {t("admin.enquiry.history")}
            </h2>
            {enquiry.events.length === 0 ? (
              <p className="mt-2 text-sm text-neutral-600">{t("admin.enquiry.historyEmpty")}</p>
            ) : (
              <ol className="mt-3 flex flex-col gap-3">
                {enquiry.events.map((event) => (
                  <li key={event.id} className="border-s-2 border-gold ps-3 text-sm">
                    <p className="text-neutral-600">
                      <span className="tabular">{formatWhen(event.createdAt)}</span> · {event.actorEmail}
                    </p>
                    {event.toStatus && (
                      <p className="font-semibold text-ink">
                        {t("admin.enquiry.statusChange", {
                          from: t(`admin.status.${event.fromStatus ?? "New"}`),
                          to: t(`admin.status.${event.toStatus}`),
                        })}
                      </p>
                    )}
                    {event.note && <p className="whitespace-pre-wrap break-words text-ink">{event.note}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
