import "../../i18n/en-admin";
import { Plus } from "lucide-react";
import { data, Form, Link, useLoaderData } from "react-router";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { CONTENT_PAGE_SIZE, isContentKind, KINDS } from "../../modules/admin/content";
import { fieldLabel, listContent } from "../../modules/admin/content.server";
import { requireStaff } from "../../modules/admin/guard.server";
import { pageParam, withParams } from "../../modules/admin/text";
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
import type { Route } from "./+types/content-list";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const kind = params.kind;
  if (!isContentKind(kind)) throw data({ reason: "missing" }, { status: 404 });
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100).replaceAll("\u0000", "");
  const page = pageParam(url.searchParams.get("page"));
  const { rows, total } = await listContent(context.get(appContext).db, kind, { q, page });
  const def = KINDS[kind];
  return {
    kind,
    q,
    page,
    rows,
    total,
    titleLabel: fieldLabel(def.titleField),
    columns: def.columns.map(fieldLabel),
    deleted: url.searchParams.get("deleted") === "1",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? t(`adminContent.kind.${loaderData.kind}`) : t("adminContent.content.title"));

export default function ContentList() {
  const { kind, q, page, rows, total, titleLabel, columns, deleted } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(q ? { q } : {});
  const name = t(`adminContent.kind.${kind}`);
  return (
    <>
      <nav aria-label={t("adminContent.breadcrumb")} className="mb-2 text-sm">
        <Link to="/admin/content" className="font-semibold text-navy underline-offset-4 hover:underline">
          {t("adminContent.content.title")}
        </Link>
      </nav>
      <PageHeader
        title={name}
        actions={
          <Link to={`/admin/content/${kind}/new`} className={buttonClass}>
            <Plus aria-hidden className="size-4" />
            {t("adminContent.content.new")}
          </Link>
        }
      />
      {deleted && <Notice kind="success">{t("adminContent.content.deleted")}</Notice>}
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div className="min-w-60 flex-1 sm:max-w-md">
          <Field id="content-q" label={t("adminContent.content.search", { field: titleLabel })}>
            {(aria) => <input {...aria} name="q" type="search" defaultValue={q} className={inputClass} />}
          </Field>
        </div>
        <button type="submit" className={buttonClass}>
          {t("admin.filter.apply")}
        </button>
        {q && (
          <Link to={`/admin/content/${kind}`} className={secondaryButtonClass}>
            {t("admin.filter.reset")}
          </Link>
        )}
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-card bg-white p-8 text-center text-neutral-600 ring-1 ring-neutral-200">
          {t("adminContent.content.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card bg-white ring-1 ring-neutral-200">
          <table className={tableClass}>
            <caption className="sr-only">{t("adminContent.content.caption", { name, total })}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {titleLabel}
                </th>
                {columns.map((c) => (
                  <th key={c} scope="col" className={thClass}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-sand/40">
                  <td className={tdClass}>
                    <Link
                      to={`/admin/content/${kind}/${row.id}`}
                      className="font-semibold text-navy underline-offset-4 hover:underline"
                    >
                      {row.title || t("adminContent.content.untitled")}
                    </Link>
                  </td>
                  {row.cells.map((cell, i) => (
                    <td key={columns[i]} className={`${tdClass} max-w-72 truncate`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-neutral-600">{t("adminContent.content.caption", { name, total })}</p>
      <Pager page={page} pageSize={CONTENT_PAGE_SIZE} total={total} href={(p) => withParams(params, { page: p })} />
    </>
  );
}
