import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { currentLanguage, t } from "../i18n/i18n";
import {
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGES,
  type Language,
  localePath,
} from "../i18n/languages";
import { Check, ChevronDown, Globe } from "./ui/icons";
import { Link } from "./ui/link";

/** Remembers the choice, so the next unprefixed address opens in this language (server/app.ts). */
function remember(lang: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The same page (and query) in every language: plain links, so it works before JavaScript. */
function useLanguageLinks() {
  const location = useLocation();
  const current = currentLanguage();
  return LANGUAGE_CODES.map((code) => ({
    code,
    name: LANGUAGES[code].nativeName,
    href: `${localePath(code, location.pathname)}${location.search}`,
    current: code === current,
  }));
}

type LanguageLinkData = ReturnType<typeof useLanguageLinks>[number];

/** A whole-document load, so the page arrives with its own language, direction and catalogue. */
function LanguageLink(props: { link: LanguageLinkData; className: string; children?: ReactNode }) {
  const { link } = props;
  return (
    <Link
      reloadDocument
      to={link.href}
      lang={link.code}
      hrefLang={link.code}
      aria-current={link.current ? "true" : undefined}
      onClick={() => remember(link.code)}
      className={props.className}
    >
      {link.name}
      {props.children}
    </Link>
  );
}

/**
 * The language picker of the header's top bar (a disclosure of links) and, with
 * `tone="light"`, of the mobile menu (the links side by side).
 */
export function LanguageSelector(props: { className?: string; tone?: "dark" | "light" }) {
  const links = useLanguageLinks();
  const current = LANGUAGES[currentLanguage()];
  const details = useRef<HTMLDetailsElement>(null);

  // A disclosure stays open until toggled: close it on Escape or a click elsewhere.
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = (event: Event) => {
      if (!element.open) return;
      const byKey = event instanceof KeyboardEvent;
      if (byKey ? event.key === "Escape" : !element.contains(event.target as Node)) {
        // Escape from a link inside: focus goes back to the button, not to the top of the page.
        const focusInside = element.contains(document.activeElement);
        element.open = false;
        if (byKey && focusInside) element.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  if (props.tone === "light") {
    return (
      <nav aria-label={t("shell.language")} className={props.className}>
        <p className="mb-2 text-sm font-semibold text-ink">{t("shell.language")}</p>
        <ul className="grid grid-cols-2 gap-2">
          {links.map((l) => (
            <li key={l.code}>
              <LanguageLink
                link={l}
                className="flex min-h-11 items-center justify-center rounded-full bg-white px-3 text-sm font-semibold text-ink ring-1 ring-neutral-300 transition-colors hover:ring-gold aria-[current=true]:bg-ink aria-[current=true]:text-white"
              />
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <details ref={details} className={`group/lang relative ${props.className ?? ""}`}>
      <summary
        aria-label={`${t("shell.language")}: ${current.nativeName}`}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-white/85 transition-colors hover:text-white [&::-webkit-details-marker]:hidden"
      >
        <Globe aria-hidden className="size-4 text-gold" />
        <span lang={current.code}>{current.nativeName}</span>
        <ChevronDown aria-hidden className="size-4 text-gold transition-transform group-open/lang:rotate-180" />
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-1 min-w-40 rounded-[var(--radius-card)] bg-white py-1.5 text-ink shadow-[var(--shadow-soft)] ring-1 ring-neutral-200">
        {links.map((l) => (
          <li key={l.code}>
            <LanguageLink
              link={l}
              className="flex min-h-11 items-center justify-between gap-3 px-4 text-sm font-semibold transition-colors hover:bg-sand aria-[current=true]:text-gold-700"
            >
              {l.current ? <Check aria-hidden className="size-4" /> : null}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
