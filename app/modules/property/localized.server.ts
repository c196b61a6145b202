import { type PropertyCardData, toCard } from "./card";
import { type LocalizedListing, localizeCard } from "./localize.server";
import type { Property } from "./property";

/** A listing as the property page shows it: texts and type in the page's language. */
export type LocalizedProperty = LocalizedListing<Property>;

/** A listing's card in the page's language (featured lists and saved properties load whole listings). */
export function localizedCard(p: Property): PropertyCardData {
  return localizeCard({ ...toCard(p), translations: p.translations, typeTranslations: p.typeTranslations });
}
