import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function InvestmentOpportunities(_props: { investments: HomeData["investments"] }) {
  return null;
}
