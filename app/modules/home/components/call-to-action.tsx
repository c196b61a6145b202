import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function CallToAction(_props: { ads: HomeData["ads"] }) {
  return null;
}
