import "../../i18n/en-pages";
import { t } from "../../i18n/i18n";
import { z } from "../../zod";
import {
  BUYERS,
  COMPLETIONS,
  DEFAULT_RATE,
  DEFAULT_YEARS,
  HOMES,
  ltvCap,
  MAX_YEARS,
  type MortgageInput,
  minDownFils,
  toFils,
} from "./calculator";
import { formatAed } from "./format";

// One rule for the calculator page's GET form, its live update in the browser and
// GET /api/mortgage. Messages are looked up when a check fails, so they are in the page's language.

export const MIN_PRICE_AED = 10_000;
export const MAX_PRICE_AED = 1_000_000_000;
export const MAX_RATE = 20;
export { DEFAULT_RATE, DEFAULT_YEARS } from "./calculator";

/** "1,500,000" and "1 500 000" as typed are read as numbers; anything else stays text and fails. */
const amount = (message: () => string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\s,]/g, "") : v),
    z.coerce.number({ error: message }).refine(Number.isFinite, { error: message }),
  );

const priceMessage = () =>
  t("mortgage.error.price", { min: formatAed(toFils(MIN_PRICE_AED)), max: formatAed(toFils(MAX_PRICE_AED)) });

export const mortgageQuerySchema = z
  .object({
    price: amount(priceMessage).pipe(
      z.number().min(MIN_PRICE_AED, { error: priceMessage }).max(MAX_PRICE_AED, { error: priceMessage }),
    ),
    down: amount(() => t("mortgage.error.down"))
      .pipe(z.number().min(0, { error: () => t("mortgage.error.down") }))
      .optional(),
    years: amount(() => t("mortgage.error.years", { max: MAX_YEARS }))
      .pipe(
        z
          .number()
          .int({ error: () => t("mortgage.error.years", { max: MAX_YEARS }) })
          .min(1, { error: () => t("mortgage.error.years", { max: MAX_YEARS }) })
          .max(MAX_YEARS, { error: () => t("mortgage.error.years", { max: MAX_YEARS }) }),
      )
      .default(DEFAULT_YEARS),
    rate: amount(() => t("mortgage.error.rate", { max: MAX_RATE }))
      .pipe(
        z
          .number()
          .min(0, { error: () => t("mortgage.error.rate", { max: MAX_RATE }) })
          .max(MAX_RATE, { error: () => t("mortgage.error.rate", { max: MAX_RATE }) }),
      )
      .default(DEFAULT_RATE),
    buyer: z.enum(BUYERS, { error: () => t("mortgage.error.buyer") }).default("expatriate"),
    home: z.enum(HOMES, { error: () => t("mortgage.error.home") }).default("first"),
    completion: z.enum(COMPLETIONS, { error: () => t("mortgage.error.completion") }).default("ready"),
  })
  .superRefine((q, ctx) => {
    if (q.down === undefined) return;
    const purchase = { ...q, priceFils: toFils(q.price) };
    const min = minDownFils(purchase);
    if (toFils(q.down) < min) {
      ctx.addIssue({
        code: "custom",
        path: ["down"],
        message: t("mortgage.error.downBelowMin", { min: formatAed(min), ltv: ltvCap(purchase) }),
      });
    } else if (toFils(q.down) > purchase.priceFils) {
      ctx.addIssue({ code: "custom", path: ["down"], message: t("mortgage.error.downAbovePrice") });
    }
  });

export type MortgageQuery = z.output<typeof mortgageQuerySchema>;

/** The checked query as the calculator takes it: no down payment given means the smallest allowed. */
export function toMortgageInput(q: MortgageQuery): MortgageInput {
  const purchase = { buyer: q.buyer, home: q.home, completion: q.completion, priceFils: toFils(q.price) };
  return {
    ...purchase,
    downFils: q.down === undefined ? minDownFils(purchase) : toFils(q.down),
    years: q.years,
    ratePercent: q.rate,
  };
}

/** Empty values count as absent, as a GET form sends untouched fields. */
export function queryValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ["price", "down", "years", "rate", "buyer", "home", "completion"]) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") out[key] = value;
  }
  return out;
}
