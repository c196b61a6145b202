/**
 * The rules that turn one row of a registry file into a stored row, or say why it is skipped
 * (decision 064). Pure: the importer, the tests and the generator share them.
 */
import { type RoomsBucket, registryRooms } from "./rooms";

export const TRANSACTION_COLUMNS = [
  "transaction_id",
  "procedure_id",
  "trans_group_id",
  "trans_group_ar",
  "trans_group_en",
  "procedure_name_ar",
  "procedure_name_en",
  "instance_date",
  "property_type_id",
  "property_type_ar",
  "property_type_en",
  "property_sub_type_id",
  "property_sub_type_ar",
  "property_sub_type_en",
  "property_usage_ar",
  "property_usage_en",
  "reg_type_id",
  "reg_type_ar",
  "reg_type_en",
  "area_id",
  "area_name_ar",
  "area_name_en",
  "building_name_ar",
  "building_name_en",
  "project_number",
  "project_name_ar",
  "project_name_en",
  "master_project_en",
  "master_project_ar",
  "nearest_landmark_ar",
  "nearest_landmark_en",
  "nearest_metro_ar",
  "nearest_metro_en",
  "nearest_mall_ar",
  "nearest_mall_en",
  "rooms_ar",
  "rooms_en",
  "has_parking",
  "procedure_area",
  "actual_worth",
  "meter_sale_price",
  "rent_value",
  "meter_rent_price",
  "no_of_parties_role_1",
  "no_of_parties_role_2",
  "no_of_parties_role_3",
] as const;

export const RENT_COLUMNS = [
  "contract_id",
  "contract_reg_type_id",
  "contract_reg_type_ar",
  "contract_reg_type_en",
  "contract_start_date",
  "contract_end_date",
  "contract_amount",
  "annual_amount",
  "no_of_prop",
  "line_number",
  "is_free_hold",
  "ejari_bus_property_type_id",
  "ejari_bus_property_type_ar",
  "ejari_bus_property_type_en",
  "ejari_property_type_id",
  "ejari_property_type_en",
  "ejari_property_type_ar",
  "ejari_property_sub_type_id",
  "ejari_property_sub_type_en",
  "ejari_property_sub_type_ar",
  "property_usage_en",
  "property_usage_ar",
  "project_number",
  "project_name_ar",
  "project_name_en",
  "master_project_ar",
  "master_project_en",
  "area_id",
  "area_name_ar",
  "area_name_en",
  "actual_area",
  "nearest_landmark_ar",
  "nearest_landmark_en",
  "nearest_metro_ar",
  "nearest_metro_en",
  "nearest_mall_ar",
  "nearest_mall_en",
  "tenant_type_id",
  "tenant_type_ar",
  "tenant_type_en",
  "load_timestamp",
] as const;

export type RawRow = Record<string, string | undefined>;

/** A price at or below this many dirhams is not a real sale or rent (the registry holds sales of 1 AED). */
export const MIN_PRICE_AED = 1000;
/** Prices per m² outside these bounds are typing errors, not homes (about 9 to 93,000 AED per sq ft). */
export const MIN_PRICE_PER_SQM = 100;
export const MAX_PRICE_PER_SQM = 1_000_000;
/** Sizes outside these bounds (m²) are typing errors. */
export const MIN_SIZE_SQM = 5;
export const MAX_SIZE_SQM = 1_000_000;

export type SaleRow = {
  transactionId: string;
  date: string;
  areaId: string;
  areaName: string;
  masterProject: string;
  rooms: RoomsBucket | null;
  offPlan: boolean;
  propertyType: string;
  home: boolean;
  sizeSqm: number;
  priceAed: number;
  pricePerSqm: number;
};

export type RentRow = {
  contractId: string;
  lineNumber: number;
  startDate: string;
  endDate: string | null;
  annualAed: number;
  units: number;
  areaId: string;
  areaName: string;
  masterProject: string;
  rooms: RoomsBucket | null;
  home: boolean;
  sizeSqm: number | null;
};

export type JunkReason = "id" | "date" | "area" | "price" | "size";
export type Verdict<T> = { ok: true; row: T } | { ok: false; skip: "notSale" | "junk"; reason?: JunkReason };

/**
 * A registry date, `DD-MM-YYYY` (some files) or `YYYY-MM-DD HH:MM:SS` (others), as
 * YYYY-MM-DD; null when it is neither or names no real day.
 */
