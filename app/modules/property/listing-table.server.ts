import { and, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { one } from "../../../db/one";
import { categories, locations, properties } from "../../../db/schema";
import { likePattern, pageParam, textParam } from "../admin/text";
import {
  isUuid,
  LISTING_SEGMENTS,
  LISTING_STATUSES,
  LISTINGS_COUNT_CAP,
  LISTINGS_PAGE_SIZE,
  type ListingStatus,
} from "./listings";
import { LISTING_PURPOSES, type ListingPurpose, type RentFrequency } from "./purpose";

// The back office's table of listings: its filters and its pages.

export type ListingFilters = {
  q: string;
  status: string;
  type: string;
  segment: string;
  purpose: string;
  location: string;
  page: number;
};

/** The table's filters from the URL; unknown values are dropped. */
export function parseListingFilters(search: URLSearchParams): ListingFilters {
  const get = (name: string) => textParam(search.get(name));
  const oneOf = (value: string, list: readonly string[]) => (list.includes(value) ? value : "");
  return {
    q: get("q"),
    status: oneOf(get("status"), LISTING_STATUSES),
    type: isUuid(get("type")) ? get("type") : "",
    segment: oneOf(get("segment"), LISTING_SEGMENTS),
    purpose: oneOf(get("purpose"), LISTING_PURPOSES),
    location: isUuid(get("location")) ? get("location") : "",
    page: pageParam(search.get("page")),
  };
}

export type ListingRow = {
  id: string;
  title: string;
  status: ListingStatus;
  segment: string;
  purpose: ListingPurpose;
  rentFrequency: RentFrequency | null;
  priceAmount: number;
  priceCurrency: string;
  typeName: string;
  locationLabel: string;
  updatedAt: Date;
  permitNumber: string | null;
  permitExpiry: string | null;
  verifiedAt: Date | null;
  /** An agency's feed brought it (decision 055). */
  fromFeed: boolean;
};

/**
 * One page of listings, newest first (the created_at index gives the order, so a page
 * reads 25 rows, not the table). The count stops at 1 000: past that, "1,000+" is all a
 * person needs, and counting 100 000 matches on every page view is wasted work.
 */
export async function listListings(
  db: Db,
  f: ListingFilters,
): Promise<{ rows: ListingRow[]; total: number; capped: boolean }> {
  const parts: (SQL | undefined)[] = [];
  if (f.q) parts.push(ilike(properties.title, likePattern(f.q)));
  if (f.status) parts.push(eq(properties.status, f.status as ListingStatus));
  if (f.type) parts.push(eq(properties.propertyTypeId, f.type));
  if (f.segment) parts.push(eq(properties.segment, f.segment as (typeof LISTING_SEGMENTS)[number]));
  if (f.purpose) parts.push(eq(properties.purpose, f.purpose as ListingPurpose));
  if (f.location) parts.push(eq(properties.locationId, f.location));
  const where = and(...parts);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        status: properties.status,
        segment: properties.segment,
        purpose: properties.purpose,
        rentFrequency: properties.rentFrequency,
        priceAmount: properties.priceAmount,
        priceCurrency: properties.priceCurrency,
        typeName: categories.value,
        locationLabel: locations.label,
        updatedAt: properties.updatedAt,
        permitNumber: properties.permitNumber,
        permitExpiry: properties.permitExpiry,
        verifiedAt: properties.verifiedAt,
        fromFeed: sql<boolean>`${properties.feedId} is not null`,
      })
      .from(properties)
      .innerJoin(categories, eq(categories.id, properties.propertyTypeId))
      .innerJoin(locations, eq(locations.id, properties.locationId))
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(LISTINGS_PAGE_SIZE)
      .offset((f.page - 1) * LISTINGS_PAGE_SIZE),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as("one") })
        .from(properties)
        .where(where)
        .limit(LISTINGS_COUNT_CAP + 1)
        .as("capped"),
    ),
  ]);
  const { n } = one(counted, "listings count");
  return { rows, total: Math.min(n, LISTINGS_COUNT_CAP), capped: n > LISTINGS_COUNT_CAP };
}
