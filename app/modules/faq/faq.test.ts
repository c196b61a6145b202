import { describe, expect, it } from "vitest";
import { FAQS, filterFaqs } from "./faq";

describe("FAQ list", () => {
  it("has unique ids and carries the spec's figures", () => {
    expect(new Set(FAQS.map((f) => f.id)).size).toBe(FAQS.length);
    const text = FAQS.map((f) => f.answer).join(" ");
    for (const figure of ["4%", "0.25%", "2%", "0.5–1%", "25–30%", "5–7%"]) expect(text).toContain(figure);
  });
});

describe("filterFaqs", () => {
  const items = [
    { id: "a", question: "Can foreigners buy?", answer: "Yes, freehold areas." },
    { id: "b", question: "Mortgage?", answer: "Down payment of 25–30%." },
  ];

  it("returns everything for a blank query", () => {
    expect(filterFaqs(items, "")).toEqual(items);
    expect(filterFaqs(items, "   ")).toEqual(items);
  });

  it("matches the question, ignoring case", () => {
    expect(filterFaqs(items, "FOREIGN").map((f) => f.id)).toEqual(["a"]);
  });

  it("matches the answer text too", () => {
    expect(filterFaqs(items, "down PAYMENT").map((f) => f.id)).toEqual(["b"]);
  });

  it("trims the query and returns nothing when nothing matches", () => {
    expect(filterFaqs(items, "  freehold ").map((f) => f.id)).toEqual(["a"]);
    expect(filterFaqs(items, "zzz")).toEqual([]);
  });
});
