import { DEFAULT_CURRENCY, type DisplayCurrency, isDisplayCurrency } from "./currency";
import { CURRENCY_COOKIE } from "./currency-context";

/** The display currency a request's cookie asks for; INR when absent or unknown. */
export function currencyFromRequest(request: Request): DisplayCurrency {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Za-z]{3})`));
  const code = match?.[1]?.toUpperCase() ?? "";
  return isDisplayCurrency(code) ? code : DEFAULT_CURRENCY;
}
