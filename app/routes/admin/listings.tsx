import "../../i18n/en-admin";
import { Plus } from "lucide-react";
import { Form, Link, useLoaderData } from "react-router";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { requireStaff } from "../../modules/admin/guard.server";
import { LISTING_SEGMENTS, LISTING_STATUSES, LISTINGS_PAGE_SIZE } from "../../modules/admin/listings";
import { listingOptions, listListings, parseListingFilters } from "../../modules/admin/listings.server";
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
import type { Route } from "./+types/listings";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const filters = parseListingFilters(url.searchParams);
  const [{ rows, total, capped }, options] = await Promise.all([listListings(db, filters), listingOptions(db)]);
  return {
    rows,
    total,
    capped,
    filters,
    types: options.types,
    locations: options.locations.map((l) => ({ id: l.id, name: l.name })),
    deleted: url.searchParams.get("deleted") === "1",
  };
}

export const meta: Route.MetaFunction = () => adminMeta(t("adminContent.listings.title"));

const STATUS_STYLE: Record<string, string> = {
  published: "bg-success/10 text-success",
  draft: "bg-sand-200 text-gold-700",
  archived: "bg-neutral-200 text-neutral-700",
};

export default function ListingsPage() {
  const { rows, total, capped, filters, types, locations, deleted } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(
    Object.entries({
      q: filters.q,
      status: filters.status,
      type: filters.type,
      segment: filters.segment,
      location: filters.location,
    }).filter(([, v]) => v !== ""),
  );
  const countText = capped
    ? t("adminContent.listings.countCapped", { total: total.toLocaleString("en-US") })
    : t("adminContent.listings.count", { total: total.toLocaleString("en-US") });
  return (
    <>
      <PageHeader
        title={t("adminContent.listings.title")}
        intro={t("adminContent.listings.intro")}
        actions={
          <Link to="/admin/listings/new" className={buttonClass}>
            <Plus aria-hidden className="size-4" />
            {t("adminContent.listings.new")}
          </Link>
        }
      />
      {deleted && <Notice kind="success">{t("adminContent.listing.deleted")}</Notice>}
      <Form
        method="get"
        role="search"
        className="mb-4 grid grid-cols-2 gap-3 rounded-card bg-white p-4 ring-1 ring-neutral-200 xl:grid-cols-5"
      >
        <div className="col-span-2 xl:col-span-1">
          <Field id="lst-q" label={t("adminContent.listings.search")}>
            {(aria) => <input {...aria} name="q" type="search" defaultValue={filters.q} className={inputClass} />}
          </Field>
        </div>
        <Field id="lst-status" label={t("adminContent.listings.status")}>
          {(aria) => (
            <select {...aria} name="status" defaultValue={filters.status} className={inputClass}>
              <option value="">{t("admin.enquiries.any")}</option>
              {LISTING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`adminContent.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="lst-type" label={t("adminContent.listings.type")}>
          {(aria) => (
            <select {...aria} name="type" defaultValue={filters.type} className={inputClass}>
              <option value="">{t("admin.enquiries.any")}</option>
              {types.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="lst-segment" label={t("adminContent.listings.segment")}>
          {(aria) => (
            <select {...aria} name="segment" defaultValue={filters.segment} className={inputClass}>
              <option value="">{t("admin.enquiries.any")}</option>
              {LISTING_SEGMENTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="lst-location" label={t("adminContent.listings.location")}>
          {(aria) => (
            <select {...aria} name="location" defaultValue={filters.location} className={inputClass}>
              <option value="">{t("admin.enquiries.any")}</option>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="col-span-2 flex items-end gap-2 xl:col-span-5">
          <button type="submit" className={buttonClass}>
            {t("admin.filter.apply")}
          </button>
          <Link to="/admin/listings" className={secondaryButtonClass}>
            {t("admin.filter.reset")}
          </Link>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-card bg-white p-8 text-center text-neutral-600 ring-1 ring-neutral-200">
          {t("adminContent.listings.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card bg-white ring-1 ring-neutral-200">
          <table className={tableClass}>
            <caption className="sr-only">{countText}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t("adminContent.listings.col.title")}
                </th>
                <th scope="col" className={thClass}>
                  {t("adminContent.listings.col.type")}
                </th>
                <th scope="col" className={thClass}>
                  {t("adminContent.listings.col.location")}
                </th>
                <th scope="col" className={`${thClass} text-end`}>
                  {t("adminContent.listings.col.price")}
                </th>
                <th scope="col" className={thClass}>
                  {t("adminContent.listings.col.status")}
                </th>
                <th scope="col" className={thClass}>
                  {t("adminContent.listings.col.updated")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-sand/40">
                  <td className={tdClass}>
                    <Link
                      to={`/admin/listings/${row.id}`}
                      className="font-semibold text-navy underline-offset-4 hover:underline"
                    >
                      {row.title}
                    </Link>
                    <span className="block text-xs text-neutral-600">{row.segment}</span>
                  </td>
                  <td className={tdClass}>{row.typeName}</td>
                  <td className={tdClass}>{row.locationLabel}</td>
                  <td className={`${tdClass} whitespace-nowrap text-end tabular`}>
                    {row.priceCurrency} {row.priceAmount.toLocaleString("en-US")}
                  </td>
                  <td className={tdClass}>
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[row.status]}`}
                    >
                      {t(`adminContent.status.${row.status}`)}
                    </span>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(row.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-neutral-600">{countText}</p>
      <Pager
        page={filters.page}
        pageSize={LISTINGS_PAGE_SIZE}
        total={
          capped
            ? Math.max(total, filters.page * LISTINGS_PAGE_SIZE + (rows.length === LISTINGS_PAGE_SIZE ? 1 : 0))
            : total
        }
        href={(page) => withParams(params, { page })}
      />
    </>
  );
}
