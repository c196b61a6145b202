import { describe, expect, it } from "vitest";
import { perSqft, registryRooms, roomsBucket } from "./rooms";
import { type RawRow, RENT_COLUMNS, registryDate, rentRow, saleRow, TRANSACTION_COLUMNS } from "./rows";

const sale = (over: RawRow = {}): RawRow => ({
  transaction_id: "1-11-2025-100",
  trans_group_en: "Sales",
  instance_date: "15-03-2025",
  property_type_en: "Unit",
  property_usage_en: "Residential",
  reg_type_en: "Existing Properties",
  area_name_en: "Marsa Dubai",
  master_project_en: "Dubai Marina",
  rooms_en: "2 B/R",
  procedure_area: "100.5",
  actual_worth: "2010000",
  ...over,
});

const rent = (over: RawRow = {}): RawRow => ({
  contract_id: "CRT-1",
  line_number: "1",
  no_of_prop: "1",
  contract_start_date: "2025-03-01 00:00:00",
  contract_end_date: "2026-02-28 00:00:00",
  annual_amount: "120000",
  contract_amount: "120000",
  ejari_bus_property_type_en: "Unit",
  ejari_property_sub_type_en: "2 bed rooms+hall",
  property_usage_en: "Residential",
  area_name_en: "Marsa Dubai",
  actual_area: "110",
  ...over,
});

describe("the registry's files", () => {
  it("have the columns the Dubai Land Department publishes: 46 for transactions, 41 for rents", () => {
    expect(TRANSACTION_COLUMNS).toHaveLength(46);
    expect(RENT_COLUMNS).toHaveLength(41);
    expect(new Set(TRANSACTION_COLUMNS).size).toBe(46);
    expect(new Set(RENT_COLUMNS).size).toBe(41);
  });
});

describe("registry dates", () => {
  it("reads DD-MM-YYYY and YYYY-MM-DD HH:MM:SS alike", () => {
    expect(registryDate("05-03-2025")).toBe("2025-03-05");
    expect(registryDate("2025-03-05 00:00:00")).toBe("2025-03-05");
    expect(registryDate("2025-03-05")).toBe("2025-03-05");
  });

  it("refuses what names no real day", () => {
    for (const bad of ["", "31-02-2025", "2025-13-01 00:00:00", "03/05/2025", "05-03-25", "2025-03-05T", "yesterday"])
      expect(registryDate(bad), bad).toBeNull();
  });
});

describe("rooms buckets", () => {
  it("puts a listing's bedrooms in studio, 1, 2, 3 or 4+", () => {
    expect([0, 1, 2, 3, 4, 7].map(roomsBucket)).toEqual(["studio", "1", "2", "3", "4+", "4+"]);
    expect(roomsBucket(null)).toBeNull();
    expect(roomsBucket(-1)).toBeNull();
  });

  it("reads the registry's words for rooms, in both files", () => {
    expect(registryRooms("Studio")).toBe("studio");
    expect(registryRooms("1 B/R")).toBe("1");
    expect(registryRooms("4 B/R")).toBe("4+");
    expect(registryRooms("1bed room+Hall")).toBe("1");
    expect(registryRooms("2 bed rooms+hall")).toBe("2");
    expect(registryRooms("6 bed rooms+hall")).toBe("4+");
    for (const none of ["Flat", "Office", "PENTHOUSE", "Shop", "", "Single Room"])
      expect(registryRooms(none)).toBeNull();
  });

  it("turns a price per m² into a price per sq ft", () => {
    expect(perSqft(10_763.91041671)).toBeCloseTo(1000, 6);
    expect(perSqft(null)).toBeNull();
  });
});

describe("a transactions row", () => {
  it("keeps a sale with its price per m², rooms, completion and home flag", () => {
    const v = saleRow(sale());
    expect(v).toEqual({
      ok: true,
      row: expect.objectContaining({
        transactionId: "1-11-2025-100",
        date: "2025-03-15",
        rooms: "2",
        offPlan: false,
        home: true,
        sizeSqm: 100.5,
        priceAed: 2_010_000,
        pricePerSqm: 20_000,
        masterProject: "Dubai Marina",
      }),
    });
    const offPlan = saleRow(sale({ reg_type_en: "Off-Plan Properties" }));
    expect(offPlan.ok && offPlan.row.offPlan).toBe(true);
  });

  it("skips mortgages and gifts as not sales", () => {
    expect(saleRow(sale({ trans_group_en: "Mortgages" }))).toEqual({ ok: false, skip: "notSale" });
    expect(saleRow(sale({ trans_group_en: "Gifts" }))).toEqual({ ok: false, skip: "notSale" });
  });

  it("skips junk: a price of 1,000 AED or less, no size, no area, no id, a bad date", () => {
    expect(saleRow(sale({ actual_worth: "1" }))).toMatchObject({ skip: "junk", reason: "price" });
    expect(saleRow(sale({ actual_worth: "1000" }))).toMatchObject({ skip: "junk", reason: "price" });
    expect(saleRow(sale({ actual_worth: "1001", procedure_area: "5" }))).toMatchObject({ ok: true });
    expect(saleRow(sale({ procedure_area: "" }))).toMatchObject({ skip: "junk", reason: "size" });
    expect(saleRow(sale({ procedure_area: "0" }))).toMatchObject({ skip: "junk", reason: "size" });
    expect(saleRow(sale({ area_name_en: " " }))).toMatchObject({ skip: "junk", reason: "area" });
    expect(saleRow(sale({ transaction_id: "" }))).toMatchObject({ skip: "junk", reason: "id" });
    expect(saleRow(sale({ instance_date: "32-01-2025" }))).toMatchObject({ skip: "junk", reason: "date" });
    // 2,000 AED for 1,000 m² is 2 AED per m²: a typing error, not a home.
    expect(saleRow(sale({ actual_worth: "2000", procedure_area: "1000" }))).toMatchObject({ skip: "junk" });
  });

  it("counts only residential units and villas as homes", () => {
    const land = saleRow(sale({ property_type_en: "Land", rooms_en: "" }));
    expect(land.ok && land.row.home).toBe(false);
    const office = saleRow(sale({ property_usage_en: "Commercial" }));
    expect(office.ok && office.row.home).toBe(false);
  });
});

describe("a rent contract line", () => {
  it("keeps the line with its contract, line number, yearly amount and rooms", () => {
    expect(rentRow(rent({ line_number: "2", no_of_prop: "2" }))).toEqual({
      ok: true,
      row: expect.objectContaining({
        contractId: "CRT-1",
        lineNumber: 2,
        units: 2,
        startDate: "2025-03-01",
        endDate: "2026-02-28",
        annualAed: 120_000,
        rooms: "2",
        home: true,
      }),
    });
    const flat = rentRow(rent({ ejari_property_sub_type_en: "Flat" }));
    expect(flat.ok && flat.row.rooms).toBeNull();
  });

  it("skips junk lines", () => {
    expect(rentRow(rent({ annual_amount: "0", contract_amount: "0" }))).toMatchObject({
      skip: "junk",
      reason: "price",
    });
    expect(rentRow(rent({ contract_id: "" }))).toMatchObject({ skip: "junk", reason: "id" });
    expect(rentRow(rent({ contract_start_date: "" }))).toMatchObject({ skip: "junk", reason: "date" });
    expect(rentRow(rent({ area_name_en: "" }))).toMatchObject({ skip: "junk", reason: "area" });
  });
});
