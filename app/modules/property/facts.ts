import type { MessageKey } from "../../i18n/i18n";
import { t } from "../../i18n/i18n";

/**
 * The standard labels of a listing's facts (highlights and description rows), translated
 * through the catalogue rather than per listing: every listing uses the same few, so one
 * translation reaches them all. A label outside the list is shown as stored (English).
 */
const FACT_LABELS: Record<string, MessageKey> = {
  bedrooms: "fact.bedrooms",
  bathrooms: "fact.bathrooms",
  area: "fact.area",
  "plot area": "fact.plotArea",
  "permitted use": "fact.permittedUse",
  completion: "fact.completion",
  "service charge": "fact.serviceCharge",
  "ceiling height": "fact.ceilingHeight",
  power: "fact.power",
  "loading bays": "fact.loadingBays",
  "fit-out": "fact.fitOut",
  furnishing: "fact.furnishing",
  parking: "fact.parking",
  payment: "fact.payment",
  reference: "fact.reference",
  "permit number": "fact.permitNumber",
  ownership: "fact.ownership",
  handover: "fact.handover",
  developer: "fact.developer",
  listed: "fact.listed",
};

/** A fact's label in the page's language, or as stored (lang "en") when it is not a standard one. */
export function factLabel(label: string): { text: string; lang?: "en" } {
  const key = FACT_LABELS[label.trim().toLowerCase()];
  return key ? { text: t(key) } : { text: label, lang: "en" };
}

/**
 * Labels of facts a listing holds in its own columns (size, completion, furnishing, permit,
 * reference, developer, listed date). Free-text rows with these labels are copies that can
 * disagree with the columns (older demo data carried them), so they are never shown: the page
 * builds those facts from the columns.
 */
const COLUMN_FACTS = new Set([
  "bedrooms",
  "bathrooms",
  "area",
  "plot area",
  "completion",
  "furnishing",
  "reference",
  "permit number",
  "developer",
  "listed",
]);

type Row = { label: string; value: string };

/**
 * The free-text rows worth showing: not a copy of a column, not empty, and a handover date
 * only for a listing still off-plan (its completion column says so).
 */
export function freeTextFacts<R extends Row>(rows: R[], completion: "ready" | "off_plan"): R[] {
  return rows.filter((row) => {
    const label = row.label.trim().toLowerCase();
    if (row.value.trim() === "" || COLUMN_FACTS.has(label)) return false;
    return label !== "handover" || completion === "off_plan";
  });
}
