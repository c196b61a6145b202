import "../../i18n/en-admin";
import { data, useLoaderData } from "react-router";
import { Plus } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { pageParam, textParam, withParams } from "../../modules/admin/text";
import {
  adminMeta,
  buttonClass,
  DataTable,
  EmptyState,
  linkClass,
  Notice,
  PageHeader,
  Pager,
  SearchBar,
  SearchField,
  tdClass,
} from "../../modules/admin/ui";
import { CONTENT_PAGE_SIZE, isContentKind, KINDS } from "../../modules/content/editor";
import { fieldLabel, listContent } from "../../modules/content/editor.server";
import type { Route } from "./+types/content-list";
import { requireStaff } from "./guard.server";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const kind = params.kind;
  if (!isContentKind(kind)) throw data({ reason: "missing" }, { status: 404 });
  const url = new URL(request.url);
  const q = textParam(url.searchParams.get("q"));
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
        <Link to="/admin/content" className={linkClass}>
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
      <SearchBar applyClass={buttonClass} resetTo={q ? `/admin/content/${kind}` : undefined}>
        <SearchField
          id="content-q"
          label={t("adminContent.content.search", { field: titleLabel })}
          defaultValue={q}
          className="min-w-60 flex-1 sm:max-w-md"
        />
      </SearchBar>
      {rows.length === 0 ? (
        <EmptyState>{t("adminContent.content.empty")}</EmptyState>
      ) : (
        <DataTable caption={t("adminContent.content.caption", { name, total })} columns={[titleLabel, ...columns]}>
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand/40">
              <td className={tdClass}>
                <Link to={`/admin/content/${kind}/${row.id}`} className={linkClass}>
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
        </DataTable>
      )}
      <p className="mt-3 text-sm text-neutral-600">{t("adminContent.content.caption", { name, total })}</p>
      <Pager page={page} pageSize={CONTENT_PAGE_SIZE} total={total} href={(p) => withParams(params, { page: p })} />
    </>
  );
}
