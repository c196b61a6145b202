import { lazy } from "../../i18n/i18n";
import { z } from "../../zod";
import { FEE_SETTINGS, type FeeSettingName, parseFeeText } from "../mortgage/fee-settings";

// The back office's site settings form, checked by one schema in the browser and in its action.
// This file imports nothing server-side.

/** Stored keys of the editable settings (site_settings.key). */
export const SETTING_KEYS = {
  phone: "phone",
  whatsapp: "whatsapp",
  email: "email",
  officeAddress: "office_address",
  salesEmail: "sales_email",
  // The fees of buying a home (decision 059); blank means the default.
  ...(Object.fromEntries(FEE_SETTINGS.map((f) => [f.name, f.key])) as Record<FeeSettingName, string>),
} as const;
export type SettingsForm = Record<keyof typeof SETTING_KEYS, string>;

// Messages are looked up when a check fails, so they are in the page's language.
const phone = z
  .string()
  .trim()
  .max(40, { error: lazy("admin.settings.error.phone") })
  .regex(/^(\+?[\d\s()-]{6,40})?$/, { error: lazy("admin.settings.error.phone") });
const email = z
  .string()
  .trim()
  .max(254, { error: lazy("admin.settings.error.email") })
  .refine((v) => v === "" || z.email().safeParse(v).success, { error: lazy("admin.settings.error.email") });

export const settingsSchema = z.object({
  phone,
  whatsapp: phone,
  email,
  officeAddress: z
    .string()
    .trim()
    .max(300, { error: lazy("admin.settings.error.officeAddress") })
    .refine((v) => !v.includes("\u0000"), { error: lazy("admin.settings.error.officeAddress") }),
  salesEmail: email,
  ...(Object.fromEntries(
    FEE_SETTINGS.map((f) => [
      f.name,
      // A form without the fee fields leaves them as they are: blank, the default.
      z
        .string()
        .trim()
        .refine((v) => parseFeeText(v, f.unit) !== undefined, {
          error: lazy(f.unit === "percent" ? "admin.settings.error.feePercent" : "admin.settings.error.feeAed"),
        })
        .default(""),
    ]),
  ) as Record<FeeSettingName, z.ZodDefault<z.ZodString>>),
});

/**
 * The home layout form: the sections switched on, as repeated `visible` fields (none, one or
 * several, so one value is a list of one). Unknown names are ignored when saving: the home
 * page only looks up the sections it knows.
 */
export const homeLayoutSchema = z.object({
  visible: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string().max(100)).max(50),
  ),
});
