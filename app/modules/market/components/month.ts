import { currentLanguage } from "../../../i18n/i18n";
import { wordsIn } from "../../../i18n/locale-format";

/** "Mar 2026" (short, for a chart's axis) or "March 2026" from YYYY-MM, in the page's language. */
export function monthLabel(month: string, form: "short" | "long" = "long"): string {
  const [year, m] = month.split("-");
  const names = wordsIn(form === "short" ? "market.monthsShort" : "market.monthsLong", currentLanguage());
  return `${names?.[Number(m) - 1] ?? m} ${year}`;
}
