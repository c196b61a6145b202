import { describe, expect, it } from "vitest";
import { isolateRuns, isolateRunsIn } from "./bidi";

const wrapped = (run: string) => `\u2066${run}\u2069`;

describe("isolateRuns", () => {
  it("wraps ranges, phone numbers and amounts with their currency code", () => {
    expect(isolateRuns("والبناء على الخارطة بنسبة 10–15%.")).toBe(`والبناء على الخارطة بنسبة ${wrapped("10–15%")}.`);
    expect(isolateRuns("اتصل على +971 4 555 0100 اليوم")).toBe(`اتصل على ${wrapped("+971 4 555 0100")} اليوم`);
    expect(isolateRuns("من 500,000 AED فأكثر")).toBe(`من ${wrapped("500,000 AED")} فأكثر`);
    expect(isolateRuns("+91")).toBe(wrapped("+91"));
  });

  it("leaves lone numbers and numbers their own punctuation keeps whole", () => {
    for (const text of ["عائد 12%", "خطة 60/40", "2026-11-26", "الساعة 9:00", "3 غرف"])
      expect(isolateRuns(text)).toBe(text);
  });

  it("changes the text of HTML, not its tags", () => {
    expect(isolateRuns('<p data-x="1 2">بين <strong>2–12%</strong></p>')).toBe(
      `<p data-x="1 2">بين <strong>${wrapped("2–12%")}</strong></p>`,
    );
  });

  it("reaches into lists and label/value rows", () => {
    expect(isolateRunsIn([{ label: "العائد", value: "2–12%" }, "5–7%"])).toEqual([
      { label: "العائد", value: wrapped("2–12%") },
      wrapped("5–7%"),
    ]);
  });
});
