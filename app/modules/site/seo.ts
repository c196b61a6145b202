import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Dubai Estates";

export type SeoInput = {
  title: string;
  description: string;
  /** The page's path, with only its identifying query parameter, e.g. `/blog-details?bId=…`. */
  path: string;
  /** The public origin of the site (PUBLIC_SITE_URL). */
  siteUrl: string;
  /** Absolute, or a site path such as `/media/{id}`. */
  image?: string | null;
  type?: "website" | "article";
  /** Adds `robots: noindex` (empty or invalid searches, missing records). */
  noindex?: boolean;
};

/** An absolute address for a path on the site; the path alone when siteUrl cannot be read. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  if (URL.canParse(pathOrUrl)) return new URL(pathOrUrl).href;
  if (!URL.canParse(siteUrl)) return pathOrUrl;
  const base = new URL(siteUrl);
  // Keep a sub-path in siteUrl (https://example.com/site) in front of the page's path.
  const prefix = base.pathname.replace(/\/+$/, "");
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return new URL(`${prefix}${path}`, base.origin).href;
}

/** The title, description, Open Graph, Twitter card and canonical link of one page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.path, input.siteUrl);
  const image = input.image ? absoluteUrl(input.image, input.siteUrl) : undefined;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
