/**
 * Published listings and their cards read by id: recently read ones from memory, the rest
 * through statements prepared once per database; and the featured listings.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import {
  agents,
  brokerages,
  categories,
  developers,
  locations,
  projects,
  properties,
  propertyChildren,
  propertyImages,
} from "../../../db/schema";
import { safeRichText } from "../html.server";
import { briefMemoPerDatabase, onForget, perDatabase, rememberBriefly } from "../memo.server";
import type { CardProject } from "./card";
import { cardTranslations } from "./localize.server";
import type { ListingProject, NearbyPlace, Property } from "./property";
import { anyOf } from "./search-filters.server";

const isId = (value: string) => z.guid().safeParse(value).success;

/** A published listing with everything its page shows, or null for an unknown or malformed id. */
export async function getPropertyById(db: Db, id: string): Promise<Property | null> {
  if (!isId(id)) return null;
  const [property] = await loadProperties(db, [id]);
  return property ?? null;
}

/**
 * How many loaded listings a process keeps for the pages: a listing's page (in every language
 * and currency, for visitors the page cache does not serve) and the featured listings. Each
 * costs about 5.5 KB (decision 004). The REST API's search keeps its own memory of the
 * listings it answered, as bytes (server/api/property.ts).
 */
const LISTINGS_REMEMBERED = 1_000;

/** Recently loaded listings of a database; forgotten with every other remembered answer. */
const listingsOf = briefMemoPerDatabase<Property>(LISTINGS_REMEMBERED);

/**
 * How many listing cards a process keeps for the search pages. Different searches show many
 * of the same listings (a place's first pages, by price or by date): under the bench's varied
 * searches about 11,000 listings make up what is shown, and 8,000 remembered answer 91 % of
 * them, as for the REST search (server/api/property.ts). A card, in every language, costs
 * about 1.5 KB (decision 004).
 */
const CARDS_REMEMBERED = 8_000;
type CardRow = Awaited<ReturnType<ReturnType<typeof prepareCardLoader>["execute"]>>[number];
const cardsOf = briefMemoPerDatabase<CardRow>(CARDS_REMEMBERED);

/** Published listings' cards for a comma-separated list of ids, in no particular order. */
const cardLoaderOf = perDatabase(prepareCardLoader);
function prepareCardLoader(db: Db) {
  return (
    cardQuery(db, {})
      .where(and(anyOf(properties.id, sql.placeholder("ids")), eq(properties.status, "published")))
      // Named: planned once per connection (once for all of them on embedded PGlite).
      .prepare("load_cards")
  );
}

/**
 * Published listings' cards for the given ids, in the order of `ids`, in every language (the
 * page's is picked after reading). Remembered ones come from memory; the rest take one query.
 */
export function loadCards(db: Db, ids: string[]): Promise<CardRow[]> {
  return cardsOf(db).getEach(ids, async (missing) =>
    (await cardLoaderOf(db).execute({ ids: missing.join(",") })).map((row) => [row.id, row]),
  );
}

/**
 * Published listings for the given ids, in the order of `ids`. Recently loaded ones come
 * from memory; the rest take one query. Unknown ids are not remembered, so probing
 * random ids cannot fill the memory.
 */
export function loadProperties(db: Db, ids: string[]): Promise<Property[]> {
  return listingsOf(db).getEach(ids, async (missing) =>
    (await fetchProperties(db, missing)).map((property) => [property.id, property]),
  );
}

/**
 * Published listings for the given ids, in no particular order, read from the database: the
 * listing memory is neither asked nor filled (the REST API keeps its own, server/api/property.ts).
 * Child rows come from correlated subqueries, which only ever run for the (at most 100)
 * ids asked for. The statement is built and prepared once per database.
 */
export async function fetchProperties(db: Db, ids: string[]): Promise<Property[]> {
  if (ids.length === 0) return [];
  const rows = await propertyLoaderOf(db).execute({ ids: ids.join(",") });
  const shared = sharedPartsOf(db);
  // Stored HTML is made safe again on the way out: whatever wrote it, it renders safely.
  return rows.map((row) => ({
    ...row,
    description: safeRichText(row.description),
    propertyType: shared.one(row.propertyType),
    location: shared.one(row.location),
    developer: row.developer && shared.one(row.developer),
    agent: row.agent && shared.one(row.agent),
    agency: row.agency && shared.one(row.agency),
    typeTranslations: shared.one(row.typeTranslations),
  }));
}

/**
 * One object for equal parts of many listings (their type, place, developer, agent, agency):
 * a remembered listing then holds only its own data, about a quarter less memory each, so
 * more of them fit in the listing memory (decision 004). Equal means equal in content,
 * so a changed agent is a new object; the parts are forgotten with every other remembered answer.
 */
class SharedParts {
  private readonly parts = new Map<string, object>();
  one<T extends object>(part: T): T {
    const key = JSON.stringify(part);
    const known = this.parts.get(key);
    if (known) return known as T;
    // The parts are few (dozens of places, agents and types): this bound only guards odd data.
    if (this.parts.size >= 10_000) this.clear();
    this.parts.set(key, part);
    return part;
  }

  clear(): void {
    this.parts.clear();
  }
}

const sharedPartsOf = perDatabase((db) => {
  const parts = new SharedParts();
  onForget(db, () => parts.clear());
  return parts;
});

const propertyLoaderOf = perDatabase(prepareLoader);

function prepareLoader(db: Db) {
  return (
    propertyQuery(db)
      .where(and(anyOf(properties.id, sql.placeholder("ids")), eq(properties.status, "published")))
      // Named: planned once per connection (once for all of them on embedded PGlite).
      .prepare("load_properties")
  );
}

