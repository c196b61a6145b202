import "../../i18n/en-admin";
import { useLoaderData } from "react-router";
import { Field } from "../../components/ui/field";
import { Download } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { ENQUIRIES_PAGE_SIZE, ENQUIRY_TYPES } from "../../modules/admin/constants";
import { StatusBadge } from "../../modules/admin/status-badge";
import { formatWhen, withParams } from "../../modules/admin/text";
import {
  adminMeta,
  DataTable,
  EmptyState,
  FilterForm,
  inputClass,
  linkClass,
  Notice,
  PageHeader,
  Pager,
  SearchField,
  SelectField,
  secondaryButtonClass,
  tdClass,
} from "../../modules/admin/ui";
import { ENQUIRY_STATUSES } from "../../modules/enquiry/enquiry-update";
import { enquiryAgents, listEnquiries, parseEnquiryFilters } from "../../modules/enquiry/inbox.server";
import type { Route } from "./+types/enquiries";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const { filters, dateError } = parseEnquiryFilters(url.searchParams);
  const { db } = context.get(appContext);
  const [{ rows, total }, agents] = await Promise.all([listEnquiries(db, filters), enquiryAgents(db)]);
  return { rows, total, filters, dateError, statuses: ENQUIRY_STATUSES, agents };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.enquiries.title"));

export default function EnquiriesPage() {
  const { rows, total, filters, dateError, statuses, agents } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(
    Object.entries({
      q: filters.q,
      type: filters.type,
      status: filters.status,
      from: filters.from,
      to: filters.to,
      agent: filters.agent,
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
      <FilterForm
        gridClass="sm:grid-cols-2 xl:grid-cols-7"
        buttonsClass="sm:col-span-2 xl:col-span-7"
        resetTo="/admin/enquiries"
      >
        <SearchField
          id="enq-q"
          label={t("admin.enquiries.search")}
          defaultValue={filters.q}
          className="sm:col-span-2"
        />
        <SelectField
          id="enq-type"
          label={t("admin.enquiries.type")}
          name="type"
          defaultValue={filters.type}
          blank={t("admin.enquiries.any")}
          options={ENQUIRY_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <SelectField
          id="enq-status"
          label={t("admin.enquiries.status")}
          name="status"
          defaultValue={filters.status}
          blank={t("admin.enquiries.any")}
          options={statuses.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
        />
        <SelectField
          id="enq-agent"
          label={t("admin.enquiries.agent")}
          name="agent"
          defaultValue={filters.agent}
          blank={t("admin.enquiries.anyAgent")}
          options={agents.map((a) => ({ value: a.id, label: a.name }))}
        />
        <Field id="enq-from" label={t("admin.enquiries.from")}>
          {(aria) => <input {...aria} name="from" type="date" defaultValue={filters.from} className={inputClass} />}
        </Field>
        <Field id="enq-to" label={t("admin.enquiries.to")}>
          {(aria) => <input {...aria} name="to" type="date" defaultValue={filters.to} className={inputClass} />}
        </Field>
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyState>{t("admin.enquiries.empty")}</EmptyState>
      ) : (
        <DataTable
          caption={t("admin.enquiries.caption", { total })}
          columns={[
            t("admin.enquiries.col.received"),
            t("admin.enquiries.col.name"),
            t("admin.enquiries.col.contact"),
            t("admin.enquiries.col.type"),
            t("admin.enquiries.col.agent"),
            t("admin.enquiries.col.status"),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand/40">
              <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(row.createdAt)}</td>
              <td className={tdClass}>
                <Link to={`/admin/enquiries/${row.id}`} className={linkClass}>
                  {row.fullName}
                </Link>
              </td>
              <td className={`${tdClass} break-all`}>
                {row.email}
                <br />
                <span className="tabular text-neutral-600">{row.phone}</span>
              </td>
              <td className={tdClass}>
                {row.inquireType}
                {row.propertyId ? (
                  <Link
                    to={`/property/${row.propertyId}`}
                    data-enquiry-listing
                    className={`${linkClass} mt-1 block max-w-64 truncate text-sm`}
                  >
                    {row.propertyTitle ?? row.propertyId}
                  </Link>
                ) : null}
              </td>
              <td className={tdClass}>{row.agentName ?? t("admin.enquiries.noAgent")}</td>
              <td className={tdClass}>
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </DataTable>
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
