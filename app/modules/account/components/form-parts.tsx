import type { ReactNode } from "react";
import { CircleAlert, CircleCheck } from "../../../components/ui/icons";

/** The look of an account form's text input: the error colour while it is aria-invalid. */
export const INPUT_CLASS =
  "h-12 w-full rounded-lg border border-neutral-300 bg-white px-3.5 text-base text-ink outline-none transition-colors placeholder:text-neutral-500 focus:border-navy focus:ring-2 focus:ring-gold/40 aria-invalid:border-error md:text-sm";

export const PRIMARY_SUBMIT =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-navy px-7 text-sm font-bold text-white shadow-sm transition-colors hover:bg-navy-700 disabled:opacity-60";

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
