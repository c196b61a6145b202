import "../../i18n/en-admin";
import { Download } from "lucide-react";
import { Form, Link, useLoaderData } from "react-router";
import { ENQUIRY_TYPES } from "../../../db/enums";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { ENQUIRIES_PAGE_SIZE } from "../../modules/admin/constants";
import { ENQUIRY_STATUSES, listEnquiries, parseEnquiryFilters } from "../../modules/admin/enquiries.server";
import { requireStaff } from "../../modules/admin/guard.server";
import { StatusBadge } from "../../modules/admin/status-badge";
import { formatWhen, withParams } from "../../modules/admin/text";
import {
  adminMeta,
  buttonClass,
  Field,
  inputClass,
  Notice,
  PageHeader,
  Pager,
  secondaryButtonClass,
  tableClass,
  tdClass,
  thClass,
} from "../../modules/admin/ui";
import type { Route } from "./+types/enquiries";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const { filters, dateError } = parseEnquiryFilters(url.searchParams);
  const { rows, total } = await listEnquiries(context.get(appContext).db, filters);
  return { rows, total, filters, dateError, statuses: ENQUIRY_STATUSES };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.enquiries.title"));

export default function EnquiriesPage() {
  const { rows, total, filters, dateError, statuses } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(
    Object.entries({
      q: filters.q,
      type: filters.type,
      status: filters.status,
      from: filters.from,
      to: filters.to,
    }).filter(([, v]) => v !== ""),
  );
  const csvHref = `/api/admin/enquiries.csv${withParams(params, {})}`;
  return (
    <>
      <PageHeader
        title={t("admin.enquiries.title")}
        intro={t("admin.enquiries.intro")}
        actions={
          <a href={csvHref} className={secondaryButtonClass} download>
            <Download aria-hidden className="size-4" />
            {t("admin.enquiries.export")}
          </a>
        }
      />
      {dateError && <Notice kind="error">{t("admin.enquiries.error.date")}</Notice>}
      <Form
        method="get"
        role="search"
        className="mb-4 grid gap-3 rounded-card bg-white p-4 ring-1 ring-neutral-200 sm:grid-cols-2 xl:grid-cols-6"
      >
        <div className="sm:col-span-2">
          <Field id="enq-q" label={t("admin.enquiries.search")}>
            {(aria) => <input {...aria} name="q" type="search" defaultValue={filters.q} className={inputClass} />}
          </Field>
        </div>
        <Field id="enq-type" label={t("admin.enquiries.type")}>
          {(aria) => (
            <select {...aria} name="type" defaultValue={filters.type} className={inputClass}>
              <option value="">{t("admin.enquiries.any")}</option>
              {ENQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="enq-status" label={t("admin.enquiries.status")}>
          {(aria) => (
            <select {...aria} name="status" defaultValue={filters.status} className={inputClass}>
              <option value="">{t("admin.enquiries.any")}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="enq-from" label={t("admin.enquiries.from")}>
          {(aria) => <input {...aria} name="from" type="date" defaultValue={filters.from} className={inputClass} />}
        </Field>
        <Field id="enq-to" label={t("admin.enquiries.to")}>
          {(aria) => <input {...aria} name="to" type="date" defaultValue={filters.to} className={inputClass} />}
        </Field>
        <div className="flex items-end gap-2 sm:col-span-2 xl:col-span-6">
          <button type="submit" className={buttonClass}>
            {t("admin.filter.apply")}
          </button>
          <Link to="/admin/enquiries" className={secondaryButtonClass}>
            {t("admin.filter.reset")}
          </Link>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-card bg-white p-8 text-center text-neutral-600 ring-1 ring-neutral-200">
          {t("admin.enquiries.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card bg-white ring-1 ring-neutral-200">
          <table className={tableClass}>
            <caption className="sr-only">{t("admin.enquiries.caption", { total })}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t("admin.enquiries.col.received")}
                </th>
                <th scope="col" className={thClass}>
                  {t("admin.enquiries.col.name")}
                </th>
                <th scope="col" className={thClass}>
                  {t("admin.enquiries.col.contact")}
                </th>
                <th scope="col" className={thClass}>
                  {t("admin.enquiries.col.type")}
                </th>
                <th scope="col" className={thClass}>
                  {t("admin.enquiries.col.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-sand/40">
                  <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(row.createdAt)}</td>
                  <td className={tdClass}>
                    <Link
                      to={`/admin/enquiries/${row.id}`}
                      className="font-semibold text-navy underline-offset-4 hover:underline"
                    >
                      {row.fullName}
                    </Link>
                  </td>
                  <td className={`${tdClass} break-all`}>
                    {row.email}
                    <br />
                    <span className="tabular text-neutral-600">{row.phone}</span>
                  </td>
                  <td className={tdClass}>{row.inquireType}</td>
                  <td className={tdClass}>
                    <StatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-neutral-600">{t("admin.enquiries.caption", { total })}</p>
      <Pager
        page={filters.page}
        pageSize={ENQUIRIES_PAGE_SIZE}
        total={total}
        href={(page) => withParams(params, { page })}
      />
    </>
  );
}
