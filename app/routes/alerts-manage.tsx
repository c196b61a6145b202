import "../i18n/en-pages";
import { data, redirect } from "react-router";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { FormMessage, INPUT_CLASS, PRIMARY_SUBMIT } from "../modules/account/components/form-parts";
import { AlertCard, LinkRefused, PRIVATE_PAGE, refusedStatus } from "../modules/alerts/components/alert-card";
import {
  type ManageChange,
  manageByToken,
  manageFormSchema,
  type SearchSummary,
  searchByToken,
} from "../modules/alerts/links.server";
import type { Route } from "./+types/alerts-manage";

/**
 * /alerts/manage?token=…: an alert's own page, reached from its e-mails without signing in:
 * how often, pause or resume, delete. Plain form posts, so it needs no JavaScript.
 */

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  if (new URL(request.url).searchParams.has("deleted")) {
    return data({ refused: null, search: null, deleted: true }, { headers: PRIVATE_PAGE });
  }
  const found = await searchByToken(db, tokenOf(request), "manage");
  if (!found.ok)
    return data(
      { refused: found.reason, search: null, deleted: false },
      { status: refusedStatus(found.reason), headers: PRIVATE_PAGE },
    );
  return data({ refused: null, search: found.search, deleted: false }, { headers: PRIVATE_PAGE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const parsed = manageFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === "frequency" ? "frequency" : "intent";
    return data(
      { done: null, error: { field, message: t("alerts.page.frequencyInvalid") } },
      { status: 400, headers: PRIVATE_PAGE },
    );
  }
  const answer = await manageByToken(db, tokenOf(request), parsed.data);
  if (!answer.ok)
    return data({ done: null, error: null }, { status: refusedStatus(answer.reason), headers: PRIVATE_PAGE });
  // The token went with the search: the page after a delete needs none (and a reload deletes nothing).
  if (parsed.data.intent === "delete") throw redirect(lp("/alerts/manage?deleted"), { headers: PRIVATE_PAGE });
  return data({ done: parsed.data, error: null }, { headers: PRIVATE_PAGE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: `${t("alerts.page.manageTitle")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

const WHEN = {
  instant: "alerts.page.whenInstant",
  daily: "alerts.page.whenDaily",
  weekly: "alerts.page.whenWeekly",
} as const;

function doneMessage(done: ManageChange): string {
  if (done.intent === "frequency") return t("alerts.page.savedFrequency", { frequency: t(WHEN[done.frequency]) });
  if (done.intent === "pause") return t("alerts.page.pausedDone");
  if (done.intent === "resume") return t("alerts.page.resumedDone");
  return t("alerts.page.deleted");
}

export default function AlertManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const title = t("alerts.page.manageTitle");
  if (loaderData.deleted) {
    return (
      <AlertCard title={title}>
        <FormMessage tone="success">{t("alerts.page.deleted")}</FormMessage>
        <Link to={lp("/")} className={`${PRIMARY_SUBMIT} self-start`}>
          {t("alerts.page.home")}
        </Link>
      </AlertCard>
    );
  }
  if (loaderData.refused || !loaderData.search) {
    return <LinkRefused title={title} reason={loaderData.refused ?? "invalid"} />;
  }
  return (
    <AlertCard title={title}>
      {actionData?.done ? <FormMessage tone="success">{doneMessage(actionData.done)}</FormMessage> : null}
      {actionData?.error ? <FormMessage tone="error">{actionData.error.message}</FormMessage> : null}
      <ManageForms search={loaderData.search} invalid={actionData?.error?.field === "frequency"} />
    </AlertCard>
  );
}

const OUTLINE =
  "inline-flex min-h-12 items-center justify-center rounded-full border px-7 text-sm font-bold transition-colors hover:bg-sand";
const SECONDARY = `${OUTLINE} border-navy text-navy`;
const DANGER = `${OUTLINE} border-error text-error`;

function ManageForms({ search, invalid }: { search: SearchSummary; invalid: boolean }) {
  const status = !search.confirmed
    ? "alerts.page.unconfirmed"
    : search.paused
      ? "alerts.page.pausedStatus"
      : "alerts.page.active";
  return (
    <>
      <div>
        <p className="text-lg font-bold">{search.name}</p>
        <p className="mt-1 text-sm text-neutral-600">{t("alerts.page.sentTo", { email: search.email })}</p>
        <p className="mt-1 text-sm">
          {t("alerts.page.status")}: <strong>{t(status)}</strong>
        </p>
        <Link
          to={lp(search.searchPath)}
          className="mt-2 inline-block text-sm font-bold text-navy underline decoration-gold underline-offset-4"
        >
          {t("alerts.page.toSearch")}
        </Link>
      </div>
      <form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="frequency" />
        <label htmlFor="alert-frequency" className="text-sm font-bold">
          {t("alerts.page.frequency")}
        </label>
        <div className="flex flex-wrap gap-3">
          <select
            id="alert-frequency"
            name="frequency"
            defaultValue={search.frequency}
            aria-invalid={invalid || undefined}
            className={`${INPUT_CLASS} sm:max-w-xs`}
          >
            <option value="instant">{t("alerts.page.instant")}</option>
            <option value="daily">{t("alerts.page.daily")}</option>
            <option value="weekly">{t("alerts.page.weekly")}</option>
          </select>
          <button type="submit" className={PRIMARY_SUBMIT}>
            {t("alerts.page.saveFrequency")}
          </button>
        </div>
      </form>
      <div className="flex flex-wrap gap-3 border-t border-neutral-200 pt-6">
        <form method="post">
          <input type="hidden" name="intent" value={search.paused ? "resume" : "pause"} />
          <button type="submit" className={SECONDARY}>
            {t(search.paused ? "alerts.page.resume" : "alerts.page.pause")}
          </button>
        </form>
        <form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={DANGER}>
            {t("alerts.page.delete")}
          </button>
        </form>
      </div>
    </>
  );
}
