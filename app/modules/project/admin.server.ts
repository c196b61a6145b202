/**
 * The back office's off-plan projects (decision 063): the list, the editor's form and options,
 * and the one save that writes a project with its unit types, payment plan, facilities and
 * pictures in one transaction (writePublicData, so the site forgets its remembered answers),
 * audited with before and after. Publishing a Dubai project needs its DLD project number,
 * escrow account and escrow bank (RERA's rules on off-plan advertising); a project number on
 * another project is a field error, never a 500 from the unique index.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import {
  categories,
  developers,
  locations,
  projectAmenities,
  projectImages,
  projectPaymentMilestones,
  projects,
  projectUnitTypes,
  type Translations,
} from "../../../db/schema";
import { DomainError, type FieldErrors, invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { presentFields } from "../../i18n/stored.server";
import type { Actor } from "../admin/audit.server";
import { recordAudit } from "../admin/audit.server";
import { likePattern } from "../admin/text";
import type { TranslationLanguage } from "../agent/admin";
import { databaseProblem, slugify } from "../agent/admin.server";
import { deleteOrphanImages, type ProcessedImage, storeImages } from "../media/upload.server";
import { writePublicData } from "../memo.server";
import { isInDubai } from "../property/permit";
import { ADMIN_PROJECTS_PAGE_SIZE } from "./admin";
import { type MilestoneInput, showPercent } from "./plan-rules";
import { PROJECT_TRANSLATED, type ProjectInput } from "./project-form";

type ImageKind = (typeof projectImages.$inferSelect)["kind"];

// ---------------------------------------------------------------- list

export async function listProjectsAdmin(db: Db, opts: { q: string; page: number }) {
  const where = opts.q
    ? or(ilike(projects.name, likePattern(opts.q)), ilike(projects.dldProjectNumber, likePattern(opts.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        developer: developers.firmName,
        place: locations.label,
        status: projects.status,
        number: projects.dldProjectNumber,
        published: projects.published,
        percent: projects.percentCompleted,
      })
      .from(projects)
      .innerJoin(developers, eq(developers.id, projects.developerId))
      .innerJoin(locations, eq(locations.id, projects.locationId))
      .where(where)
      .orderBy(desc(projects.updatedAt), asc(projects.name))
      .limit(ADMIN_PROJECTS_PAGE_SIZE)
      .offset((opts.page - 1) * ADMIN_PROJECTS_PAGE_SIZE),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// ---------------------------------------------------------------- form

/** The editor's values as its inputs hold them (text as typed), and the pictures stored. */
export type ProjectForm = {
  values: Record<string, string>;
  amenities: string[];
  unitTypes: { propertyTypeId: string; bedrooms: string }[];
  milestones: MilestoneInput[];
  images: { imageId: string; kind: ImageKind; position: number }[];
  slug: string;
};

export function emptyProjectForm(): ProjectForm {
  return {
    values: { status: "launching", percentCompleted: "0" },
    amenities: [],
    unitTypes: [],
    milestones: [],
    images: [],
    slug: "",
  };
}

const asText = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export async function loadProjectForm(db: Db, id: string): Promise<ProjectForm | null> {
  const record = await readProject(db, id);
  if (!record) return null;
  const { project: p, amenities, unitTypes, milestones, images } = record;
  const fields = [
    "name",
    "slug",
    "description",
    "developerId",
    "locationId",
    "latitude",
    "longitude",
    "status",
    "handoverDate",
    "dldProjectNumber",
    "escrowAccountNumber",
    "escrowBank",
    "percentCompleted",
    "progressReportedAt",
  ] as const;
  return {
    values: { ...Object.fromEntries(fields.map((f) => [f, asText(p[f])])), published: p.published ? "on" : "" },
    amenities,
    unitTypes: unitTypes.map((u) => ({ propertyTypeId: u.propertyTypeId, bedrooms: asText(u.bedrooms) })),
    milestones: milestones.map((m) => ({
      stage: m.stage,
      label: m.label,
      percent: showPercent(Math.round(Number(m.percent) * 100)),
      dueDate: asText(m.dueDate),
      dueConstructionPercent: asText(m.dueConstructionPercent),
      monthsAfterHandover: asText(m.monthsAfterHandover),
    })),
    images,
    slug: p.slug,
  };
}

