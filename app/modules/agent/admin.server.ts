/**
 * The back office's agencies and agents (decision 012): lists, forms, validation naming the
 * field, writes through writePublicData (the directory's remembered answers are forgotten)
 * with an audit entry in the same transaction. A duplicate ORN, BRN or slug is a field
 * error, never a 500; a brokerage with agents, or an agent with listings, is not deleted
 * (an agent who leaves is deactivated instead).
 */
import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { agentAreas, agents, brokerages, locations, properties, type Translations } from "../../../db/schema";
import { DomainError, invalid } from "../../errors";
import { t } from "../../i18n/i18n";

import { presentFields } from "../../i18n/stored.server";
import { z } from "../../zod";
import type { Actor } from "../admin/audit.server";
import { recordAudit } from "../admin/audit.server";
import { likePattern } from "../admin/text";
import { deleteOrphanImages, type ProcessedImage, storeImages } from "../media/upload.server";
import { writePublicData } from "../memo.server";
import {
  ADMIN_DIRECTORY_PAGE_SIZE,
  type DirectoryForm,
  type DirectoryKind,
  TRANSLATED,
  type TranslationLanguage,
} from "./admin";
import type { AgencyInput, AgentInput } from "./directory-form";

// ---------------------------------------------------------------- lists

export type DirectoryRow = { id: string; title: string; cells: string[]; active: boolean };

export async function listDirectory(db: Db, kind: DirectoryKind, opts: { q: string; page: number }) {
  const offset = (opts.page - 1) * ADMIN_DIRECTORY_PAGE_SIZE;
  if (kind === "agencies") {
    const where = opts.q
      ? or(ilike(brokerages.name, likePattern(opts.q)), ilike(brokerages.orn, likePattern(opts.q)))
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: brokerages.id,
          name: brokerages.name,
          orn: brokerages.orn,
          agents: sql<number>`(select count(*)::int from ${agents} a where a.brokerage_id = "brokerages"."id")`,
        })
        .from(brokerages)
        .where(where)
        .orderBy(asc(brokerages.name))
        .limit(ADMIN_DIRECTORY_PAGE_SIZE)
        .offset(offset),
      db.select({ n: count() }).from(brokerages).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ id: r.id, title: r.name, cells: [r.orn, String(r.agents)], active: true })),
      total: Number(total?.n ?? 0),
    };
  }
  const where = opts.q
    ? or(ilike(agents.name, likePattern(opts.q)), ilike(agents.brn, likePattern(opts.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: agents.id,
        name: agents.name,
        brn: agents.brn,
        agency: brokerages.name,
        active: agents.isActive,
      })
      .from(agents)
      .innerJoin(brokerages, eq(brokerages.id, agents.brokerageId))
      .where(where)
      .orderBy(asc(agents.name))
      .limit(ADMIN_DIRECTORY_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(agents).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ id: r.id, title: r.name, cells: [r.brn, r.agency], active: r.active })),
    total: Number(total?.n ?? 0),
  };
}

// ---------------------------------------------------------------- forms

const AGENCY_FIELDS = [
  "name",
  "slug",
  "orn",
  "tradeLicence",
  "address",
  "phone",
  "whatsapp",
  "email",
  "languages",
  "description",
] as const;
const AGENT_FIELDS = ["name", "slug", "brn", "brokerageId", "languages", "phone", "whatsapp", "email", "bio"] as const;

export function emptyDirectoryForm(kind: DirectoryKind): DirectoryForm {
  const fields = kind === "agencies" ? AGENCY_FIELDS : AGENT_FIELDS;
  return {
    ...Object.fromEntries(fields.map((f) => [f, ""])),
    ...(kind === "agents" ? { areas: "", isActive: "on" } : {}),
    imageId: "",
  };
}

/** "Palm Crest Realty" -> "palm-crest-realty". */
export function slugify(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "profile"
  );
}

export async function loadDirectoryForm(db: Db, kind: DirectoryKind, id: string): Promise<DirectoryForm | null> {
  if (!z.guid().safeParse(id).success) return null;
  if (kind === "agencies") {
    const [row] = await db.select().from(brokerages).where(eq(brokerages.id, id));
    if (!row) return null;
    return {
      ...Object.fromEntries(AGENCY_FIELDS.map((f) => [f, String(row[f] ?? "")])),
      languages: row.languages.join(", "),
      imageId: row.logoImageId ?? "",
    };
  }
  const [row] = await db.select().from(agents).where(eq(agents.id, id));
  if (!row) return null;
  const areas = await db.select({ id: agentAreas.locationId }).from(agentAreas).where(eq(agentAreas.agentId, id));
  return {
    ...Object.fromEntries(AGENT_FIELDS.map((f) => [f, String(row[f] ?? "")])),
    languages: row.languages.join(", "),
    areas: areas.map((a) => a.id).join(","),
    isActive: row.isActive ? "on" : "",
    imageId: row.photoImageId ?? "",
  };
}

