import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function PopularLocations(_props: { locations: HomeData["locations"] }) {
  return null;
}
