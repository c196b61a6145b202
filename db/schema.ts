import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ENQUIRY_STATUSES, ENQUIRY_TYPES, NEARBY_TYPES } from "./enums";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();

/** A label/value row, e.g. { label: "Bedrooms", value: "3" }. */
export type LabelValue = { label: string; value: string };

/**
 * A row's visitor-facing text in the other languages: { ar: { title: "…" }, ru: { … } }.
 * The row's own columns hold English, the fallback for any field a language lacks.
 */
export type Translations = Partial<Record<"ar" | "hi" | "ru", Record<string, unknown>>>;
const translations = () => jsonb("translations").$type<Translations>().notNull().default({});

// ---------------------------------------------------------------- media

/** Every image the site serves, generated or uploaded; served immutable by id. */
export const images = pgTable(
  "images",
  {
    id: id(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    bytes: bytea("bytes").notNull(),
    /** Where a feed's photo was downloaded from, and the feed's version of it: fetched again only when either changes. */
    sourceUrl: text("source_url"),
    sourceVersion: text("source_version"),
    createdAt: createdAt(),
  },
  (t) => [index("images_source_idx").on(t.sourceUrl).where(sql`${t.sourceUrl} is not null`)],
);

/** Smaller renditions of an uploaded image (WebP), served by /media/{id}?w={width}. */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

// ---------------------------------------------------------------- categories

/** Fixed masters: which kind of thing a category is (property type, facility, ...). */
export const categoryMasters = pgTable("category_masters", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: id(),
    masterId: text("master_id")
      .notNull()
      .references(() => categoryMasters.id),
    value: text("value").notNull(),
    icon: text("icon"),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    translations: translations(),
  },
  (t) => [uniqueIndex("categories_master_value_idx").on(t.masterId, t.value)],
);

// ---------------------------------------------------------------- places

export const locations = pgTable(
  "locations",
  {
    id: id(),
    country: text("country").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    label: text("label").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    /** Top locations fill the footer and the popular-locations grid. */
    isTop: boolean("is_top").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Short names people type for the place: JVC, JLT, DIFC, JBR, MBR City. */
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    /** { ar: { label, city, state, country }, hi: …, ru: … }. */
    translations: translations(),
  },
  (t) => [
    uniqueIndex("locations_place_idx").on(t.country, t.state, t.city, t.label),
    index("locations_label_lower_idx").on(sql`lower(${t.label})`),
    index("locations_country_state_city_lower_idx").on(
      sql`lower(${t.country})`,
      sql`lower(${t.state})`,
      sql`lower(${t.city})`,
    ),
  ],
);

export const developers = pgTable("developers", {
  id: id(),
  firmName: text("firm_name").notNull(),
  title: text("title").notNull(),
  imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
  about: text("about").notNull().default(""),
  otherDetails: text("other_details").notNull().default(""),
  history: text("history").notNull().default(""),
  yearEstablished: smallint("year_established"),
  translations: translations(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- properties

export const propertySegment = pgEnum("property_segment", ["Residential", "Commercial", "Rental"]);
export const listingStatus = pgEnum("listing_status", ["published", "draft", "archived"]);
export const listingPurpose = pgEnum("listing_purpose", ["sale", "rent"]);
export const rentFrequency = pgEnum("rent_frequency", ["yearly", "monthly", "weekly", "daily"]);
export const completionStatus = pgEnum("completion_status", ["ready", "off_plan"]);
export const furnishing = pgEnum("furnishing", ["furnished", "unfurnished", "partly"]);

// ---------------------------------------------------------------- licensed agencies and agents (decision 012)

/**
 * A real-estate brokerage licensed by Dubai Land Department: its office registration number
 * (ORN) goes on every listing it advertises. Not the home page's partner-logo strip (`agencies`).
 */
export const brokerages = pgTable("brokerages", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  logoImageId: uuid("logo_image_id").references(() => images.id, { onDelete: "set null" }),
  /** Office registration number (DLD/RERA). */
  orn: text("orn").notNull().unique(),
  tradeLicence: text("trade_licence").notNull(),
  address: text("address").notNull().default(""),
  phone: text("phone").notNull().default(""),
  whatsapp: text("whatsapp").notNull().default(""),
  email: text("email").notNull().default(""),
  /** Language codes the office serves in: en, ar, hi, ru, fr, … */
  languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
  description: text("description").notNull().default(""),
  /** { ar: { name, description }, hi: …, ru: … }. */
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A broker registered with DLD (broker registration number, BRN), working for one brokerage. */
export const agents = pgTable(
  "agents",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    photoImageId: uuid("photo_image_id").references(() => images.id, { onDelete: "set null" }),
    /**
     * Broker registration number (DLD/RERA). "" only for an agent an agency's feed named without
     * one (a Bayut feed carries none): created inactive, for staff to complete (decision 055).
     */
    brn: text("brn").notNull(),
    brokerageId: uuid("brokerage_id")
      .notNull()
      .references(() => brokerages.id),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    whatsapp: text("whatsapp").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    bio: text("bio").notNull().default(""),
    /** { ar: { bio }, hi: …, ru: … }. */
    translations: translations(),
    /** An agent who left stays for the record but is not listed. */
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("agents_brokerage_idx").on(t.brokerageId),
    uniqueIndex("agents_brn_idx").on(t.brn).where(sql`${t.brn} <> ''`),
  ],
);

/** The communities an agent serves. */
export const agentAreas = pgTable(
  "agent_areas",
  {
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.locationId] }), index("agent_areas_location_idx").on(t.locationId)],
);

