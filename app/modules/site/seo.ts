import type { MetaDescriptor } from "react-router";
import { currentLanguage, t } from "../../i18n/i18n";
import { LANGUAGE_CODES, LANGUAGES, localePath, stripLanguage } from "../../i18n/languages";

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

/**
 * `<link rel="alternate" hreflang>` for the page in every language, plus x-default (the
 * unprefixed English address), all absolute. `path` is the page's English path.
 */
export function alternateLinks(path: string, siteUrl: string): MetaDescriptor[] {
  return [
    ...LANGUAGE_CODES.map((code) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: code,
      href: absoluteUrl(localePath(code, path), siteUrl),
    })),
    {
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(localePath("en", path), siteUrl),
    },
  ];
}

/**
 * Language alternates of the page being shown (its address, query included), for pages
 * without a seoMeta: the site's address comes from the root loader's data.
 */
export function pageAlternates(args: {
  location: { pathname: string; search: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  if (!root?.siteUrl) return [];
  return alternateLinks(`${stripLanguage(args.location.pathname)}${args.location.search}`, root.siteUrl);
}

/** The title of a profile page whose record does not exist (its 404), kept out of search engines. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: `${t("notFound.title")} — ${t("site.name")}` }, { name: "robots", content: "noindex" }];
}

/**
 * The title, description, Open Graph, Twitter card, canonical link (in the page's
 * language) and language alternates of one page.
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const lang = currentLanguage();
  const url = absoluteUrl(localePath(lang, input.path), input.siteUrl);
  const image = input.image ? absoluteUrl(input.image, input.siteUrl) : undefined;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(input.path, input.siteUrl),
    // The Intl locale without its -u- extension, with an underscore: "ar-AE-u-nu-latn" is "ar_AE".
    { property: "og:locale", content: LANGUAGES[lang].locale.replace(/-u-.*$/, "").replace("-", "_") },
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
