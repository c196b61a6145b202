import { CircleAlert, CircleCheck } from "lucide-react";
import type { InputHTMLAttributes, ReactNode } from "react";

export const INPUT_CLASS =
  "h-12 w-full rounded-lg border border-neutral-300 bg-white px-3.5 text-base text-ink outline-none transition-colors placeholder:text-neutral-500 focus:border-navy focus:ring-2 focus:ring-gold/40 aria-invalid:border-error md:text-sm";

export const PRIMARY_SUBMIT =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-navy px-7 text-sm font-bold text-white shadow-sm transition-colors hover:bg-navy-700 disabled:opacity-60";

/** A labelled input with its error below it, tied together by aria-describedby. */
export function FormField(
  props: {
    label: string;
    name: string;
    error?: string;
    hint?: string;
    children?: ReactNode;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "children">,
) {
  const { label, name, error, hint, children, id, ...input } = props;
  const fieldId = id ?? `field-${name}`;
  const describedBy = [error ? `${fieldId}-error` : "", hint ? `${fieldId}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children ?? (
        <input
          id={fieldId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={INPUT_CLASS}
          {...input}
        />
      )}
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-error">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** A form-level outcome: success in green, failure in red, announced to screen readers. */
export function FormMessage({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-tone={tone}
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-semibold ${
        tone === "success" ? "border-success/30 bg-success/5 text-success" : "border-error/30 bg-error/5 text-error"
      }`}
    >
      <Icon aria-hidden className="mt-px size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
