import { seoMeta } from "../site/seo";
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

type ListingPageData = { meta?: PageMeta; siteUrl: string; heroImageId?: string | null } | undefined;

/**
 * Full sharing metadata for a listing page whose canonical address keeps at most one
 * identifying parameter (e.g. /dubai-locations?locationlable=…).
 */
export function listingSeoMeta(data: ListingPageData, path: string, param?: [name: string, value?: string]) {
  if (!data?.meta) return [];
  return seoMeta({
    title: data.meta.title,
    description: data.meta.description,
    path: param?.[1] ? `${path}?${param[0]}=${encodeURIComponent(param[1])}` : path,
    siteUrl: data.siteUrl,
    image: data.heroImageId ? `/media/${data.heroImageId}` : undefined,
    noindex: data.meta.noindex,
  });
}
