import { describe, expect, it } from "vitest";
import { formatDubaiDate, formatLongDate } from "./format-date";

describe("dates", () => {
  it("formats a day in the long US style", () => {
    expect(formatLongDate("2026-03-05")).toBe("March 5, 2026");
    expect(formatLongDate("2025-12-31")).toBe("December 31, 2025");
    expect(formatLongDate("not a date")).toBe("not a date");
  });

  it("shows an instant as its day in Dubai", () => {
    expect(formatDubaiDate(new Date("2026-03-04T21:30:00Z"))).toBe("March 5, 2026");
  });
});
