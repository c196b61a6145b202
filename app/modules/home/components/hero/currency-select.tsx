import { useRef } from "react";
import { useTakeEarlyInput } from "../../../../components/hydration";
import { ChevronDown } from "../../../../components/ui/icons";
import { t } from "../../../../i18n/i18n";
import {
  currencyOptionLabel,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  isDisplayCurrency,
} from "../../../currency/currency";

/** A native select of the display currencies ("USD $", "AED"); works as a form field without JavaScript. */
export function CurrencySelect(props: {
  value: DisplayCurrency;
  onChange: (code: DisplayCurrency) => void;
  name?: string;
  id?: string;
  className?: string;
}) {
  const select = useRef<HTMLSelectElement>(null);
  // A currency chosen before the page hydrated: the owner's state takes it (see useTakeEarlyInput).
  useTakeEarlyInput(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== props.value && isDisplayCurrency(chosen)) props.onChange(chosen);
  });
  return (
    <div className={`relative ${props.className ?? ""}`}>
      <select
        ref={select}
        id={props.id}
        name={props.name}
        aria-label={props.id ? undefined : t("hero.currency")}
        value={props.value}
        onChange={(event) => isDisplayCurrency(event.target.value) && props.onChange(event.target.value)}
        className="h-12 w-full cursor-pointer appearance-none rounded-lg border border-neutral-300 bg-white ps-3 pe-9 text-sm font-semibold text-ink hover:border-navy"
      >
        {DISPLAY_CURRENCIES.map((c) => (
          <option key={c.code} value={c.code}>
            {currencyOptionLabel(c, true)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
      />
    </div>
  );
}
