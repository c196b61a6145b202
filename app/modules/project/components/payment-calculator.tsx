import { type FormEvent, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { Field, inputClass } from "../../../components/ui/field";
import { type FieldErrors, fieldErrors } from "../../../errors";
import { formatLongDateIn } from "../../../i18n/format";
import { t } from "../../../i18n/i18n";
import { tWith } from "../../../i18n/stored";
import { toFils } from "../../mortgage/calculator";
import { Money } from "../../mortgage/components/money";
import { formatAed, formatPercent } from "../../mortgage/format";
import { BUTTON_NAVY } from "../../pages/page-parts";
import { type Due, type OqoodFees, paymentSchedule, type Schedule } from "../calculator";
import type { PlanMilestone } from "../plan";
import { calculatorQuerySchema } from "../schema";
import { unitTypeName } from "./unit-words";

export type CalculatorProject = {
  handoverDate: string | null;
  percentCompleted: number;
  fromPriceAed: number | null;
  unitTypes: { id: string; kind: string; typeName: string; bedrooms: number | null; minPrice: number | null }[];
  paymentPlan: PlanMilestone[];
};

export type CalculatorValues = { unit?: string; price?: string };

/** The values checked and the schedule computed: the schedule, or a message per field at fault. */
export function evaluatePayments(
  values: CalculatorValues,
  project: CalculatorProject,
  fees: OqoodFees,
  today: string,
): { errors: FieldErrors; schedule: Schedule | null; unit?: string; priceAed?: number } {
  const parsed = calculatorQuerySchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error.issues, { fallback: "price" }), schedule: null };
  const unit = parsed.data.unit
    ? project.unitTypes.find((u) => u.id === parsed.data.unit)
    : (project.unitTypes.find((u) => u.minPrice !== null) ?? project.unitTypes[0]);
  if (parsed.data.unit && !unit)
    return { errors: { unit: t("projects.error.unit", { field: t("projects.calc.unit") }) }, schedule: null };
  const priceAed = parsed.data.price ?? unit?.minPrice ?? project.fromPriceAed ?? null;
  if (priceAed === null) return { errors: {}, schedule: null, unit: unit?.id };
  const schedule = paymentSchedule(
    {
      priceFils: toFils(priceAed),
      milestones: project.paymentPlan,
      handoverDate: project.handoverDate,
      percentCompleted: project.percentCompleted,
      today,
    },
    fees,
  );
  return { errors: {}, schedule, unit: unit?.id, priceAed };
}

/** A stored day (YYYY-MM-DD) as the page's language writes a date. */
function day(date: string): string {
  return formatLongDateIn(new Date(`${date}T00:00:00Z`), "UTC");
}

/** When a milestone falls due, in words. */
export function dueText(due: Due, stage: PlanMilestone["stage"], today: string): string {
  if (due.kind === "unknown") return t("projects.due.unknown");
  if (due.kind === "construction") {
    const at = t("projects.due.construction", { percent: formatPercent(due.percent) });
    return due.estimate ? `${at} (${t("projects.due.estimate", { date: day(due.estimate) })})` : at;
  }
  if (stage === "booking" || due.date === today) return t("projects.due.today");
  return t("projects.due.date", { date: day(due.date) });
}

/**
 * The payment calculator: a GET form the server answers (so it works before JavaScript and a
 * result has an address), recomputed in the browser as the visitor types, with the same module.
 */
