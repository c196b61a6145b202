import { type MessageKey, t } from "../../i18n/i18n";

// A payment plan's rules (decision 063), as pure functions over what the back office's plan
// editor posts: the form's schema, the seed and any other writer of plans use the same ones,
// so a plan that does not total 100 % or whose due points run backwards is never stored.
// This file imports nothing server-side.

/** When a milestone falls due, in the order a plan runs through them. */
export const PLAN_STAGES = ["booking", "construction", "handover", "post_handover"] as const;
export type PlanStage = (typeof PLAN_STAGES)[number];

/** At most this many milestones in one plan. */
export const MAX_MILESTONES = 24;

/** One milestone as the form posts it: text as typed ("" for a blank field). */
export type MilestoneInput = {
  stage: string;
  label: string;
  percent: string;
  dueDate: string;
  dueConstructionPercent: string;
  monthsAfterHandover: string;
};

/** A spare row of the editor: a construction instalment with nothing typed. */
export const BLANK_MILESTONE: Readonly<MilestoneInput> = {
  stage: "construction",
  label: "",
  percent: "",
  dueDate: "",
  dueConstructionPercent: "",
  monthsAfterHandover: "",
};

/** A milestone read and checked: percent in hundredths of a percent (12.5 % is 1250). */
export type Milestone = {
  stage: PlanStage;
  label: string;
  percentHundredths: number;
  dueDate: string | null;
  dueConstructionPercent: number | null;
  monthsAfterHandover: number | null;
};

/** A refused value: the form's field name (`milestones[2].dueDate`) and the message key with its values. */
export type PlanProblem = { path: (string | number)[]; key: MessageKey; vars?: Record<string, string | number> };

/** The field name Conform gives a path: milestones[2].dueDate. */
export function fieldName(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    "",
  );
}

export function planMessage(problem: PlanProblem): string {
  return t(problem.key, problem.vars);
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,3}$/;