/** The developers, places, unit kinds and facilities the editor offers. */
export async function projectOptions(db: Db) {
  const [devs, places, cats] = await Promise.all([
    db.select({ value: developers.id, label: developers.firmName }).from(developers).orderBy(asc(developers.firmName)),
    db
      .select({ value: locations.id, label: locations.label, city: locations.city })
      .from(locations)
      .orderBy(asc(locations.label)),
    db
      .select({ value: categories.id, label: categories.value, master: categories.masterId })
      .from(categories)
      .where(inArray(categories.masterId, [MASTER.propertyType, MASTER.facility]))
      .orderBy(asc(categories.value)),
  ]);
  return {
    developers: devs,
    places: places.map((p) => ({ value: p.value, label: p.label === p.city ? p.label : `${p.label}, ${p.city}` })),
    propertyTypes: cats.filter((c) => c.master === MASTER.propertyType).map(({ value, label }) => ({ value, label })),
    facilities: cats.filter((c) => c.master === MASTER.facility).map(({ value, label }) => ({ value, label })),
  };
}

async function readProject(tx: Db | Tx, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [project] = await tx.select().from(projects).where(eq(projects.id, id));
  if (!project) return null;
  // One after another: inside a transaction they share one connection.
  const amenities = await tx
    .select({ id: projectAmenities.categoryId })
    .from(projectAmenities)
    .where(eq(projectAmenities.projectId, id));
  const unitTypes = await tx
    .select({ propertyTypeId: projectUnitTypes.propertyTypeId, bedrooms: projectUnitTypes.bedrooms })
    .from(projectUnitTypes)
    .where(eq(projectUnitTypes.projectId, id))
    .orderBy(asc(projectUnitTypes.position));
  const milestones = await tx
    .select()
    .from(projectPaymentMilestones)
    .where(eq(projectPaymentMilestones.projectId, id))
    .orderBy(asc(projectPaymentMilestones.position));
  const images = await tx
    .select({ imageId: projectImages.imageId, kind: projectImages.kind, position: projectImages.position })
    .from(projectImages)
    .where(eq(projectImages.projectId, id))
    .orderBy(asc(projectImages.kind), asc(projectImages.position));
  return { project, amenities: amenities.map((a) => a.id).sort(), unitTypes, milestones, images };
}

// ---------------------------------------------------------------- writing

const missingRecord = () => new DomainError(404, t("admin.missing.text"));

/** Uploads of one save, by kind (the hero: at most one). */
export type ProjectUploads = Partial<Record<ImageKind, ProcessedImage[]>>;

/**
 * Why the project may not be published: a Dubai project needs its DLD project number, escrow
 * account number and escrow bank, each named on its field.
 */
function publishProblems(input: ProjectInput, place: { state: string; city: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.published || !isInDubai(place)) return errors;
  if (!input.dldProjectNumber) errors.dldProjectNumber = t("admin.projects.error.publishNumber");
  if (!input.escrowAccountNumber) errors.escrowAccountNumber = t("admin.projects.error.publishEscrow");
  if (!input.escrowBank) errors.escrowBank = t("admin.projects.error.publishBank");
  return errors;
}

/**
 * Creates (id null) or updates a project with its unit types, plan, facilities and pictures,
 * all or nothing. Answers its id.
 */
