/**
 * The site's languages (decision 006). English lives at the unprefixed addresses; the others
 * under /ar, /hi and /ru. Pure data and path helpers: safe for the server, the client
 * bundle and server/app.ts alike.
 */
export const LANGUAGES = {
  en: { code: "en", nativeName: "English", dir: "ltr", locale: "en-US" },
  // Latin digits on purpose: prices and phone numbers stay readable to the many Dubai
  // visitors who read Arabic text but compare prices in Western digits, and Node and
  // Chromium format them alike (ar-AE's default numbering differs between ICU versions).
  ar: { code: "ar", nativeName: "العربية", dir: "rtl", locale: "ar-AE-u-nu-latn" },
  hi: { code: "hi", nativeName: "हिन्दी", dir: "ltr", locale: "hi-IN-u-nu-latn" },
  ru: { code: "ru", nativeName: "Русский", dir: "ltr", locale: "ru-RU" },
} as const;

export type Language = keyof typeof LANGUAGES;
export type LanguageInfo = (typeof LANGUAGES)[Language];

export const DEFAULT_LANGUAGE: Language = "en";
/** In the order the selector lists them. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];
/** The languages that live under a path prefix. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** The name of the cookie that remembers the visitor's choice. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && Object.hasOwn(LANGUAGES, value);
}

const PREFIX = /^\/(ar|hi|ru)(?=\/|\.data$|$)/;

/** The language an address is in: its prefix, or English when it has none. */
export function languageFromPath(pathname: string): Language {
  const match = PREFIX.exec(pathname);
  return match && isLanguage(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}

/** The address without its language prefix ("/ar/faq" → "/faq", "/ar" → "/"). */
export function stripLanguage(pathname: string): string {
  const stripped = pathname.replace(PREFIX, "");
  return stripped === "" || stripped.startsWith(".") ? `/${stripped}` : stripped;
}

/**
 * A site path in `lang`: adds (or swaps) the prefix; English drops it. Query and hash are
 * kept. Anything that is not a site path (another origin, mailto:, #anchor, /api, /media,
 * /admin, files) is answered unchanged.
 */
export function localePath(lang: Language, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//") || isUnprefixedArea(path)) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const bare = stripLanguage(pathname);
  if (lang === DEFAULT_LANGUAGE) return `${bare}${rest}`;
  return `/${lang}${bare === "/" ? "" : bare}${rest}`;
}

/** Addresses that exist in one form only: the API, media, the back office and files. */
function isUnprefixedArea(path: string): boolean {
  return (
    /^\/(?:api|media|admin|assets)(?:[/?#.]|$)/.test(path) ||
    /^\/[^?#]*\.(?:xml|txt|svg|png|ico|webmanifest)$/.test(path)
  );
}

/** The language a `lang` cookie asks for, or undefined when absent or unknown. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : undefined;
  }
  return undefined;
}
