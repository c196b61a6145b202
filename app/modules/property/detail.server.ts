import { and, asc, desc, eq, gte, lt, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { properties } from "../../../db/schema";
import { currentLanguage } from "../../i18n/i18n";
import type { InEnglish } from "../../i18n/stored";
import { localize } from "../../i18n/stored.server";
import { listCategories } from "../content/content.server";
import type { FaqItem } from "../faq/faq";
import { listFaqs } from "../faq/faq.server";
import { placeName, type ShownName } from "../location/match";
import { placeIndex, withPlaceNames } from "../location/match.server";
import { perDatabase, rememberBriefly } from "../memo.server";
import type { PropertyCardData } from "./card";
import { cardQuery, getPropertyById } from "./load.server";
import { localizeCard, localizeProperty } from "./localize.server";
import type { LocalizedProperty } from "./localized.server";
import { DEFAULT_PERMIT_VERIFY_URL, isInDubai, permitVerifyUrl } from "./permit";
import type { Property } from "./property";

/** How many related listings the carousel shows. */
export const RELATED_LIMIT = 8;
/** The original site keeps the first 10 nearby places. */
export const NEARBY_LIMIT = 10;
/** The how-to-buy block shows the first questions of the FAQ. */
export const HOW_TO_BUY_FAQS = 5;

/** A facility or feature as the page shows it: its name (in the page's language) and a lucide icon name. */
export type Amenity = { id: string; name: string; icon: string } & InEnglish;

export type PagePlace = { label: ShownName; city: ShownName; country: ShownName };

export type PropertyPageData = {
  property: LocalizedProperty;
  facilities: Amenity[];
  features: Amenity[];
  related: PropertyCardData[];
  faqs: FaqItem[];
  /** The listing's community, city and country in the page's language (English, marked so, where untranslated). */
  place: PagePlace;
  /** A Dubai listing's permit, its DLD verification address and that address as a QR code (decision 013). */
  regulatory: Regulatory | null;
};

export type Regulatory = { permitNumber: string; verifyUrl: string };

/** Everything /property/:id shows, or null for an unknown, unpublished or malformed id. */
export async function loadPropertyPage(
  db: Db,
  id: string,
  opts: { permitVerifyUrl: string } = { permitVerifyUrl: DEFAULT_PERMIT_VERIFY_URL },
): Promise<PropertyPageData | null> {
  const property = await getPropertyById(db, id);
  if (!property) return null;
  const [facilities, features, related, faqs, places] = await Promise.all([
    amenities(db, MASTER.facility, property.facilityIds),
    amenities(db, MASTER.feature, property.featureIds),
    rememberBriefly(db, `related:${property.id}`, () => listRelatedProperties(db, property)),
    listFaqs(db),
    placeIndex(db),
  ]);
  const lang = currentLanguage();
  const verifyUrl =
    property.permitNumber && isInDubai(property.location)
      ? permitVerifyUrl(opts.permitVerifyUrl, property.permitNumber)
      : null;
  const located = places.find((l) => l.id === property.location.id) ?? {
    ...property.location,
    aliases: [],
    translations: {},
  };
  return {
    property: localizeProperty({
      ...property,
      nearbyPlaces: property.nearbyPlaces.slice(0, NEARBY_LIMIT),
      project: property.project ? localize(property.project, ["name"], lang) : null,
    }),
    facilities,
    features,
    // Remembered in every language at once: the page's texts and place names are picked after reading.
    related: await withPlaceNames(db, related.map(localizeCard), lang),
    // The first questions of the FAQ, as edited in the back office, in the page's language.
    faqs: faqs.slice(0, HOW_TO_BUY_FAQS),
    place: {
      label: placeName(located, lang, "label"),
      city: placeName(located, lang, "city"),
      country: placeName(located, lang, "country"),
    },
    regulatory: verifyUrl && property.permitNumber ? { permitNumber: property.permitNumber, verifyUrl } : null,
  };
}

/** The definitions of `ids` (in that order); the master's list is small and remembered briefly, per language. */
export async function amenities(db: Db, masterId: string, ids: string[]): Promise<Amenity[]> {
  if (ids.length === 0) return [];
  const all = await rememberBriefly(db, `amenities:${masterId}:${currentLanguage()}`, () =>
    listCategories(db, { masterId }),
  );
  const byId = new Map(all.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    const inEnglish = c?.inEnglish?.includes("value") ? ["name"] : undefined;
    return c ? [{ id: c.id, name: c.value, icon: c.icon ?? "", inEnglish }] : [];
  });
}

/**
 * Listings like this one: in the same location first, then of the same type elsewhere,
 * each closest in price. Four index walks, from the listing's price up and down in the
 * (location, price) and (type, price) indexes, each stopping after a few rows, so the cost
 * does not grow with the table; the closest of those are picked in the database, so only
 * the cards shown are read. Sent as one prepared statement: every query costs a round trip.
 */
export async function listRelatedProperties(db: Db, p: Property): Promise<PropertyCardData[]> {
  const statement = relatedStatementOf(db);
  const rows = await statement.execute({
    id: p.id,
    location: p.location.id,
    type: p.propertyType.id,
    price: p.priceAed,
  });
  const distance = (row: { priceAed: number }) => Math.abs(row.priceAed - p.priceAed);
  const closest = (near: boolean) =>
    rows
      .filter((r) => (r.locationId === p.location.id) === near)
      .sort((a, b) => distance(a) - distance(b) || (a.id < b.id ? -1 : 1));
  return [...closest(true), ...closest(false)].map(({ locationId: _, project, ...card }) =>
    project ? { ...card, project } : card,
  );
}

const relatedStatementOf = perDatabase(prepareRelated);

/**
 * The status and the limits are written into the statement, not sent as values: with a
 * value the planner cannot use the published-only indexes without seeing it, so it planned
 * the statement again on every execution (about 2.5 ms, more than running it).
 */
function prepareRelated(db: Db) {
  const [id, location, type, price] = ["id", "location", "type", "price"].map((name) => sql.placeholder(name)) as [
    Placeholder,
    Placeholder,
    Placeholder,
    Placeholder,
  ];
  const limit = sql.raw(String(RELATED_LIMIT));
  const base = and(sql`${properties.status} = 'published'`, ne(properties.id, id));
  const sameLocation = eq(properties.locationId, location);
  const sameTypeElsewhere = and(eq(properties.propertyTypeId, type), ne(properties.locationId, location));
  const walk = (where: SQL | undefined, up: boolean) =>
    sql`(${db
      .select({ id: properties.id, locationId: properties.locationId, priceAed: properties.priceAed })
      .from(properties)
      .where(and(base, where, up ? gte(properties.priceAed, price) : lt(properties.priceAed, price)))
      .orderBy(
        ...(up ? [asc(properties.priceAed), asc(properties.id)] : [desc(properties.priceAed), desc(properties.id)]),
      )} limit ${limit})`;
  const closest = sql`select "id" from (${walk(sameLocation, true)} union all ${walk(sameLocation, false)}
    union all ${walk(sameTypeElsewhere, true)} union all ${walk(sameTypeElsewhere, false)}) as "candidates"
    order by ("location_id" = ${location}) desc, abs("price_aed" - ${price}), "id" limit ${limit}`;
  return (
    cardQuery(db, { locationId: sql<string>`${properties.locationId}`.as("location_id") })
      .where(sql`${properties.id} in (${closest})`)
      // Named: planned once per connection (once for all of them on embedded PGlite).
      .prepare("related_listings")
  );
}
