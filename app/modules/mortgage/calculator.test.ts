import { describe, expect, it } from "vitest";
import {
  calculate,
  DEFAULT_FEES,
  ltvCap,
  maxLoanFils,
  minDownFils,
  type Purchase,
  repayment,
  toFils,
  upfrontCosts,
} from "./calculator";
import { mortgageQuerySchema, toMortgageInput } from "./schema";

// Worked examples that can be checked by hand; amounts in AED are turned into fils (× 100).
const buy = (over: Partial<Purchase> & { price: number }): Purchase => ({
  buyer: "expatriate",
  home: "first",
  completion: "ready",
  ...over,
  priceFils: toFils(over.price),
});

describe("loan-to-value caps", () => {
  it("gives a first home up to and including AED 5M the higher cap, above it the lower", () => {
    expect(ltvCap(buy({ price: 5_000_000 }))).toBe(80);
    expect(ltvCap(buy({ price: 5_000_001 }))).toBe(70);
    expect(ltvCap(buy({ price: 5_000_000, buyer: "national" }))).toBe(85);
    expect(ltvCap(buy({ price: 5_000_001, buyer: "national" }))).toBe(75);
    // At the boundary: 80 % of 5,000,000 = 4,000,000, so at least 1,000,000 down.
    expect(minDownFils(buy({ price: 5_000_000 }))).toBe(toFils(1_000_000));
    // One dirham more: 70 % of 5,000,001 = 3,500,000.70, so 1,500,000.30 down.
    expect(maxLoanFils(buy({ price: 5_000_001 }))).toBe(toFils(3_500_000.7));
    expect(minDownFils(buy({ price: 5_000_001 }))).toBe(toFils(1_500_000.3));
  });

  it("caps a second or later home at 60 % for expatriates and 65 % for nationals", () => {
    expect(ltvCap(buy({ price: 3_000_000, home: "further" }))).toBe(60);
    expect(minDownFils(buy({ price: 3_000_000, home: "further" }))).toBe(toFils(1_200_000));
    expect(minDownFils(buy({ price: 3_000_000, home: "further", buyer: "national" }))).toBe(toFils(1_050_000));
  });

  it("caps off-plan at 50 % whoever buys and whatever the price", () => {
    expect(minDownFils(buy({ price: 1_500_000, completion: "off_plan" }))).toBe(toFils(750_000));
    expect(ltvCap(buy({ price: 9_000_000, completion: "off_plan", buyer: "national" }))).toBe(50);
  });

  it("never lends a fraction of a fils over the cap", () => {
    // 80 % of 1,000,000.01 = 800,000.008: the loan is 800,000.00, the down payment 200,000.01.
    expect(maxLoanFils(buy({ price: 1_000_000.01 }))).toBe(toFils(800_000));
  });
});

describe("repayment", () => {
  it("divides the loan evenly at 0 %: AED 1,200,000 over 25 years is AED 4,000 a month", () => {
    const r = repayment(toFils(1_200_000), 25, 0);
    expect(r.monthlyFils).toBe(toFils(4_000));
    expect(r.totalInterestFils).toBe(0);
    expect(r.balanceByYearFils).toHaveLength(25);
    expect(r.balanceByYearFils[0]).toBe(toFils(1_152_000));
    expect(r.balanceByYearFils.at(-1)).toBe(0);
  });

  it("uses the annuity: AED 1,000,000 at 6 % over 25 years is AED 6,443.01 a month", () => {
    // r = 0.5 % a month, n = 300: 1,000,000 × 0.005 / (1 − 1.005^−300) = 6,443.01.
    const r = repayment(toFils(1_000_000), 25, 6);
    expect(r.monthlyFils).toBe(644_301);
    // 300 × 6,443.01 − 1,000,000 = 932,903; the last payment settles the fils left by rounding.
    expect(Math.abs(r.totalInterestFils - toFils(932_903))).toBeLessThan(300);
    // After the first year: 1,000,000 × 1.005^12 − 6,443.01 × (1.005^12 − 1) / 0.005 = 982,199.66.
    expect(Math.abs((r.balanceByYearFils[0] ?? 0) - toFils(982_199.66))).toBeLessThan(100);
  });

  it("is exact on a short loan: AED 120,000 over 1 year at 12 % costs AED 7,942.26 in interest", () => {
    // r = 1 %, n = 12: 120,000 × 0.01 / (1 − 1.01^−12) = 10,661.85 a month; 12 × 10,661.85 − 120,000
    // = 7,942.20, and the last payment is 6 fils larger, settling what the rounded payment left.
    const r = repayment(toFils(120_000), 1, 12);
    expect(r.monthlyFils).toBe(toFils(10_661.85));
    expect(r.totalInterestFils).toBe(toFils(7_942.26));
    expect(r.balanceByYearFils).toEqual([0]);
  });
});

