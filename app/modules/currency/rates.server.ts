import { asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { exchangeRateHistory, exchangeRates } from "../../../db/schema";
import { DomainError } from "../../errors";
import { t } from "../../i18n/i18n";
import { type Actor, recordAudit } from "../admin/audit.server";
import { writePublicData } from "../memo.server";
import { rateValue } from "./rate-form";

/**
 * Exchange rates against INR (INR = 1). The public pages read them on every request
 * (root loader); remembered anonymous pages are forgotten on a change, so it shows at once. Every change writes a history row
 * and an audit row in the same transaction.
 */

export type RateRow = { currency: string; rate: number; updatedAt: Date };

export async function listRates(db: Db): Promise<RateRow[]> {
  const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
  return rows.map((r) => ({ currency: r.currency.trim(), rate: Number(r.rate), updatedAt: r.updatedAt }));
}

export async function listRateHistory(db: Db, limit = 50) {
  const rows = await db
    .select()
    .from(exchangeRateHistory)
    .orderBy(desc(exchangeRateHistory.createdAt), desc(exchangeRateHistory.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, currency: r.currency.trim(), rate: Number(r.rate) }));
}

/**
 * Sets rates, recording each real change (history + audit) in one transaction; answers
 * the currencies that changed. INR is the base and stays 1.
 */
export async function setRates(
  db: Db,
  rates: Record<string, number>,
  source: "manual" | "provider",
  actor: Actor,
): Promise<string[]> {
  const changed = await writePublicData(db, async (tx) => {
    const changed: string[] = [];
    for (const [currency, rate] of Object.entries(rates)) {
      if (currency === "INR") continue;
      const [before] = await tx
        .select({ rate: exchangeRates.rate })
        .from(exchangeRates)
        .where(eq(exchangeRates.currency, currency))
        .for("update");
      if (before && Number(before.rate) === rate) continue;
      await tx
        .insert(exchangeRates)
        .values({ currency, rate })
        .onConflictDoUpdate({ target: exchangeRates.currency, set: { rate, updatedAt: sql`now()` } });
      await tx.insert(exchangeRateHistory).values({ currency, rate, source, actorEmail: actor.email });
      await recordAudit(tx, actor, {
        action: source === "provider" ? "refresh" : before ? "update" : "create",
        entity: "exchange_rate",
        entityId: currency,
        before: before ? { rate: Number(before.rate) } : null,
        after: { rate, source },
      });
      changed.push(currency);
    }
    return changed;
  });
  return changed;
}

/**
 * The provider's answer: `{ rates: { USD: 0.012, ... } }` (optionally with `base`), rates
 * against INR, or against another base that INR is listed in (then rebased to INR = 1).
 */
const providerSchema = z.object({
  base: z.string().optional(),
  rates: z.record(z.string().regex(/^[A-Za-z]{3}$/), z.number().positive().finite()),
});

/** The provider's answer could not be used; `detail` says why, for the log. */
export class ProviderError extends DomainError {
  constructor(readonly detail: string) {
    super(502, t("admin.rates.error.provider"));
  }
}

/** Fetches and validates the provider's rates for the currencies the site already has. */
export async function fetchProviderRates(url: string, known: string[]): Promise<Record<string, number>> {
  let body: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: "application/json" } });
    if (!res.ok) throw new ProviderError(`provider answered ${res.status}`);
    const text = await res.text();
    if (text.length > 1_000_000) throw new ProviderError("provider answer too large");
    body = JSON.parse(text);
  } catch (error) {
    throw error instanceof ProviderError ? error : new ProviderError("provider unreachable or not JSON");
  }
  const parsed = providerSchema.safeParse(body);
  if (!parsed.success) throw new ProviderError("provider answer has an unexpected shape");
  const upper = Object.fromEntries(Object.entries(parsed.data.rates).map(([k, v]) => [k.toUpperCase(), v]));
  const base = parsed.data.base?.toUpperCase() ?? "INR";
  const inr = base === "INR" ? 1 : upper.INR;
  if (!inr) throw new ProviderError("provider answer has no INR rate");
  const out: Record<string, number> = {};
  for (const currency of known) {
    if (currency === "INR" || upper[currency] === undefined) continue;
    const rate = rateValue.safeParse(upper[currency] / inr);
    if (rate.success) out[currency] = rate.data;
  }
  if (Object.keys(out).length === 0) throw new ProviderError("provider answer names none of our currencies");
  return out;
}
