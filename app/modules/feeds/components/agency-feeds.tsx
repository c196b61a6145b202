import { Plus } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { t } from "../../../i18n/i18n";
import { formatWhen } from "../../admin/text";
import { DataTable, EmptyState, linkClass, secondaryButtonClass, tdClass } from "../../admin/ui";
import type { FeedRunRow } from "../admin";
import { RunStatus } from "./feed-runs";

export type AgencyFeed = {
  id: string;
  url: string;
  format: "propertyfinder" | "bayut" | null;
  everyMinutes: number;
  enabled: boolean;
  lastRun: FeedRunRow | null;
};

/** The agency page's list of its feeds, each with its last run, and the way to add one. */
export function AgencyFeeds(props: { agencyId: string; agencyName: string; feeds: AgencyFeed[] }) {
  const base = `/admin/agencies/${props.agencyId}/feeds`;
  return (
    <section aria-labelledby="feeds-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="feeds-title" className="text-xl font-bold text-ink">
            {t("admin.feeds.title")}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-neutral-600">{t("admin.feeds.intro")}</p>
        </div>
        <Link to={`${base}/new`} className={secondaryButtonClass}>
          <Plus aria-hidden className="size-4" />
          {t("admin.feeds.add")}
        </Link>
      </div>
      {props.feeds.length === 0 ? (
        <EmptyState>{t("admin.feeds.none")}</EmptyState>
      ) : (
        <DataTable
          caption={t("admin.feeds.caption", { total: props.feeds.length, agency: props.agencyName })}
          columns={[t("admin.feeds.col.url"), t("admin.feeds.col.schedule"), t("admin.feeds.col.lastRun")]}
        >
          {props.feeds.map((feed) => (
            <tr key={feed.id} className="hover:bg-sand/40">
              <td className={`${tdClass} max-w-96`}>
                <Link to={`${base}/${feed.id}`} className={`${linkClass} break-all`} dir="ltr">
                  {feed.url}
                </Link>
                <span className="block text-xs text-neutral-600">
                  {t(feed.format ? `admin.feeds.format.${feed.format}` : "admin.feeds.format.auto")}
                </span>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {feed.enabled ? t("admin.feeds.every", { minutes: feed.everyMinutes }) : t("admin.feeds.off")}
              </td>
              <td className={tdClass}>{feed.lastRun ? <LastRun run={feed.lastRun} /> : t("admin.feeds.never")}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function LastRun(props: { run: FeedRunRow }) {
  const { run } = props;
  return (
    <>
      <span className="block text-xs text-neutral-600">{formatWhen(run.startedAt)}</span>
      <RunStatus run={run} />
      {run.status === "done" && (
        <span className="mt-1 block text-xs text-neutral-700 tabular">
          {t("admin.feeds.runs.counts", {
            seen: run.seen,
            created: run.created,
            updated: run.updated,
            drafted: run.drafted,
            refused: run.refused,
          })}
        </span>
      )}
    </>
  );
}