export const properties = pgTable(
  "properties",
  {
    id: id(),
    title: text("title").notNull(),
    /** Category of the property-type master (Villa, Apartment, ...): the original front end's `subtitle`. */
    propertyTypeId: uuid("property_type_id")
      .notNull()
      .references(() => categories.id),
    /** Residential, Commercial or Rental: the original front end's `type` on the navigation links. */
    segment: propertySegment("segment").notNull(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id),
    developerId: uuid("developer_id").references(() => developers.id, { onDelete: "set null" }),
    address: text("address").notNull(),
    tagTitle: text("tag_title").notNull().default(""),
    priceAmount: numeric("price_amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    priceCurrency: char("price_currency", { length: 3 }).notNull().default("AED"),
    /** The price in AED, the index every price filter uses whatever the display currency. */
    priceAed: numeric("price_aed", { precision: 14, scale: 2, mode: "number" }).notNull(),
    bedrooms: smallint("bedrooms"),
    bathrooms: smallint("bathrooms"),
    areaSqft: integer("area_sqft"),
    highlights: jsonb("highlights").$type<LabelValue[]>().notNull().default([]),
    descriptionTitle: text("description_title").notNull().default(""),
    descriptionRows: jsonb("description_rows").$type<LabelValue[]>().notNull().default([]),
    /** Sanitised HTML. */
    description: text("description").notNull().default(""),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    status: listingStatus("status").notNull().default("published"),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** For sale or to rent; a rent is asked per year or per month. */
    purpose: listingPurpose("purpose").notNull().default("sale"),
    rentFrequency: rentFrequency("rent_frequency"),
    /** The advertising permit (Trakheesi) every Dubai listing must carry, and the day it lapses. */
    permitNumber: text("permit_number"),
    permitExpiry: date("permit_expiry", { mode: "string" }),
    /** The agency's own reference for the listing. */
    referenceNumber: text("reference_number").notNull().default(""),
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "set null" }),
    completionStatus: completionStatus("completion_status").notNull().default("ready"),
    furnishing: furnishing("furnishing"),
    /** When staff checked the listing against its permit; null when not verified. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedBy: uuid("verified_by").references(() => profiles.id, { onDelete: "set null" }),
    /** The agency feed that brought the listing (decision 055); null for one typed in the back office. */
    feedId: uuid("feed_id").references((): AnyPgColumn => feeds.id, { onDelete: "set null" }),
    /** The feed's own version of the listing: its hash of every field, to leave it alone when unchanged. */
    feedHash: text("feed_hash"),
    /** Why an imported listing waits as a draft (no valid permit, permit taken...), for staff; "" when none. */
    importNote: text("import_note").notNull().default(""),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A feed's listings, matched by the agency's reference on every run.
    uniqueIndex("properties_feed_reference_idx").on(t.feedId, t.referenceNumber).where(sql`${t.feedId} is not null`),
    // One live advertisement per permit.
    uniqueIndex("properties_permit_live_idx")
      .on(t.permitNumber)
      .where(sql`${t.status} = 'published' and ${t.permitNumber} is not null`),
    index("properties_agent_idx").on(t.agentId),
    // A listing found by its agency's reference (?reference=): a few rows among 100,000.
    index("properties_reference_idx").on(t.referenceNumber).where(sql`${t.referenceNumber} <> ''`),
    // An agent's live listings: counted index-only for the directory's figures, and paged
    // newest first on their profile (300 ms -> 20 ms for a page of agents at 100,000 listings).
    index("properties_published_agent_idx").on(t.agentId, t.createdAt, t.id).where(sql`${t.status} = 'published'`),
    index("properties_permit_expiry_idx").on(t.permitExpiry).where(sql`${t.status} = 'published'`),
    // The featured listings, newest first (the home page): a few dozen rows; without this index
    // the query reads all 100,000 listings (70-170 ms on PostgreSQL each time its memo expires).
    index("properties_featured_idx").on(t.createdAt).where(sql`${t.isFeatured} and ${t.status} = 'published'`),
    // Map search (decision 014): a box is a longitude range walked in this index, latitude checked in it.
    index("properties_published_lng_lat_idx").on(t.longitude, t.latitude).where(sql`${t.status} = 'published'`),
    // ...and a strip along its top or bottom edge (the map's cells, migration 0007) a latitude range.
    // Migration 0007 makes both carry purpose, location and id (INCLUDE), for index-only scans.
    index("properties_published_lat_lng_idx").on(t.latitude, t.longitude).where(sql`${t.status} = 'published'`),
    check("properties_price_positive", sql`${t.priceAmount} >= 0 and ${t.priceAed} >= 0`),
    check("properties_rent_frequency", sql`(${t.purpose} = 'rent') = (${t.rentFrequency} is not null)`),
    check("properties_lat_lng", sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
    index("properties_location_price_idx").on(t.locationId, t.priceAed),
    index("properties_type_price_idx").on(t.propertyTypeId, t.priceAed),
    index("properties_segment_price_idx").on(t.segment, t.priceAed),
    index("properties_developer_idx").on(t.developerId),
    index("properties_price_idx").on(t.priceAed),
    index("properties_created_idx").on(t.createdAt),
  ],
);