export function PaymentCalculator(props: {
  project: CalculatorProject;
  fees: OqoodFees;
  today: string;
  values: CalculatorValues;
}) {
  const [values, setValues] = useState(props.values);
  const [initial, setInitial] = useState(props.values);
  if (initial !== props.values) {
    setInitial(props.values);
    setValues(props.values);
  }
  const result = useMemo(
    () => evaluatePayments(values, props.project, props.fees, props.today),
    [values, props.project, props.fees, props.today],
  );
  // While a field is mid-edit and invalid, the last good answer stays on screen.
  const lastGood = useRef(result);
  if (result.schedule) lastGood.current = result;
  const shown = lastGood.current;

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const next: CalculatorValues = {};
    for (const name of ["unit", "price"] as const) {
      const v = data.get(name);
      if (typeof v === "string" && v.trim() !== "") next[name] = v;
    }
    setValues(next);
    const url = new URL(window.location.href);
    url.searchParams.delete("unit");
    url.searchParams.delete("price");
    for (const [k, v] of Object.entries(next)) url.searchParams.set(k, v);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}#payment-calculator`);
  };

  const { errors } = result;
  return (
    <section aria-labelledby="payment-calculator-title" id="payment-calculator" className="scroll-mt-24">
      <h2 id="payment-calculator-title" className="text-xl font-bold text-ink">
        {t("projects.calc.title")}
      </h2>
      <p className="mt-1 text-neutral-700">{t("projects.calc.intro")}</p>
      <div className="mt-5 grid grid-cols-1 gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <Form
          key={JSON.stringify(initial)}
          method="get"
          preventScrollReset
          onInput={onInput}
          aria-label={t("projects.calc.form")}
          data-testid="payment-form"
          className="flex flex-col gap-4 self-start rounded-[var(--radius-card)] border border-neutral-200 bg-white p-5"
        >
          <Field id="calc-unit" label={t("projects.calc.unit")} error={errors.unit}>
            {(aria) => (
              <select
                {...aria}
                name="unit"
                defaultValue={values.unit ?? result.unit ?? ""}
                className={inputClass(Boolean(errors.unit))}
              >
                {props.project.unitTypes.map((u) => (
                  <option key={u.id} value={u.id}>
                    {unitTypeName(u)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="calc-price" label={t("projects.calc.price")} error={errors.price}>
            {(aria) => (
              <input
                {...aria}
                name="price"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                defaultValue={values.price ?? (shown.priceAed !== undefined ? String(shown.priceAed) : "")}
                className={inputClass(Boolean(errors.price), "tabular text-start")}
              />
            )}
          </Field>
          <button type="submit" className={BUTTON_NAVY}>
            {t("projects.calc.submit")}
          </button>
        </Form>
        {shown.schedule ? <ScheduleTable schedule={shown.schedule} fees={props.fees} today={props.today} /> : null}
      </div>
    </section>
  );
}

function ScheduleTable(props: { schedule: Schedule; fees: OqoodFees; today: string }) {
  const s = props.schedule;
  const cell = "px-3 py-2 align-top";
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="stack-table w-full text-start text-sm" data-testid="payment-schedule">
        <caption className="sr-only">{t("projects.calc.title")}</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
            <th scope="col" className={`${cell} text-start`}>
              {t("projects.calc.milestone")}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t("projects.calc.share")}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t("projects.calc.amount")}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t("projects.calc.due")}
            </th>
          </tr>
        </thead>
        <tbody>
          {s.rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a plan's rows are in a fixed order
            <tr key={i} className="border-b border-neutral-100" data-milestone={r.stage}>
              <th scope="row" className={`${cell} text-start font-semibold text-ink`}>
                {r.label || t(`projects.stage.${r.stage}`)}
              </th>
              <td className={`${cell} tabular text-end`} data-label={t("projects.calc.share")}>
                <span dir="ltr">{formatPercent(r.percent)}</span>
              </td>
              <td
                className={`${cell} tabular text-end font-semibold`}
                data-label={t("projects.calc.amount")}
                data-amount-fils={r.amountFils}
              >
                <Money fils={r.amountFils} />
              </td>
              <td className={cell} data-label={t("projects.calc.due")}>
                {dueText(r.due, r.stage, props.today)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-b border-neutral-200">
            <th scope="row" className={`${cell} text-start`}>
              {t("projects.calc.total")}
            </th>
            <td />
            <td
              className={`${cell} tabular text-end font-bold`}
              data-label={t("projects.calc.amount")}
              data-total-fils={s.totalFils}
            >
              <Money fils={s.totalFils} />
            </td>
            <td />
          </tr>
          <tr className="border-b border-neutral-200">
            <th scope="row" className={`${cell} text-start`}>
              {/* Each amount isolated: "4 % + AED 1,150" in a right-to-left line would mix its parts. */}
              {tWith("projects.calc.oqood", {
                percent: <span dir="ltr">{formatPercent(props.fees.oqoodBp / 100)}</span>,
                fees: <span dir="ltr">{formatAed(props.fees.oqoodAdminFils)}</span>,
              })}
            </th>
            <td />
            <td
              className={`${cell} tabular text-end font-semibold`}
              data-label={t("projects.calc.amount")}
              data-oqood-fils={s.oqood.totalFils}
            >
              <Money fils={s.oqood.totalFils} />
            </td>
            <td className={cell} data-label={t("projects.calc.due")}>
              {t("projects.due.today")}
            </td>
          </tr>
          <tr>
            <th scope="row" className={`${cell} text-start text-base`}>
              {t("projects.calc.grandTotal")}
            </th>
            <td />
            <td
              className={`${cell} tabular text-end text-base font-bold text-gold-700`}
              data-label={t("projects.calc.amount")}
              data-grand-total-fils={s.grandTotalFils}
            >
              <Money fils={s.grandTotalFils} />
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-xs text-neutral-600">{t("projects.calc.note")}</p>
    </div>
  );
}
