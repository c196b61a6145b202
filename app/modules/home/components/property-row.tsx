import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function PropertyRow(_props: { title: string; subtitle?: string; properties: HomeData["top"] }) {
  return null;
}
