import { describe, expect, it } from "vitest";
import { constructionEstimate, milestoneAmounts, paymentSchedule } from "./calculator";
import { addMonths, type PlanMilestone, planHeadline, quarterOf } from "./plan";

const m = (stage: PlanMilestone["stage"], percent: number, extra: Partial<PlanMilestone> = {}): PlanMilestone => ({
  stage,
  label: "",
  percent,
  dueDate: null,
  dueConstructionPercent: null,
  monthsAfterHandover: null,
  ...extra,
});

const FEES = { oqoodBp: 400, oqoodAdminFils: 1_150_00 };

describe("milestone amounts", () => {
  it("splits AED 1,000,000 on a 60/40 plan exactly", () => {
    expect(milestoneAmounts(1_000_000_00, [10, 50, 40])).toEqual([100_000_00, 500_000_00, 400_000_00]);
  });

  it("gives the last milestone what rounding left, so the amounts add up to the price", () => {
    // AED 1,234,567.89 in thirds: 33.33 % twice and 33.34 %.
    const amounts = milestoneAmounts(1_234_567_89, [33.33, 33.33, 33.34]);
    expect(amounts[0]).toBe(41_148_148); // 123,456,789 × 0.3333 = 41,148,147.77 → 41,148,148
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(1_234_567_89);
    expect(amounts[2]).toBe(1_234_567_89 - 2 * 41_148_148);
  });
});

describe("the schedule", () => {
  const plan = [
    m("booking", 20),
    m("construction", 10, { dueDate: "2027-03-01" }),
    m("construction", 10, { dueConstructionPercent: 60 }),
    m("handover", 30),
    m("post_handover", 30, { monthsAfterHandover: 12 }),
  ];
  const input = {
    priceFils: 2_000_000_00,
    milestones: plan,
    handoverDate: "2028-06-30",
    percentCompleted: 20,
    today: "2026-12-07",
  };

  it("prices each milestone and the Oqood registration (4 % + AED 1,150)", () => {
    const s = paymentSchedule(input, FEES);
    expect(s.rows.map((r) => r.amountFils)).toEqual([400_000_00, 200_000_00, 200_000_00, 600_000_00, 600_000_00]);
    expect(s.totalFils).toBe(2_000_000_00);
    expect(s.oqood).toEqual({ shareFils: 80_000_00, adminFils: 1_150_00, totalFils: 81_150_00 });
    expect(s.grandTotalFils).toBe(2_081_150_00);
  });

  it("dates each milestone: booking today, a date as given, handover, and months after it", () => {
    const s = paymentSchedule(input, FEES);
    expect(s.rows[0]?.due).toEqual({ kind: "date", date: "2026-12-07" });
    expect(s.rows[1]?.due).toEqual({ kind: "date", date: "2027-03-01" });
    expect(s.rows[2]?.due.kind).toBe("construction");
    expect(s.rows[3]?.due).toEqual({ kind: "date", date: "2028-06-30" });
    expect(s.rows[4]?.due).toEqual({ kind: "date", date: "2029-06-30" });
  });

  it("pays a date already past with the booking", () => {
    const s = paymentSchedule({ ...input, today: "2027-05-01" }, FEES);
    expect(s.rows[1]?.due).toEqual({ kind: "date", date: "2027-05-01" });
  });

  it("estimates a construction stage on a straight line from today's progress to handover", () => {
    // 20 % now, 100 % on 2028-06-30 (571 days away): 60 % is half-way, 286 days on (rounded).
    expect(constructionEstimate(60, input)).toBe("2027-09-19");
    expect(constructionEstimate(10, input)).toBe("2026-12-07");
    expect(constructionEstimate(60, { ...input, handoverDate: null })).toBeNull();
  });
});

describe("plan words", () => {
  it("reads a plan as before/after handover", () => {
    expect(planHeadline([m("booking", 10), m("construction", 50), m("handover", 40)])).toEqual({
      before: 60,
      after: 40,
      postHandover: false,
    });
    expect(
      planHeadline([m("booking", 20), m("construction", 50), m("post_handover", 30, { monthsAfterHandover: 6 })]),
    ).toEqual({ before: 70, after: 30, postHandover: true });
    // Paid on handover counts with what comes before it when some is paid after.
    expect(
      planHeadline([
        m("booking", 20),
        m("construction", 30),
        m("handover", 20),
        m("post_handover", 30, { monthsAfterHandover: 12 }),
      ]),
    ).toEqual({ before: 70, after: 30, postHandover: true });
    expect(planHeadline([])).toBeNull();
  });

  it("names a date's quarter and moves dates by months", () => {
    expect(quarterOf("2027-09-30")).toEqual({ year: 2027, quarter: 3 });
    expect(quarterOf("2028-01-01")).toEqual({ year: 2028, quarter: 1 });
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2028-06-30", 18)).toBe("2029-12-30");
  });
});