describe("the costs of buying", () => {
  it("itemises every fee of a AED 2,000,000 home with AED 400,000 down", () => {
    const result = calculate({ ...buy({ price: 2_000_000 }), downFils: toFils(400_000), years: 25, ratePercent: 0 });
    const byKey = Object.fromEntries(result.costs.map((c) => [c.key, [c.amountFils / 100, c.vatFils / 100]]));
    expect(byKey).toEqual({
      downPayment: [400_000, 0],
      dldTransfer: [80_000, 0], // 4 % of the price
      dldAdmin: [580, 0],
      titleDeed: [250, 0],
      trustee: [4_000, 200], // AED 4,000 at AED 500,000 and above, plus 5 % VAT
      mortgageRegistration: [4_290, 0], // 0.25 % of the 1,600,000 loan + AED 290
      agency: [40_000, 2_000], // 2 % of the price, plus 5 % VAT
    });
    expect(result.feesFils).toBe(toFils(131_320));
    expect(result.cashUpfrontFils).toBe(toFils(531_320));
    expect(result.loanFils).toBe(toFils(1_600_000));
    expect(result.ltvAllowed).toBe(80);
    expect(result.ltvUsed).toBe(80);
    expect(result.monthlyFils).toBe(toFils(1_600_000 / 300));
  });

  it("charges the lower trustee fee below AED 500,000 and the higher one from it", () => {
    const trustee = (price: number) => upfrontCosts(toFils(price), 0).find((c) => c.key === "trustee");
    expect(trustee(499_999)).toEqual({ key: "trustee", amountFils: toFils(2_000), vatFils: toFils(100) });
    expect(trustee(500_000)).toEqual({ key: "trustee", amountFils: toFils(4_000), vatFils: toFils(200) });
  });

  it("registers no mortgage on a cash purchase", () => {
    const result = calculate({ ...buy({ price: 800_000 }), downFils: toFils(800_000), years: 25, ratePercent: 4 });
    expect(result.costs.map((c) => c.key)).not.toContain("mortgageRegistration");
    expect(result.monthlyFils).toBe(0);
    expect(result.totalInterestFils).toBe(0);
  });

  it("follows the fees the back office sets", () => {
    const fees = { ...DEFAULT_FEES, dldTransferBp: 450, agencyBp: 100 };
    const items = upfrontCosts(toFils(1_000_000), toFils(800_000), fees);
    expect(items.find((c) => c.key === "dldTransfer")?.amountFils).toBe(toFils(45_000));
    expect(items.find((c) => c.key === "agency")).toEqual({
      key: "agency",
      amountFils: toFils(10_000),
      vatFils: toFils(500),
    });
  });
});

describe("the calculator's rule", () => {
  it("takes the defaults: expatriate, first home, ready, the smallest down payment, 25 years", () => {
    const q = mortgageQuerySchema.parse({ price: "2,000,000" });
    expect(toMortgageInput(q)).toMatchObject({
      buyer: "expatriate",
      home: "first",
      completion: "ready",
      priceFils: toFils(2_000_000),
      downFils: toFils(400_000),
      years: 25,
    });
  });

  it("refuses a down payment below the minimum with a message naming the minimum", () => {
    const result = mortgageQuerySchema.safeParse({ price: "2000000", down: "399999" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["down"]);
    expect(result.error?.issues[0]?.message).toContain("AED 400,000");
    const offPlan = mortgageQuerySchema.safeParse({ price: "2000000", down: "500000", completion: "off_plan" });
    expect(offPlan.error?.issues[0]?.message).toContain("AED 1,000,000");
  });

  it("allows 25 years and refuses 26, naming the term", () => {
    expect(mortgageQuerySchema.safeParse({ price: "1000000", years: "25" }).success).toBe(true);
    const result = mortgageQuerySchema.safeParse({ price: "1000000", years: "26" });
    expect(result.error?.issues[0]?.path).toEqual(["years"]);
  });

  it("names the field of a price that is not a number and of an unknown buyer", () => {
    expect(mortgageQuerySchema.safeParse({ price: "lots" }).error?.issues[0]?.path).toEqual(["price"]);
    expect(mortgageQuerySchema.safeParse({ price: "1000000", buyer: "alien" }).error?.issues[0]?.path).toEqual([
      "buyer",
    ]);
  });
});