/**
 * Map search (decision 014): the published listings counted per grid cell, for every zoom level
 * 0-19 (a level-z cell is 2^(7-z) degrees square), per purpose and location. Triggers on
 * `properties` keep it current in the same transaction (migration 0007), so a Dubai-wide map
 * adds up a few hundred cells instead of 100,000 listings. `any_id` is one listing of the cell:
 * the listing itself when the cell holds one.
 */
export const mapCells = pgTable(
  "map_cells",
  {
    level: smallint("level").notNull(),
    purpose: listingPurpose("purpose").notNull(),
    locationId: uuid("location_id").notNull(),
    gx: integer("gx").notNull(),
    gy: integer("gy").notNull(),
    listings: integer("listings").notNull(),
    lngSum: doublePrecision("lng_sum").notNull(),
    latSum: doublePrecision("lat_sum").notNull(),
    anyId: uuid("any_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.gx, t.gy, t.purpose, t.locationId] }),
    // A strip along the top or bottom of a box is a narrow latitude range: walked row first.
    index("map_cells_row_idx").on(t.level, t.gy, t.gx),
  ],
);

export const propertyImages = pgTable(
  "property_images",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.position] }), index("property_images_image_idx").on(t.imageId)],
);

/** Facilities and features: categories of the facility or feature master. */
export const propertyAmenities = pgTable(
  "property_amenities",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.categoryId] }),
    index("property_amenities_category_idx").on(t.categoryId),
  ],
);

export const nearbyPlaceType = pgEnum("nearby_place_type", NEARBY_TYPES);

export const nearbyPlaces = pgTable(
  "nearby_places",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: nearbyPlaceType("type").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    distanceM: integer("distance_m").notNull(),
  },
  (t) => [index("nearby_places_property_idx").on(t.propertyId)],
);

/**
 * A listing's child rows gathered on one row (decision 019): its photo ids in order, its amenity
 * ids, its nearby places nearest first. Loading 24 listings is then one key lookup each instead
 * of four subqueries each. Triggers on the three child tables keep it current in the same
 * transaction (migration 0009); nothing writes it directly. A listing that never had a child row may have none.
 */
