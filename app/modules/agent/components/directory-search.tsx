import { Form } from "react-router";
import { Field, inputClass } from "../../../components/ui/field";
import { Search } from "../../../components/ui/icons";
import { languageName } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import type { ShownName } from "../../location/match";
import { spokenLanguageChoices } from "../languages";

/**
 * The directory's search: a GET form, so it works before JavaScript and every search has
 * an address to share. Name, language spoken and (for agents) area; errors under the field.
 */
export function DirectorySearch(props: {
  path: string;
  label: string;
  values: { q?: string; language?: string; area?: string };
  errors: Record<string, string>;
  areas?: { value: string; name: ShownName }[];
}) {
  const { values, errors } = props;
  const languages = spokenLanguageChoices(values.language);
  return (
    <Form
      method="get"
      action={lp(props.path)}
      role="search"
      aria-label={props.label}
      className={`mt-8 grid gap-4 rounded-[var(--radius-card)] bg-white p-5 text-ink shadow-[var(--shadow-soft)] md:items-start ${props.areas ? "md:grid-cols-[1.3fr_1fr_1fr_auto]" : "md:grid-cols-[1.5fr_1fr_auto]"}`}
    >
      <Field id="directory-q" label={t("agents.search.name")} error={errors.q}>
        {(aria) => (
          <input
            {...aria}
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            maxLength={100}
            className={inputClass(Boolean(errors.q))}
          />
        )}
      </Field>
      <Field id="directory-language" label={t("agents.search.language")} error={errors.language}>
        {(aria) => (
          <select
            {...aria}
            name="language"
            defaultValue={values.language ?? ""}
            className={inputClass(Boolean(errors.language))}
          >
            <option value="">{t("agents.search.anyLanguage")}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {props.areas ? (
        <Field id="directory-area" label={t("agents.search.area")} error={errors.area}>
          {(aria) => (
            <select {...aria} name="area" defaultValue={values.area ?? ""} className={inputClass(Boolean(errors.area))}>
              <option value="">{t("agents.search.anyArea")}</option>
              {props.areas?.map((a) => (
                <option key={a.value} value={a.value} lang={a.name.lang}>
                  {a.name.text}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <button
        type="submit"
        className="inline-flex h-12 items-center justify-center gap-2 self-end rounded-full bg-navy px-6 font-bold text-white transition hover:bg-ink md:mt-[1.625rem]"
      >
        <Search aria-hidden className="size-5" />
        {t("agents.search.submit")}
      </button>
    </Form>
  );
}
