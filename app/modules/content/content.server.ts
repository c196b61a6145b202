import { and, asc, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { one } from "../../../db/one";
import {
  advertisements,
  agencies,
  blogs,
  categories,
  developers,
  goldenVisas,
  heroSections,
  homeLayout,
  investments,
  type LabelValue,
  mapLocations,
  mapSidebar,
  offers,
  type Translations,
  testimonials,
} from "../../../db/schema";
import type { InEnglish } from "../../i18n/stored";
import { type Localized, localize } from "../../i18n/stored.server";
import { safeRichText } from "../html.server";
import { type ContentKind, translatableFields } from "./editor";

export type HeroSection = {
  id: string;
  title: string;
  subtitle: string;
  tags: string[];
  popularEnquiries: { name: string; link: string }[];
} & InEnglish;
export type HomeSection = { title: string; visible: boolean };
export type Advertisement = { id: string; title: string; description: string; buttonTitle: string } & InEnglish;
export type GoldenVisa = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  link: string;
  buttonTitle: string;
  imageId: string | null;
} & InEnglish;
export type Testimonial = {
  id: string;
  name: string;
  designation: string;
  message: string;
  stars: number;
  imageId: string | null;
} & InEnglish;
export type Agency = { id: string; name: string; link: string; imageId: string | null };
export type Offer = {
  id: string;
  title: string;
  subtitle: string;
  imageId: string | null;
  endsAt: Date;
  link: string;
  secondButtonTitle: string;
} & InEnglish;
export type Investment = {
  id: string;
  title: string;
  description: string;
  buttonTitle: string;
  imageId: string | null;
} & InEnglish;
export type MapSidebar = {
  id: string;
  title: string;
  figures: LabelValue[];
  link: string;
  buttonTitle: string;
} & InEnglish;
export type MapLocation = { id: string; name: string; propertyCount: number; x: number; y: number } & InEnglish;
export type InvestmentMap = { sidebars: Localized<MapSidebar>[]; locations: Localized<MapLocation>[] };
export type Blog = {
  id: string;
  title: string;
  subtitle: string;
  author: string;
  /** YYYY-MM-DD. */
  publishedOn: string;
  imageId: string | null;
  /** Sanitised HTML. */
  description: string;
  groupId: string;
  categoryId: string | null;
} & InEnglish;
export type BlogQuery = { groupId?: string; categoryId?: string; page: number; limit: number };
export type BlogPage = { items: Localized<Blog>[]; total: number; page: number; limit: number };
export type Developer = {
  id: string;
  firmName: string;
  title: string;
  imageId: string | null;
  about: string;
  otherDetails: string;
  history: string;
  yearEstablished: number | null;
} & InEnglish;
export type Category = {
  id: string;
  masterId: string;
  /** The name in the page's language. */
  value: string;
  /** The English name, as addresses and searches spell it. */
  english: string;
  icon: string | null;
  imageId: string | null;
} & InEnglish;

const isId = (value: string) => z.guid().safeParse(value).success;

/** A row of `kind` with its visitor-facing texts in the page's language (English in the REST API). */
function localized<T extends { translations?: Translations | null }>(kind: ContentKind) {
  const fields = translatableFields(kind) as (keyof T & string)[];
  return (row: T): Localized<T> => localize(row, fields);
}

/** Hero records in display order; the home page uses the first. */
export async function listHeroSections(db: Db): Promise<Localized<HeroSection>[]> {
  const rows = await db
    .select({
      id: heroSections.id,
      title: heroSections.title,
      subtitle: heroSections.subtitle,
      tags: heroSections.tags,
      popularEnquiries: heroSections.popularEnquiries,
      translations: heroSections.translations,
    })
    .from(heroSections)
    .orderBy(asc(heroSections.sortOrder), asc(heroSections.id));
  return rows.map(localized("hero"));
}

