import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { enquiries, locations, profiles, properties, savedProperties, type Translations } from "../../../db/schema";
import { currentLanguage } from "../../i18n/i18n";
import type { InEnglish } from "../../i18n/stored";
import { localize } from "../../i18n/stored.server";
import { checkHomePlace } from "../location/home-place.server";
import type { ShownName } from "../location/match";
import { withPlaceNames } from "../location/match.server";
import type { WorldPlaces } from "../location/world-places.server";
import type { PropertyCardData } from "../property/card";
import { getPropertyById } from "../property/load.server";
import { cardTranslations } from "../property/localize.server";
import { localizedCard } from "../property/localized.server";
import { PERSONAL_DETAIL_COLUMNS, type PersonalDetails, personalDetailsFromForm } from "./account.server";
import type { contactsSchema, generalSchema, notificationsSchema } from "./schema";

/** Everything the profile page edits, for the signed-in user only; never a secret. */
export type ProfileSettings = PersonalDetails & {
  notifyNewListings: boolean;
  notifyMarketNews: boolean;
  notifyEnquiryUpdates: boolean;
  notifyPriceDrops: boolean;
  listingContactName: string;
  listingContactPhone: string;
  listingContactEmail: string;
};

export async function getProfileSettings(db: Db, profileId: string): Promise<ProfileSettings | null> {
  const [row] = await db
    .select({
      ...PERSONAL_DETAIL_COLUMNS,
      notifyNewListings: profiles.notifyNewListings,
      notifyMarketNews: profiles.notifyMarketNews,
      notifyEnquiryUpdates: profiles.notifyEnquiryUpdates,
      notifyPriceDrops: profiles.notifyPriceDrops,
      listingContactName: profiles.listingContactName,
      listingContactPhone: profiles.listingContactPhone,
      listingContactEmail: profiles.listingContactEmail,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ?? null;
}

/** Writes some of the user's own columns and stamps the change. */
async function updateProfile(db: Db, profileId: string, values: Partial<typeof profiles.$inferInsert>): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(profiles.id, profileId));
}

/** Name, phone, contact e-mail and place; a place we do not know is a 400 naming the location. */
export async function updateGeneral(
  db: Db,
  profileId: string,
  input: z.output<typeof generalSchema>,
  world: WorldPlaces,
): Promise<void> {
  const place = await checkHomePlace(db, world, input);
  await updateProfile(db, profileId, personalDetailsFromForm({ ...input, ...place }));
}

export function updateNotifications(
  db: Db,
  profileId: string,
  input: z.output<typeof notificationsSchema>,
): Promise<void> {
  return updateProfile(db, profileId, input);
}

export function updateListingContacts(
  db: Db,
  profileId: string,
  input: z.output<typeof contactsSchema>,
): Promise<void> {
  return updateProfile(db, profileId, input);
}

// ---------------------------------------------------------------- saved properties

const SAVED_MAX_SHOWN = 60;

export function isPropertyId(id: string): boolean {
  return z.guid().safeParse(id).success;
}

/** Saves a published listing; false when there is no such listing. Saving twice is harmless. */
export async function saveProperty(db: Db, profileId: string, propertyId: string): Promise<boolean> {
  if (!isPropertyId(propertyId)) return false;
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, "published")));
  if (!listing) return false;
  await db.insert(savedProperties).values({ profileId, propertyId }).onConflictDoNothing();
  return true;
}

export async function unsaveProperty(db: Db, profileId: string, propertyId: string): Promise<void> {
  if (!isPropertyId(propertyId)) return;
  await db
    .delete(savedProperties)
    .where(and(eq(savedProperties.profileId, profileId), eq(savedProperties.propertyId, propertyId)));
}

/** The ids the hearts need: newest first. */
export async function listSavedIds(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedProperties.propertyId })
    .from(savedProperties)
    .where(eq(savedProperties.profileId, profileId))
    .orderBy(desc(savedProperties.createdAt));
  return rows.map((r) => r.id);
}

/** The saved listings as cards, newest save first; listings no longer published drop out. */
export async function listSavedCards(db: Db, profileId: string): Promise<PropertyCardData[]> {
  const ids = (await listSavedIds(db, profileId)).slice(0, SAVED_MAX_SHOWN);
  const found = await Promise.all(ids.map((id) => getPropertyById(db, id)));
  // Listings are remembered for every language: texts and place names are picked after reading.
  return withPlaceNames(
    db,
    found.flatMap((p) => (p ? [localizedCard(p)] : [])),
    currentLanguage(),
  );
}

// ---------------------------------------------------------------- enquiries

export type OwnEnquiry = {
  id: string;
  inquireType: string;
  message: string;
  status: string;
  createdAt: string;
  propertyId: string | null;
  /** The listing's title in the page's language (English, listed in inEnglish, where untranslated). */
  propertyTitle: string | null;
  /** The listing's "place, town" in the page's language; absent on English pages (the card's English shows). */
  place?: ShownName;
  locationLabel: string;
  city: string;
} & InEnglish;

/** The enquiries this user sent while signed in, newest first. */
export async function listOwnEnquiries(db: Db, profileId: string): Promise<OwnEnquiry[]> {
  const rows = await db
    .select({
      id: enquiries.id,
      inquireType: enquiries.inquireType,
      message: enquiries.message,
      status: enquiries.status,
      createdAt: enquiries.createdAt,
      propertyId: enquiries.propertyId,
      propertyTitle: properties.title,
      translations: cardTranslations(),
      locationLabel: locations.label,
      city: locations.city,
    })
    .from(enquiries)
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .leftJoin(locations, eq(locations.id, properties.locationId))
    .where(eq(enquiries.profileId, profileId))
    .orderBy(desc(enquiries.createdAt))
    .limit(100);
  const own = rows.map(({ translations, propertyTitle, locationLabel, city, ...r }) => ({
    ...r,
    ...localize({ propertyTitle, translations: propertyTitle ? titleOnly(translations) : {} }, ["propertyTitle"]),
    locationLabel: locationLabel ?? "",
    city: city ?? "",
    createdAt: new Date(r.createdAt).toISOString(),
  }));
  return withPlaceNames(db, own, currentLanguage());
}

/** A card's translations ({ ar: { title, tagTitle } …}) as the enquiry's propertyTitle's. */
function titleOnly(translations: Translations | null): Translations {
  return Object.fromEntries(
    Object.entries(translations ?? {}).map(([lang, fields]) => [lang, { propertyTitle: fields?.title }]),
  );
}
