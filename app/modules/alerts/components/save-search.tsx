import { useId } from "react";
import { Form, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Field, inputClass } from "../../../components/ui/field";
import { lp, t } from "../../../i18n/i18n";
import type { RootData } from "../../../root-data";
import type { SaveAnswer } from "../save-answer";
import { ALERT_FREQUENCIES, SEARCH_NAME_MAX } from "../schema";

/**
 * "Save this search" on a listing page. A signed-in visitor saves in one click (daily, named
 * after the search); anyone else opens a <details> with a name, a frequency and an e-mail
 * field. Both post to /save-search: with JavaScript through a fetcher, so the page stays and
 * shows the answer; without, as a plain form. The address saved is the page's own at the
 * moment of saving, so a drawn area on the map goes with it.
 */
export function SaveSearch({ name }: { name: string }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const location = useLocation();
  const fetcher = useFetcher<SaveAnswer>();
  const search = `${location.pathname}${location.search}`;
  const answer = fetcher.data?.search === search ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const button =
    "inline-flex h-11 items-center gap-2 rounded-full bg-navy px-5 text-sm font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60";
  return (
    <div className="my-4" data-testid="save-search">
      {root?.user ? (
        <fetcher.Form method="post" action={lp("/save-search")}>
          <input type="hidden" name="search" value={search} />
          <input type="hidden" name="name" value={name} />
          <input type="hidden" name="frequency" value="daily" />
          <button type="submit" className={button} disabled={busy}>
            {t("alerts.save")}
          </button>
        </fetcher.Form>
      ) : (
        <details className="group max-w-md rounded-[var(--radius-card)] open:bg-white open:p-4 open:ring-1 open:ring-sand-200">
          <summary className={`${button} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            {t("alerts.save")}
          </summary>
          <SaveSearchForm search={search} name={name} answer={answer} fetcher={fetcher} />
        </details>
      )}
      {answer ? <Notice answer={answer} signedIn={Boolean(root?.user)} /> : null}
    </div>
  );
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
export function SaveSearchForm(props: {
  search: string;
  name: string;
  answer?: SaveAnswer;
  fetcher?: ReturnType<typeof useFetcher<SaveAnswer>>;
}) {
  const id = useId();
  const signedIn = Boolean((useRouteLoaderData("root") as RootData | undefined)?.user);
  const errors = props.answer && !props.answer.ok ? props.answer.errors : {};
  const FormTag = props.fetcher ? props.fetcher.Form : Form;
  return (
    <FormTag method="post" action={lp("/save-search")} className="mt-4 flex flex-col gap-4">
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
            <label key={f} className="inline-flex items-center gap-2 text-sm text-ink">
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
      {signedIn ? null : (
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
      )}
      {props.answer && !props.answer.ok && !errors.name && !errors.email ? (
        <p role="alert" className="text-sm text-error">
          {Object.values(errors)[0] ?? props.answer.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={props.fetcher ? props.fetcher.state !== "idle" : false}
        className="inline-flex h-11 items-center justify-center self-start rounded-full bg-gold px-6 text-sm font-bold text-ink hover:bg-gold-600 disabled:opacity-60"
      >
        {t("alerts.submit")}
      </button>
    </FormTag>
  );
}
