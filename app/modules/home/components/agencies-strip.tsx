import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function AgenciesStrip(_props: { agencies: HomeData["agencies"] }) {
  return null;
}
