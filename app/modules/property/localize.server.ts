import { type SQL, sql } from "drizzle-orm";
import type { Translations } from "../../../db/schema";
import { properties } from "../../../db/schema";
import { currentLanguage } from "../../i18n/i18n";
import { PREFIXED_LANGUAGES } from "../../i18n/languages";
import type { InEnglish } from "../../i18n/stored";
import { localize, translationOf } from "../../i18n/stored.server";
import type { CardProject } from "./card";
import { standardTag } from "./tags";

/** A listing's texts that have a value per language (edited on the listing form's language tabs). */
export const LISTING_TEXT_FIELDS = ["title", "tagTitle", "descriptionTitle", "description"] as const;

/** What a card row carries besides its English texts: the translations of its title, tag and type. */
export type CardTranslations = { translations: Translations; typeTranslations: Translations };

/**
 * The card's share of `properties.translations` (title and tag in each language), so pages
 * of cards never read, remember or ship a listing's translated description.
 */
export function cardTranslations(): SQL.Aliased<Translations> {
  const per = PREFIXED_LANGUAGES.map(
    (lang) =>
      sql`${sql.raw(`'${lang}'`)}, jsonb_build_object('title', ${properties.translations} -> ${sql.raw(`'${lang}'`)} -> 'title', 'tagTitle', ${properties.translations} -> ${sql.raw(`'${lang}'`)} -> 'tagTitle')`,
  );
  return sql<Translations>`jsonb_strip_nulls(jsonb_build_object(${sql.join(per, sql`, `)}))`.as("card_translations");
}

/** The name of a property type in the page's language, and whether it stayed English. */
export function typeName(
  english: string,
  translations: Translations | null | undefined,
): { name: string; english: boolean } {
  const lang = currentLanguage();
  const translated = translationOf(translations, "value", lang);
  if (typeof translated === "string") return { name: translated, english: false };
  return { name: english, english: lang !== "en" };
}

/**
 * `row` with a badge of our vocabulary in the page's language (tags.ts), no longer marked as
 * English; any other badge stays as localize() left it. English pages keep the stored word.
 */
function withStandardTag<R extends { tagTitle: string } & InEnglish>(english: string, row: R): R {
  const tag = currentLanguage() === "en" ? undefined : standardTag(english);
  if (tag === undefined) return row;
  const { inEnglish, ...rest } = row;
  const still = inEnglish?.filter((field) => field !== "tagTitle") ?? [];
  return { ...rest, tagTitle: tag, ...(still.length > 0 ? { inEnglish: still } : {}) } as unknown as R;
}

/** The texts of a card (PropertyCardData) this module translates. */
type CardTexts = { title: string; tagTitle: string; typeName: string };

/** A card row in the page's language; its translations stay on the server. */
export function localizeCard<C extends CardTexts & Partial<CardTranslations> & { project?: CardProject | null }>(
  row: C,
): Omit<C, keyof CardTranslations | "project"> & { project?: CardProject } & InEnglish {
  const { translations, typeTranslations, project, ...card } = row;
  const texts = withStandardTag(
    card.tagTitle,
    localize({ title: card.title, tagTitle: card.tagTitle, translations }, ["title", "tagTitle"]),
  );
  const type = typeName(card.typeName, typeTranslations);
  const inEnglish = [...(texts.inEnglish ?? []), ...(type.english ? ["typeName"] : [])];
  return {
    ...(card as unknown as Omit<C, keyof CardTranslations | "project">),
    // Most listings belong to no project: their cards carry no empty field for it.
    ...(project ? { project } : {}),
    ...texts,
    typeName: type.name,
    ...(inEnglish.length > 0 ? { inEnglish } : {}),
  };
}

/** What a listing (Property) holds that this module translates. */
type ListingTexts = CardTranslations & {
  title: string;
  tagTitle: string;
  descriptionTitle: string;
  description: string;
  propertyType: { id: string; name: string };
};

/** A listing with its texts in the page's language. */
export type LocalizedListing<P extends ListingTexts> = Omit<P, keyof CardTranslations | "propertyType"> & {
  propertyType: P["propertyType"] & InEnglish;
} & InEnglish;

/** A listing (the property page's) with its texts and type in the page's language. */
export function localizeProperty<P extends ListingTexts>(p: P): LocalizedListing<P> {
  const { typeTranslations, propertyType, ...rest } = p;
  const type = typeName(propertyType.name, typeTranslations);
  const texts = withStandardTag(p.tagTitle, localize(rest as unknown as ListingTexts, LISTING_TEXT_FIELDS));
  return {
    ...(texts as unknown as Omit<P, keyof CardTranslations | "propertyType"> & InEnglish),
    propertyType: { ...propertyType, name: type.name, inEnglish: type.english ? ["name"] : undefined },
  };
}
