import { formatNumber } from "../../i18n/format";
import { t } from "../../i18n/i18n";
import { areaIn } from "./area";
import type { AreaUnit } from "./unit";

/** "1,200 sq ft" or "111 m²" in the page's language and digits. */
export function areaText(sqft: number, unit: AreaUnit): string {
  return t(unit === "sqm" ? "property.sqm" : "property.sqft", { count: formatNumber(areaIn(sqft, unit)) });
}
