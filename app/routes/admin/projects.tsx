import "../../i18n/en-admin";
import { useLoaderData } from "react-router";
import { Plus } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { type MessageKey, t } from "../../i18n/i18n";
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
import { ADMIN_PROJECTS_PAGE_SIZE } from "../../modules/project/admin";
import { listProjectsAdmin } from "../../modules/project/admin.server";
import type { Route } from "./+types/projects";
import { requireStaff } from "./guard.server";

/** /admin/projects: the off-plan projects, newest change first (decision 063). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const q = textParam(url.searchParams.get("q"));
  const page = pageParam(url.searchParams.get("page"));
  const { rows, total } = await listProjectsAdmin(context.get(appContext).db, { q, page });
  return { q, page, rows, total, deleted: url.searchParams.get("deleted") === "1" };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.projects.title"));

export default function ProjectList() {
  const { q, page, rows, total, deleted } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(q ? { q } : {});
  const columns = [
    t("admin.projects.col.name"),
    t("admin.projects.col.developer"),
    t("admin.projects.col.place"),
    t("admin.projects.col.status"),
    t("admin.projects.col.number"),
    t("admin.projects.col.progress"),
    t("admin.projects.col.published"),
  ];
  const caption = t("admin.projects.caption", { total });
  return (
    <>
      <PageHeader
        title={t("admin.projects.title")}
        intro={t("admin.projects.intro")}
        actions={
          <Link to="/admin/projects/new" className={buttonClass}>
            <Plus aria-hidden className="size-4" />
            {t("admin.projects.new")}
          </Link>
        }
      />
      {deleted && <Notice kind="success">{t("admin.projects.deleted")}</Notice>}
      <SearchBar applyClass={buttonClass} resetTo={q ? "/admin/projects" : undefined}>
        <SearchField
          id="projects-q"
          label={t("admin.projects.search")}
          defaultValue={q}
          className="min-w-60 flex-1 sm:max-w-md"
        />
      </SearchBar>
      {rows.length === 0 ? (
        <EmptyState>{t("admin.projects.empty")}</EmptyState>
      ) : (
        <DataTable caption={caption} columns={columns}>
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand/40">
              <td className={tdClass}>
                <Link to={`/admin/projects/${row.id}`} className={linkClass}>
                  {row.name}
                </Link>
              </td>
              <td className={`${tdClass} max-w-56 truncate`}>{row.developer}</td>
              <td className={`${tdClass} max-w-56 truncate`}>{row.place}</td>
              <td className={tdClass}>{t(`admin.projects.status.${row.status}` as MessageKey)}</td>
              <td className={`${tdClass} tabular`}>{row.number ?? ""}</td>
              <td className={`${tdClass} tabular`}>{`${Number(row.percent)} %`}</td>
              <td className={tdClass}>{t(row.published ? "admin.projects.published" : "admin.projects.draft")}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <p className="mt-3 text-sm text-neutral-600">{caption}</p>
      <Pager
        page={page}
        pageSize={ADMIN_PROJECTS_PAGE_SIZE}
        total={total}
        href={(p) => withParams(params, { page: p })}
      />
    </>
  );
}