/** Which home sections show, keyed by lower-cased section title. */
export async function listHomeLayout(db: Db): Promise<HomeSection[]> {
  return db
    .select({ title: homeLayout.title, visible: homeLayout.visible })
    .from(homeLayout)
    .orderBy(asc(homeLayout.sortOrder), asc(homeLayout.title));
}

export async function listAdvertisements(db: Db): Promise<Localized<Advertisement>[]> {
  const rows = await db
    .select({
      id: advertisements.id,
      title: advertisements.title,
      description: advertisements.description,
      buttonTitle: advertisements.buttonTitle,
      translations: advertisements.translations,
    })
    .from(advertisements)
    .orderBy(asc(advertisements.sortOrder), asc(advertisements.id));
  return rows.map(localized("advertisements")).map(withSafeDescription);
}

export async function listGoldenVisas(db: Db): Promise<Localized<GoldenVisa>[]> {
  const rows = await db
    .select({
      id: goldenVisas.id,
      title: goldenVisas.title,
      subtitle: goldenVisas.subtitle,
      description: goldenVisas.description,
      link: goldenVisas.link,
      buttonTitle: goldenVisas.buttonTitle,
      imageId: goldenVisas.imageId,
      translations: goldenVisas.translations,
    })
    .from(goldenVisas)
    .orderBy(asc(goldenVisas.sortOrder), asc(goldenVisas.id));
  return rows.map(localized("golden-visas")).map(withSafeDescription);
}

export async function listTestimonials(db: Db): Promise<Localized<Testimonial>[]> {
  const rows = await db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      designation: testimonials.designation,
      message: testimonials.message,
      stars: testimonials.stars,
      imageId: testimonials.imageId,
      translations: testimonials.translations,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
  return rows.map(localized("testimonials"));
}

export async function listAgencies(db: Db): Promise<Agency[]> {
  return db
    .select({ id: agencies.id, name: agencies.name, link: agencies.link, imageId: agencies.imageId })
    .from(agencies)
    .orderBy(asc(agencies.sortOrder), asc(agencies.id));
}

/** Offers in display order; the home countdown runs to the first one's end. */
export async function listOffers(db: Db): Promise<Localized<Offer>[]> {
  const rows = await db
    .select({
      id: offers.id,
      title: offers.title,
      subtitle: offers.subtitle,
      imageId: offers.imageId,
      endsAt: offers.endsAt,
      link: offers.link,
      secondButtonTitle: offers.secondButtonTitle,
      translations: offers.translations,
    })
    .from(offers)
    .orderBy(asc(offers.sortOrder), asc(offers.id));
  return rows.map(localized("offers")).map((row) => ({ ...row, endsAt: new Date(row.endsAt) }));
}

export async function listInvestments(db: Db): Promise<Localized<Investment>[]> {
  const rows = await db
    .select({
      id: investments.id,
      title: investments.title,
      description: investments.description,
      buttonTitle: investments.buttonTitle,
      imageId: investments.imageId,
      translations: investments.translations,
    })
    .from(investments)
    .orderBy(asc(investments.sortOrder), asc(investments.id));
  return rows.map(localized("investments")).map(withSafeDescription);
}

/** The investment map: yield figures for the sidebar and a marker per emirate. */
export async function getInvestmentMap(db: Db): Promise<InvestmentMap> {
  const [sidebars, markers] = await Promise.all([
    db
      .select({
        id: mapSidebar.id,
        title: mapSidebar.title,
        figures: mapSidebar.figures,
        link: mapSidebar.link,
        buttonTitle: mapSidebar.buttonTitle,
        translations: mapSidebar.translations,
      })
      .from(mapSidebar)
      .orderBy(asc(mapSidebar.id)),
    db
      .select({
        id: mapLocations.id,
        name: mapLocations.name,
        propertyCount: mapLocations.propertyCount,
        x: mapLocations.x,
        y: mapLocations.y,
        translations: mapLocations.translations,
      })
      .from(mapLocations)
      .orderBy(asc(mapLocations.name)),
  ]);
  return {
    sidebars: sidebars.map(localized("map-sidebar")),
    locations: markers.map(localized("map-locations")).map((m) => ({ ...m, x: Number(m.x), y: Number(m.y) })),
  };
}

