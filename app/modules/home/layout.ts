/**
 * Which home sections show: those whose stored status is true (keys in db/enums.ts
 * HOME_SECTIONS). A title with no stored row stays hidden.
 */
export function visibleSections(layout: { title: string; visible: boolean }[]): Set<string> {
  return new Set(layout.filter((s) => s.visible).map((s) => s.title.toLowerCase()));
}