export async function saveProject(
  db: Db,
  actor: Actor,
  id: string | null,
  input: ProjectInput,
  uploads: ProjectUploads,
): Promise<string> {
  try {
    return await writePublicData(db, async (tx) => {
      const before = id ? await readProject(tx, id) : null;
      if (id && !before) throw missingRecord();
      const [place] = await tx
        .select({ state: locations.state, city: locations.city })
        .from(locations)
        .where(eq(locations.id, input.locationId));
      if (!place) throw invalid({ locationId: t("admin.projects.error.location") });
      const refused = publishProblems(input, place);
      if (Object.keys(refused).length > 0) throw invalid(refused);
      if (input.dldProjectNumber) await refuseTakenNumber(tx, input.dldProjectNumber, id);

      const row = {
        name: input.name,
        slug: input.slug || before?.project.slug || slugify(input.name),
        description: input.description,
        developerId: input.developerId,
        locationId: input.locationId,
        latitude: input.latitude,
        longitude: input.longitude,
        status: input.status,
        handoverDate: input.handoverDate || null,
        dldProjectNumber: input.dldProjectNumber || null,
        escrowAccountNumber: input.escrowAccountNumber,
        escrowBank: input.escrowBank,
        percentCompleted: input.percentCompleted,
        progressReportedAt: input.progressReportedAt || null,
        published: input.published,
        updatedAt: new Date(),
      };
      let projectId = id;
      if (projectId) await tx.update(projects).set(row).where(eq(projects.id, projectId));
      else {
        const [created] = await tx.insert(projects).values(row).returning({ id: projects.id });
        projectId = created?.id ?? null;
      }
      if (!projectId) throw new Error("project insert returned no id");
      const recordId = projectId;

      await tx.delete(projectUnitTypes).where(eq(projectUnitTypes.projectId, recordId));
      if (input.unitTypes.length > 0)
        await tx
          .insert(projectUnitTypes)
          .values(input.unitTypes.map((u, position) => ({ projectId: recordId, position, ...u })));
      await tx.delete(projectPaymentMilestones).where(eq(projectPaymentMilestones.projectId, recordId));
      if (input.plan.length > 0)
        await tx.insert(projectPaymentMilestones).values(
          input.plan.map((m, position) => ({
            projectId: recordId,
            position,
            stage: m.stage,
            label: m.label,
            percent: m.percentHundredths / 100,
            dueDate: m.dueDate,
            dueConstructionPercent: m.dueConstructionPercent,
            monthsAfterHandover: m.monthsAfterHandover,
          })),
        );
      await tx.delete(projectAmenities).where(eq(projectAmenities.projectId, recordId));
      if (input.amenities.length > 0)
        await tx
          .insert(projectAmenities)
          .values(input.amenities.map((categoryId) => ({ projectId: recordId, categoryId })));
      const dropped = await savePictures(tx, recordId, before?.images ?? [], input.removeImages, uploads);

      const after = await readProject(tx, recordId);
      await deleteOrphanImages(tx, dropped);
      await recordAudit(tx, actor, {
        action: before ? "update" : "create",
        entity: "project",
        entityId: recordId,
        before: before ? auditView(before) : undefined,
        after: after ? auditView(after) : undefined,
      });
      return recordId;
    });
  } catch (error) {
    const problem = databaseProblem(error);
    if (!problem) throw error;
    if (problem.code === "23505" && problem.constraint === "projects_dld_number_idx")
      throw invalid({ dldProjectNumber: t("admin.projects.error.numberTakenOther") });
    if (problem.code === "23505") throw invalid({ slug: t("admin.directory.error.duplicate", { field: "Slug" }) });
    // A developer, place, type or facility deleted meanwhile.
    throw invalid({ form: t("admin.form.invalid") });
  }
}

/** The same DLD project number on another project: refused on the field, naming that project. */
async function refuseTakenNumber(tx: Tx, number: string, id: string | null): Promise<void> {
  const [other] = await tx
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.dldProjectNumber, number), id ? ne(projects.id, id) : sql`true`));
  if (other) throw invalid({ dldProjectNumber: t("admin.projects.error.numberTaken", { name: other.name }) });
}

/**
 * Keeps the pictures not ticked for removal (renumbered within their kind), then adds the
 * uploads: a new hero replaces the old one, the others follow those kept. Answers the images
 * no longer used by the project.
 */
