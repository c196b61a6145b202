import { DEFAULT_CURRENCY, type DisplayCurrency, isDisplayCurrency } from "./currency";
import { CURRENCY_COOKIE } from "./currency-context";

/**
 * The currency a page shows its prices in: the address's `currency` when it names one (a
 * shared search shows what its sender saw), else the visitor's cookie, else INR.
 */
export function displayCurrencyOf(request: Request): DisplayCurrency {
  const asked = new URL(request.url).searchParams.get("currency")?.toUpperCase() ?? "";
  return isDisplayCurrency(asked) ? asked : currencyFromRequest(request);
}

/** The display currency a request's cookie asks for; INR when absent or unknown. */
export function currencyFromRequest(request: Request): DisplayCurrency {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Za-z]{3})`));
  const code = match?.[1]?.toUpperCase() ?? "";
  return isDisplayCurrency(code) ? code : DEFAULT_CURRENCY;
}
