/**
 * The cost of buying a home in Dubai and the mortgage on it: pure and browser-safe, so the
 * calculator page, the listing pages' block and GET /api/mortgage compute the same numbers.
 * Money is in integer fils (1 AED = 100 fils) throughout; the rounding rules and the sources
 * of every cap and fee are in docs/decisions/059-mortgage-and-buying-costs.md.
 */

export const BUYERS = ["national", "expatriate"] as const;
export const HOMES = ["first", "further"] as const;
export const COMPLETIONS = ["ready", "off_plan"] as const;
export type Buyer = (typeof BUYERS)[number];
export type Home = (typeof HOMES)[number];
export type Completion = (typeof COMPLETIONS)[number];

/** The longest term the Central Bank allows. */
export const MAX_YEARS = 25;
/** Where the visitor has not said: a starting point to change, not an offer (decision 059). */
export const DEFAULT_YEARS = 25;
export const DEFAULT_RATE = 4.5;
/** Up to and including this price (in fils) a first home has the higher cap. */
export const CAP_BOUNDARY_FILS = 5_000_000_00;

/**
 * The fees of a purchase, each a back-office setting: rates in basis points (400 = 4 %),
 * amounts in fils.
 */
export type BuyingFees = {
  dldTransferBp: number;
  dldAdminFils: number;
  titleDeedFils: number;
  trusteeHighFils: number;
  trusteeLowFils: number;
  trusteeThresholdFils: number;
  vatBp: number;
  mortgageRegistrationBp: number;
  mortgageRegistrationFils: number;
  agencyBp: number;
  /** Oqood, DLD's registration of an off-plan sale: a share of the price plus fixed fees (decision 062). */
  oqoodBp: number;
  oqoodAdminFils: number;
};

export const DEFAULT_FEES: BuyingFees = {
  dldTransferBp: 400,
  dldAdminFils: 580_00,
  titleDeedFils: 250_00,
  trusteeHighFils: 4_000_00,
  trusteeLowFils: 2_000_00,
  trusteeThresholdFils: 500_000_00,
  vatBp: 500,
  mortgageRegistrationBp: 25,
  mortgageRegistrationFils: 290_00,
  agencyBp: 200,
  oqoodBp: 400,
  oqoodAdminFils: 1_150_00,
};

export type Purchase = { buyer: Buyer; home: Home; completion: Completion; priceFils: number };

/** The highest loan-to-value the Central Bank allows for this purchase, in whole per cent. */
export function ltvCap(p: Purchase): number {
  if (p.completion === "off_plan") return 50;
  const national = p.buyer === "national";
  if (p.home === "further") return national ? 65 : 60;
  if (p.priceFils <= CAP_BOUNDARY_FILS) return national ? 85 : 80;
  return national ? 75 : 70;
}

/** The largest loan the cap allows, rounded down to the fils so it never exceeds the cap. */
export function maxLoanFils(p: Purchase): number {
  return Math.floor((p.priceFils * ltvCap(p)) / 100);
}

/** The smallest down payment: the price less the largest loan. */
export function minDownFils(p: Purchase): number {
  return p.priceFils - maxLoanFils(p);
}

/** `amount × bp / 10,000`, half a fils rounded up (amounts are never negative). */
export function share(amountFils: number, bp: number): number {
  return Math.round((amountFils * bp) / 10_000);
}

export type CostItem = {
  key: "downPayment" | "dldTransfer" | "dldAdmin" | "titleDeed" | "trustee" | "mortgageRegistration" | "agency";
  /** Before VAT. */
  amountFils: number;
  vatFils: number;
};

