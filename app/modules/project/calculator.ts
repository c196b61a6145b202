/**
 * The payment calculator of a project's page: what each milestone of the plan costs for a price,
 * when it falls due, and the Oqood registration. Pure and browser-safe, money in integer fils
 * (decisions 059 and 062): the amounts always add up to the price.
 */
import { addMonths, isoDay, type PlanMilestone, percentHundredths } from "./plan";

export type OqoodFees = { oqoodBp: number; oqoodAdminFils: number };

/** When a milestone falls due: a day, or (at a construction stage) a day estimated from progress. */
export type Due =
  | { kind: "date"; date: string }
  | { kind: "construction"; percent: number; estimate: string | null }
  | { kind: "unknown" };

export type ScheduleRow = PlanMilestone & { amountFils: number; due: Due };

export type Schedule = {
  rows: ScheduleRow[];
  totalFils: number;
  oqood: { shareFils: number; adminFils: number; totalFils: number };
  /** Price plus Oqood: what the buyer pays in all. */
  grandTotalFils: number;
};

export type ScheduleInput = {
  priceFils: number;
  milestones: readonly PlanMilestone[];
  /** The project's handover date, YYYY-MM-DD, or null when the developer has not given one. */
  handoverDate: string | null;
  /** Construction progress now, 0-100. */
  percentCompleted: number;
  /** The day of booking, YYYY-MM-DD. */
  today: string;
};

const DAY = 86_400_000;

/**
 * Each milestone's share of the price, `round(price × percent / 100)`, half a fils up; the last
 * milestone takes what rounding left, so the rows add up to the price to the fils. A plan that
 * does not total 100 % is scaled by nothing: its rows total what its percentages say.
 */
export function milestoneAmounts(priceFils: number, percents: readonly number[]): number[] {
  const hundredths = percents.map(percentHundredths);
  const total = hundredths.reduce((a, b) => a + b, 0);
  const amounts = hundredths.map((h) => Math.round((priceFils * h) / 10_000));
  if (total === 10_000 && amounts.length > 0) {
    const others = amounts.slice(0, -1).reduce((a, b) => a + b, 0);
    amounts[amounts.length - 1] = priceFils - others;
  }
  return amounts;
}

/** The day construction should reach `percent`, on a straight line from today's progress to 100 % at handover. */
export function constructionEstimate(
  percent: number,
  input: Pick<ScheduleInput, "handoverDate" | "percentCompleted" | "today">,
): string | null {
  if (percent <= input.percentCompleted) return input.today;
  if (!input.handoverDate || input.handoverDate <= input.today) return null;
  const start = Date.parse(`${input.today}T00:00:00Z`);
  const end = Date.parse(`${input.handoverDate}T00:00:00Z`);
  const share = (percent - input.percentCompleted) / (100 - input.percentCompleted);
  return isoDay(new Date(start + Math.round(((end - start) * share) / DAY) * DAY));
}

function dueOf(m: PlanMilestone, input: ScheduleInput): Due {
  // A date already past is paid with the booking.
  const notBefore = (date: string) => (date < input.today ? input.today : date);
  switch (m.stage) {
    case "booking":
      return { kind: "date", date: input.today };
    case "construction":
      if (m.dueDate) return { kind: "date", date: notBefore(m.dueDate) };
      if (m.dueConstructionPercent !== null)
        return {
          kind: "construction",
          percent: m.dueConstructionPercent,
          estimate: constructionEstimate(m.dueConstructionPercent, input),
        };
      return { kind: "unknown" };
    case "handover":
      return input.handoverDate ? { kind: "date", date: notBefore(input.handoverDate) } : { kind: "unknown" };
    case "post_handover":
      return input.handoverDate && m.monthsAfterHandover !== null
        ? { kind: "date", date: notBefore(addMonths(input.handoverDate, m.monthsAfterHandover)) }
        : { kind: "unknown" };
  }
}

/** The whole schedule for a price: each milestone's amount and due day, and the Oqood registration. */
export function paymentSchedule(input: ScheduleInput, fees: OqoodFees): Schedule {
  const amounts = milestoneAmounts(
    input.priceFils,
    input.milestones.map((m) => m.percent),
  );
  const rows = input.milestones.map((m, i) => ({ ...m, amountFils: amounts[i] ?? 0, due: dueOf(m, input) }));
  const totalFils = amounts.reduce((a, b) => a + b, 0);
  const shareFils = Math.round((input.priceFils * fees.oqoodBp) / 10_000);
  const oqood = { shareFils, adminFils: fees.oqoodAdminFils, totalFils: shareFils + fees.oqoodAdminFils };
  return { rows, totalFils, oqood, grandTotalFils: totalFils + oqood.totalFils };
}