/** The agency choice of the agent form and the places an agent may serve. */
export async function directoryOptions(db: Db) {
  const [agencyRows, placeRows] = await Promise.all([
    db.select({ value: brokerages.id, label: brokerages.name }).from(brokerages).orderBy(asc(brokerages.name)),
    db
      .select({ value: locations.id, label: locations.label, city: locations.city })
      .from(locations)
      .orderBy(asc(locations.label)),
  ]);
  return {
    agencies: agencyRows,
    places: placeRows.map((p) => ({ value: p.value, label: p.label === p.city ? p.label : `${p.label}, ${p.city}` })),
  };
}

// ---------------------------------------------------------------- writing

/** The record asked for is not there (deleted meanwhile, or never was). */
const missingRecord = () => new DomainError(404, t("admin.missing.text"));

const UNIQUE_FIELDS: Record<string, string> = {
  brokerages_orn_unique: "orn",
  brokerages_slug_unique: "slug",
  agents_brn_idx: "brn",
  agents_slug_unique: "slug",
};
const FIELD_NAMES: Record<string, string> = { orn: "ORN", brn: "BRN", slug: "Slug" };

/** A unique (23505) or foreign-key (23503) violation, from either driver, however wrapped. */
export function databaseProblem(error: unknown): { code: string; constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === "23503" || e.code === "23505")
      return { code: e.code, constraint: typeof e.constraint === "string" ? e.constraint : "" };
    current = e.cause;
  }
  return null;
}

async function readRecord(tx: Db | Tx, kind: DirectoryKind, id: string) {
  if (kind === "agencies") {
    const [row] = await tx.select().from(brokerages).where(eq(brokerages.id, id));
    return row ?? null;
  }
  const [row] = await tx.select().from(agents).where(eq(agents.id, id));
  if (!row) return null;
  const areas = await tx.select({ id: agentAreas.locationId }).from(agentAreas).where(eq(agentAreas.agentId, id));
  return { ...row, areas: areas.map((a) => a.id).sort() };
}

/**
 * Creates (id null) or updates an agency or agent with its logo or photo (a new upload, or
 * none when `remove`), audited with before and after. The slug is made from the name when
 * left blank and kept when editing.
 */
export async function saveDirectory(
  db: Db,
  actor: Actor,
  kind: DirectoryKind,
  id: string | null,
  input: AgencyInput | AgentInput,
  image: { upload: ProcessedImage | null; remove: boolean },
): Promise<string> {
  try {
    return await writePublicData(db, async (tx) => {
      const before = id ? await readRecord(tx, kind, id) : null;
      if (id && !before) throw missingRecord();
      const imageColumn = kind === "agencies" ? "logoImageId" : "photoImageId";
      const oldImage = (before as Record<string, unknown> | null)?.[imageColumn] as string | null | undefined;
      let imageId: string | null | undefined;
      if (image.upload) [imageId] = await storeImages(tx, [image.upload]);
      else if (image.remove) imageId = null;
      const slugValue = input.slug || (before?.slug as string | undefined) || slugify(input.name);
      if (kind === "agencies") {
        const a = input as AgencyInput;
        const row = {
          name: a.name,
          slug: slugValue,
          orn: a.orn,
          tradeLicence: a.tradeLicence,
          address: a.address,
          phone: a.phone,
          whatsapp: a.whatsapp,
          email: a.email,
          languages: a.languages,
          description: a.description,
          ...(imageId !== undefined ? { logoImageId: imageId } : {}),
          updatedAt: new Date(),
        };
        if (id) await tx.update(brokerages).set(row).where(eq(brokerages.id, id));
        else {
          const [created] = await tx.insert(brokerages).values(row).returning({ id: brokerages.id });
          id = created?.id ?? null;
        }
      } else {
        const a = input as AgentInput;
        const row = {
          name: a.name,
          slug: slugValue,
          brn: a.brn,
          brokerageId: a.brokerageId,
          languages: a.languages,
          phone: a.phone,
          whatsapp: a.whatsapp,
          email: a.email,
          bio: a.bio,
          isActive: a.isActive,
          ...(imageId !== undefined ? { photoImageId: imageId } : {}),
          updatedAt: new Date(),
        };
        if (id) await tx.update(agents).set(row).where(eq(agents.id, id));
        else {
          const [created] = await tx.insert(agents).values(row).returning({ id: agents.id });
          id = created?.id ?? null;
        }
        if (!id) throw new Error("agent insert returned no id");
        await tx.delete(agentAreas).where(eq(agentAreas.agentId, id));
        if (a.areas.length)
          await tx.insert(agentAreas).values(a.areas.map((locationId) => ({ agentId: id as string, locationId })));
      }
      if (!id) throw new Error(`${kind} insert returned no id`);
      const recordId = id;
      const after = await readRecord(tx, kind, recordId);
      const newImage = (after as Record<string, unknown> | null)?.[imageColumn];
      if (oldImage && newImage !== oldImage) await deleteOrphanImages(tx, [oldImage]);
      await recordAudit(tx, actor, {
        action: before ? "update" : "create",
        entity: kind === "agencies" ? "brokerage" : "agent",
        entityId: recordId,
        before: before ?? undefined,
        after: after ?? undefined,
      });
      return recordId;
    });
  } catch (error) {
    const problem = databaseProblem(error);
    if (!problem) throw error;
    if (problem.code === "23505") {
      const field = UNIQUE_FIELDS[problem.constraint] ?? "form";
      throw invalid({ [field]: t("admin.directory.error.duplicate", { field: FIELD_NAMES[field] ?? field }) });
    }
    // A reference that no longer exists: the agency chosen, or a place.
    const field = problem.constraint.includes("brokerage") ? "brokerageId" : "areas";
    throw invalid({
      [field]: t(field === "brokerageId" ? "admin.directory.error.agency" : "admin.directory.error.areas"),
    });
  }
}

