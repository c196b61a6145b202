import "../../../i18n/en-pages";
import { t } from "../../../i18n/i18n";

/** A unit type as the page names it: "Studio", "Apartment · 2 bedrooms", "Villa". */
export function unitTypeName(u: { typeName: string; bedrooms: number | null }): string {
  if (u.bedrooms === 0) return t("projects.studio");
  if (u.bedrooms === null) return u.typeName;
  return `${u.typeName} · ${t("property.beds", { count: u.bedrooms })}`;
}
