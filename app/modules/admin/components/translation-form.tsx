import { Field } from "../../../components/ui/field";
import { Link } from "../../../components/ui/link";
import { t } from "../../../i18n/i18n";
import { isLanguage, LANGUAGE_CODES, LANGUAGES, type Language } from "../../../i18n/languages";
import { inputClass } from "../ui";
import { RichTextEditor } from "./rich-text";

/** A field of a record that has a value per language, as the translation form shows it. */
export type TextField = { name: string; type: string; wide?: boolean };

/** The language a form edits: `?lang=` (or the posted `lang`), English when absent or unknown. */
export function editLanguage(value: unknown): Language {
  return isLanguage(value) ? value : "en";
}

/**
 * English | العربية | हिन्दी | Русский above a record's form: each language is its own page
 * (`?lang=`), so the switch works without JavaScript and a save touches one language only.
 */
export function LanguageTabs(props: { current: Language; href: (lang: Language) => string; disabled?: boolean }) {
  return (
    <nav aria-label={t("adminContent.lang.tabs")} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {LANGUAGE_CODES.map((code) => {
          const active = code === props.current;
          const info = LANGUAGES[code];
          const pill = `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
            active ? "bg-navy text-white ring-navy" : "bg-white text-ink ring-neutral-300 hover:ring-gold"
          }`;
          return (
            <li key={code}>
              {props.disabled && code !== "en" ? (
                <span aria-disabled="true" lang={code} dir={info.dir} className={`${pill} opacity-50`}>
                  {info.nativeName}
                </span>
              ) : (
                <Link
                  to={props.href(code)}
                  aria-current={active ? "page" : undefined}
                  lang={code}
                  dir={info.dir}
                  className={pill}
                >
                  {info.nativeName}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {props.disabled ? <p className="mt-2 text-sm text-neutral-600">{t("adminContent.lang.saveFirst")}</p> : null}
    </nav>
  );
}

/**
 * The translatable fields in one language: each input in that language and direction, with
 * the English beside it for reference. An empty field shows the English on the site.
 */
export function TranslationFields(props: {
  lang: Exclude<Language, "en">;
  fields: TextField[];
  values: Record<string, string>;
  english: Record<string, string>;
  labels: Record<string, string>;
  errors: Partial<Record<string, string>>;
}) {
  const { lang } = props;
  const dir = LANGUAGES[lang].dir;
  return (
    <>
      <p className="text-sm text-neutral-700 sm:col-span-2">
        {t("adminContent.lang.intro", { language: LANGUAGES[lang].nativeName })}
      </p>
      {props.fields.map((f) => {
        const id = `t-${f.name}`;
        const label = props.labels[f.name] ?? f.name;
        const value = props.values[f.name] ?? "";
        const english = props.english[f.name] ?? "";
        const error = props.errors[f.name];
        const wide = f.wide || f.type === "richtext" || f.type === "textarea" ? "sm:col-span-2" : "";
        const hint = english
          ? t("adminContent.lang.english", { text: shorten(english) })
          : t("adminContent.lang.noEnglish");
        if (f.type === "richtext") {
          return (
            <div key={f.name} className={wide}>
              <RichTextEditor
                id={id}
                name={f.name}
                label={label}
                defaultValue={value}
                error={error}
                lang={lang}
                dir={dir}
              />
              <p className="mt-1 text-sm text-neutral-600">{hint}</p>
            </div>
          );
        }
        const rows = f.type === "textarea" ? 5 : 4;
        const multiline = f.type === "textarea" || f.type === "lines" || f.type === "pairs";
        return (
          <div key={f.name} className={wide}>
            <Field id={id} label={label} hint={hint} error={error}>
              {(aria) =>
                multiline ? (
                  <textarea
                    {...aria}
                    name={f.name}
                    lang={lang}
                    dir={dir}
                    rows={rows}
                    defaultValue={value}
                    className={inputClass}
                  />
                ) : (
                  <input {...aria} name={f.name} lang={lang} dir={dir} defaultValue={value} className={inputClass} />
                )
              }
            </Field>
          </div>
        );
      })}
    </>
  );
}

/** English for reference, cut so a long body does not fill the form. */
function shorten(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 160).trimEnd()}…` : plain;
}
