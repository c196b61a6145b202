import "../../i18n/en-admin";
import { useLoaderData } from "react-router";
import { Plus } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { formatWhen, withParams } from "../../modules/admin/text";
import {
  adminMeta,
  buttonClass,
  DataTable,
  EmptyState,
  FilterForm,
  linkClass,
  Notice,
  PageHeader,
  Pager,
  SearchField,
  SelectField,
  tdClass,
} from "../../modules/admin/ui";
import { listingOptions } from "../../modules/property/listing-options.server";
import { listListings, parseListingFilters } from "../../modules/property/listing-table.server";
import { LISTING_SEGMENTS, LISTING_STATUSES, LISTINGS_PAGE_SIZE } from "../../modules/property/listings";
import { LISTING_PURPOSES } from "../../modules/property/purpose";
import type { Route } from "./+types/listings";
import { requireStaff } from "./guard.server";

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

const PER_PERIOD = {
  yearly: "adminContent.listings.perYear",
  monthly: "adminContent.listings.perMonth",
  weekly: "adminContent.listings.perWeek",
  daily: "adminContent.listings.perDay",
} as const;

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
      purpose: filters.purpose,
      location: filters.location,
    }).filter(([, v]) => v !== ""),
  );
  const countText = capped
    ? t("adminContent.listings.countCapped", { total })
    : t("adminContent.listings.count", { total });
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
      <FilterForm
        gridClass="grid-cols-2 xl:grid-cols-6"
        buttonsClass="col-span-2 xl:col-span-6"
        resetTo="/admin/listings"
      >
        <SearchField
          id="lst-q"
          label={t("adminContent.listings.search")}
          defaultValue={filters.q}
          className="col-span-2 xl:col-span-1"
        />
        <SelectField
          id="lst-status"
          label={t("adminContent.listings.status")}
          name="status"
          defaultValue={filters.status}
          blank={t("admin.enquiries.any")}
          options={LISTING_STATUSES.map((s) => ({ value: s, label: t(`adminContent.status.${s}`) }))}
        />
        <SelectField
          id="lst-type"
          label={t("adminContent.listings.type")}
          name="type"
          defaultValue={filters.type}
          blank={t("admin.enquiries.any")}
          options={types.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          id="lst-segment"
          label={t("adminContent.listings.segment")}
          name="segment"
          defaultValue={filters.segment}
          blank={t("admin.enquiries.any")}
          options={LISTING_SEGMENTS.map((s) => ({ value: s, label: s }))}
        />
        <SelectField
          id="lst-purpose"
          label={t("adminContent.listings.purpose")}
          name="purpose"
          defaultValue={filters.purpose}
          blank={t("admin.enquiries.any")}
          options={LISTING_PURPOSES.map((p) => ({ value: p, label: t(`adminContent.purpose.${p}`) }))}
        />
        <SelectField
          id="lst-location"
          label={t("adminContent.listings.location")}
          name="location"
          defaultValue={filters.location}
          blank={t("admin.enquiries.any")}
          options={locations.map((l) => ({ value: l.id, label: l.name }))}
        />
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyState>{t("adminContent.listings.empty")}</EmptyState>
      ) : (
        <DataTable
          caption={countText}
          columns={[
            t("adminContent.listings.col.title"),
            t("adminContent.listings.col.type"),
            t("adminContent.listings.col.location"),
            { label: t("adminContent.listings.col.price"), className: "text-end" },
            t("adminContent.listings.col.status"),
            t("adminContent.listings.col.updated"),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand/40">
              <td className={tdClass}>
                <Link to={`/admin/listings/${row.id}`} className={linkClass}>
                  {row.title}
                </Link>
                {row.fromFeed ? (
                  <span className="ms-2 inline-block rounded-full bg-navy/10 px-2 py-0.5 align-middle text-xs font-semibold text-navy">
                    {t("admin.feeds.fromFeed")}
                  </span>
                ) : null}
                <span className="block text-xs text-neutral-600">
                  {row.segment} · {t(`adminContent.purpose.${row.purpose}`)}
                </span>
              </td>
              <td className={tdClass}>{row.typeName}</td>
              <td className={tdClass}>{row.locationLabel}</td>
              <td className={`${tdClass} whitespace-nowrap text-end tabular`}>
                {row.priceCurrency} {row.priceAmount.toLocaleString("en-US")}
                {row.rentFrequency ? ` ${t(PER_PERIOD[row.rentFrequency])}` : null}
              </td>
              <td className={tdClass}>
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[row.status]}`}
                >
                  {t(`adminContent.status.${row.status}`)}
                </span>
                {/* Decision 013: the permit staff check before publishing, and whether the listing is verified. */}
                <span className="mt-1 block text-xs whitespace-nowrap text-neutral-600 tabular">
                  {row.permitNumber
                    ? t("adminContent.listings.permit", { permit: row.permitNumber, expiry: row.permitExpiry ?? "?" })
                    : t("adminContent.listings.noPermit")}
                </span>
                {row.verifiedAt ? (
                  <span className="mt-0.5 block text-xs font-semibold text-success">
                    {t("adminContent.listing.verifiedOn", { when: formatWhen(row.verifiedAt) })}
                  </span>
                ) : null}
              </td>
              <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(row.updatedAt)}</td>
            </tr>
          ))}
        </DataTable>
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
