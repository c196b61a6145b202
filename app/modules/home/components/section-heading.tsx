import type { ReactNode } from "react";

/** Vertical rhythm of the home sections: white ones sit close, tinted bands get room inside. */
export const SECTION_PLAIN = "py-7 md:py-12";
export const SECTION_TINTED = "py-12 md:py-16";

/** A home section's heading: a small gold eyebrow over a large title. */
export function SectionHeading(props: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** The surface under the heading: white (default), sand or navy. */
  tone?: "light" | "sand" | "dark";
  action?: ReactNode;
}) {
  const dark = props.tone === "dark";
  // gold-700 falls just under 4.5:1 on sand: a shade darker there.
  const eyebrow = dark ? "text-gold" : "text-gold-700";
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4 md:mb-10">
      <div className="max-w-2xl">
        <p className={`text-xs font-semibold uppercase tracking-[0.18em] ${eyebrow}`}>{props.eyebrow}</p>
        <h2 id={props.id} className={`mt-2 text-2xl font-bold md:text-3xl ${dark ? "text-white" : "text-ink"}`}>
          {props.title}
        </h2>
        {props.intro ? (
          <p className={`mt-3 text-base ${dark ? "text-white/80" : "text-neutral-600"}`}>{props.intro}</p>
        ) : null}
      </div>
      {props.action}
    </div>
  );
}

/** The original site's sentence for a section that failed or has nothing to show. */
export function SectionNote(props: { children: ReactNode; tone?: "error" | "muted"; icon?: ReactNode }) {
  return (
    <p
      className={`flex items-center gap-2 rounded-[var(--radius-card)] border px-4 py-6 text-sm ${
        props.tone === "error" ? "border-error/30 bg-white text-error" : "border-neutral-200 bg-white text-neutral-600"
      }`}
    >
      {props.icon}
      {props.children}
    </p>
  );
}
