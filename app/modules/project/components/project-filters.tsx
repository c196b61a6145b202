import { Form } from "react-router";
import { Field, inputClass } from "../../../components/ui/field";
import { Search } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import type { ShownName } from "../../location/match";
import { PLAN_TYPES } from "../plan";
import { PROJECT_SORTS } from "../schema";

export type FilterChoices = {
  emirates: { value: string; name: ShownName }[];
  communities: { value: string; name: ShownName }[];
  developers: { value: string; name: string }[];
  years: number[];
};

const STATUSES = ["launching", "under_construction", "ready"] as const;
const BEDROOMS = [0, 1, 2, 3, 4, 5];

/**
 * The list's filters: a GET form, so it works before JavaScript and every search has an address
 * to share. Prices are typed in the visitor's currency (sent along as `currency`).
 */
export function ProjectFilters(props: {
  values: Record<string, string>;
  errors: Record<string, string>;
  choices: FilterChoices;
  currency: string;
  /** The map view stays on the map when the filters change. */
  view?: "list" | "map";
}) {
  const { values, errors, choices } = props;
  const select = (
    name: string,
    label: string,
    options: { value: string; text: string; lang?: string }[],
    any = true,
  ) => (
    <Field id={`projects-${name}`} label={label} error={errors[name]}>
      {(aria) => (
        <select {...aria} name={name} defaultValue={values[name] ?? ""} className={inputClass(Boolean(errors[name]))}>
          {any ? <option value="">{t("projects.any")}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const price = (name: "minPrice" | "maxPrice") => (
    <Field id={`projects-${name}`} label={`${t(`projects.field.${name}`)} (${props.currency})`} error={errors[name]}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          inputMode="numeric"
          defaultValue={values[name] ?? ""}
          className={inputClass(Boolean(errors[name]))}
        />
      )}
    </Field>
  );
  return (
    <Form
      method="get"
      action={lp("/projects")}
      role="search"
      aria-label={t("projects.filters")}
      data-testid="project-filters"
      className="mt-8 grid gap-4 rounded-[var(--radius-card)] bg-white p-5 text-ink shadow-[var(--shadow-soft)] sm:grid-cols-2 lg:grid-cols-4"
    >
      {select(
        "emirate",
        t("projects.field.emirate"),
        choices.emirates.map((e) => ({ value: e.value, text: e.name.text, lang: e.name.lang })),
      )}
      {select(
        "community",
        t("projects.field.community"),
        choices.communities.map((c) => ({ value: c.value, text: c.name.text, lang: c.name.lang })),
      )}
      {select(
        "developer",
        t("projects.field.developer"),
        choices.developers.map((d) => ({ value: d.value, text: d.name, lang: "en" })),
      )}
      {select(
        "handoverYear",
        t("projects.field.handoverYear"),
        choices.years.map((y) => ({ value: String(y), text: String(y) })),
      )}
      {price("minPrice")}
      {price("maxPrice")}
      {select(
        "bedrooms",
        t("projects.field.bedrooms"),
        BEDROOMS.map((n) => ({
          value: String(n),
          text: n === 0 ? t("projects.studio") : t("property.beds", { count: n }),
        })),
      )}
      {select(
        "plan",
        t("projects.field.plan"),
        PLAN_TYPES.map((p) => ({ value: p, text: t(`projects.plan.${p}`) })),
      )}
      {select(
        "status",
        t("projects.field.status"),
        STATUSES.map((s) => ({ value: s, text: t(`projectCard.status.${s}`) })),
      )}
      {select(
        "sort",
        t("projects.field.sort"),
        PROJECT_SORTS.map((s) => ({ value: s, text: t(`projects.sort.${s}`) })),
        false,
      )}
      <input type="hidden" name="currency" value={props.currency} />
      {props.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-navy px-6 font-bold text-white transition hover:bg-ink"
        >
          <Search aria-hidden className="size-5" />
          {t("projects.apply")}
        </button>
        <Link
          to={lp(props.view === "map" ? "/projects?view=map" : "/projects")}
          className="inline-flex h-12 items-center px-3 font-semibold text-navy underline underline-offset-4"
        >
          {t("projects.reset")}
        </Link>
      </div>
    </Form>
  );
}
