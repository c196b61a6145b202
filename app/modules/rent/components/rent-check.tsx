import { type FormEvent, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { Field, inputClass } from "../../../components/ui/field";
import { formatLongDateIn } from "../../../i18n/format";
import { type MessageKey, t } from "../../../i18n/i18n";
import { tWith } from "../../../i18n/stored";
import { ROOMS_HOMES, ROOMS_LABELS } from "../../market/rooms-text";
import { Money } from "../../mortgage/components/money";
import { formatAed, formatPercent } from "../../mortgage/format";
import { BUTTON_NAVY, BUTTON_OUTLINE } from "../../pages/page-parts";
import { BANDS, NOTICE_DAYS, parseDay, type RentCheck, toFils } from "../decree43";
import { evaluateRent, queryValues, type RentQuery, ROOMS, type Rooms } from "../schema";

export type RentValues = Record<string, string>;

/** A community the registry has rent contracts for: its address name and its name in the page's language. */
export type RentCommunity = { slug: string; name: string; lang?: "en" };

/** What the registry says for the community and rooms picked (one read on the server). */
export type RegistryRent = {
  community: RentCommunity;
  rooms: Rooms;
  medianRentAed: number | null;
  contracts: number;
  /** Fewer contracts than this give no average: the figure would be shaky. */
  enough: boolean;
};

const BAND_LABELS: MessageKey[] = ["rent.band.0", "rent.band.1", "rent.band.2", "rent.band.3", "rent.band.4"];

/**
 * The rent increase check: a GET form the server answers (the address keeps the inputs), which
 * with JavaScript recomputes as the visitor types and keeps the address in step, as the mortgage
 * calculator does. Picking a community and rooms asks the server for the registry's median rent.
 */
export function RentIncreaseCheck(props: {
  values: RentValues;
  communities: RentCommunity[];
  registry: RegistryRent | null;
  errors: Record<string, string>;
}) {
  const [values, setValues] = useState(props.values);
  const [initial, setInitial] = useState(props.values);
  if (initial !== props.values) {
    setInitial(props.values);
    setValues(props.values);
  }
  const { errors, check, query } = useMemo(() => evaluateRent(values), [values]);
  const lastGood = useRef(check && query ? { check, query } : null);
  if (check && query) lastGood.current = { check, query };
  // Before a rent is typed there is nothing to show; while a field is mid-edit the last answer stays.
  const shown = values.rent === undefined ? null : lastGood.current;
  const fieldErrors = { ...props.errors, ...errors };
  const prefill = useRef<HTMLButtonElement>(null);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const next = queryValues(
      new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>),
    );
    setValues(next);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${new URLSearchParams(next)}`);
  };
  // With JavaScript, picking both a community and rooms asks for the registry's average at once.
  const onPick = (event: FormEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    const picked = (name: string) => (form?.elements.namedItem(name) as HTMLSelectElement | null)?.value;
    if (form && prefill.current && picked("community") && picked("rooms")) form.requestSubmit(prefill.current);
  };

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <Form
        key={JSON.stringify(initial)}
        method="get"
        onInput={onInput}
        aria-label={t("rent.form")}
        className="flex flex-col gap-4 self-start rounded-[var(--radius-card)] border border-neutral-200 bg-white p-5 shadow-[var(--shadow-soft)]"
        data-testid="rent-form"
      >
        <AmountField name="rent" label={t("rent.rent")} value={values.rent} error={fieldErrors.rent} />
        <fieldset className="flex flex-col gap-3 rounded-lg bg-sand p-3">
          <legend className="sr-only">{t("rent.registryLegend")}</legend>
          <Field id="rent-community" label={t("rent.community")} error={fieldErrors.community}>
            {(aria) => (
              <select
                {...aria}
                name="community"
                defaultValue={values.community ?? ""}
                onChange={onPick}
                className={inputClass(!!fieldErrors.community)}
              >
                <option value="">{t("rent.communityAny")}</option>
                {props.communities.map((c) => (
                  <option key={c.slug} value={c.slug} lang={c.lang}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="rent-rooms" label={t("rent.rooms")} error={fieldErrors.rooms}>
            {(aria) => (
              <select
                {...aria}
                name="rooms"
                defaultValue={values.rooms ?? ""}
                onChange={onPick}
                className={inputClass(!!fieldErrors.rooms)}
              >
                <option value="">{t("rent.roomsAny")}</option>
                {ROOMS.map((r) => (
                  <option key={r} value={r}>
                    {t(ROOMS_LABELS[r])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <RegistryNote registry={props.registry} />
          <button
            ref={prefill}
            type="submit"
            name="prefill"
            value="1"
            className={`${BUTTON_OUTLINE} bg-white`}
            data-testid="rent-prefill"
          >
            {t("rent.prefill")}
          </button>
        </fieldset>
        <AmountField
          name="average"
          label={t("rent.average")}
          value={values.average}
          error={fieldErrors.average}
          hint={t("rent.averageHint")}
        />
        <Field
          id="rent-renewal"
          label={t("rent.renewal")}
          labelHint={t("rent.optional")}
          hint={t("rent.renewalHint")}
          error={fieldErrors.renewal}
        >
          {(aria) => (
            <input
              {...aria}
              name="renewal"
              type="date"
              min="2000-01-01"
              max="2100-12-31"
              defaultValue={values.renewal ?? ""}
              className={inputClass(!!fieldErrors.renewal, "tabular")}
            />
          )}
        </Field>
        <button type="submit" className={BUTTON_NAVY}>
          {t("rent.check")}
        </button>
      </Form>

      <div className="flex min-w-0 flex-col gap-8">
        {shown ? (
          <Results check={shown.check} query={shown.query} stale={!check} />
        ) : (
          <p className="rounded-[var(--radius-card)] bg-sand p-5 text-neutral-700" data-testid="rent-idle">
            {t("rent.enterRent")}
          </p>
        )}
        <BandsTable current={shown?.check.increasePercent} />
        <p className="text-sm text-neutral-600">{t("rent.disclaimer")}</p>
      </div>
    </div>
  );
}

function AmountField(props: { name: string; label: string; value: string | undefined; error?: string; hint?: string }) {
  return (
    <Field id={`rent-${props.name}`} label={props.label} error={props.error} hint={props.hint}>
      {(aria) => (
        <input
          {...aria}
          name={props.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          defaultValue={props.value ?? ""}
          className={inputClass(!!props.error, "tabular text-start")}
        />
      )}
    </Field>
  );
}

function RegistryNote({ registry }: { registry: RegistryRent | null }) {
  if (!registry) return <p className="text-xs text-neutral-600">{t("rent.registryHow")}</p>;
  const vars = {
    rooms: t(ROOMS_HOMES[registry.rooms]),
    count: registry.contracts,
  };
  const community = <span lang={registry.community.lang}>{registry.community.name}</span>;
  const text =
    registry.medianRentAed === null || registry.contracts === 0
      ? tWith("rent.registryNone", { ...vars, community })
      : !registry.enough
        ? tWith("rent.registryTooFew", { ...vars, community })
        : tWith("rent.registryMedian", {
            ...vars,
            community,
            amount: <span dir="ltr">{formatAed(Math.round(registry.medianRentAed) * 100)}</span>,
          });
  return (
    <p className="text-sm text-neutral-700" data-testid="rent-registry" aria-live="polite">
      {text}
    </p>
  );
}

function Results(props: { check: RentCheck; query: RentQuery; stale: boolean }) {
  const { check, query } = props;
  const average = <span dir="ltr">{formatAed(toFils(query.average))}</span>;
  return (
    <section
      aria-labelledby="rent-results"
      aria-live="polite"
      className={`flex flex-col gap-4 transition-opacity ${props.stale ? "opacity-60" : ""}`}
      data-testid="rent-results"
    >
      <h2 id="rent-results" className="sr-only">
        {t("rent.results")}
      </h2>
      <dl className="rounded-[var(--radius-card)] bg-navy p-6 text-white">
        <dt className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">{t("rent.maxRent")}</dt>
        <dd className="mt-2 text-3xl font-extrabold tabular sm:text-4xl" data-testid="rent-max">
          <Money fils={check.maxRentFils} noteClassName="text-white/80" />
        </dd>
        <dd className="mt-2 text-white/85" data-testid="rent-increase">
          {check.increasePercent === 0
            ? t("rent.noIncrease")
            : tWith("rent.increase", {
                percent: formatPercent(check.increasePercent),
                amount: <span dir="ltr">{formatAed(check.increaseFils)}</span>,
              })}
        </dd>
      </dl>
      <p className="text-neutral-800" data-testid="rent-position">
        {check.percentBelow > 0
          ? tWith("rent.below", { percent: formatPercent(check.percentBelow), average })
          : tWith("rent.atOrAbove", { average })}
      </p>
      <p className="text-neutral-800" data-testid="rent-notice">
        {check.noticeBy && query.renewal
          ? t("rent.notice", {
              date: dayText(check.noticeBy),
              renewal: dayText(query.renewal),
              days: NOTICE_DAYS,
            })
          : t("rent.noticeUnknown")}
      </p>
    </section>
  );
}

function dayText(day: string): string {
  const time = parseDay(day);
  return time === undefined ? day : formatLongDateIn(new Date(time), "UTC");
}

function BandsTable({ current }: { current: number | undefined }) {
  return (
    <section aria-labelledby="rent-bands">
      <h2 id="rent-bands" className="mb-3 text-xl font-bold text-ink">
        {t("rent.bands")}
      </h2>
      <table className="w-full text-sm" data-testid="rent-bands-table">
        <thead>
          <tr className="border-b border-neutral-200 text-neutral-600">
            <th scope="col" className="py-2 text-start font-semibold">
              {t("rent.bandBelow")}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t("rent.bandIncrease")}
            </th>
          </tr>
        </thead>
        <tbody>
          {BANDS.map((band, i) => {
            const mine = band.increase === current;
            return (
              <tr
                key={band.increase}
                className={`border-b border-neutral-100 ${mine ? "bg-gold/15 font-semibold" : ""}`}
                data-band={band.increase}
                data-current={mine || undefined}
              >
                <th scope="row" className="py-2 pe-3 text-start font-normal">
                  {t(BAND_LABELS[i] as MessageKey)}
                  {mine ? <span className="ms-2 text-xs font-semibold text-navy">({t("rent.yourBand")})</span> : null}
                </th>
                <td className="py-2 text-end tabular">
                  {band.increase === 0 ? t("rent.none") : formatPercent(band.increase)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
