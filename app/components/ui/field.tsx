import type { ReactNode } from "react";
import { CircleAlert } from "./icons";

/** What a field hands its control: the id its label points to, and what describes it. */
export type FieldAria = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** The id of the message under the field whose control has the id `id`. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The look of a public-site text input, textarea or select: the error colour when it is invalid. */
export function inputClass(invalid: boolean, extra = ""): string {
  return `block h-12 w-full rounded-lg border bg-white px-3 text-base text-ink outline-none transition-colors placeholder:text-neutral-500 focus:ring-2 focus:ring-gold/40 ${invalid ? "border-error" : "border-neutral-300 focus:border-navy"} ${extra}`;
}

/**
 * A label above its control, an optional hint below the control, then the field's error in
 * the error colour with an icon. `children` renders the control (an input, a select, a
 * textarea, a phone or place picker) with the props that tie it to all three: its id,
 * aria-invalid while there is an error, and aria-describedby naming the hint and the error.
 */
export function Field(props: {
  id: string;
  label: string;
  /** Shown after the label in normal weight, e.g. "(optional)". */
  labelHint?: string;
  /** A line under the control, e.g. what a password must contain. */
  hint?: string;
  error?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : "", props.error ? fieldErrorId(props.id) : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-semibold text-ink">
        {props.label}
        {props.labelHint ? <span className="ms-1 font-normal text-neutral-600">{props.labelHint}</span> : null}
      </label>
      {props.children({
        id: props.id,
        ...(props.error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {props.hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={fieldErrorId(props.id)} message={props.error} />
    </div>
  );
}

/** A field's error, for the few controls that lay out their own label (a group, a rich-text editor). */
export function FieldError(props: { id: string; message?: string }) {
  if (!props.message) return null;
  return (
    <p id={props.id} className="flex items-start gap-1.5 text-sm font-medium text-error">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{props.message}</span>
    </p>
  );
}
