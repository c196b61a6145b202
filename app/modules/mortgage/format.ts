import { currentLocale } from "../../i18n/i18n";
import { numberIn } from "../../i18n/locale-format";

/** "AED 1,500,000": whole dirhams when there are no fils, two decimals when there are. */
export function formatAed(fils: number): string {
  return `AED ${numberIn(fils / 100, fils % 100 === 0 ? 0 : 2, 2, currentLocale())}`;
}

/** "4.5 %" in the page's digits. */
export function formatPercent(value: number): string {
  return `${numberIn(value, 0, 2, currentLocale())} %`;
}
