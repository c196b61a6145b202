/**
 * The home layout switches, keyed by lower-cased section title (spec, part 1 section 2).
 * "investor session" is the investment-opportunities block, "investors map" the investors
 * banner with its figures, "investment map" the emirates map (docs/decisions/003).
 */
export const HOME_SECTIONS = [
  "hero section",
  "golden visa",
  "offer sessoin",
  "investor session",
  "top properties",
  "featured properties",
  "other countries",
  "investors map",
  "recent articles",
  "client cases",
  "agencies",
  "recent blogs",
  "investment map",
] as const;

export type HomeSectionTitle = (typeof HOME_SECTIONS)[number];

/** Shown when its stored status is true; a title with no stored row stays hidden. */
export function visibleSections(layout: { title: string; visible: boolean }[]): Set<string> {
  return new Set(layout.filter((s) => s.visible).map((s) => s.title.toLowerCase()));
}
