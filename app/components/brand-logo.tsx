import { t } from "../i18n/i18n";

/** The monogram: a skyline of three towers in gold on navy. Decorative; the name says the rest. */
export function BrandMark(props: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className={props.className}>
      <rect width="32" height="32" rx="8" fill="#12324F" />
      <path d="M8 24V15h4v9zM14 24V7.5l4 2.5v14zM20 24V12h4v12z" fill="#C8A45D" />
      <path d="M6.5 25h19" stroke="#C8A45D" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Mark plus wordmark; the class names colour name and tagline for their surface (4.5:1 at least).
 * Its text is the name of the link around it (WCAG 2.5.3: no aria-label that leaves the tagline out).
 */
export function BrandLogo(props: { nameClassName: string; taglineClassName: string; className?: string }) {
  return (
    <span className={`flex items-center gap-3 ${props.className ?? ""}`}>
      <BrandMark className="size-9 shrink-0 rounded-lg ring-1 ring-gold/40" />
      <span className="flex flex-col leading-none">
        <span
          className={`text-lg font-extrabold tracking-tight whitespace-nowrap transition-colors ${props.nameClassName}`}
        >
          {t("site.name")}
        </span>{" "}
        <span
          className={`mt-1 text-[0.625rem] font-semibold whitespace-nowrap uppercase tracking-[0.2em] transition-colors ${props.taglineClassName}`}
        >
          {t("shell.logoTagline")}
        </span>
      </span>
    </span>
  );
}