/**
 * Deletes an agency without agents, or an agent without listings; refused (409) otherwise (the
 * agency's agents must move or go first; an agent with listings is deactivated instead).
 */
export async function deleteDirectory(db: Db, actor: Actor, kind: DirectoryKind, id: string): Promise<void> {
  if (!z.guid().safeParse(id).success) throw missingRecord();
  const inUse = () =>
    new DomainError(409, t(kind === "agents" ? "admin.directory.agents.inUse" : "admin.directory.agencies.inUse"));
  try {
    await writePublicData(db, async (tx) => {
      const before = await readRecord(tx, kind, id);
      if (!before) throw missingRecord();
      if (kind === "agencies") {
        const [used] = await tx.select({ n: count() }).from(agents).where(eq(agents.brokerageId, id));
        if (Number(used?.n ?? 0) > 0) throw inUse();
        await tx.delete(brokerages).where(eq(brokerages.id, id));
      } else {
        const [used] = await tx.select({ n: count() }).from(properties).where(eq(properties.agentId, id));
        if (Number(used?.n ?? 0) > 0) throw inUse();
        await tx.delete(agents).where(eq(agents.id, id));
      }
      const image = (before as Record<string, unknown>)[kind === "agencies" ? "logoImageId" : "photoImageId"];
      if (typeof image === "string") await deleteOrphanImages(tx, [image]);
      await recordAudit(tx, actor, {
        action: "delete",
        entity: kind === "agencies" ? "brokerage" : "agent",
        entityId: id,
        before,
      });
    });
  } catch (error) {
    if (databaseProblem(error)?.code === "23503") throw inUse();
    throw error;
  }
}

// ---------------------------------------------------------------- translations

export async function loadDirectoryTranslation(db: Db, kind: DirectoryKind, id: string, lang: TranslationLanguage) {
  const row = await readRecord(db, kind, id);
  if (!row) return null;
  const fields = TRANSLATED[kind];
  const record = row as unknown as Record<string, unknown> & { translations: Translations };
  const own = record.translations?.[lang] ?? {};
  return {
    form: Object.fromEntries(fields.map((f) => [f, typeof own[f] === "string" ? (own[f] as string) : ""])),
    english: Object.fromEntries(fields.map((f) => [f, String(record[f] ?? "")])),
  };
}

export async function saveDirectoryTranslation(
  db: Db,
  actor: Actor,
  kind: DirectoryKind,
  id: string,
  lang: TranslationLanguage,
  values: Record<string, string>,
): Promise<void> {
  await writePublicData(db, async (tx) => {
    const before = await readRecord(tx, kind, id);
    if (!before) throw missingRecord();
    const translations: Translations = { ...(before.translations ?? {}), [lang]: presentFields(values) };
    if (kind === "agencies") await tx.update(brokerages).set({ translations }).where(eq(brokerages.id, id));
    else await tx.update(agents).set({ translations }).where(eq(agents.id, id));
    await recordAudit(tx, actor, {
      action: `translate:${lang}`,
      entity: kind === "agencies" ? "brokerage" : "agent",
      entityId: id,
      before: before.translations,
      after: translations,
    });
  });
}
