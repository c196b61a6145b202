import "../../../i18n/en-pages";
import { t } from "../../../i18n/i18n";
import { quarterOf } from "../plan";

/** "Q3 2027" in the page's language. */
export function quarterText(date: string): string {
  const { year, quarter } = quarterOf(date);
  return t("projectCard.quarter", { quarter, year });
}
