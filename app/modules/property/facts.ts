import { formatLongDateIn, formatNumber } from "../../i18n/format";
import type { MessageKey } from "../../i18n/i18n";
import { currentLanguage, t } from "../../i18n/i18n";
import { SQM_PER_SQFT } from "../area/area";
import { areaText } from "../area/area-text";
import type { AreaUnit } from "../area/unit";

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

/**
 * The values of our vocabulary a fact may hold (completion, furnishing, ownership, fit-out),
 * and the units it is written in, shown in the page's language like the labels. Anything else
 * (a developer's name, a reference, "Villa, G+1") is the agency's own text, shown as written.
 */
const FACT_WORDS: Record<string, MessageKey> = {
  ready: "trust.completion.ready",
  "off-plan": "trust.completion.off_plan",
  furnished: "trust.furnishing.furnished",
  unfurnished: "trust.furnishing.unfurnished",
  "semi-furnished": "trust.furnishing.partly",
  "partly furnished": "trust.furnishing.partly",
  studio: "property.studio",
  freehold: "fact.freehold",
  leasehold: "fact.leasehold",
  "ready to build": "fact.readyToBuild",
  fitted: "fact.fitted",
  "shell & core": "fact.shellAndCore",
  "fitted and furnished": "fact.fittedAndFurnished",
};

const amount = (digits: string | undefined) => formatNumber(Number((digits ?? "").replaceAll(",", "")));

/** A number with one of our units: "5,640 sq ft", "3 spaces", "AED 17 per sq ft", "Q3 2027", a date. */
const SQFT_FORM = /^([\d,]+) sq ft$/i;
const AED_PER_SQFT_FORM = /^AED ([\d,]+(?:\.\d+)?) per sq ft$/i;

const FACT_FORMS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [SQFT_FORM, (m) => t("property.sqft", { count: amount(m[1]) })],
  [/^(\d+) spaces?$/i, (m) => t("fact.spaces", { count: Number(m[1]) })],
  [/^(\d+) cheques?$/i, (m) => t("fact.cheques", { count: Number(m[1]) })],
  [AED_PER_SQFT_FORM, (m) => t("fact.aedPerSqft", { amount: amount(m[1]) })],
  [/^AED ([\d,]+) a year$/i, (m) => t("fact.aedPerYear", { amount: amount(m[1]) })],
  [/^Q([1-4]) (\d{4})$/, (m) => t("fact.quarter", { quarter: m[1] ?? "", year: m[2] ?? "" })],
  [/^(\d+) m$/, (m) => t("fact.metres", { value: amount(m[1]) })],
  [/^([\d,]+) kW$/, (m) => t("fact.kilowatts", { value: amount(m[1]) })],
  [/^\d{4}-\d{2}-\d{2}$/, (m) => formatLongDateIn(new Date(`${m[0]}T00:00:00Z`), "UTC")],
];

/**
 * A fact's value in the page's language when it is one of ours; else as stored, with
 * lang="en" when it holds words (a bare number or code needs none). English pages show it as stored.
 */
export function factValue(value: string, unit: AreaUnit = "sqft"): { text: string; lang?: "en" } {
  const stored = value.trim();
  // In square metres a stored size or charge per sq ft is worked out in every language (decision 061).
  if (unit === "sqm") {
    const size = stored.match(SQFT_FORM);
    if (size) return { text: areaText(Number((size[1] ?? "").replaceAll(",", "")), "sqm") };
    const charge = stored.match(AED_PER_SQFT_FORM);
    if (charge) {
      const perSqm = perAreaIn(Number((charge[1] ?? "").replaceAll(",", "")), "sqm");
      return { text: t("fact.aedPerSqm", { amount: formatNumber(perSqm, 0, 2) }) };
    }
  }
  if (currentLanguage() === "en") return { text: value };
  const key = FACT_WORDS[stored.toLowerCase()];
  if (key) return { text: t(key) };
  for (const [form, write] of FACT_FORMS) {
    const match = stored.match(form);
    if (match) return { text: write(match) };
  }
  return /[A-Za-z]/.test(stored) ? { text: value, lang: "en" } : { text: value };
}

/** The description's standard titles; any other is the agency's own (translated per listing). */
const DESCRIPTION_TITLES: [RegExp, MessageKey][] = [
  [/^key information$/i, "propertyPage.keyInformation"],
  [/^property details$/i, "propertyPage.propertyDetails"],
  [/^about this [a-z ]+$/i, "propertyPage.aboutThisProperty"],
];

/** A description title still in English on another language's page, in that language when it is a standard one. */
export function descriptionTitle(stored: string): string | undefined {
  if (currentLanguage() === "en") return undefined;
  const key = DESCRIPTION_TITLES.find(([form]) => form.test(stored.trim()))?.[1];
  return key ? t(key) : undefined;
}

/**
 * An amount per square foot as an amount per `unit` (per m² is about 10.76 times as much).
 * Kept unrounded: the price formatter rounds it once, to its two decimals (decision 061).
 */
export function perAreaIn(perSqft: number, unit: AreaUnit): number {
  return unit === "sqm" ? perSqft / SQM_PER_SQFT : perSqft;
}

/** "₹57,795.12 per sq ft", "$620.41 per m²": `amount` already formatted in the visitor's currency. */
export function perAreaText(amount: string, unit: AreaUnit): string {
  return t(unit === "sqm" ? "property.perSqm" : "property.perSqft", { amount });
}