export function registryDate(text: string | undefined): string | null {
  const t = (text ?? "").trim();
  let m = /^(\d{2})-(\d{2})-(\d{4})(?:\s|$)/.exec(t);
  let y: number;
  let mo: number;
  let d: number;
  if (m) [y, mo, d] = [Number(m[3]), Number(m[2]), Number(m[1])];
  else {
    m = /^(\d{4})-(\d{2})-(\d{2})(?:[\sT]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(t);
    if (!m) return null;
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (y < 1950 || y > 2100 || mo < 1 || mo > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const text = (v: string | undefined) => (v ?? "").trim();
function amount(v: string | undefined): number {
  const t = text(v).replace(/,/g, "");
  return t === "" ? Number.NaN : Number(t);
}
const same = (v: string | undefined, word: string) => text(v).toLowerCase() === word;

/** A row of the transactions file: a sale to keep, or why it is skipped. */
export function saleRow(raw: RawRow): Verdict<SaleRow> {
  // Mortgages and gifts share the file with sales; only sales say what homes sell for.
  if (!same(raw.trans_group_en, "sales")) return { ok: false, skip: "notSale" };
  const transactionId = text(raw.transaction_id);
  if (!transactionId) return { ok: false, skip: "junk", reason: "id" };
  const date = registryDate(raw.instance_date);
  if (!date) return { ok: false, skip: "junk", reason: "date" };
  const areaName = text(raw.area_name_en);
  if (!areaName) return { ok: false, skip: "junk", reason: "area" };
  const priceAed = Math.round(amount(raw.actual_worth));
  if (!(priceAed > MIN_PRICE_AED) || priceAed > Number.MAX_SAFE_INTEGER)
    return { ok: false, skip: "junk", reason: "price" };
  const sizeSqm = amount(raw.procedure_area);
  if (!(sizeSqm >= MIN_SIZE_SQM && sizeSqm <= MAX_SIZE_SQM)) return { ok: false, skip: "junk", reason: "size" };
  const pricePerSqm = priceAed / sizeSqm;
  if (pricePerSqm < MIN_PRICE_PER_SQM || pricePerSqm > MAX_PRICE_PER_SQM)
    return { ok: false, skip: "junk", reason: "price" };
  const propertyType = text(raw.property_type_en);
  const type = propertyType.toLowerCase();
  return {
    ok: true,
    row: {
      transactionId,
      date,
      areaId: text(raw.area_id),
      areaName,
      masterProject: text(raw.master_project_en),
      rooms: registryRooms(text(raw.rooms_en)),
      offPlan: text(raw.reg_type_en).toLowerCase().startsWith("off"),
      propertyType,
      home: same(raw.property_usage_en, "residential") && (type === "unit" || type === "villa"),
      sizeSqm,
      priceAed,
      pricePerSqm,
    },
  };
}

/** A line of the rent contracts file: a line to keep, or why it is skipped. */
export function rentRow(raw: RawRow): Verdict<RentRow> {
  const contractId = text(raw.contract_id);
  if (!contractId) return { ok: false, skip: "junk", reason: "id" };
  const startDate = registryDate(raw.contract_start_date);
  if (!startDate) return { ok: false, skip: "junk", reason: "date" };
  const areaName = text(raw.area_name_en);
  if (!areaName) return { ok: false, skip: "junk", reason: "area" };
  const annual = amount(raw.annual_amount);
  const annualAed = Math.round(Number.isFinite(annual) ? annual : amount(raw.contract_amount));
  if (!(annualAed > MIN_PRICE_AED) || annualAed > Number.MAX_SAFE_INTEGER)
    return { ok: false, skip: "junk", reason: "price" };
  const line = Number(text(raw.line_number) || "1");
  const units = Number(text(raw.no_of_prop) || "1");
  const size = amount(raw.actual_area);
  const busType = text(raw.ejari_bus_property_type_en).toLowerCase();
  return {
    ok: true,
    row: {
      contractId,
      lineNumber: Number.isInteger(line) && line >= 0 && line < 2 ** 31 ? line : 1,
      startDate,
      endDate: registryDate(raw.contract_end_date),
      annualAed,
      units: Number.isInteger(units) && units > 0 && units < 2 ** 31 ? units : 1,
      areaId: text(raw.area_id),
      areaName,
      masterProject: text(raw.master_project_en),
      rooms: registryRooms(text(raw.ejari_property_sub_type_en)),
      home: same(raw.property_usage_en, "residential") && busType !== "land" && busType !== "building",
      sizeSqm: size >= MIN_SIZE_SQM && size <= MAX_SIZE_SQM ? size : null,
    },
  };
}
