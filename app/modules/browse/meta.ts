import type { PageMeta } from "./browse.server";

/** A listing page's <title>, description and, for empty or invalid searches, noindex. */
export function listingMeta(meta: PageMeta | undefined) {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    ...(meta.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
