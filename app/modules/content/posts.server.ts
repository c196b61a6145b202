import { z } from "zod";
import type { Db } from "../../../db/client";
import { CONTENT_GROUP_ID, MASTER } from "../../../db/ids";
import type { InEnglish } from "../../i18n/stored";
import type { PropertyCardData } from "../property/card";
import { propertySearchSchema } from "../property/schema";
import { searchCards } from "../property/search.server";
import type { DeveloperLink } from "./components/developers-sidebar";
import { summarize } from "./components/summary";
import {
  type Blog,
  countBlogsByCategory,
  type Developer,
  getBlogById,
  listBlogs,
  listCategories,
  listDevelopers,
} from "./content.server";

/** The three post lists: /articals, /blogs and /news. */
export type PostGroup = "articles" | "blogs" | "news";

/** Posts per page of a list. */
export const POSTS_PER_PAGE = 12;
/** Summary length in characters, as on the original site. */
export const SUMMARY_LENGTH: Record<PostGroup, number> = { articles: 400, blogs: 200, news: 200 };
/** "More Insights" beside a post: the newest other posts of its group. */
export const MORE_INSIGHTS = 5;
/** Listings shown on a developer's profile. */
export const RELATED_PROPERTIES = 8;
const MAX_PAGE = 1000;

/** What a post card shows: the summary is cut on the server, so no HTML body travels. */
export type PostCard = {
  id: string;
  title: string;
  author: string;
  publishedOn: string;
  imageId: string | null;
  summary: string;
} & InEnglish;

/** A blog category in the page's language (`inEnglish` lists "name" when it has no translation). */
export type CategoryLink = { id: string; name: string } & InEnglish;

const listQuery = z.object({
  category: z.guid().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

/** `?category=` and `?page=`: a malformed value falls back to the whole list and page 1. */
export function parseListQuery(url: URL): { category?: string; page: number } {
  const raw = (name: string) => url.searchParams.get(name) ?? undefined;
  return listQuery.parse({ category: raw("category") || undefined, page: raw("page") ?? 1 });
}

function toPostCard(blog: Blog & InEnglish, summaryLength: number): PostCard {
  return {
    inEnglish: blog.inEnglish,
    id: blog.id,
    title: blog.title,
    author: blog.author,
    publishedOn: blog.publishedOn,
    imageId: blog.imageId,
    summary: summarize(blog.description, summaryLength),
  };
}

/** The categories that hold posts of the group: an empty one is not offered. */
async function blogCategories(db: Db, groupId: string): Promise<CategoryLink[]> {
  const [rows, counts] = await Promise.all([
    listCategories(db, { masterId: MASTER.blogCategory }),
    countBlogsByCategory(db, groupId),
  ]);
  return rows
    .filter((c) => counts.has(c.id))
    .map((c) => ({ id: c.id, name: c.value, inEnglish: c.inEnglish?.includes("value") ? ["name"] : undefined }));
}

/** One page of a post list with its category sidebar, newest first. */
export async function loadPostList(db: Db, group: PostGroup, url: URL) {
  const query = parseListQuery(url);
  const [categories, page] = await Promise.all([
    blogCategories(db, CONTENT_GROUP_ID[group]),
    listBlogs(db, {
      groupId: CONTENT_GROUP_ID[group],
      categoryId: query.category,
      page: query.page,
      limit: POSTS_PER_PAGE,
    }),
  ]);
  // An unknown category id selects nothing in the sidebar, and lists nothing.
  const selected = categories.find((c) => c.id === query.category)?.id ?? null;
  return {
    group,
    categories,
    selected,
    category: query.category ?? null,
    page: query.page,
    pages: Math.max(1, Math.ceil(page.total / POSTS_PER_PAGE)),
    total: page.total,
    posts: page.items.map((b) => toPostCard(b, SUMMARY_LENGTH[group])),
  };
}

export type PostListData = Awaited<ReturnType<typeof loadPostList>>;

function developerLinks(developers: Developer[]): DeveloperLink[] {
  return developers.map((d) => ({ id: d.id, firmName: d.firmName, imageId: d.imageId }));
}

/** A post with its "More Insights" and the developers sidebar; null for a missing or unknown id. */
export async function loadBlogDetail(db: Db, id: string | null) {
  if (!id) return null;
  const blog = await getBlogById(db, id.trim());
  if (!blog) return null;
  const [newest, developers] = await Promise.all([
    listBlogs(db, { groupId: blog.groupId, page: 1, limit: MORE_INSIGHTS + 1 }),
    listDevelopers(db),
  ]);
  const more = newest.items
    .filter((b) => b.id !== blog.id)
    .slice(0, MORE_INSIGHTS)
    .map((b) => ({ id: b.id, title: b.title, publishedOn: b.publishedOn, imageId: b.imageId, inEnglish: b.inEnglish }));
  return {
    blog,
    group: groupOf(blog.groupId),
    metaDescription: summarize(blog.subtitle || blog.description, 160),
    more,
    developers: developerLinks(developers),
  };
}

export type BlogDetailData = NonNullable<Awaited<ReturnType<typeof loadBlogDetail>>>;

function groupOf(groupId: string): PostGroup | null {
  const entry = (Object.entries(CONTENT_GROUP_ID) as [PostGroup, string][]).find(([, id]) => id === groupId);
  return entry?.[0] ?? null;
}

/** A developer's profile: the firm, its first listings and the other developers; null when unknown. */
export async function loadDeveloperProfile(db: Db, id: string | null) {
  if (!id) return null;
  const [developer] = await listDevelopers(db, { id: id.trim() });
  if (!developer) return null;
  const [listings, developers] = await Promise.all([
    searchCards(
      db,
      propertySearchSchema.parse({ developer: developer.id, limit: String(RELATED_PROPERTIES), currency: "AED" }),
    ),
    listDevelopers(db),
  ]);
  const properties: PropertyCardData[] = listings.items;
  return {
    developer,
    properties,
    totalProperties: listings.total,
    developers: developerLinks(developers.filter((d) => d.id !== developer.id)),
  };
}

export type DeveloperProfileData = NonNullable<Awaited<ReturnType<typeof loadDeveloperProfile>>>;