/** A select of everything a listing's page shows; the caller adds conditions, order and limit. */
function propertyQuery(db: Db) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      propertyType: { id: categories.id, name: categories.value },
      segment: properties.segment,
      purpose: properties.purpose,
      rentFrequency: properties.rentFrequency,
      address: properties.address,
      location: {
        id: locations.id,
        country: locations.country,
        state: locations.state,
        city: locations.city,
        label: locations.label,
      },
      // A left join: drizzle answers null for the object when the listing has no developer.
      developer: { id: developers.id, firmName: developers.firmName },
      tagTitle: properties.tagTitle,
      priceAmount: properties.priceAmount,
      priceCurrency: properties.priceCurrency,
      priceAed: properties.priceAed,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaSqft: properties.areaSqft,
      highlights: properties.highlights,
      descriptionTitle: properties.descriptionTitle,
      descriptionRows: properties.descriptionRows,
      description: properties.description,
      latitude: properties.latitude,
      longitude: properties.longitude,
      isFeatured: properties.isFeatured,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
      translations: properties.translations,
      typeTranslations: categories.translations,
      permitNumber: properties.permitNumber,
      permitExpiry: properties.permitExpiry,
      referenceNumber: properties.referenceNumber,
      completionStatus: properties.completionStatus,
      furnishing: properties.furnishing,
      verifiedAt: properties.verifiedAt,
      // Left joins: drizzle answers null for the object when the listing has no agent.
      agent: {
        id: agents.id,
        name: agents.name,
        brn: agents.brn,
        slug: agents.slug,
        photoImageId: agents.photoImageId,
        languages: agents.languages,
        phone: agents.phone,
        whatsapp: agents.whatsapp,
        email: agents.email,
      },
      agency: { id: brokerages.id, name: brokerages.name, orn: brokerages.orn, slug: brokerages.slug },
      // The published project, or null (decision 062). A subquery, not an eighth joined table:
      // PostgreSQL plans this query on every listing page, and the join doubled that planning.
      project: sql<ListingProject | null>`(select json_build_object('slug', pr.slug, 'name', pr.name,
        'translations', pr.translations, 'dldProjectNumber', pr.dld_project_number,
        'escrowAccountNumber', pr.escrow_account_number, 'escrowBank', pr.escrow_bank)
        from ${projects} pr where pr.id = ${properties.projectId} and pr.published)`,
      originalPrice: properties.originalPrice,
      amountPaid: properties.amountPaid,
      imageIds: imageIdsOf(),
      facilityIds: amenityIdsOf(MASTER.facility),
      featureIds: amenityIdsOf(MASTER.feature),
      nearbyPlaces: nearbyPlacesOf(),
    })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.propertyTypeId))
    .innerJoin(locations, eq(locations.id, properties.locationId))
    .leftJoin(developers, eq(developers.id, properties.developerId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(brokerages, eq(brokerages.id, agents.brokerageId))
    .leftJoin(propertyChildren, eq(propertyChildren.propertyId, properties.id))
    .$dynamic();
}

// The child rows come gathered on the listing's property_children row (kept by triggers,
// migration 0009): one key lookup per listing instead of four subqueries.
function imageIdsOf() {
  return sql<string[]>`coalesce(${propertyChildren.imageIds}, '[]'::json)`;
}

/** Amenity ids of one master, ordered now: the back office may reorder or rename categories. */
function amenityIdsOf(masterId: string) {
  return sql<string[]>`(select coalesce(json_agg(c.id order by c.sort_order, c.value), '[]'::json)
    from ${categories} c where c.id = any(${propertyChildren.amenityIds}) and c.master_id = ${masterId})`;
}

function nearbyPlacesOf() {
  return sql<NearbyPlace[]>`coalesce(${propertyChildren.nearby}, '[]'::json)`;
}

/**
 * A select of what a listing card shows (joined type and location, first photo), plus
 * `extra` columns; the caller adds the conditions, order and limit.
 */
export function cardQuery<E extends Record<string, SQL.Aliased>>(db: Db, extra: E = {} as E) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      typeName: categories.value,
      locationLabel: locations.label,
      city: locations.city,
      tagTitle: properties.tagTitle,
      priceAed: properties.priceAed,
      purpose: properties.purpose,
      rentFrequency: properties.rentFrequency,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaSqft: properties.areaSqft,
      // Typed as the card's field: some cards come from here, some from a whole listing (toCard).
      verifiedAt: sql<Date | string | null>`${properties.verifiedAt}`.as("verified_at"),
      imageId: sql<string | null>`(select ${propertyImages.imageId} from ${propertyImages}
        where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.position} limit 1)`.as(
        "image_id",
      ),
      translations: cardTranslations(),
      typeTranslations: categories.translations,
      // RERA's off-plan details beside the card's permit: the published project's number and escrow account.
      project:
        sql<CardProject | null>`(select json_build_object('number', pr.dld_project_number, 'escrow', pr.escrow_account_number)
        from ${projects} pr where pr.id = ${properties.projectId} and pr.published)`.as("project"),
      ...extra,
    })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.propertyTypeId))
    .innerJoin(locations, eq(locations.id, properties.locationId))
    .$dynamic();
}

/** Listings the team marked featured, newest first. */
export async function listFeaturedProperties(db: Db, limit: number): Promise<Property[]> {
  const ids = await rememberBriefly(db, `featured:${limit}`, async () => {
    const rows = await featuredIdsQuery(db, limit);
    return rows.map((r) => r.id);
  });
  return loadProperties(db, ids);
}

/** The newest featured listings' ids, read from their own partial index (properties_featured_idx). */
export function featuredIdsQuery(db: Db, limit: number) {
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.isFeatured, true), eq(properties.status, "published")))
    .orderBy(desc(properties.createdAt))
    .limit(limit);
}
