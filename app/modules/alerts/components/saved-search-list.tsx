import { Form } from "react-router";
import { inputClass } from "../../../components/ui/field";
import { t } from "../../../i18n/i18n";
import { ALERT_FREQUENCIES, type SavedSearchView, SEARCH_NAME_MAX } from "../rules";

const SMALL_BUTTON =
  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-neutral-300 hover:bg-sand focus-visible:outline-2 focus-visible:outline-gold";

/**
 * Profile → Saved searches: each search with its new matches since the owner last opened it,
 * a form to rename it or change how often, and pause, delete and open. Every one a plain post
 * to the profile's action, so all of it works without JavaScript.
 */
export function SavedSearchList({ searches, message }: { searches: SavedSearchView[]; message?: string }) {
  return (
    <>
      <p className="mt-1 text-sm text-neutral-600">{t("alerts.listIntro")}</p>
      {message ? (
        <p role="status" className="mt-4 rounded-lg bg-sand p-3 text-sm text-ink">
          {message}
        </p>
      ) : null}
      {searches.length === 0 ? (
        <p className="mt-6 text-neutral-700">{t("alerts.listEmpty")}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" data-testid="saved-searches">
          {searches.map((s) => (
            <SavedSearchItem key={s.id} search={s} />
          ))}
        </ul>
      )}
    </>
  );
}

function SavedSearchItem({ search: s }: { search: SavedSearchView }) {
  const nameId = `saved-search-${s.id}-name`;
  const frequencyId = `saved-search-${s.id}-frequency`;
  return (
    <li className="rounded-lg border border-neutral-200 p-4" data-testid="saved-search">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-bold text-ink">{s.name}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${s.newMatches > 0 ? "bg-gold text-ink" : "bg-neutral-100 text-neutral-700"}`}
        >
          {t("alerts.newMatches", { count: s.newMatches })}
        </span>
        {s.paused ? (
          <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-bold text-neutral-700">
            {t("alerts.paused")}
          </span>
        ) : null}
        {!s.confirmed ? <span className="text-xs text-neutral-600">{t("alerts.unconfirmed")}</span> : null}
      </div>
      <Form
        method="post"
        preventScrollReset
        className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="search-edit" />
        <input type="hidden" name="id" value={s.id} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={nameId} className="text-sm font-semibold text-ink">
            {t("alerts.name")}
          </label>
          <input
            id={nameId}
            name="name"
            required
            maxLength={SEARCH_NAME_MAX}
            defaultValue={s.name}
            className={inputClass(false)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={frequencyId} className="text-sm font-semibold text-ink">
            {t("alerts.frequency")}
          </label>
          <select id={frequencyId} name="frequency" defaultValue={s.frequency} className={inputClass(false)}>
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`alerts.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${SMALL_BUTTON} bg-navy text-white ring-0 hover:bg-navy-700`}>
          {t("alerts.saveChanges")}
        </button>
      </Form>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="search-open" />
          <input type="hidden" name="id" value={s.id} />
          <button type="submit" className={`${SMALL_BUTTON} text-navy`}>
            {t("alerts.open")}
          </button>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="search-pause" />
          <input type="hidden" name="id" value={s.id} />
          <input type="hidden" name="paused" value={s.paused ? "false" : "true"} />
          <button type="submit" className={`${SMALL_BUTTON} text-ink`}>
            {t(s.paused ? "alerts.resume" : "alerts.pause")}
          </button>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="search-delete" />
          <input type="hidden" name="id" value={s.id} />
          <button type="submit" className={`${SMALL_BUTTON} text-error`}>
            {t("alerts.delete")}
          </button>
        </Form>
      </div>
    </li>
  );
}
