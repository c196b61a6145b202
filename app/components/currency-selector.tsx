import { useId, useRef } from "react";
import { t } from "../i18n/i18n";
import { currencyOptionLabel, DISPLAY_CURRENCIES, isDisplayCurrency } from "../modules/currency/currency";
import { useCurrencyChoice } from "../modules/currency/currency-context";
import { useTakeEarlyInput } from "./hydration";
import { ChevronDown } from "./ui/icons";

/**
 * The display-currency picker: a native select (keyboard, screen readers and mobile pickers
 * for free). Switching re-renders every <Price> at once; the cookie carries the choice to
 * the next server render.
 */
export function CurrencySelector(props: { tone?: "dark" | "light"; className?: string; showLabel?: boolean }) {
  const [currency, setCurrency] = useCurrencyChoice();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A currency chosen before the page hydrated becomes the display currency (see useTakeEarlyInput).
  useTakeEarlyInput(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== currency && isDisplayCurrency(chosen)) setCurrency(chosen);
  });
  const dark = props.tone === "dark";
  return (
    <div className={`flex items-center gap-2 ${props.className ?? ""}`}>
      <label htmlFor={id} className={props.showLabel ? "text-sm font-semibold text-ink" : "sr-only"}>
        {t("shell.currency")}
      </label>
      <div className="relative">
        <select
          ref={select}
          id={id}
          value={currency}
          onChange={(event) => {
            const code = event.currentTarget.value;
            if (isDisplayCurrency(code)) setCurrency(code);
          }}
          className={`min-h-11 cursor-pointer appearance-none bg-transparent text-sm font-semibold tabular transition-colors ${
            dark
              ? "ps-2 pe-7 text-white/85 hover:text-white [&>option]:text-ink"
              : "w-full rounded-full border border-neutral-300 ps-4 pe-10 text-ink hover:border-gold-600"
          }`}
        >
          {DISPLAY_CURRENCIES.map((c) => (
            <option key={c.code} value={c.code}>
              {currencyOptionLabel(c)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className={`pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 ${dark ? "end-1" : "end-4"} ${dark ? "text-gold" : "text-gold-700"}`}
        />
      </div>
    </div>
  );
}
