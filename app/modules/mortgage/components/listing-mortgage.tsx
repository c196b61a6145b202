import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { tWith } from "../../../i18n/stored";
import { useCurrency } from "../../currency/currency-context";
import { BUTTON_OUTLINE } from "../../pages/page-parts";
import {
  type BuyingFees,
  type Completion,
  calculate,
  DEFAULT_RATE,
  DEFAULT_YEARS,
  minDownFils,
  type Purchase,
  toFils,
} from "../calculator";
import { formatAed, formatPercent } from "../format";

/**
 * A sale listing's mortgage at a glance, drawn on the server with the calculator's defaults
 * (expatriate, first home, the smallest down payment), and the full calculator one click away
 * with this price in its address.
 */
export function ListingMortgage(props: { priceAed: number; completion: Completion; fees: BuyingFees }) {
  const values: Record<string, string> = { price: String(props.priceAed) };
  if (props.completion === "off_plan") values.completion = "off_plan";
  // The calculator itself, not its form's rule: the rule's library stays off the listing page's
  // first scripts (tests/integration/page-scripts.test.ts).
  if (!(props.priceAed > 0)) return null;
  const purchase: Purchase = {
    buyer: "expatriate",
    home: "first",
    completion: props.completion,
    priceFils: toFils(props.priceAed),
  };
  const input = { ...purchase, downFils: minDownFils(purchase), years: DEFAULT_YEARS, ratePercent: DEFAULT_RATE };
  const result = calculate(input, props.fees);
  const href = lp(`/mortgage-calculator?${new URLSearchParams(values).toString()}`);
  return (
    <section
      aria-labelledby="listing-mortgage"
      className="rounded-[var(--radius-card)] border border-neutral-200 bg-sand p-5"
      data-testid="listing-mortgage"
    >
      <h2 id="listing-mortgage" className="text-xl font-bold text-ink">
        {t("mortgage.blockTitle")}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-neutral-600">{t("mortgage.blockMonthly")}</dt>
          <Amount fils={result.monthlyFils} testId="listing-monthly" />
          <dd className="mt-1 text-xs text-neutral-600">
            {t("mortgage.blockAssumptions", {
              ltv: formatPercent(result.ltvAllowed),
              years: input.years,
              rate: formatPercent(input.ratePercent),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-600">{t("mortgage.blockCash")}</dt>
          <Amount fils={result.cashUpfrontFils} testId="listing-cash" />
        </div>
      </dl>
      <Link to={href} className={`${BUTTON_OUTLINE} mt-5 bg-white`} data-testid="listing-mortgage-link">
        {t("mortgage.blockLink")}
      </Link>
    </section>
  );
}

/** An amount in AED, and in the visitor's currency beside it when that is another. */
function Amount({ fils, testId }: { fils: number; testId: string }) {
  const { currency, format } = useCurrency();
  return (
    <dd className="mt-1 text-2xl font-extrabold text-ink tabular" data-testid={testId}>
      <span dir="ltr">{formatAed(fils)}</span>
      {currency !== "AED" ? (
        <span className="block text-sm font-normal text-neutral-600">
          {tWith("mortgage.inYourCurrency", { amount: <span dir="ltr">{format(fils / 100)}</span> })}
        </span>
      ) : null}
    </dd>
  );
}
