import { describe, expect, it } from "vitest";
import { allowedIncrease, checkRent, daysBefore, parseDay, percentBelow, toFils } from "./decree43";
import { rentQuerySchema } from "./schema";

// An average of AED 100,000 makes every edge a round rent: 10 % below is AED 90,000.
const AVG = toFils(100_000);
const band = (rentAed: number, averageFils = AVG) => allowedIncrease(toFils(rentAed), averageFils);

describe("Decree 43 bands", () => {
  it("allows nothing at or above the average and up to exactly 10 % below", () => {
    expect(band(120_000)).toBe(0);
    expect(band(100_000)).toBe(0);
    expect(band(90_000)).toBe(0); // exactly 10 % below
  });

  it("treats any fraction past an edge as the next band (10.001 % below is more than 10 %)", () => {
    expect(band(89_999.99)).toBe(5); // 10.00001 % below
    expect(band(89_500)).toBe(5); // 10.5 %
    expect(band(80_000)).toBe(5); // exactly 20 %
    expect(band(79_999.99)).toBe(10);
    expect(band(70_000)).toBe(10); // exactly 30 %
    expect(band(69_999.99)).toBe(15);
    expect(band(60_000)).toBe(15); // exactly 40 %
    expect(band(59_999.99)).toBe(20);
    expect(band(1)).toBe(20);
  });

  it("finds the edges exactly where a float division would not (an average of AED 3)", () => {
    // 10 % below 3.00 is 2.70; 0.3 / 3 is 0.09999999999999999 in floating point.
    expect(band(2.7, toFils(3))).toBe(0);
    expect(band(2.69, toFils(3))).toBe(5);
  });

  it("writes the percentage below rounded up to hundredths, so it never reads as a lower band", () => {
    expect(percentBelow(toFils(90_000), AVG)).toBe(10);
    expect(percentBelow(toFils(89_999.99), AVG)).toBe(10.01);
    expect(percentBelow(toFils(89_500), AVG)).toBe(10.5);
    expect(percentBelow(toFils(110_000), AVG)).toBe(-10);
  });

  it("gives the increase and the new maximum rent in fils, half a fils rounded up", () => {
    expect(checkRent({ rentFils: toFils(80_000), averageFils: AVG })).toMatchObject({
      increasePercent: 5,
      increaseFils: toFils(4_000),
      maxRentFils: toFils(84_000),
      noticeBy: null,
    });
    expect(checkRent({ rentFils: toFils(50_000), averageFils: AVG }).maxRentFils).toBe(toFils(60_000));
    // 16.7 % below: 5 % of AED 0.10 is half a fils, rounded up to 1.
    expect(checkRent({ rentFils: 10, averageFils: 12 }).increaseFils).toBe(1);
    expect(checkRent({ rentFils: toFils(95_000), averageFils: AVG }).maxRentFils).toBe(toFils(95_000));
  });
});

describe("the notice date", () => {
  it("is 90 calendar days before the renewal date, across months, years and leap days", () => {
    expect(daysBefore("2027-03-31", 90)).toBe("2026-12-31");
    expect(daysBefore("2027-01-15", 90)).toBe("2026-10-17");
    expect(daysBefore("2028-05-29", 90)).toBe("2028-02-29"); // a leap year's 29 February
    expect(daysBefore("2027-05-30", 90)).toBe("2027-03-01");
    expect(checkRent({ rentFils: 1, averageFils: 1, renewal: "2027-06-01" }).noticeBy).toBe("2027-03-03");
  });

  it("reads only real calendar days", () => {
    expect(parseDay("2028-02-29")).toBeDefined();
    expect(parseDay("2027-02-29")).toBeUndefined();
    expect(parseDay("2027-13-01")).toBeUndefined();
    expect(parseDay("1/6/2027")).toBeUndefined();
    expect(() => daysBefore("2027-02-30", 90)).toThrow(RangeError);
  });
});

describe("the rule of the form and the API", () => {
  it("reads grouped amounts and names each field at fault", () => {
    expect(rentQuerySchema.safeParse({ rent: "80,000", average: "100 000" }).data).toEqual({
      rent: 80_000,
      average: 100_000,
    });
    const fields = (values: Record<string, string>) =>
      (rentQuerySchema.safeParse(values).error?.issues ?? []).map((i) => i.path.join("."));
    expect(fields({ average: "100000" })).toEqual(["rent"]);
    expect(fields({ rent: "0", average: "100000" })).toEqual(["rent"]);
    expect(fields({ rent: "abc", average: "-5" })).toEqual(["rent", "average"]);
    expect(fields({ rent: "1", average: "100000001" })).toEqual(["average"]);
    expect(fields({ rent: "1", average: "2", renewal: "2027-02-30" })).toEqual(["renewal"]);
    expect(fields({ rent: "1", average: "2", renewal: "1999-12-31" })).toEqual(["renewal"]);
    expect(fields({ rent: "1", average: "2", renewal: "2100-12-31" })).toEqual([]);
  });
});
