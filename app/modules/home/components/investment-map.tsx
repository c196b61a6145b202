import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function InvestmentMap(_props: { map: HomeData["map"] }) {
  return null;
}