/** A page of posts, newest first, optionally of one group (Blogs, Articles, News) and sub-category. */
export async function listBlogs(db: Db, query: BlogQuery): Promise<BlogPage> {
  const ids = [query.groupId, query.categoryId].filter((v): v is string => v !== undefined);
  if (!ids.every(isId)) return { items: [], total: 0, page: query.page, limit: query.limit };
  const where = and(
    query.groupId ? eq(blogs.groupId, query.groupId) : undefined,
    query.categoryId ? eq(blogs.categoryId, query.categoryId) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select(blogColumns)
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.publishedOn), desc(blogs.createdAt), desc(blogs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  const { total } = one(counted, "blogs count");
  return {
    items: rows.map(localized("blogs")).map(withSafeDescription),
    total: Number(total),
    page: query.page,
    limit: query.limit,
  };
}

/** How many posts of a group each category holds (categories without one are absent). */
export async function countBlogsByCategory(db: Db, groupId: string): Promise<Map<string, number>> {
  if (!isId(groupId)) return new Map();
  const rows = await db
    .select({ categoryId: blogs.categoryId, posts: count() })
    .from(blogs)
    .where(eq(blogs.groupId, groupId))
    .groupBy(blogs.categoryId);
  return new Map(rows.flatMap((r) => (r.categoryId ? [[r.categoryId, Number(r.posts)] as const] : [])));
}

/** One post, or null for an unknown or malformed id. */
export async function getBlogById(db: Db, id: string): Promise<Localized<Blog> | null> {
  if (!isId(id)) return null;
  const [row] = await db.select(blogColumns).from(blogs).where(eq(blogs.id, id));
  return row ? withSafeDescription(localized<typeof row>("blogs")(row)) : null;
}

/** Developers by firm name, or just the one asked for. */
export async function listDevelopers(db: Db, query: { id?: string } = {}): Promise<Localized<Developer>[]> {
  if (query.id !== undefined && !isId(query.id)) return [];
  const rows = await db
    .select({
      id: developers.id,
      firmName: developers.firmName,
      title: developers.title,
      imageId: developers.imageId,
      about: developers.about,
      otherDetails: developers.otherDetails,
      history: developers.history,
      yearEstablished: developers.yearEstablished,
      translations: developers.translations,
    })
    .from(developers)
    .where(query.id ? eq(developers.id, query.id) : undefined)
    .orderBy(asc(developers.firmName), asc(developers.id));
  return rows.map(localized("developers"));
}

/**
 * Categories of every master, or of one (property types, facilities, blog groups, ...), named
 * in the page's language. A caller that remembers the answer keys it by language.
 */
export async function listCategories(db: Db, query: { masterId?: string } = {}): Promise<Localized<Category>[]> {
  const rows = await db
    .select({
      id: categories.id,
      masterId: categories.masterId,
      value: categories.value,
      english: categories.value,
      icon: categories.icon,
      imageId: categories.imageId,
      translations: categories.translations,
    })
    .from(categories)
    .where(query.masterId ? eq(categories.masterId, query.masterId) : undefined)
    .orderBy(asc(categories.masterId), asc(categories.sortOrder), asc(categories.value));
  return rows.map(localized("categories"));
}

const blogColumns = {
  id: blogs.id,
  title: blogs.title,
  subtitle: blogs.subtitle,
  author: blogs.author,
  publishedOn: blogs.publishedOn,
  imageId: blogs.imageId,
  description: blogs.description,
  groupId: blogs.groupId,
  categoryId: blogs.categoryId,
  translations: blogs.translations,
};

/** Stored HTML is made safe again on the way out: whatever wrote it, it renders safely. */
function withSafeDescription<T extends { description: string }>(row: T): T {
  return { ...row, description: safeRichText(row.description) };
}
