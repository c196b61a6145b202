import { type PROJECT_IMAGE_KINDS, PROJECT_STATUSES } from "../../../db/enums";
import { lazy, type MessageKey } from "../../i18n/i18n";
import { z } from "../../zod";
import { posted, text } from "../agent/directory-form";
import { checkPlan, isBlankMilestone, isIsoDate, type Milestone, type MilestoneInput, planMessage } from "./plan-rules";

// The back office's project editor (decision 063), checked by one schema in the browser and in
// the action (decision 039): the project, its unit types and its payment plan in one form, so a
// save writes all of them or none. Rows are Conform's lists (`milestones[2].dueDate`); the
// editor shows spare blank rows, which are not saved. Imports nothing server-side.

const msg = (key: MessageKey, vars?: Record<string, string | number>) => ({ error: lazy(key, vars) });

/** A list of posted values: none, one or several. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(item));

const optionalDate = (key: MessageKey) =>
  posted(
    z
      .string()
      .trim()
      .refine((v) => v === "" || isIsoDate(v), msg(key)),
  );

const coordinate = (max: number, key: MessageKey) =>
  posted(
    z
      .string()
      .trim()
      .refine((v) => /^-?\d{1,3}(\.\d{1,10})?$/.test(v) && Math.abs(Number(v)) <= max, msg(key))
      .transform(Number),
  );

/** A project's stages, in the order the editor offers them. */
export const PROJECT_STATUS_CHOICES = PROJECT_STATUSES;

export const PROJECT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const unitTypeRow = z.object({
  propertyTypeId: posted(z.string().trim()),
  bedrooms: posted(z.string().trim()),
});

const milestoneRow = z.object({
  stage: posted(z.string().trim()),
  label: posted(z.string()),
  percent: posted(z.string()),
  dueDate: posted(z.string()),
  dueConstructionPercent: posted(z.string()),
  monthsAfterHandover: posted(z.string()),
});

export type UnitTypeValue = { propertyTypeId: string; bedrooms: number | null };

export const projectSchema = z
  .object({
    name: text("Name", 160, true),
    slug: posted(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(80, msg("admin.directory.error.max", { field: "Slug", max: 80 }))
        .refine((v) => v === "" || PROJECT_SLUG.test(v), msg("admin.directory.error.slug")),
    ),
    description: text("Description", 8000),
    developerId: posted(z.guid(msg("admin.projects.error.developer"))),
    locationId: posted(z.guid(msg("admin.projects.error.location"))),
    latitude: coordinate(90, "admin.projects.error.latitude"),
    longitude: coordinate(180, "admin.projects.error.longitude"),
    status: posted(z.enum(PROJECT_STATUSES, msg("admin.projects.error.status"))),
    handoverDate: optionalDate("admin.projects.error.date"),
    dldProjectNumber: posted(
      z
        .string()
        .trim()
        .refine((v) => v === "" || /^\d{1,12}$/.test(v), msg("admin.projects.error.dldNumber")),
    ),
    escrowAccountNumber: posted(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine((v) => v === "" || /^[A-Z0-9][A-Z0-9 -]{3,39}$/.test(v), msg("admin.projects.error.escrowAccount")),
    ),
    escrowBank: text("Escrow bank", 120),
    percentCompleted: posted(
      z
        .string()
        .trim()
        .refine(
          (v) => v === "" || (/^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100),
          msg("admin.projects.error.percent"),
        )
        .transform((v) => (v === "" ? 0 : Number(v))),
    ),
    progressReportedAt: optionalDate("admin.projects.error.date"),
    // A ticked box posts "on"; an unticked one posts nothing.
    published: z.preprocess((v) => v === "on", z.boolean()),
    amenities: list(z.guid(msg("admin.projects.error.amenities"))).transform((ids) => [...new Set(ids)]),
    unitTypes: list(unitTypeRow),
    milestones: list(milestoneRow),
    removeImages: list(z.guid()).transform((ids) => [...new Set(ids)]),
  })
  .superRefine((v, ctx) => {
    const seen = new Map<string, number>();
    v.unitTypes.forEach((row, i) => {
      if (row.propertyTypeId === "" && row.bedrooms === "") return;
      if (!z.guid().safeParse(row.propertyTypeId).success)
        ctx.addIssue({
          code: "custom",
          path: ["unitTypes", i, "propertyTypeId"],
          message: lazy("admin.projects.error.unitType")(),
        });
      else if (row.bedrooms !== "" && !(/^\d{1,2}$/.test(row.bedrooms) && Number(row.bedrooms) <= 20))
        ctx.addIssue({
          code: "custom",
          path: ["unitTypes", i, "bedrooms"],
          message: lazy("admin.projects.error.bedrooms")(),
        });
      else {
        const key = `${row.propertyTypeId}:${row.bedrooms}`;
        const first = seen.get(key);
        if (first !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["unitTypes", i, "bedrooms"],
            message: lazy("admin.projects.error.unitTypeTwice", { row: first + 1 })(),
          });
        else seen.set(key, i);
      }
    });
    const rows = v.milestones as MilestoneInput[];
    // A draft may wait for its plan; a published project needs one (checkPlan refuses an empty plan).
    if (!v.published && rows.every(isBlankMilestone)) return;
    const plan = checkPlan(rows, { handoverDate: v.handoverDate || null });
    if (!plan.ok)
      for (const problem of plan.problems)
        ctx.addIssue({ code: "custom", path: problem.path, message: planMessage(problem) });
  })
  .transform((v) => {
    const rows = v.milestones as MilestoneInput[];
    const plan = rows.every(isBlankMilestone) ? null : checkPlan(rows, { handoverDate: v.handoverDate || null });
    const unitTypes: UnitTypeValue[] = v.unitTypes
      .filter((row) => row.propertyTypeId !== "")
      .map((row) => ({
        propertyTypeId: row.propertyTypeId,
        bedrooms: row.bedrooms === "" ? null : Number(row.bedrooms),
      }));
    const { milestones: _, unitTypes: __, ...rest } = v;
    return { ...rest, unitTypes, plan: plan?.ok ? plan.milestones : ([] as Milestone[]) };
  });

export type ProjectInput = z.output<typeof projectSchema>;

/** Where each kind of picture is posted: the hero replaces the one there; the others add to theirs. */
export const IMAGE_FIELDS: Record<(typeof PROJECT_IMAGE_KINDS)[number], string> = {
  hero: "heroFile",
  gallery: "galleryFiles",
  brochure: "brochureFiles",
  floor_plan: "floorPlanFiles",
};

/** The project's texts staff write per language; the others (numbers, codes, names of banks) are one for all. */
export const PROJECT_TRANSLATED: string[] = ["name", "description"];

/** One language's texts: the English rules without "required" (an empty one shows the English). */
export const projectTranslationSchema = z.object({
  name: text("Name", 160),
  description: text("Description", 8000),
});
