import { and, asc, count, desc, eq, getTableColumns, ilike, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { CONTENT_GROUP_ID, MASTER } from "../../../db/ids";
import { one } from "../../../db/one";
import {
  advertisements,
  agencies,
  banners,
  blogs,
  categories,
  categoryMasters,
  developers,
  faqEntries,
  goldenVisas,
  heroSections,
  investments,
  locations,
  mapLocations,
  mapSidebar,
  offers,
  testimonials,
} from "../../../db/schema";
import { DomainError, invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { type Actor, recordAudit } from "../admin/audit.server";
import { likePattern } from "../admin/text";
import { sanitizeRichText } from "../html.server";
import { deleteOrphanImages, type ProcessedImage, storeImages } from "../media/upload.server";
import { writePublicData } from "../memo.server";
import { fieldLabel, PAIR_KEYS } from "./content-form";
import { CONTENT_PAGE_SIZE, type ContentKind, type FieldDef, KINDS, PAIR_SEPARATOR } from "./editor";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Table = PgTable;
type Stored = { table: Table; scope?: SQL; fixed?: Record<string, unknown>; order: () => SQL[] };

const bySort = (table: { sortOrder: PgColumn }, title: PgColumn) => () => [asc(table.sortOrder), asc(title)];
const postsOf = (groupId: string): Stored => ({
  table: blogs,
  scope: eq(blogs.groupId, groupId),
  fixed: { groupId },
  order: () => [desc(blogs.publishedOn), desc(blogs.createdAt)],
});

/** Where each kind is stored; blogs, articles and news share a table and differ by group. */
const STORED: Record<ContentKind, Stored> = {
  blogs: postsOf(CONTENT_GROUP_ID.blogs),
  articles: postsOf(CONTENT_GROUP_ID.articles),
  news: postsOf(CONTENT_GROUP_ID.news),
  developers: { table: developers, order: () => [asc(developers.firmName)] },
  agencies: { table: agencies, order: bySort(agencies, agencies.name) },
  testimonials: { table: testimonials, order: bySort(testimonials, testimonials.name) },
  offers: { table: offers, order: bySort(offers, offers.title) },
  "golden-visas": { table: goldenVisas, order: bySort(goldenVisas, goldenVisas.title) },
  advertisements: { table: advertisements, order: bySort(advertisements, advertisements.title) },
  banners: { table: banners, order: bySort(banners, banners.text) },
  hero: { table: heroSections, order: bySort(heroSections, heroSections.title) },
  investments: { table: investments, order: bySort(investments, investments.title) },
  "map-sidebar": { table: mapSidebar, order: () => [asc(mapSidebar.title)] },
  "map-locations": { table: mapLocations, order: () => [asc(mapLocations.name)] },
  locations: { table: locations, order: () => [asc(locations.label), asc(locations.city)] },
  categories: {
    table: categories,
    order: () => [asc(categories.masterId), asc(categories.sortOrder), asc(categories.value)],
  },
  faq: { table: faqEntries, order: bySort(faqEntries, faqEntries.question) },
};

/** The table a kind is stored in. */
export function tableOf(kind: ContentKind): PgTable {
  return STORED[kind].table;
}

export function column(kind: ContentKind, name: string): PgColumn {
  const col = (getTableColumns(STORED[kind].table) as Record<string, PgColumn>)[name];
  if (!col) throw new Error(`content: ${kind} has no column ${name}`);
  return col;
}

export { fieldLabel };

// ---------------------------------------------------------------- lists

export type ContentRow = { id: string; title: string; cells: string[] };

export async function listContent(
  db: Db,
  kind: ContentKind,
  opts: { q: string; page: number },
): Promise<{ rows: ContentRow[]; total: number }> {
  const def = KINDS[kind];
  const stored = STORED[kind];
  const idCol = column(kind, "id");
  const where = and(stored.scope, opts.q ? ilike(column(kind, def.titleField), likePattern(opts.q)) : undefined);
  const shape: Record<string, PgColumn> = { id: idCol, title: column(kind, def.titleField) };
  for (const c of def.columns) shape[c] = column(kind, c);
  const [rows, counted] = await Promise.all([
    db
      .select(shape)
      .from(stored.table)
      .where(where)
      .orderBy(...stored.order(), asc(idCol))
      .limit(CONTENT_PAGE_SIZE)
      .offset((opts.page - 1) * CONTENT_PAGE_SIZE),
    db.select({ n: count() }).from(stored.table).where(where),
  ]);
  return {
    total: one(counted, `${kind} count`).n,
    rows: (rows as Record<string, unknown>[]).map((r) => ({
      id: String(r.id),
      title: String(r.title ?? ""),
      cells: def.columns.map((c) => display(r[c])),
    })),
  };
}

/** How many records each kind holds, for the content overview. */
export async function countContent(db: Db): Promise<Record<ContentKind, number>> {
  const entries = await Promise.all(
    (Object.keys(STORED) as ContentKind[]).map(async (kind) => {
      const counted = await db.select({ n: count() }).from(STORED[kind].table).where(STORED[kind].scope);
      return [kind, one(counted, `${kind} count`).n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ContentKind, number>;
}

function display(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return dubaiLocal(value).replace("T", " ");
  if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");
  if (typeof value === "boolean") return t(value ? "adminContent.yes" : "adminContent.no");
  return String(value);
}

// ---------------------------------------------------------------- one record as a form

export type ContentForm = Record<string, string>;
export type ContentOption = { value: string; label: string };

export function emptyForm(kind: ContentKind): ContentForm {
  const form: ContentForm = {};
  for (const f of KINDS[kind].fields) form[f.name] = "";
  if ("author" in form) form.author = "Admin";
  if ("publishedOn" in form) form.publishedOn = new Date().toISOString().slice(0, 10);
  if ("stars" in form) form.stars = "5";
  if ("sortOrder" in form) form.sortOrder = "0";
  if ("bannerType" in form) form.bannerType = "Informative Banner";
  return form;
}

/** The stored record as form strings; null when there is none (or it is of another group). */
export async function loadContent(db: Db, kind: ContentKind, id: string): Promise<ContentForm | null> {
  const row = await readRow(db, kind, id);
  if (!row) return null;
  const form: ContentForm = {};
  for (const f of KINDS[kind].fields) form[f.name] = toFormValue(f, row[f.name]);
  return form;
}

export async function readRow(db: Db | Tx, kind: ContentKind, id: string): Promise<Record<string, unknown> | null> {
  if (!UUID.test(id)) return null;
  const stored = STORED[kind];
  const [row] = await db
    .select()
    .from(stored.table)
    .where(and(eq(column(kind, "id"), id), stored.scope))
    .limit(1);
  return (row as Record<string, unknown> | undefined) ?? null;
}

export function toFormValue(f: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return "";
  switch (f.type) {
    case "checkbox":
      return value ? "on" : "";
    case "datetime":
      return value instanceof Date ? dubaiLocal(value) : String(value);
    case "lines":
      return Array.isArray(value) ? value.join("\n") : "";
    case "pairs": {
      const [a, b] = PAIR_KEYS[f.name] ?? ["label", "value"];
      return Array.isArray(value)
        ? value.map((p: Record<string, string>) => `${p[a] ?? ""} ${PAIR_SEPARATOR} ${p[b] ?? ""}`).join("\n")
        : "";
    }
    default:
      return String(value);
  }
}

/** "YYYY-MM-DDTHH:MM" in Dubai time (UTC+4, no daylight saving), as datetime-local inputs show it. */
function dubaiLocal(date: Date): string {
  return new Date(date.getTime() + 4 * 3_600_000).toISOString().slice(0, 16);
}

/** The choices of the kind's select fields that come from the database. */
export async function contentOptions(db: Db, kind: ContentKind): Promise<Record<string, ContentOption[]>> {
  const out: Record<string, ContentOption[]> = {};
  for (const f of KINDS[kind].fields) {
    if (f.type !== "select" || !f.options) continue;
    if (f.options === "blogCategory") {
      const rows = await db
        .select({ value: categories.id, label: categories.value })
        .from(categories)
        .where(eq(categories.masterId, MASTER.blogCategory))
        .orderBy(asc(categories.sortOrder), asc(categories.value));
      out[f.name] = rows;
    } else if (f.options === "master") {
      const rows = await db
        .select({ value: categoryMasters.id, label: categoryMasters.name })
        .from(categoryMasters)
        .orderBy(asc(categoryMasters.name));
      out[f.name] = rows;
    } else {
      out[f.name] = f.options.map((v) => ({ value: v, label: v }));
    }
  }
  return out;
}

// ---------------------------------------------------------------- validation

// ---------------------------------------------------------------- writing

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The record asked for is not there (deleted meanwhile, or never was). */
export const missingRecord = () => new DomainError(404, t("admin.missing.text"));

/** A rich text as the page may render it: what a staff member typed, sanitised. */
export function storedRichText(kind: ContentKind, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const f of KINDS[kind].fields) {
    if (f.type === "richtext" && typeof out[f.name] === "string") out[f.name] = sanitizeRichText(out[f.name] as string);
  }
  return out;
}

/**
 * Creates (id null) or updates a record, with its new image if one was uploaded (or
 * without its image when `removeImage`), audited with before and after in the same
 * transaction. A reference that does not exist or a duplicate is refused on its field.
 */
export async function saveContent(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  id: string | null,
  values: Record<string, unknown>,
  image: { upload: ProcessedImage | null; remove: boolean },
): Promise<string> {
  const stored = STORED[kind];
  const hasImage = KINDS[kind].fields.some((f) => f.type === "image");
  try {
    return await writePublicData(db, async (tx) => {
      const before = id ? await readRow(tx, kind, id) : null;
      if (id && !before) throw missingRecord();
      const row: Record<string, unknown> = { ...storedRichText(kind, values), ...stored.fixed };
      if (hasImage) {
        if (image.upload) [row.imageId] = await storeImages(tx, [image.upload]);
        else if (image.remove) row.imageId = null;
      }
      let recordId: string;
      if (id) {
        await tx
          .update(stored.table)
          .set(row as never)
          .where(eq(column(kind, "id"), id));
        recordId = id;
      } else {
        const created = (await tx
          .insert(stored.table)
          .values(row as never)
          .returning({ id: column(kind, "id") })) as { id: string }[];
        recordId = one(created, `${kind} insert`).id;
      }
      const after = await readRow(tx, kind, recordId);
      const oldImage = before?.imageId as string | null | undefined;
      if (oldImage && after?.imageId !== oldImage) await deleteOrphanImages(tx, [oldImage]);
      await recordAudit(tx, actor, {
        action: id ? "update" : "create",
        entity: kind,
        entityId: recordId,
        before,
        after,
      });
      return recordId;
    });
  } catch (error) {
    const problem = databaseProblem(error);
    if (!problem) throw error;
    const field = fieldOfConstraint(kind, problem.constraint) ?? KINDS[kind].titleField;
    const key = problem.code === "23505" ? "adminContent.error.duplicate" : "adminContent.error.reference";
    throw invalid({ [field]: t(key, { field: fieldLabel(field) }) });
  }
}

/** Deletes a record (audited); refused (409) while listings or posts still refer to it. */
export async function deleteContent(db: Db, actor: Actor, kind: ContentKind, id: string): Promise<void> {
  try {
    await writePublicData(db, async (tx) => {
      const before = await readRow(tx, kind, id);
      if (!before) throw missingRecord();
      await tx.delete(STORED[kind].table).where(eq(column(kind, "id"), id));
      if (typeof before.imageId === "string") await deleteOrphanImages(tx, [before.imageId]);
      await recordAudit(tx, actor, { action: "delete", entity: kind, entityId: id, before });
    });
  } catch (error) {
    if (databaseProblem(error)?.code === "23503") throw new DomainError(409, t("adminContent.content.inUse"));
    throw error;
  }
}

/** A foreign-key (23503) or unique (23505) violation, from either driver, however wrapped. */
function databaseProblem(error: unknown): { code: string; constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === "23503" || e.code === "23505") {
      return { code: e.code, constraint: typeof e.constraint === "string" ? e.constraint : "" };
    }
    current = e.cause;
  }
  return null;
}

/** The field a constraint is about, from its name (e.g. banners_property_id_properties_id_fk). */
function fieldOfConstraint(kind: ContentKind, constraint: string): string | undefined {
  const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return KINDS[kind].fields.find((f) => constraint.includes(`_${snake(f.name)}_`))?.name;
}
