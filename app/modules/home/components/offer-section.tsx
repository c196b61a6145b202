import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function OfferSection(_props: { offers: HomeData["offers"] }) {
  return null;
}
