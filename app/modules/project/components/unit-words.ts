import "../../../i18n/en-pages";
import { t } from "../../../i18n/i18n";

/** From this many bedrooms, a project's largest unit type of a property type is "N or more". */
export const OPEN_BEDROOMS = 5;

/**
 * Whether a unit type is open-ended ("Villa · 5+ beds"): at least OPEN_BEDROOMS and no larger
 * unit type of its property type among `all` (its project's). The roll-up's SQL follows the
 * same rule (projects.server.ts, openEndedSql).
 */
export function openEnded(
  u: { typeValue: string; bedrooms: number | null },
  all: { typeValue: string; bedrooms: number | null }[],
): boolean {
  const beds = u.bedrooms;
  if (beds === null || beds < OPEN_BEDROOMS) return false;
  return !all.some((o) => o.typeValue === u.typeValue && o.bedrooms !== null && o.bedrooms > beds);
}

/** A unit type as the page names it: "Studio", "Apartment · 2 bedrooms", "Villa · 5+ beds", "Villa". */
export function unitTypeName(u: { typeName: string; bedrooms: number | null; orMore?: boolean }): string {
  if (u.bedrooms === 0) return t("projects.studio");
  if (u.bedrooms === null) return u.typeName;
  if (u.orMore) return `${u.typeName} · ${t("projects.bedsOrMore", { count: u.bedrooms })}`;
  return `${u.typeName} · ${t("property.beds", { count: u.bedrooms })}`;
}
