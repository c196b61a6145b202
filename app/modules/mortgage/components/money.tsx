import { tWith } from "../../../i18n/stored";
import { useCurrency } from "../../currency/currency-context";
import { formatAed } from "../format";

/**
 * An amount in AED, and about as much in the visitor's currency when that is another: the
 * calculators' results (the mortgage calculator, the rent check).
 */
export function Money(props: { fils: number; className?: string; noteClassName?: string }) {
  const { currency, format } = useCurrency();
  return (
    <>
      <span dir="ltr" className={props.className}>
        {formatAed(props.fils)}
      </span>
      {currency !== "AED" ? (
        <span
          className={`block text-sm font-normal ${props.noteClassName ?? "text-neutral-600"}`}
          data-currency={currency}
        >
          {tWith("mortgage.inYourCurrency", { amount: <span dir="ltr">{format(props.fils / 100)}</span> })}
        </span>
      ) : null}
    </>
  );
}
