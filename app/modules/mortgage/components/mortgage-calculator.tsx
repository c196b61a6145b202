import { type FormEvent, type ReactNode, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { Field, inputClass } from "../../../components/ui/field";
import { type FieldErrors, fieldErrors } from "../../../errors";
import { type MessageKey, t } from "../../../i18n/i18n";
import { tWith } from "../../../i18n/stored";
import { useCurrency } from "../../currency/currency-context";
import { BUTTON_NAVY } from "../../pages/page-parts";
import {
  type BuyingFees,
  type CostItem,
  calculate,
  ltvCap,
  MAX_YEARS,
  type MortgageInput,
  type MortgageResult,
  minDownFils,
  toFils,
} from "../calculator";
import { formatAed, formatPercent } from "../format";
import { DEFAULT_RATE, DEFAULT_YEARS, mortgageQuerySchema, queryValues, toMortgageInput } from "../schema";
import { BalanceChart } from "./balance-chart";
import { Money } from "./money";

export type CalculatorValues = Record<string, string>;

const SELECTS: { name: "buyer" | "home" | "completion"; label: MessageKey; options: [string, MessageKey][] }[] = [
  {
    name: "buyer",
    label: "mortgage.buyer",
    options: [
      ["expatriate", "mortgage.buyerExpatriate"],
      ["national", "mortgage.buyerNational"],
    ],
  },
  {
    name: "home",
    label: "mortgage.home",
    options: [
      ["first", "mortgage.homeFirst"],
      ["further", "mortgage.homeFurther"],
    ],
  },
  {
    name: "completion",
    label: "mortgage.completion",
    options: [
      ["ready", "mortgage.completionReady"],
      ["off_plan", "mortgage.completionOffPlan"],
    ],
  },
];

const COST_LABELS: Record<CostItem["key"], MessageKey> = {
  downPayment: "mortgage.cost.downPayment",
  dldTransfer: "mortgage.cost.dldTransfer",
  dldAdmin: "mortgage.cost.dldAdmin",
  titleDeed: "mortgage.cost.titleDeed",
  trustee: "mortgage.cost.trustee",
  mortgageRegistration: "mortgage.cost.mortgageRegistration",
  agency: "mortgage.cost.agency",
};

/** The values checked and computed: the result, or a message per field at fault. */
export function evaluate(
  values: CalculatorValues,
  fees: BuyingFees,
): { errors: FieldErrors; input?: MortgageInput; result: MortgageResult | null } {
  const parsed = mortgageQuerySchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error.issues, { fallback: "price" }), result: null };
  const input = toMortgageInput(parsed.data);
  return { errors: {}, input, result: calculate(input, fees) };
}

/**
 * The calculator: a GET form the server answers (the address keeps the inputs, so a result can
 * be shared), which with JavaScript recomputes as the visitor types and keeps the address in step.
 */
