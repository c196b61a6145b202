import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

export const INPUT_CLASS =
  "block h-12 w-full rounded-lg border bg-white px-3 text-base text-ink outline-none transition-colors placeholder:text-neutral-500 focus:ring-2 focus:ring-gold/40";

export function inputClass(invalid: boolean, extra = ""): string {
  return `${INPUT_CLASS} ${invalid ? "border-error" : "border-neutral-300 focus:border-navy"} ${extra}`;
}

/** A label above its control and, below it, the field's error in the error colour with an icon. */
export function Field(props: {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-semibold text-ink">
        {props.label}
        {props.hint ? <span className="ms-1 font-normal text-neutral-600">{props.hint}</span> : null}
      </label>
      {props.children}
      <FieldError id={errorId(props.id)} message={props.error} />
    </div>
  );
}

export function errorId(id: string): string {
  return `${id}-error`;
}

export function FieldError(props: { id: string; message?: string }) {
  if (!props.message) return null;
  return (
    <p id={props.id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-error">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{props.message}</span>
    </p>
  );
}
