import type { Db } from "../../../db/client";
import { exchangeRates } from "../../../db/schema";
import { rememberBriefly } from "../memo.server";
import type { Rates } from "./currency";

/** Every stored rate by currency code; INR is 1 by definition, stored or not. */
export async function getRates(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ currency: exchangeRates.currency, rate: exchangeRates.rate }).from(exchangeRates);
  const rates: Record<string, number> = { INR: 1 };
  for (const row of rows) rates[row.currency.trim().toUpperCase()] = Number(row.rate);
  return rates;
}

/**
 * An amount in `currency` expressed in AED, rounded to fils like the stored prices, or
 * null when a rate is missing: a filter must never silently compare unconverted numbers.
 */
export function toAed(amount: number, currency: string, rates: Rates): number | null {
  const from = rates[currency.toUpperCase()];
  const aed = rates.AED;
  if (!from || !aed) return null;
  return Math.round((amount / from) * aed * 100) / 100;
}

/** The rates the public pages use: remembered briefly, forgotten after any rate change. */
export function currentRates(db: Db): Promise<Record<string, number>> {
  return rememberBriefly(db, "rates", () => getRates(db));
}
