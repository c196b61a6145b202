import "../../i18n/en-admin";
import { data, useLoaderData } from "react-router";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { formatWhen, pageParam, withParams } from "../../modules/admin/text";
import {
  adminMeta,
  cardClass,
  DataTable,
  EmptyState,
  linkClass,
  PageHeader,
  Pager,
  secondaryButtonClass,
  tdClass,
} from "../../modules/admin/ui";
import { RUN_PROBLEMS_PAGE_SIZE } from "../../modules/feeds/admin";
import { listRunProblems, loadFeedAgency, loadFeedRun } from "../../modules/feeds/admin.server";
import { RunStatus, triggerWords } from "../../modules/feeds/components/feed-runs";
import { problemWords } from "../../modules/feeds/feed-words";
import type { Route } from "./+types/feed-run";
import { requireStaff } from "./guard.server";

/** /admin/agencies/:id/feeds/:feedId/runs/:runId: one run, its counts and its listings' problems. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db } = context.get(appContext);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const [agency, run] = await Promise.all([
    loadFeedAgency(db, params.id),
    loadFeedRun(db, params.id, params.feedId, params.runId),
  ]);
  if (!agency || !run) throw data({ reason: "missing" }, { status: 404 });
  const problems = await listRunProblems(db, run.id, page);
  return { agency, run, problems, page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(t("admin.feeds.run.title", { when: loaderData ? formatWhen(loaderData.run.startedAt) : "" }));

const FIGURES = [
  ["seen", "admin.feeds.runs.col.seen"],
  ["created", "admin.feeds.runs.col.created"],
  ["updated", "admin.feeds.runs.col.updated"],
  ["unchanged", "admin.feeds.runs.col.unchanged"],
  ["drafted", "admin.feeds.runs.col.drafted"],
  ["refused", "admin.feeds.runs.col.refused"],
  ["photosFetched", "admin.feeds.runs.col.photos"],
  ["photosFailed", "admin.feeds.run.photosFailed"],
] as const;

export default function FeedRunPage() {
  const { agency, run, problems, page } = useLoaderData<typeof loader>();
  const feedPath = `/admin/agencies/${agency.id}/feeds/${run.feedId}`;
  return (
    <>
      <nav aria-label={t("adminContent.breadcrumb")} className="mb-2 flex flex-wrap gap-x-2 text-sm">
        <Link to="/admin/agencies" className={linkClass}>
          {t("admin.directory.agencies.title")}
        </Link>
        <span aria-hidden>/</span>
        <Link to={`/admin/agencies/${agency.id}`} className={linkClass}>
          {agency.name}
        </Link>
      </nav>
      <PageHeader
        title={t("admin.feeds.run.title", { when: formatWhen(run.startedAt) })}
        intro={`${triggerWords(run.trigger)}${run.finishedAt ? ` · ${t("admin.feeds.runs.finished")} ${formatWhen(run.finishedAt)}` : ""}`}
        actions={
          <Link to={feedPath} className={secondaryButtonClass}>
            {t("admin.feeds.run.back")}
          </Link>
        }
      />
      <section className={`${cardClass} mb-6`} aria-label={t("admin.feeds.runs.col.status")}>
        <RunStatus run={run} />
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {FIGURES.map(([name, label]) => (
            <div key={name}>
              <dt className="text-xs font-semibold text-neutral-600">{t(label)}</dt>
              <dd className="text-lg font-bold text-ink tabular">{run[name].toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="problems-title">
        <h2 id="problems-title" className="mb-3 text-xl font-bold text-ink">
          {t("admin.feeds.run.problems")}
        </h2>
        {problems.rows.length === 0 ? (
          <EmptyState>{t("admin.feeds.run.noProblems")}</EmptyState>
        ) : (
          <DataTable
            caption={t("admin.feeds.run.problemsCaption", { total: problems.total })}
            columns={[
              t("admin.feeds.run.col.reference"),
              t("admin.feeds.run.col.field"),
              t("admin.feeds.run.col.problem"),
              t("admin.feeds.run.col.detail"),
            ]}
          >
            {problems.rows.map((p) => (
              <tr key={p.id}>
                <td className={`${tdClass} whitespace-nowrap font-semibold`} dir="ltr">
                  {p.reference}
                </td>
                <td className={`${tdClass} whitespace-nowrap`} dir="ltr">
                  {p.field}
                </td>
                <td className={tdClass}>{problemWords(p.code)}</td>
                <td className={`${tdClass} max-w-80 break-words text-neutral-700`} dir="auto">
                  {p.detail}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pager
          page={page}
          pageSize={RUN_PROBLEMS_PAGE_SIZE}
          total={problems.total}
          href={(p) => withParams(new URLSearchParams(), { page: p })}
        />
      </section>
    </>
  );
}