export const propertyChildren = pgTable("property_children", {
  propertyId: uuid("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  imageIds: json("image_ids").$type<string[]>().notNull(),
  amenityIds: uuid("amenity_ids").array().notNull(),
  nearby: json("nearby").notNull(),
});

export const bannerType = pgEnum("banner_type", ["Property Banner", "Informative Banner"]);

export const banners = pgTable("banners", {
  id: id(),
  bannerType: bannerType("banner_type").notNull(),
  propertyId: uuid("property_id").references(() => properties.id, { onDelete: "cascade" }),
  text: text("text").notNull(),
  lines: text("lines").array().notNull().default(sql`'{}'::text[]`),
  imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translations(),
});

// ---------------------------------------------------------------- money

/** Rates against INR (INR = 1), as the original site's conversion rule expects. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: char("currency", { length: 3 }).primaryKey(),
    rate: numeric("rate", { precision: 18, scale: 8, mode: "number" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("exchange_rates_positive", sql`${t.rate} > 0`)],
);

/** Every change of a rate, by hand or from the provider, with its time. */
export const exchangeRateHistory = pgTable(
  "exchange_rate_history",
  {
    id: id(),
    currency: char("currency", { length: 3 }).notNull(),
    rate: numeric("rate", { precision: 18, scale: 8, mode: "number" }).notNull(),
    /** "manual" or "provider". */
    source: text("source").notNull(),
    actorEmail: text("actor_email").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("exchange_rate_history_currency_idx").on(t.currency, t.createdAt)],
);

// ---------------------------------------------------------------- home page content

export const heroSections = pgTable("hero_sections", {
  id: id(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull().default(""),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  popularEnquiries: jsonb("popular_enquiries").$type<{ name: string; link: string }[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translations(),
});

export const homeLayout = pgTable("home_layout", {
  /** Lower-cased section title, the key the home page looks sections up by. */
  title: text("title").primaryKey(),
  visible: boolean("visible").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const advertisements = pgTable("advertisements", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  buttonTitle: text("button_title").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translations(),
});

export const goldenVisas = pgTable("golden_visas", {
  id: id(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull().default(""),
  description: text("description").notNull().default(""),
  link: text("link").notNull().default(""),
  buttonTitle: text("button_title").notNull().default(""),
  imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translations(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    designation: text("designation").notNull().default(""),
    message: text("message").notNull(),
    stars: smallint("stars").notNull().default(5),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    translations: translations(),
  },
  (t) => [check("testimonials_stars", sql`${t.stars} between 0 and 5`)],
);

export const agencies = pgTable("agencies", {
  id: id(),
  name: text("name").notNull(),
  link: text("link").notNull(),
  imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translations(),
});

export const offers = pgTable("offers", {
  id: id(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull().default(""),
  imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  link: text("link").notNull().default(""),
  secondButtonTitle: text("second_button_title").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translations(),
});

export const investments = pgTable("investments", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  buttonTitle: text("button_title").notNull().default(""),
  imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translations(),
});

export const mapSidebar = pgTable("map_sidebar", {
  id: id(),
  title: text("title").notNull(),
  figures: jsonb("figures").$type<LabelValue[]>().notNull().default([]),
  link: text("link").notNull().default(""),
  buttonTitle: text("button_title").notNull().default(""),
  translations: translations(),
});

export const mapLocations = pgTable("map_locations", {
  id: id(),
  name: text("name").notNull().unique(),
  propertyCount: integer("property_count").notNull().default(0),
  x: numeric("x", { precision: 5, scale: 2, mode: "number" }).notNull(),
  y: numeric("y", { precision: 5, scale: 2, mode: "number" }).notNull(),
  translations: translations(),
});

// ---------------------------------------------------------------- content

export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    author: text("author").notNull().default("Admin"),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    /** Sanitised HTML. */
    description: text("description").notNull().default(""),
    /** Group category (Blogs, Articles, News): the original front end's `categorytitle`. */
    groupId: uuid("group_id")
      .notNull()
      .references(() => categories.id),
    /** Sub-category: the original front end's `categorylable`. */
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    translations: translations(),
  },
  (t) => [index("blogs_group_date_idx").on(t.groupId, t.publishedOn), index("blogs_category_idx").on(t.categoryId)],
);

// ---------------------------------------------------------------- people

export const enquiryStatus = pgEnum("enquiry_status", ENQUIRY_STATUSES);

export const enquiryType = pgEnum("enquiry_type", ENQUIRY_TYPES);

export const enquiries = pgTable(
  "enquiries",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull().default(""),
    inquireType: enquiryType("inquire_type").notNull(),
    pageUrl: text("page_url").notNull().default(""),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    status: enquiryStatus("status").notNull().default("New"),
    /** The signed-in visitor who sent it, so their profile can list it. */
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    /** The agent whose queue it lands in: the listing's agent when sent from a listing. */
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "set null" }),
    /** When the first reply or status change left "New": the agent's response-time figures. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("enquiries_agent_idx").on(t.agentId),
    index("enquiries_created_idx").on(t.createdAt),
    index("enquiries_status_idx").on(t.status),
    index("enquiries_profile_idx").on(t.profileId),
  ],
);

/** The enquiry's history in the back office: status changes and notes, by whom and when. */
export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: id(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    fromStatus: enquiryStatus("from_status"),
    toStatus: enquiryStatus("to_status"),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("enquiry_events_enquiry_idx").on(t.enquiryId, t.createdAt)],
);

export const userRole = pgEnum("user_role", ["customer", "editor", "admin"]);

export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    contactEmail: text("contact_email").notNull(),
    location: text("location").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    country: text("country").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("customer"),
    /** Notifications tab: which e-mails the visitor wants. */
    notifyNewListings: boolean("notify_new_listings").notNull().default(true),
    notifyMarketNews: boolean("notify_market_news").notNull().default(false),
    notifyEnquiryUpdates: boolean("notify_enquiry_updates").notNull().default(true),
    /** Price drops of saved properties by e-mail; their mails' one-click unsubscribe turns it off (decision 057). */
    notifyPriceDrops: boolean("notify_price_drops").notNull().default(true),
    /** "Contacts for your listings": who buyers should reach about this user's listings. */
    listingContactName: text("listing_contact_name").notNull().default(""),
    listingContactPhone: text("listing_contact_phone").notNull().default(""),
    listingContactEmail: text("listing_contact_email").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("profiles_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, so a database leak does not leak live sessions. */
    tokenHash: text("token_hash").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Absolute expiry, fixed at login. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Idle expiry counts from here; refreshed at most once a minute. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_profile_idx").on(t.profileId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** "Forgot password" links: single use, valid for an hour, stored as a SHA-256 like sessions. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_profile_idx").on(t.profileId)],
);

