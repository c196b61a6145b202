import { describe, expect, it } from "vitest";
import { convert, currencyOptionLabel, currencySymbol, DISPLAY_CURRENCIES, formatPrice } from "./currency";

const rates = { INR: 1, USD: 0.0125, AED: 0.05, EUR: 0.01 };

describe("currencySymbol", () => {
  it("knows the spec's eight display currencies, in its order, then AED", () => {
    const symbols = DISPLAY_CURRENCIES.map((c) => [c.code, currencySymbol(c.code)]);
    expect(symbols).toEqual([
      ["INR", "₹"],
      ["USD", "$"],
      ["EUR", "€"],
      ["GBP", "£"],
      ["CAD", "C$"],
      ["AUD", "A$"],
      ["JPY", "¥"],
      ["CNY", "¥"],
      ["AED", "AED"],
    ]);
  });

  it("labels options with symbol and code, a code-only currency once", () => {
    expect(DISPLAY_CURRENCIES.map((c) => currencyOptionLabel(c))).toContain("€ EUR");
    expect(currencyOptionLabel({ code: "EUR", symbol: "€" }, true)).toBe("EUR €");
    expect(currencyOptionLabel({ code: "AED", symbol: "AED" })).toBe("AED");
  });

  it("falls back to the rupee sign for an unknown code", () => {
    expect(currencySymbol("XYZ")).toBe("₹");
    expect(currencySymbol("")).toBe("₹");
  });

  it("ignores the case of the code", () => {
    expect(currencySymbol("usd")).toBe("$");
  });
});

describe("convert", () => {
  it("divides by the source rate and multiplies by the target rate", () => {
    expect(convert(1000, "INR", "USD", rates)).toBeCloseTo(12.5, 10);
    expect(convert(100, "USD", "AED", rates)).toBeCloseTo(400, 10);
    expect(convert(400, "AED", "EUR", rates)).toBeCloseTo(80, 10);
  });

  it("defaults the source to INR", () => {
    expect(convert(1000, undefined, "AED", rates)).toBeCloseTo(50, 10);
  });

  it("returns the amount unchanged when either rate is missing", () => {
    expect(convert(1000, "INR", "GBP", rates)).toBe(1000);
    expect(convert(1000, "GBP", "INR", rates)).toBe(1000);
    expect(convert(1000, "INR", "USD", {})).toBe(1000);
  });
});

describe("formatPrice", () => {
  it("shows the symbol and two decimals", () => {
    expect(formatPrice(1234.5, "INR")).toBe("₹1,234.50");
    expect(formatPrice(0.125, "USD")).toBe("$0.13");
    expect(formatPrice(2000000, "CAD")).toBe("C$2,000,000.00");
  });

  it("groups rupees in lakhs and crores and every other currency in thousands, two decimals kept", () => {
    expect(formatPrice(577_995_391.71, "INR")).toBe("₹57,79,95,391.71");
    expect(formatPrice(100_000, "INR")).toBe("₹1,00,000.00");
    expect(formatPrice(577_995_391.71, "USD")).toBe("$577,995,391.71");
    expect(formatPrice(577_995_391.71, "AED")).toBe("AED 577,995,391.71");
    // The page's language keeps its own signs; the rupee keeps its grouping.
    expect(formatPrice(577_995_391.71, "INR", "ru-RU")).toBe("₹57\u00a079\u00a095\u00a0391,71");
    expect(formatPrice(577_995_391.71, "EUR", "ru-RU")).toBe("€577\u00a0995\u00a0391,71");
    expect(formatPrice(-1_234_567.891, "INR", "ar-AE-u-nu-latn")).toBe("₹\u200e-12,34,567.89");
    // As Intl writes rupees for India, on any amount.
    const india = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let i = 0; i < 2_000; i++) {
      const value = Math.round(Math.random() * 10 ** (2 + (i % 12))) / 100;
      expect(formatPrice(value, "INR", "en-US"), String(value)).toBe(`₹${india.format(value)}`);
    }
  });

  it("spaces an alphabetic symbol and falls back to the rupee sign", () => {
    expect(formatPrice(10, "AED")).toBe("AED 10.00");
    expect(formatPrice(10, "XYZ")).toBe("₹10.00");
  });
});
