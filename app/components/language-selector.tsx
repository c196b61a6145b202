import { ChevronDown, Globe } from "lucide-react";
import { useId } from "react";
import { t } from "../i18n/i18n";

/** Languages with a complete catalogue; Arabic, Hindi and Russian join as their catalogues land. */
const LANGUAGES = [{ code: "en", label: "shell.lang.en" }] as const;

/** The page language picker; English only for now, but a real, labelled control. */
export function LanguageSelector(props: { className?: string }) {
  const id = useId();
  return (
    <div className={`flex items-center ${props.className ?? ""}`}>
      <label htmlFor={id} className="sr-only">
        {t("shell.language")}
      </label>
      <div className="relative">
        <Globe aria-hidden className="pointer-events-none absolute start-0 top-1/2 size-4 -translate-y-1/2 text-gold" />
        <select
          id={id}
          defaultValue="en"
          className="min-h-11 cursor-pointer appearance-none bg-transparent ps-6 pe-7 text-sm font-semibold text-white/85 transition-colors hover:text-white [&>option]:text-ink"
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {t(l.label)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-1 top-1/2 size-4 -translate-y-1/2 text-gold"
        />
      </div>
    </div>
  );
}