export const savedProperties = pgTable(
  "saved_properties",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.propertyId] }),
    index("saved_properties_property_idx").on(t.propertyId),
  ],
);

/**
 * The listings a signed-in visitor viewed last, newest first, so the list follows them to another
 * device (docs/decisions/060-compare-recently-viewed-share.md); trimmed to the last 12 on write.
 */
export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.propertyId] }),
    index("recently_viewed_profile_idx").on(t.profileId, t.viewedAt),
    index("recently_viewed_property_idx").on(t.propertyId),
  ],
);

/** Contact numbers, e-mail and office address: editable without a deploy. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** FAQ page entries, editable in the back office. */
export const faqEntries = pgTable("faq_entries", {
  id: id(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translations(),
});

// ---------------------------------------------------------------- back office

/** Outgoing e-mail, kept until the mail server accepts it so an outage loses nothing. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The HTML part, when the mail has one (alerts: photos, right to left); "" for text only. */
    html: text("html").notNull().default(""),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alerts. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /**
     * What the mail is about, for mail that must go once only (an alert: its saved search and
     * listings): a second mail with the same key is not queued.
     */
    dedupeKey: text("dedupe_key"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    uniqueIndex("mail_outbox_dedupe_idx").on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

/** Every change made in the back office: who, what, when, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

// ---------------------------------------------------------------- agency feeds (decision 055)

export const feedFormat = pgEnum("feed_format", ["propertyfinder", "bayut"]);
/** What becomes of a listing that leaves its feed: back to draft (the default), or left as it is. */
export const feedLeavePolicy = pgEnum("feed_leave_policy", ["draft", "keep"]);
export const feedRunStatus = pgEnum("feed_run_status", ["running", "done", "refused", "failed"]);

/** An agency's XML feed (Property Finder or Bayut), pulled every `everyMinutes`. */
export const feeds = pgTable(
  "feeds",
  {
    id: id(),
    brokerageId: uuid("brokerage_id")
      .notNull()
      .references(() => brokerages.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** Null: detected from the document's root element on each run. */
    format: feedFormat("format"),
    everyMinutes: integer("every_minutes").notNull().default(60),
    enabled: boolean("enabled").notNull().default(true),
    onLeave: feedLeavePolicy("on_leave").notNull().default("draft"),
    /** A run that would take more than this share of the feed's live listings off the site is refused. */
    maxRemovalPercent: smallint("max_removal_percent").notNull().default(30),
    /** A run holds the feed while it works: one run at a time, across processes (a lease, freed when it ends). */
    runningSince: timestamp("running_since", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("feeds_brokerage_url_idx").on(t.brokerageId, t.url),
    check("feeds_every_minutes", sql`${t.everyMinutes} between 5 and 10080`),
    check("feeds_max_removal", sql`${t.maxRemovalPercent} between 0 and 100`),
  ],
);

/** One import of a feed: when, how it ended, and its counts. */
export const feedRuns = pgTable(
  "feed_runs",
  {
    id: id(),
    feedId: uuid("feed_id")
      .notNull()
      .references(() => feeds.id, { onDelete: "cascade" }),
    /** schedule, staff (the back office's "run now") or command (npm run feeds:import). */
    trigger: text("trigger").notNull(),
    status: feedRunStatus("status").notNull().default("running"),
    /** Why a refused or failed run changed nothing: a message key and its detail. */
    reason: text("reason").notNull().default(""),
    format: feedFormat("format"),
    seen: integer("seen").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    drafted: integer("drafted").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    photosFetched: integer("photos_fetched").notNull().default(0),
    photosFailed: integer("photos_failed").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  // A feed's runs, newest first; and every feed's (GET /api/feeds/runs without a filter).
  (t) => [index("feed_runs_feed_idx").on(t.feedId, t.startedAt), index("feed_runs_started_idx").on(t.startedAt)],
);

/** A listing-level problem of a run: the listing's reference, the field, and why. */
export const feedRunProblems = pgTable(
  "feed_run_problems",
  {
    id: id(),
    runId: uuid("run_id")
      .notNull()
      .references(() => feedRuns.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    field: text("field").notNull(),
    /** A message key (feeds.problem.*) the back office shows in the reader's language. */
    code: text("code").notNull(),
    /** The value at fault, as the feed gave it. */
    detail: text("detail").notNull().default(""),
  },
  (t) => [index("feed_run_problems_run_idx").on(t.runId)],
);

// ---------------------------------------------------------------- saved searches and alerts (decisions 056-058)

export const alertFrequency = pgEnum("alert_frequency", ["instant", "daily", "weekly"]);

/**
 * A search a visitor saved, with its alerts. The criteria are typed columns (not a query string
 * to parse again), so a new listing finds the searches it satisfies in one SQL join: an empty
 * array or a null is "any".
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: id(),
    /** The signed-in owner; null for a visitor who gave only an e-mail address. */
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "cascade" }),
    /** Where alerts go. */
    email: text("email").notNull(),
    /** The subscriber's language (en, ar, hi, ru) and currency, for the e-mails. */
    language: text("language").notNull().default("en"),
    currency: char("currency", { length: 3 }).notNull().default("AED"),
    name: text("name").notNull(),
    frequency: alertFrequency("frequency").notNull().default("daily"),
    paused: boolean("paused").notNull().default(false),
    /** Double opt-in: nothing is sent before the address is confirmed (at once for a signed-in owner). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The search page's own address (path and query), to open the search again. */
    searchPath: text("search_path").notNull(),
    purpose: listingPurpose("purpose"),
    segment: propertySegment("segment"),
    typeIds: uuid("type_ids").array().notNull().default(sql`'{}'::uuid[]`),
    locationIds: uuid("location_ids").array().notNull().default(sql`'{}'::uuid[]`),
    developerIds: uuid("developer_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** An agency's search: the agents of the agency when it was saved. */
    agentIds: uuid("agent_ids").array().notNull().default(sql`'{}'::uuid[]`),
    minAed: numeric("min_aed", { precision: 14, scale: 2, mode: "number" }),
    maxAed: numeric("max_aed", { precision: 14, scale: 2, mode: "number" }),
    minBedrooms: smallint("min_bedrooms"),
    completionStatus: completionStatus("completion_status"),
    furnishing: furnishing("furnishing"),
    verifiedOnly: boolean("verified_only").notNull().default(false),
    /** The map's box, when the search was of one. */
    minLng: doublePrecision("min_lng"),
    minLat: doublePrecision("min_lat"),
    maxLng: doublePrecision("max_lng"),
    maxLat: doublePrecision("max_lat"),
    /** A drawn area: [[lng, lat], ...], closed; its bounding box is in the four columns above. */
    polygon: jsonb("polygon").$type<[number, number][]>(),
    /** When the last alert or digest went; when the owner last opened the search's matches. */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("saved_searches_profile_idx").on(t.profileId),
    index("saved_searches_email_idx").on(sql`lower(${t.email})`),
    // A new listing finds its candidate searches by keys of place, purpose, type and price
    // bucket (alert_keys, migration 0018; decision 056)...
    index("saved_searches_keys_idx")
      .using("gin", sql`alert_keys(${t.locationIds}, ${t.purpose}, ${t.typeIds}, ${t.minAed}, ${t.maxAed})`)
      .with({ fastupdate: false })
      .where(sql`${t.locationIds} <> '{}'::uuid[] or ${t.minLng} is null`),
    // ...or, with no place but a map box, by its point in the box and its price in the band.
    index("saved_searches_box_idx")
      .using(
        "gist",
        sql`box(point(${t.minLng}, ${t.minLat}), point(${t.maxLng}, ${t.maxLat}))`,
        sql`numrange(${t.minAed}, ${t.maxAed}, '[]')`,
      )
      .where(sql`${t.locationIds} = '{}'::uuid[] and ${t.minLng} is not null`),
  ],
);

/**
 * A random token (stored as its SHA-256) that lets the holder of an alert e-mail confirm,
 * manage or unsubscribe one saved search, and nothing else.
 */
export const alertTokens = pgTable(
  "alert_tokens",
  {
    hash: text("hash").primaryKey(),
    purpose: text("purpose").notNull(),
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("alert_tokens_search_idx").on(t.savedSearchId)],
);

/**
 * The unsubscribe link of a price-drop e-mail (decision 057): like `alert_tokens`, random and
 * stored as its SHA-256, but it belongs to the owner of the saved properties, since those mails
 * belong to no saved search. It lasts as long as the profile.
 */
export const priceDropTokens = pgTable(
  "price_drop_tokens",
  {
    hash: text("hash").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("price_drop_tokens_profile_idx").on(t.profileId)],
);

/**
 * A listing that matched a saved search: new to it, or cheaper than when last sent. Written once
 * (the unique indexes), sent once (`sent_at`): no listing reaches a saved search twice.
 */
export const alertMatches = pgTable(
  "alert_matches",
  {
    id: id(),
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** new: a listing new to the search; priceDrop: its price fell (to `price_aed`). */
    kind: text("kind").notNull(),
    priceAed: numeric("price_aed", { precision: 14, scale: 2, mode: "number" }).notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("alert_matches_new_idx").on(t.savedSearchId, t.propertyId).where(sql`${t.kind} = 'new'`),
    uniqueIndex("alert_matches_drop_idx")
      .on(t.savedSearchId, t.propertyId, t.priceAed)
      .where(sql`${t.kind} = 'priceDrop'`),
    index("alert_matches_unsent_idx").on(t.savedSearchId, t.matchedAt).where(sql`${t.sentAt} is null`),
    // A search's matches of a listing, of either kind; and a deleted search's, found to cascade.
    index("alert_matches_search_idx").on(t.savedSearchId, t.propertyId),
  ],
);

/** A price drop of a saved property, sent once per owner, listing and price. */
export const savedPropertyDrops = pgTable(
  "saved_property_drops",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    priceAed: numeric("price_aed", { precision: 14, scale: 2, mode: "number" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.propertyId, t.priceAed] })],
);

// ---------------------------------------------------------------- land registry market data (decisions 064, 065)

export const registryImportKind = pgEnum("registry_import_kind", ["transactions", "rents"]);
export const registryImportStatus = pgEnum("registry_import_status", ["running", "done", "failed"]);

/**
 * One registered sale of the Dubai Land Department's transactions file (only `Sales` rows are
 * kept). Areas in square metres, prices in whole AED, as the registry gives them.
 */
export const registrySales = pgTable(
  "registry_sales",
  {
    transactionId: text("transaction_id").primaryKey(),
    date: date("date", { mode: "string" }).notNull(),
    /** The registry's own area, as it names it ("Marsa Dubai"), and its master project when it gives one. */
    areaId: text("area_id").notNull().default(""),
    areaName: text("area_name").notNull(),
    masterProject: text("master_project").notNull().default(""),
    /** The community the row was matched to; null while its area is unmatched. */
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    /** studio, 1, 2, 3 or 4+; null when the registry names no bedrooms (offices, plots). */
    rooms: text("rooms"),
    offPlan: boolean("off_plan").notNull(),
    propertyType: text("property_type").notNull().default(""),
    /** A home (residential unit or villa): only homes count in the figures. */
    home: boolean("home").notNull(),
    sizeSqm: doublePrecision("size_sqm").notNull(),
    priceAed: bigint("price_aed", { mode: "number" }).notNull(),
    pricePerSqm: doublePrecision("price_per_sqm").notNull(),
    importId: uuid("import_id"),
  },
  (t) => [
    index("registry_sales_location_date_idx").on(t.locationId, t.date),
    index("registry_sales_date_idx").on(t.date),
    index("registry_sales_unmatched_idx").on(t.areaName).where(sql`${t.locationId} is null`),
  ],
);

/**
 * One line of an Ejari rent contract. A contract over several units repeats its amount on every
 * line: the figures count each contract once (its first line).
 */
export const registryRents = pgTable(
  "registry_rents",
  {
    contractId: text("contract_id").notNull(),
    lineNumber: integer("line_number").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    annualAed: bigint("annual_aed", { mode: "number" }).notNull(),
    units: integer("units").notNull().default(1),
    areaId: text("area_id").notNull().default(""),
    areaName: text("area_name").notNull(),
    masterProject: text("master_project").notNull().default(""),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    /** From the contract's sub-type ("2 bed rooms+hall"); null when it names no bedrooms ("Flat"). */
    rooms: text("rooms"),
    home: boolean("home").notNull(),
    sizeSqm: doublePrecision("size_sqm"),
    importId: uuid("import_id"),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.lineNumber] }),
    index("registry_rents_location_start_idx").on(t.locationId, t.startDate),
    index("registry_rents_unmatched_idx").on(t.areaName).where(sql`${t.locationId} is null`),
  ],
);

