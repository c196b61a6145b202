import type { MessageKey } from "../../i18n/i18n";
import { type BuyingFees, DEFAULT_FEES } from "./calculator";

/**
 * The fees of buying as back-office settings (site_settings, one row each): the stored key,
 * the field of BuyingFees it sets, and whether the value is a percentage or an amount in AED.
 * A blank or missing setting means the default of decision 059. Browser-safe: the settings
 * form's rule and the admin page read it too.
 */
export const FEE_SETTINGS = [
  { name: "feeDldTransfer", key: "fee_dld_transfer_percent", field: "dldTransferBp", unit: "percent" },
  { name: "feeDldAdmin", key: "fee_dld_admin_aed", field: "dldAdminFils", unit: "aed" },
  { name: "feeTitleDeed", key: "fee_title_deed_aed", field: "titleDeedFils", unit: "aed" },
  { name: "feeTrusteeHigh", key: "fee_trustee_aed", field: "trusteeHighFils", unit: "aed" },
  { name: "feeTrusteeLow", key: "fee_trustee_low_aed", field: "trusteeLowFils", unit: "aed" },
  { name: "feeTrusteeThreshold", key: "fee_trustee_threshold_aed", field: "trusteeThresholdFils", unit: "aed" },
  { name: "feeVat", key: "fee_vat_percent", field: "vatBp", unit: "percent" },
  {
    name: "feeMortgageRegistration",
    key: "fee_mortgage_registration_percent",
    field: "mortgageRegistrationBp",
    unit: "percent",
  },
  {
    name: "feeMortgageRegistrationFixed",
    key: "fee_mortgage_registration_aed",
    field: "mortgageRegistrationFils",
    unit: "aed",
  },
  { name: "feeAgency", key: "fee_agency_percent", field: "agencyBp", unit: "percent" },
  { name: "feeOqood", key: "fee_oqood_percent", field: "oqoodBp", unit: "percent" },
  { name: "feeOqoodAdmin", key: "fee_oqood_admin_aed", field: "oqoodAdminFils", unit: "aed" },
] as const satisfies readonly {
  name: string;
  key: string;
  field: keyof BuyingFees;
  unit: "percent" | "aed";
}[];

export type FeeSettingName = (typeof FEE_SETTINGS)[number]["name"];

/** The back-office label of each fee (en-admin.ts). */
export const FEE_LABELS: Record<FeeSettingName, MessageKey> = {
  feeDldTransfer: "admin.settings.feeDldTransfer",
  feeDldAdmin: "admin.settings.feeDldAdmin",
  feeTitleDeed: "admin.settings.feeTitleDeed",
  feeTrusteeHigh: "admin.settings.feeTrusteeHigh",
  feeTrusteeLow: "admin.settings.feeTrusteeLow",
  feeTrusteeThreshold: "admin.settings.feeTrusteeThreshold",
  feeVat: "admin.settings.feeVat",
  feeMortgageRegistration: "admin.settings.feeMortgageRegistration",
  feeMortgageRegistrationFixed: "admin.settings.feeMortgageRegistrationFixed",
  feeAgency: "admin.settings.feeAgency",
  feeOqood: "admin.settings.feeOqood",
  feeOqoodAdmin: "admin.settings.feeOqoodAdmin",
};

/** "4" (per cent) or "580" (AED): what a blank field stands for. */
export function defaultFeeText(field: keyof BuyingFees): string {
  return String(DEFAULT_FEES[field] / 100);
}

/** A stored value: blank or a number with at most two decimals, at most 100 for a percentage. */
export function parseFeeText(text: string, unit: "percent" | "aed"): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  if (unit === "percent" && value > 100) return undefined;
  // Both basis points and fils are hundredths of the unit typed.
  return Math.round(value * 100);
}

/** The fees from stored settings: each one set and valid, the default otherwise. */
export function feesFrom(stored: ReadonlyMap<string, string>): BuyingFees {
  const fees = { ...DEFAULT_FEES };
  for (const s of FEE_SETTINGS) {
    const parsed = parseFeeText(stored.get(s.key) ?? "", s.unit);
    if (typeof parsed === "number") fees[s.field] = parsed;
  }
  return fees;
}
