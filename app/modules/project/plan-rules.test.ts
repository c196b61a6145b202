import { afterEach, describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar";
import "../../i18n/en-pages";
import { PROJECT_SEEDS } from "../../../db/seed/projects";
import { registerCatalogue, setLanguageSource } from "../../i18n/i18n";
import { DEFAULT_LANGUAGE } from "../../i18n/languages";
import { ru } from "../../i18n/ru";
import { BLANK_MILESTONE, checkPlan, fieldName, type MilestoneInput, planMessage, readPercent } from "./plan-rules";

registerCatalogue("ar", ar);
registerCatalogue("ru", ru);
afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

const row = (m: Partial<MilestoneInput>): MilestoneInput => ({ ...BLANK_MILESTONE, ...m });

/** A 10/50/40 plan: booking, two construction instalments by date, handover. */
const plan = (): MilestoneInput[] => [
  row({ stage: "booking", label: "On booking", percent: "10" }),
  row({ percent: "25", dueDate: "2027-03-01" }),
  row({ percent: "25", dueDate: "2027-09-01" }),
  row({ stage: "handover", percent: "40" }),
];

const fields = (result: ReturnType<typeof checkPlan>) =>
  result.ok ? [] : result.problems.map((p) => `${fieldName(p.path)}:${p.key.replace("projectPlan.error.", "")}`);

describe("payment plan rules", () => {
  it("accepts a plan that totals 100 % with its dates in order, and reads percentages in hundredths", () => {
    const result = checkPlan(plan(), { handoverDate: "2028-03-31" });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.milestones.map((m) => m.percentHundredths)).toEqual([1000, 2500, 2500, 4000]);
    expect(readPercent("12.5")).toBe(1250);
    expect(readPercent("12.555")).toBeNull();
    expect(readPercent("1e2")).toBeNull();
  });

  it("accepts decimals that total exactly 100 (33.33 + 33.33 + 33.34)", () => {
    const result = checkPlan([
      row({ stage: "booking", percent: "33.33" }),
      row({ percent: "33.33", dueConstructionPercent: "50" }),
      row({ stage: "handover", percent: "33.34" }),
    ]);
    expect(result.ok).toBe(true);
  });

  it("refuses a plan that does not total 100 %, naming the plan and the total", () => {
    const rows = plan();
    rows[3] = row({ stage: "handover", percent: "30" });
    const result = checkPlan(rows);
    expect(fields(result)).toEqual(["milestones:total"]);
    if (!result.ok) expect(planMessage(result.problems[0] as never)).toContain("90%");
  });

  it("refuses dates out of order, naming the row's field as the editor shows it", () => {
    const rows = plan();
    rows[2] = row({ percent: "25", dueDate: "2027-01-15" });
    expect(fields(checkPlan(rows))).toEqual(["milestones[2].dueDate:dateOrder"]);
  });

  it("keeps blank spare rows out of the plan but counts them in the field names", () => {
    const rows = [...plan().slice(0, 2), row({ stage: "construction" }), ...plan().slice(2)];
    rows[3] = row({ percent: "25", dueDate: "2026-12-01" });
    expect(fields(checkPlan(rows))).toEqual(["milestones[3].dueDate:dateOrder"]);
  });

  it("refuses stages out of order, and a construction instalment due after the handover date", () => {
    const swapped = plan();
    [swapped[0], swapped[3]] = [swapped[3] as MilestoneInput, swapped[0] as MilestoneInput];
    expect(fields(checkPlan(swapped))).toContain("milestones[3].stage:stageOrder");
    expect(fields(checkPlan(plan(), { handoverDate: "2027-06-30" }))).toEqual(["milestones[2].dueDate:afterHandover"]);
  });

  it("checks each value: percent, date, construction stage, months only after handover and increasing", () => {
    expect(
      fields(
        checkPlan([
          row({ stage: "booking", percent: "0" }),
          row({ percent: "20", dueDate: "2027-02-30" }),
          row({ percent: "20" }),
          row({ percent: "20", dueConstructionPercent: "120" }),
          row({ stage: "handover", percent: "20", monthsAfterHandover: "6" }),
          row({ stage: "post_handover", percent: "20" }),
          row({ stage: "later", percent: "1" }),
        ]),
      ),
    ).toEqual([
      "milestones[0].percent:percent",
      "milestones[1].dueDate:date",
      "milestones[2].dueDate:constructionDue",
      "milestones[3].dueConstructionPercent:constructionPercent",
      "milestones[4].monthsAfterHandover:monthsOnlyAfter",
      "milestones[5].monthsAfterHandover:months",
      "milestones[6].stage:stage",
    ]);
    expect(
      fields(
        checkPlan([
          row({ stage: "booking", percent: "20" }),
          row({ stage: "handover", percent: "40" }),
          row({ stage: "post_handover", percent: "20", monthsAfterHandover: "12" }),
          row({ stage: "post_handover", percent: "20", monthsAfterHandover: "12" }),
        ]),
      ),
    ).toEqual(["milestones[3].monthsAfterHandover:monthsOrder"]);
  });

  it("refuses an empty plan", () => {
    expect(fields(checkPlan([row({})]))).toEqual(["milestones:empty"]);
  });

  it("words its messages in the visitor's language", () => {
    const rows = plan();
    rows[0] = row({ stage: "booking", percent: "5" });
    const result = checkPlan(rows);
    if (result.ok) throw new Error("the plan should be refused");
    setLanguageSource(() => "ar");
    expect(planMessage(result.problems[0] as never)).toBe("مجموع خطة السداد 95%، ويجب أن يساوي 100% تمامًا.");
    setLanguageSource(() => "ru");
    expect(planMessage(result.problems[0] as never)).toContain("95%");
    expect(planMessage(result.problems[0] as never)).toContain("ровно 100%");
  });

  it("passes every demo project's plan, so staff can save a demo project unchanged", () => {
    for (const seed of PROJECT_SEEDS) {
      const rows = seed.plan.map(([stage, percent, due]) =>
        row({
          stage,
          percent: String(percent),
          dueDate: due?.date ?? "",
          dueConstructionPercent: due?.at === undefined ? "" : String(due.at),
          monthsAfterHandover: due?.months === undefined ? "" : String(due.months),
        }),
      );
      expect(fields(checkPlan(rows, { handoverDate: seed.handover })), seed.name).toEqual([]);
    }
  });
});
