import { type FormEvent, useId, useState } from "react";
import { useActionData, useLocation, useRouteLoaderData } from "react-router";
import { Field, inputClass } from "../../../components/ui/field";
import { currentLanguage, lp, t } from "../../../i18n/i18n";
import type { RootData } from "../../../root-data";
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCHES, SEARCH_NAME_MAX } from "../rules";
import type { SaveAnswer } from "../save-answer";

/**
 * "Save this search" on a listing page. A signed-in visitor saves in one click (daily, named
 * after the search); anyone else opens a <details> with a name, a frequency and an e-mail
 * field. Without JavaScript the form posts to the listing page's own action
 * (app/routes/save-search.server.ts), which shows the answer; with it, the same fields go to POST
 * /api/saved-searches by fetch, so the list and the map stay as they are. (Plain fetch: React
 * Router's fetcher would add its code to every page's first scripts.) The address saved is the
 * page's own at the moment of saving, so a drawn area on the map goes with it.
 */
export function SaveSearch({ name }: { name: string }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const location = useLocation();
  const posted = useActionData() as SaveAnswer | undefined;
  const [sent, setSent] = useState<SaveAnswer>();
  const [busy, setBusy] = useState(false);
  const search = `${location.pathname}${location.search}`;
  const latest = sent ?? posted;
  const answer = latest?.search === search ? latest : undefined;
  const signedIn = Boolean(root?.user);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      setSent(await saveByApi(new FormData(event.currentTarget), search));
    } finally {
      setBusy(false);
    }
  }

  const button =
    "inline-flex min-h-11 items-center gap-2 rounded-full bg-navy px-5 text-sm font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60";
  return (
    <div className="my-4" data-testid="save-search">
      {signedIn ? (
        <form method="post" onSubmit={submit}>
          <input type="hidden" name="search" value={search} />
          <input type="hidden" name="name" value={name} />
          <input type="hidden" name="frequency" value="daily" />
          <button type="submit" className={button} disabled={busy}>
            {t("alerts.save")}
          </button>
        </form>
      ) : (
        <details
          open={answer !== undefined && !answer.ok}
          className="max-w-md rounded-[var(--radius-card)] open:bg-white open:p-4 open:ring-1 open:ring-sand-200"
        >
          <summary className={`${button} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            {t("alerts.save")}
          </summary>
          <SaveSearchForm search={search} name={name} answer={answer} busy={busy} onSubmit={submit} />
        </details>
      )}
      {answer && (answer.ok || signedIn) ? <Notice answer={answer} signedIn={signedIn} /> : null}
    </div>
  );
}

/** The form's fields as the REST API takes them; its refusals in the page's language. */
async function saveByApi(form: FormData, search: string): Promise<SaveAnswer> {
  const fields = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]).filter(([, v]) => v !== ""));
  const res = await fetch("/api/saved-searches", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...fields, language: currentLanguage() }),
  }).catch(() => null);
  const body = (await res?.json().catch(() => null)) as { errors?: Record<string, string> } | null;
  if (res?.ok) {
    const email = fields.email ?? "";
    return { ok: true, search, message: email ? t("alerts.savedVisitor", { email }) : t("alerts.saved") };
  }
  const field = Object.keys(body?.errors ?? {})[0];
  const message =
    res?.status === 409
      ? t("alerts.limitReached", { max: MAX_SAVED_SEARCHES })
      : res?.status === 429
        ? t("error.tooMany")
        : t("alerts.saveFailed");
  const errors: Record<string, string> =
    field === "email"
      ? { email: t("alerts.emailInvalid") }
      : field === "name"
        ? { name: t("alerts.nameRequired") }
        : {};
  return { ok: false, search, message, errors };
}

function Notice({ answer, signedIn }: { answer: SaveAnswer; signedIn: boolean }) {
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={`mt-3 max-w-md rounded-lg p-3 text-sm ${answer.ok ? "bg-sand text-ink" : "bg-error/10 text-error"}`}
    >
      {answer.ok ? answer.message : (Object.values(answer.errors)[0] ?? answer.message)}
      {answer.ok && signedIn ? (
        <a
          href={lp("/usre-profile1?tab=searches")}
          className="ms-2 font-semibold text-navy underline underline-offset-4"
        >
          {t("alerts.manage")}
        </a>
      ) : null}
    </p>
  );
}

/** The visitor's form: a name (prefilled from the search), how often, and where to send alerts. */
function SaveSearchForm(props: {
  search: string;
  name: string;
  answer?: SaveAnswer;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const id = useId();
  const errors = props.answer && !props.answer.ok ? props.answer.errors : {};
  return (
    <form method="post" onSubmit={props.onSubmit} className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-neutral-700">{t("alerts.saveIntro")}</p>
      <input type="hidden" name="search" value={props.search} />
      <Field id={`${id}-name`} label={t("alerts.name")} error={errors.name}>
        {(aria) => (
          <input
            {...aria}
            name="name"
            required
            maxLength={SEARCH_NAME_MAX}
            defaultValue={props.name}
            className={inputClass(Boolean(errors.name))}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t("alerts.frequency")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ALERT_FREQUENCIES.map((f) => (
            <label key={f} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="frequency"
                value={f}
                defaultChecked={f === "daily"}
                className="size-4 accent-navy"
              />
              {t(`alerts.${f}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-email`} label={t("alerts.email")} hint={t("alerts.emailHint")} error={errors.email}>
        {(aria) => (
          <input
            {...aria}
            type="email"
            name="email"
            required
            autoComplete="email"
            dir="ltr"
            className={inputClass(Boolean(errors.email), "text-start")}
          />
        )}
      </Field>
      {props.answer && !props.answer.ok && !errors.name && !errors.email ? (
        <p role="alert" className="text-sm text-error">
          {Object.values(errors)[0] ?? props.answer.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={props.busy}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-gold px-6 text-sm font-bold text-ink hover:bg-gold-600 disabled:opacity-60"
      >
        {t("alerts.submit")}
      </button>
    </form>
  );
}
