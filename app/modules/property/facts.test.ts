import { afterEach, describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar";
import "../../i18n/en-pages";
import { registerCatalogue, setLanguageSource } from "../../i18n/i18n";
import { DEFAULT_LANGUAGE } from "../../i18n/languages";
import { ru } from "../../i18n/ru";
import { descriptionTitle, factValue } from "./facts";
import { standardTag } from "./tags";

registerCatalogue("ar", ar);
registerCatalogue("ru", ru);

afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

describe("a listing's facts and badges from our vocabulary", () => {
  it("writes our words and units in Arabic, and leaves the agency's own text English", () => {
    setLanguageSource(() => "ar");
    expect(factValue("Semi-furnished")).toEqual({ text: "مفروش جزئيًا" });
    expect(factValue("1 space")).toEqual({ text: "موقف واحد" });
    expect(factValue("2 spaces")).toEqual({ text: "موقفان" });
    expect(factValue("12,400 sq ft")).toEqual({ text: "12,400 قدم مربع" });
    expect(factValue("AED 1,200 per sq ft")).toEqual({ text: "1,200 درهم للقدم المربع" });
    // An agency feed's service charge: a fraction per sq ft, or the year's total.
    expect(factValue("AED 18.5 per sq ft")).toEqual({ text: "18.5 درهم للقدم المربع" });
    expect(factValue("AED 18,500 a year")).toEqual({ text: "18,500 درهم سنويًا" });
    expect(factValue("Q3 2027")).toEqual({ text: "الربع 3 من 2027" });
    expect(factValue("Leasehold")).toEqual({ text: "حق انتفاع" });
    expect(factValue("Villa, G+1")).toEqual({ text: "Villa, G+1", lang: "en" });
    expect(factValue("5847010629")).toEqual({ text: "5847010629" });
    expect(standardTag("off-plan")).toBe("على الخريطة");
    expect(standardTag("Sea view")).toBeUndefined();
    expect(descriptionTitle("About this villa")).toBe("عن هذا العقار");
    expect(descriptionTitle("Why we love it")).toBeUndefined();
  });

  it("takes Russian plural forms, and keeps English pages as stored", () => {
    setLanguageSource(() => "ru");
    expect(factValue("5 spaces")).toEqual({ text: "5 мест" });
    expect(factValue("2 cheques")).toEqual({ text: "2 чека" });
    setLanguageSource(() => "en");
    expect(factValue("Semi-furnished")).toEqual({ text: "Semi-furnished" });
    expect(descriptionTitle("Key information")).toBeUndefined();
  });
});
