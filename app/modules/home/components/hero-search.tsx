import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function HeroSearch(_props: { hero: HomeData["hero"]; propertyTypes: HomeData["propertyTypes"] }) {
  return null;
}