/** "12.5" -> 1250; null for anything but a plain number with at most two decimals. */
export function readPercent(value: string): number | null {
  const v = value.trim();
  if (!PERCENT.test(v)) return null;
  const [whole = "0", fraction = ""] = v.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A row the editor left empty (its spare rows): not a milestone. */
export function isBlankMilestone(m: MilestoneInput): boolean {
  return [m.label, m.percent, m.dueDate, m.dueConstructionPercent, m.monthsAfterHandover].every((v) => v.trim() === "");
}

/** Formats hundredths of a percent as the editor shows them: 9950 -> "99.5". */
export function showPercent(hundredths: number): string {
  return String(hundredths / 100);
}

/**
 * Reads and checks a plan. Blank rows are skipped but keep their place, so a message names the
 * row the editor shows (`milestones[2].dueDate`). Answers the milestones in order, or every
 * problem found: each value on its own, then the plan as a whole (it totals 100 %, its stages
 * run booking -> construction -> handover -> after handover, its dates, construction stages
 * and months after handover never go backwards, and nothing before handover falls due after
 * the project's handover date).
 */
export function checkPlan(
  rows: readonly MilestoneInput[],
  opts: { handoverDate?: string | null } = {},
): { ok: true; milestones: Milestone[] } | { ok: false; problems: PlanProblem[] } {
  const problems: PlanProblem[] = [];
  const read: { index: number; m: Milestone }[] = [];
  rows.forEach((row, index) => {
    if (isBlankMilestone(row)) return;
    const m = readMilestone(row, index, problems);
    if (m) read.push({ index, m });
  });
  if (read.length === 0 && problems.length === 0)
    problems.push({ path: ["milestones"], key: "projectPlan.error.empty" });
  if (read.length > MAX_MILESTONES)
    problems.push({ path: ["milestones"], key: "projectPlan.error.tooMany", vars: { max: MAX_MILESTONES } });
  if (problems.length > 0) return { ok: false, problems };

  const total = read.reduce((sum, { m }) => sum + m.percentHundredths, 0);
  if (total !== 10_000)
    problems.push({ path: ["milestones"], key: "projectPlan.error.total", vars: { total: showPercent(total) } });
  orderProblems(read, opts.handoverDate ?? null, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, milestones: read.map(({ m }) => m) };
}

function readMilestone(row: MilestoneInput, index: number, problems: PlanProblem[]): Milestone | null {
  const at = (field: keyof MilestoneInput) => ["milestones", index, field];
  const before = problems.length;
  const stage = PLAN_STAGES.find((s) => s === row.stage.trim());
  if (!stage) problems.push({ path: at("stage"), key: "projectPlan.error.stage" });
  const label = row.label.trim();
  if (label.length > 120) problems.push({ path: at("label"), key: "projectPlan.error.labelLong", vars: { max: 120 } });
  const percent = readPercent(row.percent);
  if (percent === null || percent <= 0 || percent > 10_000)
    problems.push({ path: at("percent"), key: "projectPlan.error.percent" });
  const dueDate = row.dueDate.trim();
  if (dueDate !== "" && !isIsoDate(dueDate)) problems.push({ path: at("dueDate"), key: "projectPlan.error.date" });
  const construction = row.dueConstructionPercent.trim();
  if (construction !== "" && (!WHOLE.test(construction) || Number(construction) > 100))
    problems.push({ path: at("dueConstructionPercent"), key: "projectPlan.error.constructionPercent" });
  const months = row.monthsAfterHandover.trim();
  const monthsOk = WHOLE.test(months) && Number(months) >= 1 && Number(months) <= 120;
  if (stage === "post_handover" && !monthsOk)
    problems.push({ path: at("monthsAfterHandover"), key: "projectPlan.error.months" });
  if (stage && stage !== "post_handover" && months !== "")
    problems.push({ path: at("monthsAfterHandover"), key: "projectPlan.error.monthsOnlyAfter" });
  if (stage === "construction" && dueDate === "" && construction === "")
    problems.push({ path: at("dueDate"), key: "projectPlan.error.constructionDue" });
  if (problems.length > before || !stage || percent === null) return null;
  return {
    stage,
    label,
    percentHundredths: percent,
    dueDate: dueDate || null,
    dueConstructionPercent: construction === "" ? null : Number(construction),
    monthsAfterHandover: stage === "post_handover" ? Number(months) : null,
  };
}

function orderProblems(read: { index: number; m: Milestone }[], handoverDate: string | null, problems: PlanProblem[]) {
  let stage: { at: number; rank: number } | null = null;
  let date: { at: number; value: string } | null = null;
  let construction: { at: number; value: number } | null = null;
  let months: { at: number; value: number } | null = null;
  const row = (at: number) => ({ row: at + 1 });
  for (const { index, m } of read) {
    const path = (field: keyof MilestoneInput) => ["milestones", index, field];
    const rank = PLAN_STAGES.indexOf(m.stage);
    if (stage && rank < stage.rank)
      problems.push({ path: path("stage"), key: "projectPlan.error.stageOrder", vars: row(stage.at) });
    stage = { at: index, rank };
    if (m.dueDate) {
      if (date && m.dueDate < date.value)
        problems.push({ path: path("dueDate"), key: "projectPlan.error.dateOrder", vars: row(date.at) });
      else if (handoverDate && rank < PLAN_STAGES.indexOf("handover") && m.dueDate > handoverDate)
        problems.push({ path: path("dueDate"), key: "projectPlan.error.afterHandover", vars: { date: handoverDate } });
      date = { at: index, value: m.dueDate };
    }
    if (m.dueConstructionPercent !== null) {
      if (construction && m.dueConstructionPercent < construction.value)
        problems.push({
          path: path("dueConstructionPercent"),
          key: "projectPlan.error.constructionOrder",
          vars: row(construction.at),
        });
      construction = { at: index, value: m.dueConstructionPercent };
    }
    if (m.monthsAfterHandover !== null) {
      if (months && m.monthsAfterHandover <= months.value)
        problems.push({
          path: path("monthsAfterHandover"),
          key: "projectPlan.error.monthsOrder",
          vars: row(months.at),
        });
      months = { at: index, value: m.monthsAfterHandover };
    }
  }
}
