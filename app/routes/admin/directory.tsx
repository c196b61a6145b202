import "../../i18n/en-admin";
import { useLoaderData } from "react-router";
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
import { ADMIN_DIRECTORY_PAGE_SIZE, directoryKindOf } from "../../modules/agent/admin";
import { listDirectory } from "../../modules/agent/admin.server";
import type { Route } from "./+types/directory";
import { requireStaff } from "./guard.server";

/** /admin/agencies and /admin/agents: the licensed brokerages and their brokers (decision 012). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const kind = directoryKindOf(url.pathname);
  const q = textParam(url.searchParams.get("q"));
  const page = pageParam(url.searchParams.get("page"));
  const { rows, total } = await listDirectory(context.get(appContext).db, kind, { q, page });
  return { kind, q, page, rows, total, deleted: url.searchParams.get("deleted") === "1" };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(t(loaderData?.kind === "agents" ? "admin.directory.agents.title" : "admin.directory.agencies.title"));

export default function DirectoryList() {
  const { kind, q, page, rows, total, deleted } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(q ? { q } : {});
  const agents = kind === "agents";
  const columns = agents
    ? [
        t("admin.directory.col.name"),
        t("admin.directory.col.brn"),
        t("admin.directory.col.agency"),
        t("admin.directory.col.status"),
      ]
    : [t("admin.directory.col.name"), t("admin.directory.col.orn"), t("admin.directory.col.agents")];
  const caption = t("admin.directory.caption", { total });
  return (
    <>
      <PageHeader
        title={t(agents ? "admin.directory.agents.title" : "admin.directory.agencies.title")}
        intro={t(agents ? "admin.directory.agents.intro" : "admin.directory.agencies.intro")}
        actions={
          <Link to={`/admin/${kind}/new`} className={buttonClass}>
            <Plus aria-hidden className="size-4" />
            {t(agents ? "admin.directory.agents.new" : "admin.directory.agencies.new")}
          </Link>
        }
      />
      {deleted && <Notice kind="success">{t("admin.directory.deleted")}</Notice>}
      <SearchBar applyClass={buttonClass} resetTo={q ? `/admin/${kind}` : undefined}>
        <SearchField
          id="directory-q"
          label={t("admin.directory.search")}
          defaultValue={q}
          className="min-w-60 flex-1 sm:max-w-md"
        />
      </SearchBar>
      {rows.length === 0 ? (
        <EmptyState>{t("admin.directory.empty")}</EmptyState>
      ) : (
        <DataTable caption={caption} columns={columns}>
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand/40">
              <td className={tdClass}>
                <Link to={`/admin/${kind}/${row.id}`} className={linkClass}>
                  {row.title}
                </Link>
              </td>
              {row.cells.map((cell, i) => (
                <td key={columns[i + 1]} className={`${tdClass} max-w-72 truncate tabular`}>
                  {cell}
                </td>
              ))}
              {agents ? (
                <td className={tdClass}>{row.active ? t("admin.directory.active") : t("admin.directory.inactive")}</td>
              ) : null}
            </tr>
          ))}
        </DataTable>
      )}
      <p className="mt-3 text-sm text-neutral-600">{caption}</p>
      <Pager
        page={page}
        pageSize={ADMIN_DIRECTORY_PAGE_SIZE}
        total={total}
        href={(p) => withParams(params, { page: p })}
      />
    </>
  );
}
