import { Hono } from "hono";
import { type CostItem, calculate, toAed } from "../../app/modules/mortgage/calculator";
import { getBuyingFees } from "../../app/modules/mortgage/fees.server";
import { mortgageQuerySchema, toMortgageInput } from "../../app/modules/mortgage/schema";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
import { parseQuery } from "./http";

/**
 * mortgage: the monthly payment and the costs of buying one home (decision 059), computed by the
 * same module as the calculator page, with the fees the back office set. Amounts are AED with
 * two decimals at most.
 */
export function mortgageRoutes(deps: Services): Hono {
  const routes = new Hono();

  routes.get("/mortgage", async (c) => {
    const input = toMortgageInput(parseQuery(c, mortgageQuerySchema));
    const r = calculate(input, await getBuyingFees(deps.db));
    return json(c, {
      status: true,
      data: {
        price: toAed(input.priceFils),
        downPayment: toAed(input.priceFils - r.loanFils),
        minimumDownPayment: toAed(r.minDownFils),
        loan: toAed(r.loanFils),
        years: input.years,
        rate: input.ratePercent,
        buyer: input.buyer,
        home: input.home,
        completion: input.completion,
        ltvAllowed: r.ltvAllowed,
        ltvUsed: r.ltvUsed,
        monthlyPayment: toAed(r.monthlyFils),
        totalInterest: toAed(r.totalInterestFils),
        upfrontCosts: r.costs.map(wireCost),
        fees: toAed(r.feesFils),
        cashUpfront: toAed(r.cashUpfrontFils),
        balanceByYear: r.balanceByYearFils.map(toAed),
      },
    });
  });

  return routes;
}

function wireCost(c: CostItem) {
  return { item: c.key, amount: toAed(c.amountFils), vat: toAed(c.vatFils), total: toAed(c.amountFils + c.vatFils) };
}
