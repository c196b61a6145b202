import type { ReactNode, Ref } from "react";
import { Form } from "react-router";
import { Field } from "../../components/ui/field";
import { CircleAlert, CircleCheck, ExternalLink, Trash2 } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { t } from "../../i18n/i18n";

/**
 * Building blocks of the back-office pages, so every page looks the same: a heading
 * with an optional action, search and select fields (on the shared Field), notices, filters,
 * tables and a pager that work without JavaScript.
 */

export const inputClass =
  "block w-full min-h-11 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-navy focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-600 aria-[invalid=true]:border-error";
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-navy px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600";
export const linkClass = "font-semibold text-navy underline-offset-4 hover:underline";
export const cardClass = "rounded-card bg-white p-5 ring-1 ring-neutral-200";
const tableClass = "w-full min-w-[40rem] border-collapse text-start text-sm";
const thClass = "border-b border-neutral-200 bg-sand/60 px-3 py-2 text-start font-semibold text-neutral-700";
export const tdClass = "border-b border-neutral-100 px-3 py-2 align-top";

/**
 * An editor's Save and Cancel: Save says it is saving while the post is under way. `sticky`
 * keeps the bar at the bottom of the screen, for a form longer than a screen.
 */
export function SaveBar(props: { label: string; busy: boolean; cancelTo: string; sticky?: boolean }) {
  return (
    <div
      className={
        props.sticky
          ? "sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-neutral-200 bg-neutral-50/95 px-1 py-3"
          : "flex flex-wrap gap-3 sm:col-span-2"
      }
    >
      <button type="submit" className={buttonClass} disabled={props.busy}>
        {props.busy ? t("adminContent.form.saving") : props.label}
      </button>
      <Link to={props.cancelTo} className={secondaryButtonClass}>
        {t("adminContent.form.cancel")}
      </Link>
    </div>
  );
}

export function PageHeader(props: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold leading-tight text-ink sm:text-3xl">{props.title}</h1>
        {props.intro && <p className="mt-2 max-w-2xl text-neutral-600">{props.intro}</p>}
      </div>
      {props.actions && <div className="flex flex-wrap gap-2">{props.actions}</div>}
    </header>
  );
}

/** The `q` text search of a list's filters, in a box whose width the page sets. */
export function SearchField(props: { id: string; label: string; defaultValue: string; className: string }) {
  return (
    <div className={props.className}>
      <Field id={props.id} label={props.label}>
        {(aria) => <input {...aria} name="q" type="search" defaultValue={props.defaultValue} className={inputClass} />}
      </Field>
    </div>
  );
}

/** A labelled select; `blank` is the text of an empty first option ("Any", "Choose…") when it has one. */
export function SelectField(props: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
  blank?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      {(aria) => (
        <select {...aria} ref={props.ref} name={props.name} defaultValue={props.defaultValue} className={inputClass}>
          {props.blank !== undefined && <option value="">{props.blank}</option>}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Notice(props: { kind: "success" | "error"; children: ReactNode }) {
  const Icon = props.kind === "success" ? CircleCheck : CircleAlert;
  return (
    <p
      role={props.kind === "error" ? "alert" : "status"}
      className={`mb-4 flex items-start gap-2 rounded-lg px-4 py-3 text-sm ${
        props.kind === "success" ? "bg-success/10 text-success" : "bg-error/10 text-error"
      }`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{props.children}</span>
    </p>
  );
}

/**
 * The card of GET filters above a list: the page's fields on a grid, then Apply and a Reset
 * link back to the unfiltered list. `gridClass` sets the columns; `buttonsClass` makes the
 * buttons' row span all of them.
 */
export function FilterForm(props: { gridClass: string; buttonsClass: string; resetTo: string; children: ReactNode }) {
  return (
    <Form
      method="get"
      role="search"
      className={`mb-4 grid gap-3 rounded-card bg-white p-4 ring-1 ring-neutral-200 ${props.gridClass}`}
    >
      {props.children}
      <div className={`flex items-end gap-2 ${props.buttonsClass}`}>
        <button type="submit" className={buttonClass}>
          {t("admin.filter.apply")}
        </button>
        <Link to={props.resetTo} className={secondaryButtonClass}>
          {t("admin.filter.reset")}
        </Link>
      </div>
    </Form>
  );
}

/**
 * A one-line GET search: the page's field, Apply, and a Reset link when `resetTo` is given.
 * Apply's style is the page's: primary where searching is what the page is for.
 */
export function SearchBar(props: { applyClass: string; resetTo?: string; children: ReactNode }) {
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      {props.children}
      <button type="submit" className={props.applyClass}>
        {t("admin.filter.apply")}
      </button>
      {props.resetTo && (
        <Link to={props.resetTo} className={secondaryButtonClass}>
          {t("admin.filter.reset")}
        </Link>
      )}
    </Form>
  );
}

/** Stands in for a list's table when nothing matches. */
export function EmptyState(props: { children: ReactNode }) {
  return (
    <p className="rounded-card bg-white p-8 text-center text-neutral-600 ring-1 ring-neutral-200">{props.children}</p>
  );
}

/** A column heading: its label, or the label and classes added to the usual heading style. */
type Column = string | { label: string; className: string };

/**
 * A list's table in a card that scrolls sideways on narrow screens, with a caption for
 * screen readers and a heading a column; the children are its body rows.
 */
export function DataTable(props: { caption: string; columns: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-card bg-white ring-1 ring-neutral-200">
      <table className={tableClass}>
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => {
              const { label, className } = typeof column === "string" ? { label: column, className: "" } : column;
              return (
                <th key={label} scope="col" className={className ? `${thClass} ${className}` : thClass}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** Posts `intent=delete` from a red button; the page shows it only after its own "are you sure". */
export function DeleteForm(props: { label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" className={`${buttonClass} bg-error hover:bg-error/90`}>
        {props.label}
      </button>
    </Form>
  );
}

/** A record's delete, folded away under its summary until asked for, with what it costs and the button. */
export function DeleteBox(props: { summary: string; confirm: string; yes: string }) {
  return (
    <details className={`${cardClass} mt-6`}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-error">
        <Trash2 aria-hidden className="size-4" />
        {props.summary}
      </summary>
      <p className="my-2 text-sm text-ink">{props.confirm}</p>
      <DeleteForm label={props.yes} />
    </details>
  );
}

/** An editor's link to the record's public page, in a new tab. */
export function ViewOnSite(props: { href: string; label: string }) {
  return (
    <a href={props.href} target="_blank" rel="noreferrer" className={secondaryButtonClass}>
      <ExternalLink aria-hidden className="size-4" />
      {props.label}
    </a>
  );
}

/** Previous/next links that keep the other query parameters; plain links, so they work without JavaScript. */
export function Pager(props: { page: number; pageSize: number; total: number; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages <= 1) return null;
  const link = "rounded-lg px-3 py-2 font-semibold text-navy underline-offset-4 hover:underline";
  return (
    <nav aria-label={t("admin.pager.label")} className="mt-4 flex items-center justify-between gap-4 text-sm">
      {props.page > 1 ? (
        <Link className={link} to={props.href(props.page - 1)} rel="prev">
          {t("admin.pager.prev")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-neutral-600">{t("admin.pager.status", { page: props.page, pages })}</span>
      {props.page < pages ? (
        <Link className={link} to={props.href(props.page + 1)} rel="next">
          {t("admin.pager.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Back-office pages are never indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} · ${t("admin.title")}` }, { name: "robots", content: "noindex, nofollow" }];
}
