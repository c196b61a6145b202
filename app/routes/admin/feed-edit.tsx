import "../../i18n/en-admin";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { RefreshCw } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { formRule, parseForm } from "../../form-rules";
import { type FormReply, firstError, getFormProps, inputProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused } from "../../forms.server";
import { t } from "../../i18n/i18n";
import { pageParam, withParams } from "../../modules/admin/text";
import { replyIntent } from "../../modules/admin/typed";
import {
  adminMeta,
  buttonClass,
  cardClass,
  DeleteBox,
  inputClass,
  linkClass,
  Notice,
  PageHeader,
  Pager,
  SaveBar,
  SelectField,
} from "../../modules/admin/ui";
import { FEED_RUNS_PAGE_SIZE } from "../../modules/feeds/admin";
import {
  deleteFeed,
  listFeedRuns,
  loadFeedAgency,
  loadFeedForm,
  saveFeed,
  startFeedRun,
} from "../../modules/feeds/admin.server";
import { FeedRunsTable } from "../../modules/feeds/components/feed-runs";
import { EMPTY_FEED_FORM, type FeedForm, feedSchema, LEAVE_POLICIES } from "../../modules/feeds/feed-form";
import { FEED_FORMATS } from "../../modules/feeds/feed-listing";
import { z } from "../../zod";
import type { Route } from "./+types/feed-edit";
import { requireStaff } from "./guard.server";

const missing = () => data({ reason: "missing" }, { status: 404 });

/** /admin/agencies/:id/feeds/new and /admin/agencies/:id/feeds/:feedId: a feed, its runs, "run now". */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db } = context.get(appContext);
  const feedId = params.feedId === "new" ? null : params.feedId;
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get("page"));
  const [agency, form, runs] = await Promise.all([
    loadFeedAgency(db, params.id),
    feedId ? loadFeedForm(db, params.id, feedId) : EMPTY_FEED_FORM,
    feedId ? listFeedRuns(db, feedId, page) : { rows: [], total: 0 },
  ]);
  if (!agency || !form) throw missing();
  return { agency, feedId, form, runs, page, saved: url.searchParams.get("saved") === "1" };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(t(loaderData?.feedId ? "admin.feeds.edit" : "admin.feeds.new", { agency: loaderData?.agency.name ?? "" }));

const FORM: FormShape = {
  name: "admin-feed",
  fields: Object.keys(feedSchema.shape),
  failure: () => t("admin.form.failed"),
  invalid: () => t("admin.form.invalid"),
};
const intentSchema = z.object({ intent: z.enum(["delete", "run"]) });

type Done = { done: "save" } | { done: "run"; accepted: boolean };

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const { db, services } = context.get(appContext);
  const feedId = params.feedId === "new" ? null : params.feedId;
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete" || intent === "run") {
    if (!feedId) throw missing();
    const submission = parseForm(form, intentSchema);
    try {
      if (intent === "delete") await deleteFeed(db, user, params.id, feedId);
      else return data<Done>({ done: "run", ...(await startFeedRun(db, user, params.id, feedId, services.jobs)) });
    } catch (error) {
      return formFailure(submission, error, FORM);
    }
    return redirect(`/admin/agencies/${params.id}?feedDeleted=1`);
  }
  const submission = parseForm(form, feedSchema);
  if (submission.status !== "success") return formRefused(submission, FORM);
  let saved: string;
  try {
    saved = await saveFeed(db, user, params.id, feedId, submission.value);
  } catch (error) {
    return formFailure(submission, error, FORM);
  }
  if (!feedId) return redirect(`/admin/agencies/${params.id}/feeds/${saved}?saved=1`);
  return data<Done>({ done: "save" });
}