/** The registry's area names mapped to our communities by staff ("Marsa Dubai" → Dubai Marina). */
export const registryAreaMap = pgTable(
  "registry_area_map",
  {
    areaName: text("area_name").notNull(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("registry_area_map_name_idx").on(sql`lower(${t.areaName})`)],
);

/** One import of a registry file: what it read and what became of each row. */
export const registryImports = pgTable(
  "registry_imports",
  {
    id: id(),
    kind: registryImportKind("kind").notNull(),
    fileName: text("file_name").notNull(),
    /** command (npm run data:import-dld), staff (the back office's upload) or seed. */
    trigger: text("trigger").notNull(),
    status: registryImportStatus("status").notNull().default("running"),
    error: text("error").notNull().default(""),
    read: integer("read").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    skippedNotSale: integer("skipped_not_sale").notNull().default(0),
    skippedJunk: integer("skipped_junk").notNull().default(0),
    unmatchedArea: integer("unmatched_area").notNull().default(0),
    duplicates: integer("duplicates").notNull().default(0),
    /** Rows per registry area name that matched none of our communities. */
    unmatchedNames: jsonb("unmatched_names").$type<Record<string, number>>().notNull().default({}),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("registry_imports_started_idx").on(t.startedAt)],
);

/**
 * The figures pages read, computed after each import and daily (decision 065): per community ×
 * rooms ("all" or a bucket) × completion ("all", "ready", "off_plan") over the 12 months to
 * the latest registered sale. Rent and yield are on the completion "all" rows.
 */
export const registryStats = pgTable(
  "registry_stats",
  {
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    rooms: text("rooms").notNull(),
    completion: text("completion").notNull(),
    medianPricePerSqm: doublePrecision("median_price_per_sqm"),
    medianPriceAed: doublePrecision("median_price_aed"),
    sales: integer("sales").notNull().default(0),
    medianRentAed: doublePrecision("median_rent_aed"),
    rentContracts: integer("rent_contracts").notNull().default(0),
    grossYield: doublePrecision("gross_yield"),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.rooms, t.completion] })],
);

/** Month by month over the 24 months to the latest registered sale: median price per m² and sales, per community. */
export const registryMonthly = pgTable(
  "registry_monthly",
  {
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    medianPricePerSqm: doublePrecision("median_price_per_sqm"),
    sales: integer("sales").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.month] })],
);

/** Communities with registry figures, by the address of their area guide (/area/dubai-marina). */
export const marketAreas = pgTable(
  "market_areas",
  {
    locationId: uuid("location_id")
      .primaryKey()
      .references(() => locations.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    /** The last month of the figures' window (the latest registered sale's month). */
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    sales: integer("sales").notNull().default(0),
    rentContracts: integer("rent_contracts").notNull().default(0),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("market_areas_slug_idx").on(t.slug)],
);