async function savePictures(
  tx: Tx,
  projectId: string,
  before: { imageId: string; kind: ImageKind; position: number }[],
  remove: string[],
  uploads: ProjectUploads,
): Promise<string[]> {
  const removed = new Set(remove);
  if (uploads.hero?.length) for (const b of before) if (b.kind === "hero") removed.add(b.imageId);
  const kept = before.filter((b) => !removed.has(b.imageId));
  const rows: { projectId: string; kind: ImageKind; position: number; imageId: string }[] = [];
  const next = new Map<ImageKind, number>();
  const add = (kind: ImageKind, imageId: string) => {
    const position = next.get(kind) ?? 0;
    next.set(kind, position + 1);
    rows.push({ projectId, kind, position, imageId });
  };
  for (const k of kept) add(k.kind, k.imageId);
  for (const [kind, list] of Object.entries(uploads) as [ImageKind, ProcessedImage[]][]) {
    const ids = await storeImages(tx, kind === "hero" ? list.slice(0, 1) : list);
    for (const imageId of ids) add(kind, imageId);
  }
  await tx.delete(projectImages).where(eq(projectImages.projectId, projectId));
  if (rows.length > 0) await tx.insert(projectImages).values(rows);
  return before.filter((b) => removed.has(b.imageId)).map((b) => b.imageId);
}

/** What the audit log keeps of a project: its row and children, without timestamps. */
function auditView(record: NonNullable<Awaited<ReturnType<typeof readProject>>>) {
  const { createdAt: _, updatedAt: __, ...project } = record.project;
  return {
    ...project,
    amenities: record.amenities,
    unitTypes: record.unitTypes,
    milestones: record.milestones.map(({ id: _id, projectId: _p, ...m }) => m),
    images: record.images,
  };
}

// ---------------------------------------------------------------- translations

/** A project's name and description in one language, with the English beside them (the editor's language tabs). */
export async function loadProjectTranslation(db: Db, id: string, lang: TranslationLanguage) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ name: projects.name, description: projects.description, translations: projects.translations })
    .from(projects)
    .where(eq(projects.id, id));
  if (!row) return null;
  const own = row.translations?.[lang] ?? {};
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    form: Object.fromEntries(PROJECT_TRANSLATED.map((f) => [f, text(own[f])])),
    english: { name: row.name, description: row.description ?? "" },
  };
}

/** Stores one language's name and description (blank ones dropped: the site shows the English), audited. */
export async function saveProjectTranslation(
  db: Db,
  actor: Actor,
  id: string,
  lang: TranslationLanguage,
  values: Record<string, string>,
): Promise<void> {
  await writePublicData(db, async (tx) => {
    const [before] = await tx.select({ translations: projects.translations }).from(projects).where(eq(projects.id, id));
    if (!before) throw missingRecord();
    // The language's other texts (none today) stay as they were.
    const kept = Object.fromEntries(
      Object.entries(before.translations?.[lang] ?? {}).filter(([f]) => !PROJECT_TRANSLATED.includes(f)),
    );
    const translations: Translations = { ...before.translations, [lang]: { ...kept, ...presentFields(values) } };
    await tx.update(projects).set({ translations }).where(eq(projects.id, id));
    await recordAudit(tx, actor, {
      action: `translate:${lang}`,
      entity: "project",
      entityId: id,
      before: before.translations,
      after: translations,
    });
  });
}

/** Deletes a project (its unit types, plan and pictures go with it; its listings stay, without it). */
export async function deleteProject(db: Db, actor: Actor, id: string): Promise<void> {
  await writePublicData(db, async (tx) => {
    const before = await readProject(tx, id);
    if (!before) throw missingRecord();
    await tx.delete(projects).where(eq(projects.id, id));
    await deleteOrphanImages(
      tx,
      before.images.map((i) => i.imageId),
    );
    await recordAudit(tx, actor, { action: "delete", entity: "project", entityId: id, before: auditView(before) });
  });
}
