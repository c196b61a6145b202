import { Link } from "../../../components/ui/link";
import { t } from "../../../i18n/i18n";
import { formatWhen } from "../../admin/text";
import { DataTable, EmptyState, linkClass, tdClass } from "../../admin/ui";
import type { FeedRunRow } from "../admin";
import { reasonWords } from "../feed-words";

const STATUS_STYLE: Record<FeedRunRow["status"], string> = {
  running: "bg-navy/10 text-navy",
  done: "bg-success/10 text-success",
  refused: "bg-gold/20 text-gold-700",
  failed: "bg-error/10 text-error",
};

const TRIGGERS = new Set(["schedule", "staff", "command"]);

/** How a run ended, as a coloured pill, with a refused or failed run's reason in words under it. */
export function RunStatus(props: { run: Pick<FeedRunRow, "status" | "reason"> }) {
  const { status, reason } = props.run;
  return (
    <>
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>
        {t(`admin.feeds.status.${status}`)}
      </span>
      {reason && (status === "refused" || status === "failed") ? (
        <span className="mt-1 block max-w-72 text-xs text-neutral-700">{reasonWords(reason)}</span>
      ) : null}
    </>
  );
}

/** Who or what started a run, in words. */
export function triggerWords(trigger: string): string {
  return TRIGGERS.has(trigger) ? t(`admin.feeds.runs.trigger.${trigger as "schedule" | "staff" | "command"}`) : trigger;
}

const COUNTS = ["seen", "created", "updated", "unchanged", "drafted", "refused", "photosFetched"] as const;
const COUNT_LABEL = {
  seen: "admin.feeds.runs.col.seen",
  created: "admin.feeds.runs.col.created",
  updated: "admin.feeds.runs.col.updated",
  unchanged: "admin.feeds.runs.col.unchanged",
  drafted: "admin.feeds.runs.col.drafted",
  refused: "admin.feeds.runs.col.refused",
  photosFetched: "admin.feeds.runs.col.photos",
} as const;

/** A feed's runs: when, how each ended, its counts, and a link to its problems. */
export function FeedRunsTable(props: { runs: FeedRunRow[]; total: number; runPath: (id: string) => string }) {
  if (props.runs.length === 0) return <EmptyState>{t("admin.feeds.runs.none")}</EmptyState>;
  const number = "text-end tabular";
  return (
    <DataTable
      caption={t("admin.feeds.runs.caption", { total: props.total })}
      columns={[
        t("admin.feeds.runs.col.when"),
        t("admin.feeds.runs.col.status"),
        ...COUNTS.map((c) => ({ label: t(COUNT_LABEL[c]), className: "text-end" })),
      ]}
    >
      {props.runs.map((run) => (
        <tr key={run.id} className="hover:bg-sand/40" data-run={run.id}>
          <td className={`${tdClass} whitespace-nowrap`}>
            <Link to={props.runPath(run.id)} className={linkClass}>
              {formatWhen(run.startedAt)}
            </Link>
            <span className="block text-xs text-neutral-700">
              {run.finishedAt
                ? t("admin.feeds.runs.finishedAt", { when: formatWhen(run.finishedAt) })
                : t("admin.feeds.runs.notFinished")}
            </span>
            <span className="block text-xs text-neutral-600">{triggerWords(run.trigger)}</span>
          </td>
          {/* Wide enough for a refusal's reason to read as a sentence, not a column of words. */}
          <td className={`${tdClass} min-w-48`}>
            <RunStatus run={run} />
            {run.problems > 0 ? (
              <Link to={props.runPath(run.id)} className={`${linkClass} mt-1 block text-xs`}>
                {t("admin.feeds.runs.problems", { count: run.problems })}
              </Link>
            ) : null}
          </td>
          {COUNTS.map((c) => (
            <td key={c} className={`${tdClass} ${number}`}>
              {run[c].toLocaleString("en-US")}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
