/**
 * What a project's cards and page say about its plan and dates: pure and browser-safe
 * (docs/decisions/062-off-plan-projects.md).
 */
import type { PROJECT_STAGES, PROJECT_STATUSES } from "../../../db/enums";
import { isInDubai } from "../property/permit";

export type ProjectStage = (typeof PROJECT_STAGES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export type PlanMilestone = {
  stage: ProjectStage;
  label: string;
  /** Per cent of the price, up to two decimals. */
  percent: number;
  dueDate: string | null;
  dueConstructionPercent: number | null;
  monthsAfterHandover: number | null;
};

/** The plan's kinds the list filters by: any share after handover makes it post-handover. */
export const PLAN_TYPES = ["post_handover", "on_handover"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Hundredths of a per cent, so sums of percentages are exact. */
export function percentHundredths(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * The plan's headline as the market writes it: "60/40" is paid during construction against
 * paid on handover; with payments after handover, "70/30 post-handover" is paid up to and on
 * handover against paid after it.
 */
export function planHeadline(milestones: readonly Pick<PlanMilestone, "stage" | "percent">[]): {
  before: number;
  after: number;
  postHandover: boolean;
} | null {
  if (milestones.length === 0) return null;
  const postHandover = milestones.some((m) => m.stage === "post_handover");
  const afterStages: ProjectStage[] = postHandover ? ["post_handover"] : ["handover", "post_handover"];
  let before = 0;
  let after = 0;
  for (const m of milestones) {
    if (afterStages.includes(m.stage)) after += percentHundredths(m.percent);
    else before += percentHundredths(m.percent);
  }
  return { before: before / 100, after: after / 100, postHandover };
}

/** The quarter of a date (YYYY-MM-DD): { year, quarter 1-4 }. */
export function quarterOf(date: string): { year: number; quarter: number } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return { year, quarter: Math.floor((month - 1) / 3) + 1 };
}

/** A whole-month shift of a date (YYYY-MM-DD), the day kept within the month's length. */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const d = Number(date.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(year, month, Math.min(d, last))));
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether a project's page must carry RERA's off-plan advertising details (a Dubai project). */
export function needsReraDetails(card: { emirateEnglish: string }): boolean {
  return isInDubai({ state: card.emirateEnglish, city: "" });
}
