import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function ClientCases(_props: { testimonials: HomeData["testimonials"] }) {
  return null;
}
