/**
 * Display currencies and conversion: pure and browser-safe, shared by pages and server.
 * Rates are relative to INR (INR = 1), as the original site's conversion rule expects.
 */

import { currentLocale } from "../../i18n/i18n";
import { numberIn } from "../../i18n/locale-format";

export type Rates = Readonly<Record<string, number>>;

/** The display currencies of the selector: the original site's eight in its order, then the dirham listings are priced in. */
export const DISPLAY_CURRENCIES = [
  { code: "INR", symbol: "₹" },
  { code: "USD", symbol: "$" },
  { code: "EUR", symbol: "€" },
  { code: "GBP", symbol: "£" },
  { code: "CAD", symbol: "C$" },
  { code: "AUD", symbol: "A$" },
  { code: "JPY", symbol: "¥" },
  { code: "CNY", symbol: "¥" },
  // The Arabic sign reads right-to-left and breaks inside LTR numbers; the code is unambiguous.
  { code: "AED", symbol: "AED" },
] as const;

const SYMBOLS: Readonly<Record<string, string>> = Object.fromEntries(DISPLAY_CURRENCIES.map((c) => [c.code, c.symbol]));

/** A selector's option text: "€ EUR" (or "EUR €" with `codeFirst`); a currency whose symbol is its code once ("AED"). */
export function currencyOptionLabel(c: { code: string; symbol: string }, codeFirst = false): string {
  if (c.symbol === c.code) return c.code;
  return codeFirst ? `${c.code} ${c.symbol}` : `${c.symbol} ${c.code}`;
}

export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number]["code"];

export const DEFAULT_CURRENCY: DisplayCurrency = "INR";

/** The currency's symbol; an unknown code falls back to the rupee sign, as on the original site. */
export function currencySymbol(code: string): string {
  return SYMBOLS[code.toUpperCase()] ?? "₹";
}

export function isDisplayCurrency(code: string): code is DisplayCurrency {
  return DISPLAY_CURRENCIES.some((c) => c.code === code);
}

/**
 * amount / rate[from] * rate[to]; the amount unchanged when either rate is missing
 * (the original site's conversion). `from` defaults to INR.
 */
export function convert(amount: number, from: string | undefined, to: string, rates: Rates): number {
  const fromRate = rates[(from ?? DEFAULT_CURRENCY).toUpperCase()];
  const toRate = rates[to.toUpperCase()];
  if (!fromRate || !toRate) return amount;
  return (amount / fromRate) * toRate;
}

/**
 * "₹57,79,95,391.71", "$577,995,391.71": symbol, digits with the signs of the page's language
 * (unless `locale` is given) and always two decimals; alphabetic symbols get a space. Rupees
 * are grouped in lakhs and crores, as their Indian readers count them, in every language.
 */
export function formatPrice(amount: number, code: string, locale?: string): string {
  const symbol = currencySymbol(code);
  const digits = numberIn(amount, 2, 2, locale ?? currentLocale(), symbol === "₹");
  return /^[A-Z]+$/.test(symbol) ? `${symbol} ${digits}` : `${symbol}${digits}`;
}
