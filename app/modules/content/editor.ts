/**
 * The content editors, described rather than hand-written: each kind lists its fields
 * and the back office builds one list page and one form from that (routes/admin/content*).
 * This file imports nothing server-side: the forms use it in the browser too.
 */

export type FieldType =
  | "text"
  | "textarea"
  | "richtext"
  | "url"
  | "int"
  | "decimal"
  | "date"
  | "datetime"
  | "select"
  | "checkbox"
  | "image"
  | "lines"
  | "pairs";

/** Where a select's choices come from: a fixed list, or rows the server looks up. */
export type OptionSource = readonly string[] | "blogCategory" | "master";

export type FieldDef = {
  /** The column's key in db/schema.ts, and the form field's name. */
  name: string;
  type: FieldType;
  required?: boolean;
  /** Characters for text; the range for numbers. */
  max?: number;
  min?: number;
  options?: OptionSource;
  /** Spans the whole row of the form grid. */
  wide?: boolean;
  /**
   * Visitor-facing text with a value per language (the row's `translations`), edited on the
   * form's language tabs; English, the row's own column, is the fallback.
   */
  translatable?: boolean;
};

export const CONTENT_KINDS = [
  "blogs",
  "articles",
  "news",
  "developers",
  "agencies",
  "testimonials",
  "offers",
  "golden-visas",
  "advertisements",
  "banners",
  "hero",
  "investments",
  "map-sidebar",
  "map-locations",
  "locations",
  "categories",
  "faq",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

export type KindDef = {
  fields: FieldDef[];
  /** The field the list links by and searches. */
  titleField: string;
  /** Further columns of the list. */
  columns: string[];
  /** Where the public site shows this kind, for the editor's "View on the site" link. */
  publicPath?: string;
};

/** The names of a kind's fields that have a value per language. */
export function translatableFields(kind: ContentKind): string[] {
  return KINDS[kind].fields.filter((f) => f.translatable).map((f) => f.name);
}

const order: FieldDef = { name: "sortOrder", type: "int", min: 0, max: 100_000 };
const image: FieldDef = { name: "imageId", type: "image" };

const post = (publicPath: string): KindDef => ({
  titleField: "title",
  columns: ["publishedOn", "author"],
  publicPath,
  fields: [
    { name: "title", type: "text", translatable: true, required: true, max: 200, wide: true },
    { name: "subtitle", type: "text", translatable: true, max: 300, wide: true },
    { name: "author", type: "text", required: true, max: 100 },
    { name: "publishedOn", type: "date", required: true },
    { name: "categoryId", type: "select", options: "blogCategory" },
    image,
    { name: "description", type: "richtext", translatable: true, max: 100_000, wide: true },
  ],
});

export const KINDS: Record<ContentKind, KindDef> = {
  blogs: post("/blogs"),
  articles: post("/articals"),
  news: post("/news"),
  developers: {
    titleField: "firmName",
    columns: ["title", "yearEstablished"],
    publicPath: "/developer-profile",
    fields: [
      { name: "firmName", type: "text", required: true, max: 200 },
      { name: "title", type: "text", translatable: true, required: true, max: 200 },
      { name: "yearEstablished", type: "int", min: 1800, max: 2100 },
      image,
      { name: "about", type: "textarea", translatable: true, max: 10_000, wide: true },
      { name: "otherDetails", type: "textarea", translatable: true, max: 10_000, wide: true },
      { name: "history", type: "textarea", translatable: true, max: 10_000, wide: true },
    ],
  },
  agencies: {
    titleField: "name",
    columns: ["link", "sortOrder"],
    fields: [
      { name: "name", type: "text", required: true, max: 200 },
      { name: "link", type: "url", required: true, max: 500 },
      image,
      order,
    ],
  },
  testimonials: {
    titleField: "name",
    columns: ["designation", "stars"],
    fields: [
      { name: "name", type: "text", required: true, max: 200 },
      { name: "designation", type: "text", translatable: true, max: 200 },
      { name: "stars", type: "int", required: true, min: 0, max: 5 },
      image,
      { name: "message", type: "textarea", translatable: true, required: true, max: 2000, wide: true },
      order,
    ],
  },
  offers: {
    titleField: "title",
    columns: ["endsAt", "sortOrder"],
    fields: [
      { name: "title", type: "text", translatable: true, required: true, max: 200 },
      { name: "subtitle", type: "text", translatable: true, max: 300 },
      { name: "endsAt", type: "datetime", required: true },
      { name: "link", type: "url", max: 500 },
      { name: "secondButtonTitle", type: "text", translatable: true, max: 60 },
      image,
      order,
    ],
  },
  "golden-visas": {
    titleField: "title",
    columns: ["subtitle", "sortOrder"],
    fields: [
      { name: "title", type: "text", translatable: true, required: true, max: 200 },
      { name: "subtitle", type: "text", translatable: true, max: 300 },
      { name: "link", type: "url", max: 500 },
      { name: "buttonTitle", type: "text", translatable: true, max: 60 },
      image,
      order,
      { name: "description", type: "richtext", translatable: true, max: 20_000, wide: true },
    ],
  },
  advertisements: {
    titleField: "title",
    columns: ["buttonTitle", "sortOrder"],
    fields: [
      { name: "title", type: "text", translatable: true, required: true, max: 200 },
      { name: "buttonTitle", type: "text", translatable: true, max: 60 },
      order,
      { name: "description", type: "richtext", translatable: true, max: 20_000, wide: true },
    ],
  },
  banners: {
    titleField: "text",
    columns: ["bannerType", "sortOrder"],
    fields: [
      { name: "bannerType", type: "select", required: true, options: ["Property Banner", "Informative Banner"] },
      { name: "propertyId", type: "text", max: 36 },
      { name: "text", type: "text", translatable: true, required: true, max: 200, wide: true },
      { name: "lines", type: "lines", translatable: true, max: 10, wide: true },
      image,
      order,
    ],
  },
  hero: {
    titleField: "title",
    columns: ["subtitle", "sortOrder"],
    fields: [
      { name: "title", type: "text", translatable: true, required: true, max: 200, wide: true },
      { name: "subtitle", type: "text", translatable: true, max: 300, wide: true },
      { name: "tags", type: "lines", translatable: true, max: 10 },
      { name: "popularEnquiries", type: "pairs", translatable: true, max: 12 },
      order,
    ],
  },
  investments: {
    titleField: "title",
    columns: ["buttonTitle", "sortOrder"],
    fields: [
      { name: "title", type: "text", translatable: true, required: true, max: 200 },
      { name: "buttonTitle", type: "text", translatable: true, max: 60 },
      image,
      order,
      { name: "description", type: "richtext", translatable: true, max: 20_000, wide: true },
    ],
  },
  "map-sidebar": {
    titleField: "title",
    columns: ["link"],
    fields: [
      { name: "title", type: "text", translatable: true, required: true, max: 200, wide: true },
      { name: "figures", type: "pairs", translatable: true, max: 4, wide: true },
      { name: "link", type: "url", max: 500 },
      { name: "buttonTitle", type: "text", translatable: true, max: 60 },
    ],
  },
  "map-locations": {
    titleField: "name",
    columns: ["propertyCount", "x", "y"],
    fields: [
      { name: "name", type: "text", translatable: true, required: true, max: 100 },
      { name: "propertyCount", type: "int", required: true, min: 0, max: 10_000_000 },
      { name: "x", type: "decimal", required: true, min: 0, max: 100 },
      { name: "y", type: "decimal", required: true, min: 0, max: 100 },
    ],
  },
  locations: {
    titleField: "label",
    columns: ["city", "state", "country"],
    publicPath: "/dubai-locations",
    fields: [
      { name: "label", type: "text", translatable: true, required: true, max: 120 },
      { name: "city", type: "text", translatable: true, required: true, max: 120 },
      { name: "state", type: "text", translatable: true, required: true, max: 120 },
      { name: "country", type: "text", translatable: true, required: true, max: 120 },
      // Short and other spellings ("JVC", "Marina") the search also finds the place by.
      { name: "aliases", type: "lines", max: 20, wide: true },
      { name: "latitude", type: "decimal", required: true, min: -90, max: 90 },
      { name: "longitude", type: "decimal", required: true, min: -180, max: 180 },
      { name: "isTop", type: "checkbox" },
      order,
      image,
    ],
  },
  categories: {
    titleField: "value",
    columns: ["masterId", "sortOrder"],
    fields: [
      { name: "masterId", type: "select", required: true, options: "master" },
      { name: "value", type: "text", translatable: true, required: true, max: 120 },
      { name: "icon", type: "text", max: 60 },
      order,
      image,
    ],
  },
  faq: {
    titleField: "question",
    columns: ["sortOrder"],
    publicPath: "/faq",
    fields: [
      { name: "question", type: "text", translatable: true, required: true, max: 300, wide: true },
      { name: "answer", type: "textarea", translatable: true, required: true, max: 4000, wide: true },
      order,
    ],
  },
};

export const CONTENT_PAGE_SIZE = 25;
/** "pairs" fields are typed one per line as "label | value". */
export const PAIR_SEPARATOR = "|";
