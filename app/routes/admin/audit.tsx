import "../../i18n/en-admin";
import { useLoaderData } from "react-router";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { changedFields, listAudit } from "../../modules/admin/audit.server";
import { AUDIT_PAGE_SIZE } from "../../modules/admin/constants";
import { formatWhen, pageParam, textParam, withParams } from "../../modules/admin/text";
import {
  adminMeta,
  DataTable,
  EmptyState,
  PageHeader,
  Pager,
  SearchBar,
  SelectField,
  secondaryButtonClass,
  tdClass,
} from "../../modules/admin/ui";
import type { Route } from "./+types/audit";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const entity = textParam(url.searchParams.get("entity"), 60);
  const page = pageParam(url.searchParams.get("page"));
  const { rows, total, entities } = await listAudit(context.get(appContext).db, { entity: entity || undefined, page });
  return {
    entity,
    page,
    total,
    entities,
    rows: rows.map((r) => ({ ...r, changes: changedFields(r.before, r.after) })),
  };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.audit.title"));

export default function AuditPage() {
  const { rows, total, page, entity, entities } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("admin.audit.title")} intro={t("admin.audit.intro")} />
      <SearchBar applyClass={secondaryButtonClass}>
        <div className="w-64">
          <SelectField
            id="audit-entity"
            label={t("admin.audit.entity")}
            name="entity"
            defaultValue={entity}
            blank={t("admin.audit.all")}
            options={entities.map((e) => ({ value: e, label: e }))}
          />
        </div>
      </SearchBar>
      {rows.length === 0 ? (
        <EmptyState>{t("admin.audit.empty")}</EmptyState>
      ) : (
        <DataTable
          caption={t("admin.audit.caption", { total })}
          columns={[
            t("admin.audit.col.when"),
            t("admin.audit.col.who"),
            t("admin.audit.col.what"),
            t("admin.audit.col.changes"),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(row.createdAt)}</td>
              <td className={`${tdClass} break-all`}>{row.actorEmail}</td>
              <td className={tdClass}>
                <span className="font-semibold">{row.action}</span> {row.entity}
                {row.entityId && <span className="block break-all text-xs text-neutral-600">{row.entityId}</span>}
              </td>
              <td className={tdClass}>
                {row.changes.length === 0 ? (
                  <span className="text-neutral-600">{t("admin.audit.noChanges")}</span>
                ) : (
                  <table className="w-full text-xs">
                    <thead className="sr-only">
                      <tr>
                        <th scope="col">{t("admin.audit.field")}</th>
                        <th scope="col">{t("admin.audit.before")}</th>
                        <th scope="col">{t("admin.audit.after")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {row.changes.map((c) => (
                        <tr key={c.field}>
                          <th scope="row" className="py-0.5 pe-2 text-start font-semibold text-neutral-700">
                            {c.field}
                          </th>
                          <td className="py-0.5 pe-2 break-all">
                            <del className="bg-error/10 text-error">{c.before}</del>
                          </td>
                          <td className="py-0.5 break-all">
                            <ins className="bg-success/10 text-success no-underline">{c.after}</ins>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        total={total}
        href={(p) => withParams(new URLSearchParams(entity ? { entity } : {}), { page: p })}
      />
    </>
  );
}
