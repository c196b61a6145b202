import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "../../i18n/i18n";

/**
 * Building blocks of the back-office pages, so every page looks the same: a heading
 * with an optional action, labelled fields with their message below, notices, tables
 * and a pager that works without JavaScript.
 */

export const inputClass =
  "block w-full min-h-11 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-navy focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-600 aria-[invalid=true]:border-error";
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-navy px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600";
export const cardClass = "rounded-card bg-white p-5 ring-1 ring-neutral-200";
export const tableClass = "w-full min-w-[40rem] border-collapse text-start text-sm";
export const thClass = "border-b border-neutral-200 bg-sand/60 px-3 py-2 text-start font-semibold text-neutral-700";
export const tdClass = "border-b border-neutral-100 px-3 py-2 align-top";

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

/** A label above its control and the message below it, tied together with aria-describedby. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const messageId = `${props.id}-message`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : "", props.error ? messageId : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold text-neutral-800">
        {props.label}
      </label>
      {props.children({
        id: props.id,
        ...(props.error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {props.hint && (
        <p id={hintId} className="text-xs text-neutral-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={messageId} className="flex items-center gap-1 text-sm text-error">
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {props.error}
        </p>
      )}
    </div>
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
