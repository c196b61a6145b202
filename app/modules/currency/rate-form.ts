import { lazy } from "../../i18n/i18n";
import { z } from "../../zod";

// The back office's exchange-rate forms, checked by one schema in the browser and in their
// action. This file imports nothing server-side.

/** A three-letter currency code, upper-cased. */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);

/** A positive rate with at most 8 decimals and below the column's 10^10. */
export const rateValue = z.coerce
  .number()
  .refine((n) => Number.isFinite(n) && n > 0 && n < 1e10)
  .transform((n) => Math.round(n * 1e8) / 1e8)
  .refine((n) => n > 0);

/** One currency's rate against INR, set by hand (INR itself is always 1). */
export const rateFormSchema = z.object({
  currency: z
    .string()
    .refine(
      (value) => {
        const code = currencyCode.safeParse(value);
        return code.success && code.data !== "INR";
      },
      { error: lazy("admin.rates.error.currency") },
    )
    .transform((value) => value.trim().toUpperCase()),
  rate: z
    .string()
    .refine((value) => rateValue.safeParse(value.trim() || Number.NaN).success, {
      error: lazy("admin.rates.error.rate"),
    })
    .transform((value) => rateValue.parse(value.trim())),
});

/** "Refresh from provider": a button, nothing typed. */
export const refreshFormSchema = z.object({ intent: z.literal("refresh") });
