import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function GoldenVisa(_props: { visas: HomeData["visas"] }) {
  return null;
}
