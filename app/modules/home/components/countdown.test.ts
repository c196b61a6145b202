import { describe, expect, it } from "vitest";
import { countdown, DAY, HOUR, MINUTE, MONTH, pad2, SECOND } from "./countdown";

const now = Date.UTC(2026, 0, 1, 12, 0, 0);

describe("countdown", () => {
  it("counts a month as 30 days", () => {
    expect(MONTH).toBe(30 * 24 * 60 * 60 * 1000);
    expect(countdown(now + 30 * DAY, now)).toEqual({ months: 1, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdown(now + 29 * DAY, now)).toEqual({ months: 0, days: 29, hours: 0, minutes: 0, seconds: 0 });
    // 31 calendar days are one month and one day, whatever the calendar says.
    expect(countdown(now + 31 * DAY, now)).toEqual({ months: 1, days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it("splits the rest into days, hours, minutes and seconds", () => {
    const end = now + 2 * MONTH + 15 * DAY + 4 * HOUR + 59 * MINUTE + 7 * SECOND + 999;
    expect(countdown(end, now)).toEqual({ months: 2, days: 15, hours: 4, minutes: 59, seconds: 7 });
  });

  it("ticks down second by second", () => {
    const end = now + 1 * HOUR;
    expect(countdown(end, now + SECOND)).toEqual({ months: 0, days: 0, hours: 0, minutes: 59, seconds: 59 });
  });

  it("shows zeros at and after the end", () => {
    const zero = { months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdown(now, now)).toEqual(zero);
    expect(countdown(now - 5 * DAY, now)).toEqual(zero);
    expect(countdown(Number.NaN, now)).toEqual(zero);
  });

  it("pads to two digits", () => {
    expect(pad2(0)).toBe("00");
    expect(pad2(7)).toBe("07");
    expect(pad2(123)).toBe("123");
  });
});