export default function FeedPage() {
  const { agency, feedId, form, runs, page, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const done = answer && "done" in answer ? answer : undefined;
  const reply = answer && !("done" in answer) ? answer : undefined;
  const intent = replyIntent(reply);
  const agencyPath = `/admin/agencies/${agency.id}`;
  const title = t(feedId ? "admin.feeds.edit" : "admin.feeds.new", { agency: agency.name });
  // A refused run or delete is said above the page; the form's own refusals stay with it.
  const refusal = intent === "run" || intent === "delete" ? firstError(reply?.error?.[""] ?? undefined) : undefined;
  return (
    <>
      <nav aria-label={t("adminContent.breadcrumb")} className="mb-2 flex flex-wrap gap-x-2 text-sm">
        <Link to="/admin/agencies" className={linkClass}>
          {t("admin.directory.agencies.title")}
        </Link>
        <span aria-hidden>/</span>
        <Link to={agencyPath} className={linkClass}>
          {agency.name}
        </Link>
      </nav>
      <PageHeader title={title} intro={t("admin.feeds.intro")} />
      {(saved || done?.done === "save") && <Notice kind="success">{t("admin.feeds.saved")}</Notice>}
      {done?.done === "run" &&
        (done.accepted ? (
          <Notice kind="success">{t("admin.feeds.runStarted")}</Notice>
        ) : (
          <Notice kind="error">{t("admin.feeds.runBusy")}</Notice>
        ))}
      {refusal && <Notice kind="error">{refusal}</Notice>}
      {feedId && <RunNow />}
      <FeedFields
        key={JSON.stringify(form)}
        form={form}
        cancelTo={agencyPath}
        reply={intent === "run" || intent === "delete" ? undefined : reply}
      />
      {feedId && (
        <section aria-labelledby="runs-title" className="mt-8">
          <h2 id="runs-title" className="mb-3 text-xl font-bold text-ink">
            {t("admin.feeds.runs.title")}
          </h2>
          <FeedRunsTable
            runs={runs.rows}
            total={runs.total}
            runPath={(id) => `${agencyPath}/feeds/${feedId}/runs/${id}`}
          />
          <Pager
            page={page}
            pageSize={FEED_RUNS_PAGE_SIZE}
            total={runs.total}
            href={(p) => withParams(new URLSearchParams(), { page: p })}
          />
        </section>
      )}
      {feedId && (
        <DeleteBox
          summary={t("admin.feeds.delete")}
          confirm={t("admin.feeds.deleteConfirm")}
          yes={t("admin.feeds.deleteYes")}
        />
      )}
    </>
  );
}

/** Starts a run now: a plain post, so it works before the page has its JavaScript. */
function RunNow() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "run";
  return (
    <Form method="post" className={`${cardClass} mb-6 flex flex-wrap items-center gap-3`}>
      <input type="hidden" name="intent" value="run" />
      <p className="me-auto text-sm text-neutral-700">{t("admin.feeds.runIntro")}</p>
      <button type="submit" className={buttonClass} disabled={busy}>
        <RefreshCw aria-hidden className="size-4" />
        {t("admin.feeds.runNow")}
      </button>
    </Form>
  );
}

function FeedFields(props: { form: FeedForm; cancelTo: string; reply: FormReply | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && !navigation.formData?.has("intent");
  const [conform, fields] = useHouseForm(formRule(feedSchema), {
    id: "feed",
    lastResult: props.reply,
    defaultValue: props.form,
  });
  const formError = firstError(conform.errors);
  const error = (name: keyof FeedForm) => firstError(fields[name].errors);
  const numberField = (name: "everyMinutes" | "maxRemovalPercent") => (
    <Field
      id={`feed-${name}`}
      label={t(`admin.feeds.field.${name}`)}
      hint={t(`admin.feeds.hint.${name}`)}
      error={error(name)}
    >
      {(aria) => (
        <input
          key={fields[name].key}
          {...inputProps(fields[name], "text")}
          {...aria}
          inputMode="numeric"
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <>
      {formError && <Notice kind="error">{formError}</Notice>}
      <Form method="post" {...getFormProps(conform)} className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
        <div className="sm:col-span-2">
          <Field
            id="feed-url"
            label={`${t("admin.feeds.field.url")} *`}
            hint={t("admin.feeds.hint.url")}
            error={error("url")}
          >
            {(aria) => (
              <input
                key={fields.url.key}
                {...inputProps(fields.url, "url")}
                {...aria}
                required
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <SelectField
          key={fields.format.key}
          id="feed-format"
          label={t("admin.feeds.field.format")}
          name="format"
          defaultValue={fields.format.initialValue ?? ""}
          blank={t("admin.feeds.format.auto")}
          options={FEED_FORMATS.map((f) => ({ value: f, label: t(`admin.feeds.format.${f}`) }))}
          error={error("format")}
        />
        {numberField("everyMinutes")}
        <SelectField
          key={fields.onLeave.key}
          id="feed-onLeave"
          label={t("admin.feeds.field.onLeave")}
          name="onLeave"
          defaultValue={fields.onLeave.initialValue ?? "draft"}
          options={LEAVE_POLICIES.map((p) => ({ value: p, label: t(`admin.feeds.onLeave.${p}`) }))}
          error={error("onLeave")}
        />
        {numberField("maxRemovalPercent")}
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-neutral-800 sm:col-span-2">
          <input
            key={fields.enabled.key}
            type="checkbox"
            name="enabled"
            defaultChecked={fields.enabled.initialValue === "on"}
            className="size-5 accent-navy"
          />
          {t("admin.feeds.field.enabled")}
        </label>
        <SaveBar label={t("admin.feeds.save")} busy={busy} cancelTo={props.cancelTo} />
      </Form>
    </>
  );
}