/** The cash needed on the day: the down payment, then each fee with its VAT. */
export function upfrontCosts(priceFils: number, loanFils: number, fees: BuyingFees = DEFAULT_FEES): CostItem[] {
  const trustee = priceFils >= fees.trusteeThresholdFils ? fees.trusteeHighFils : fees.trusteeLowFils;
  const agency = share(priceFils, fees.agencyBp);
  const items: CostItem[] = [
    { key: "downPayment", amountFils: priceFils - loanFils, vatFils: 0 },
    { key: "dldTransfer", amountFils: share(priceFils, fees.dldTransferBp), vatFils: 0 },
    { key: "dldAdmin", amountFils: fees.dldAdminFils, vatFils: 0 },
    { key: "titleDeed", amountFils: fees.titleDeedFils, vatFils: 0 },
    { key: "trustee", amountFils: trustee, vatFils: share(trustee, fees.vatBp) },
  ];
  // A cash purchase registers no mortgage.
  if (loanFils > 0) {
    items.push({
      key: "mortgageRegistration",
      amountFils: share(loanFils, fees.mortgageRegistrationBp) + fees.mortgageRegistrationFils,
      vatFils: 0,
    });
  }
  items.push({ key: "agency", amountFils: agency, vatFils: share(agency, fees.vatBp) });
  return items;
}

export type Repayment = {
  monthlyFils: number;
  totalInterestFils: number;
  /** The balance owed at the end of each year, year 1 first; the last is 0. */
  balanceByYearFils: number[];
};

/**
 * The standard annuity: payment = L·r / (1 − (1 + r)^−n), r the monthly rate, n the months,
 * rounded to the fils; at 0 % the loan divided by the months. The schedule is then run month
 * by month in fils (interest rounded each month), and the last payment settles what is left,
 * so the total interest is what the buyer really pays over the term.
 */
export function repayment(loanFils: number, years: number, ratePercent: number): Repayment {
  const months = years * 12;
  if (loanFils <= 0 || months <= 0) return { monthlyFils: 0, totalInterestFils: 0, balanceByYearFils: [] };
  const r = ratePercent / 100 / 12;
  const monthlyFils = r === 0 ? Math.round(loanFils / months) : Math.round((loanFils * r) / (1 - (1 + r) ** -months));
  let balance = loanFils;
  let totalInterestFils = 0;
  const balanceByYearFils: number[] = [];
  for (let m = 1; m <= months; m++) {
    const interest = Math.round(balance * r);
    totalInterestFils += interest;
    balance = m === months ? 0 : Math.max(0, balance + interest - monthlyFils);
    if (m % 12 === 0) balanceByYearFils.push(balance);
  }
  return { monthlyFils, totalInterestFils, balanceByYearFils };
}

export type MortgageInput = Purchase & { downFils: number; years: number; ratePercent: number };

export type MortgageResult = {
  loanFils: number;
  ltvAllowed: number;
  /** The loan over the price, in per cent to two decimals. */
  ltvUsed: number;
  minDownFils: number;
  costs: CostItem[];
  /** Every fee with its VAT, without the down payment. */
  feesFils: number;
  /** The down payment and every fee. */
  cashUpfrontFils: number;
} & Repayment;

/** The whole answer for one purchase; the input is assumed valid (schema.ts checks it). */
export function calculate(input: MortgageInput, fees: BuyingFees = DEFAULT_FEES): MortgageResult {
  const loanFils = input.priceFils - input.downFils;
  const costs = upfrontCosts(input.priceFils, loanFils, fees);
  const cashUpfrontFils = costs.reduce((sum, c) => sum + c.amountFils + c.vatFils, 0);
  return {
    loanFils,
    ltvAllowed: ltvCap(input),
    ltvUsed: input.priceFils > 0 ? Math.round((loanFils * 10_000) / input.priceFils) / 100 : 0,
    minDownFils: minDownFils(input),
    costs,
    feesFils: cashUpfrontFils - (input.priceFils - loanFils),
    cashUpfrontFils,
    ...repayment(loanFils, input.years, input.ratePercent),
  };
}

/** Whole AED to fils, and back (two decimals, for the API and the address). */
export function toFils(aed: number): number {
  return Math.round(aed * 100);
}
export function toAed(fils: number): number {
  return fils / 100;
}
