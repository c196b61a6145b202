import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useOptimistic,
  useState,
} from "react";
import { t } from "../../i18n/i18n";
import type { RentFrequency } from "../property/purpose";
import { convert, type DisplayCurrency, formatPrice, type Rates } from "./currency";

export const CURRENCY_COOKIE = "currency";

type CurrencyState = {
  currency: DisplayCurrency;
  rates: Rates;
  setCurrency: (code: DisplayCurrency) => void;
  /** An amount in `from` (AED for listings) shown in the visitor's currency, 2 decimals. */
  format: (amount: number, from?: string) => string;
};

const CurrencyContext = createContext<CurrencyState | null>(null);

/**
 * The display currency: rendered by the server from the cookie, switched in the browser
 * without a reload; the cookie makes the next page's first byte use the same choice.
 */
export function CurrencyProvider(props: { initial: DisplayCurrency; rates: Rates; children: ReactNode }) {
  const [currency, setState] = useState(props.initial);
  // A new page may name another currency in its address (root loader): it takes over.
  const [initial, setInitial] = useState(props.initial);
  if (props.initial !== initial) {
    setInitial(props.initial);
    setState(props.initial);
  }
  const { rates } = props;
  const setCurrency = useCallback((code: DisplayCurrency) => {
    // A transition: a section whose code has not arrived yet keeps the server's HTML until it
    // can hydrate and convert. An urgent update would swap that HTML for an empty fallback.
    startTransition(() => setState(code));
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads
    document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }, []);
  const value = useMemo<CurrencyState>(
    () => ({
      currency,
      rates,
      setCurrency,
      format: (amount, from = "AED") => formatPrice(convert(amount, from, currency, rates), currency),
    }),
    [currency, rates, setCurrency],
  );
  return <CurrencyContext.Provider value={value}>{props.children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error("useCurrency outside CurrencyProvider");
  return state;
}

/**
 * For a currency picker: the value to show, which follows the visitor's choice at once while
 * the prices follow in their transition, and the function that makes a choice.
 */
export function useCurrencyChoice(): [DisplayCurrency, (code: DisplayCurrency) => void] {
  const { currency, setCurrency } = useCurrency();
  const [shown, show] = useOptimistic(currency);
  const choose = (code: DisplayCurrency) =>
    startTransition(() => {
      show(code);
      setCurrency(code);
    });
  return [shown, choose];
}

const PERIOD_KEYS = {
  yearly: "price.perYear",
  monthly: "price.perMonth",
  weekly: "price.perWeek",
  daily: "price.perDay",
} as const;

/**
 * A price that follows the visitor's currency. A rent reads with its period ("AED 122,500.00 /year"),
 * so it is never taken for a sale price. The amount reads left to right in every language: dir="ltr"
 * keeps "AED 1,250,000.00" whole on an Arabic page (decision 011).
 */
export function Price({
  amount,
  from = "AED",
  per = null,
}: {
  amount: number;
  from?: string;
  per?: RentFrequency | null;
}) {
  const text = <span dir="ltr">{useCurrency().format(amount, from)}</span>;
  if (!per) return text;
  return (
    <>
      {text}
      {/* Isolated, so "/سنة" keeps its slash next to the amount in right-to-left text. */}
      <bdi data-period={per} className="ms-1 text-[0.7em] font-semibold text-neutral-500">
        {t(PERIOD_KEYS[per])}
      </bdi>
    </>
  );
}