export function MortgageCalculator(props: { values: CalculatorValues; fees: BuyingFees }) {
  const [values, setValues] = useState(props.values);
  // A submitted form (with JavaScript, a navigation) brings new values from the server.
  const [initial, setInitial] = useState(props.values);
  if (initial !== props.values) {
    setInitial(props.values);
    setValues(props.values);
  }
  const { errors, input, result } = useMemo(() => evaluate(values, props.fees), [values, props.fees]);
  // While a field is mid-edit and invalid, the last good answer stays on screen.
  const lastGood = useRef({ input, result });
  if (result && input) lastGood.current = { input, result };
  const shown = lastGood.current;

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const next = queryValues(new URLSearchParams(data as unknown as Record<string, string>));
    setValues(next);
    const search = new URLSearchParams(next).toString();
    // The address follows, so copying it shares this result; React Router's state is kept.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${search}`);
  };

  const price = Number((values.price ?? "").replace(/[\s,]/g, ""));
  const purchase = {
    buyer: (values.buyer ?? "expatriate") as "expatriate",
    home: (values.home ?? "first") as "first",
    completion: (values.completion ?? "ready") as "ready",
    priceFils: Number.isFinite(price) ? toFils(price) : 0,
  };
  const downHint =
    purchase.priceFils > 0 && !errors.price
      ? t("mortgage.downHint", { min: formatAed(minDownFils(purchase)), ltv: ltvCap(purchase) })
      : undefined;

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <Form
        key={JSON.stringify(initial)}
        method="get"
        onInput={onInput}
        aria-label={t("mortgage.form")}
        className="flex flex-col gap-4 self-start rounded-[var(--radius-card)] border border-neutral-200 bg-white p-5 shadow-[var(--shadow-soft)]"
        data-testid="mortgage-form"
      >
        <TextField name="price" label={t("mortgage.price")} value={values.price} error={errors.price} />
        <TextField
          name="down"
          label={t("mortgage.down")}
          value={values.down}
          error={errors.down}
          hint={downHint}
          placeholder={shown.input ? String(shown.input.downFils / 100) : undefined}
        />
        <TextField
          name="years"
          label={t("mortgage.years")}
          value={values.years}
          error={errors.years}
          placeholder={String(DEFAULT_YEARS)}
          hint={t("mortgage.yearsHint", { max: MAX_YEARS })}
          numeric
        />
        <TextField
          name="rate"
          label={t("mortgage.rate")}
          value={values.rate}
          error={errors.rate}
          placeholder={String(DEFAULT_RATE)}
        />
        {SELECTS.map((s) => (
          <Field key={s.name} id={`mortgage-${s.name}`} label={t(s.label)} error={errors[s.name]}>
            {(aria) => (
              <select
                {...aria}
                name={s.name}
                defaultValue={values[s.name] ?? s.options[0]?.[0]}
                className={inputClass(!!errors[s.name])}
              >
                {s.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <p className="text-xs text-neutral-600">{t("mortgage.nonResidentNote")}</p>
        <button type="submit" className={BUTTON_NAVY}>
          {t("mortgage.calculate")}
        </button>
      </Form>

      {shown.result && shown.input ? (
        <Results fees={props.fees} input={shown.input} result={shown.result} stale={!result} />
      ) : null}
    </div>
  );
}

function TextField(props: {
  name: string;
  label: string;
  value: string | undefined;
  error?: string;
  hint?: string;
  placeholder?: string;
  numeric?: boolean;
}) {
  return (
    <Field id={`mortgage-${props.name}`} label={props.label} error={props.error} hint={props.hint}>
      {(aria) => (
        <input
          {...aria}
          name={props.name}
          type="text"
          inputMode={props.numeric ? "numeric" : "decimal"}
          autoComplete="off"
          dir="ltr"
          defaultValue={props.value ?? ""}
          placeholder={props.placeholder}
          className={inputClass(!!props.error, "tabular text-start")}
        />
      )}
    </Field>
  );
}

function Results(props: { fees: BuyingFees; input: MortgageInput; result: MortgageResult; stale: boolean }) {
  const { result } = props;
  return (
    <section
      aria-labelledby="mortgage-results"
      aria-live="polite"
      className={`flex min-w-0 flex-col gap-8 transition-opacity ${props.stale ? "opacity-60" : ""}`}
      data-testid="mortgage-results"
    >
      <h2 id="mortgage-results" className="sr-only">
        {t("mortgage.results")}
      </h2>
      <dl className="rounded-[var(--radius-card)] bg-navy p-6 text-white">
        <dt className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">{t("mortgage.monthly")}</dt>
        <dd
          className="mt-2 text-3xl font-extrabold whitespace-nowrap tabular sm:text-4xl"
          data-testid="monthly-payment"
        >
          <span dir="ltr">{formatAed(result.monthlyFils)}</span>
        </dd>
        <MonthlyInCurrency fils={result.monthlyFils} />
      </dl>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Stat label={t("mortgage.loan")} testId="loan">
          <Money fils={result.loanFils} />
        </Stat>
        <Stat label={t("mortgage.ltv")} testId="ltv">
          {t("mortgage.ltvValue", {
            used: formatPercent(result.ltvUsed),
            allowed: formatPercent(result.ltvAllowed),
          })}
        </Stat>
        <Stat label={t("mortgage.totalInterest")} testId="total-interest">
          <Money fils={result.totalInterestFils} />
        </Stat>
        <Stat label={t("mortgage.cashUpfront")} testId="cash-upfront">
          <Money fils={result.cashUpfrontFils} />
        </Stat>
      </dl>

      <section aria-labelledby="mortgage-costs">
        <h2 id="mortgage-costs" className="mb-3 text-xl font-bold text-ink">
          {t("mortgage.costs")}
        </h2>
        <table className="w-full text-sm" data-testid="costs-table">
          <thead>
            <tr className="border-b border-neutral-200 text-neutral-600">
              <th scope="col" className="py-2 text-start font-semibold">
                {t("mortgage.item")}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t("mortgage.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.costs.map((c) => (
              <tr key={c.key} className="border-b border-neutral-100" data-cost={c.key}>
                <th scope="row" className="py-2 pe-3 text-start font-normal">
                  {costLabel(c, props.fees)}
                  {c.vatFils > 0 ? (
                    <span className="block text-xs text-neutral-600">
                      {t("mortgage.vatIncluded", { vat: formatAed(c.vatFils) })}
                    </span>
                  ) : null}
                </th>
                <td className="py-2 text-end align-top tabular">
                  <span dir="ltr">{formatAed(c.amountFils + c.vatFils)}</span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-3 text-start font-bold">
                {t("mortgage.total")}
              </th>
              <td className="py-3 text-end text-base font-bold tabular">
                <Money fils={result.cashUpfrontFils} />
              </td>
            </tr>
          </tfoot>
        </table>
        {result.loanFils === 0 ? <p className="mt-2 text-sm text-neutral-600">{t("mortgage.cashPurchase")}</p> : null}
      </section>

      {result.loanFils > 0 ? (
        <section aria-labelledby="mortgage-balance">
          <h2 id="mortgage-balance" className="mb-3 text-xl font-bold text-ink">
            {t("mortgage.balance")}
          </h2>
          <BalanceChart loanFils={result.loanFils} balanceByYearFils={result.balanceByYearFils} />
        </section>
      ) : null}
      <p className="text-sm text-neutral-600">{t("mortgage.disclaimer")}</p>
    </section>
  );
}

function MonthlyInCurrency({ fils }: { fils: number }) {
  const { currency, format } = useCurrency();
  if (currency === "AED") return null;
  return (
    <dd className="mt-1 text-white/75">
      {tWith("mortgage.inYourCurrency", { amount: <span dir="ltr">{format(fils / 100)}</span> })}
    </dd>
  );
}

function Stat(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4">
      <dt className="text-sm text-neutral-600">{props.label}</dt>
      <dd className="mt-1 text-lg font-bold text-ink tabular" data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}

/** A fee's name with the rate the back office set, so the visitor can check the sum. */
function costLabel(c: CostItem, fees: BuyingFees): string {
  const rate = {
    dldTransfer: fees.dldTransferBp,
    mortgageRegistration: fees.mortgageRegistrationBp,
    agency: fees.agencyBp,
  }[c.key as "agency"];
  return t(COST_LABELS[c.key], {
    rate: rate === undefined ? "" : formatPercent(rate / 100),
    fixed: formatAed(fees.mortgageRegistrationFils),
  });
}
