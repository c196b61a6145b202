/**
 * Fixed ids the code refers to: category masters and the content groups. The seed
 * creates rows with these ids; pages and the API look them up by them.
 */
export const MASTER = {
  propertyType: "property-type",
  facility: "facility",
  feature: "feature",
  contentGroup: "content-group",
  blogCategory: "blog-category",
} as const;

/** Content groups (the original front end's blog `categorytitle`): Blogs, Articles and News. */
export const CONTENT_GROUP_ID = {
  blogs: "c0a7e000-0000-4000-8000-000000000001",
  articles: "c0a7e000-0000-4000-8000-000000000002",
  news: "c0a7e000-0000-4000-8000-000000000003",
} as const;
