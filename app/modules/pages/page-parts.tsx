import type { ReactNode } from "react";
import { Check } from "../../components/ui/icons";

/** Gold eyebrow over a large title; `tone` is the surface under it. */
export function Eyebrow({ children, tone = "light" }: { children: ReactNode; tone?: "light" | "sand" | "dark" }) {
  // gold-700 falls just under 4.5:1 on sand: a shade darker there.
  const colour = tone === "dark" ? "text-gold" : "text-gold-700";
  return <p className={`text-xs font-semibold uppercase tracking-[0.18em] ${colour}`}>{children}</p>;
}

/** The top band of a static page: eyebrow, h1, intro and optional actions or art. */
export function PageHero(props: {
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
  aside?: ReactNode;
  tone?: "sand" | "dark";
}) {
  const dark = props.tone === "dark";
  return (
    <header className={dark ? "relative overflow-hidden bg-navy text-white" : "border-b border-sand-200 bg-sand"}>
      {dark ? (
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(200_164_93/0.3),transparent_60%)]"
        />
      ) : null}
      <div
        className={`container-page relative grid grid-cols-1 items-center gap-10 py-12 md:py-20 ${props.aside ? "lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]" : ""}`}
      >
        <div className="max-w-3xl">
          <Eyebrow tone={dark ? "dark" : "sand"}>{props.eyebrow}</Eyebrow>
          {/* A long word ("конфиденциальности") breaks rather than widen a phone's page. */}
          <h1
            className={`mt-3 text-3xl font-extrabold tracking-tight hyphens-auto wrap-anywhere md:text-4xl ${dark ? "text-white" : "text-ink"}`}
          >
            {props.title}
          </h1>
          <p className={`mt-5 text-lg leading-relaxed ${dark ? "text-white/80" : "text-neutral-700"}`}>{props.intro}</p>
          {props.children ? <div className="mt-8 flex flex-wrap gap-3">{props.children}</div> : null}
        </div>
        {props.aside}
      </div>
    </header>
  );
}

/** A section heading: eyebrow, h2 and an optional intro. */
export function SectionTitle(props: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: "light" | "sand" | "dark";
  center?: boolean;
}) {
  const dark = props.tone === "dark";
  return (
    <div className={`max-w-2xl ${props.center ? "mx-auto text-center" : ""}`}>
      <Eyebrow tone={props.tone}>{props.eyebrow}</Eyebrow>
      <h2 id={props.id} className={`mt-2 text-2xl font-bold md:text-3xl ${dark ? "text-white" : "text-ink"}`}>
        {props.title}
      </h2>
      {props.intro ? (
        <p className={`mt-3 text-base leading-relaxed ${dark ? "text-white/80" : "text-neutral-700"}`}>{props.intro}</p>
      ) : null}
    </div>
  );
}

export function CheckList({ items, tone = "light" }: { items: readonly string[]; tone?: "light" | "dark" }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item} className={`flex gap-3 ${tone === "dark" ? "text-white/90" : "text-neutral-800"}`}>
          <span
            aria-hidden
            className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-gold/20 ${tone === "dark" ? "text-gold" : "text-gold-700"}`}
          >
            <Check className="size-4" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Class names shared by the pages' buttons (44 px touch targets). */
export const BUTTON_PRIMARY =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-gold px-6 font-bold text-ink shadow-[var(--shadow-soft)] transition hover:bg-[#d4b476]";
export const BUTTON_NAVY =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-navy px-6 font-bold text-white transition hover:bg-ink";
export const BUTTON_OUTLINE_LIGHT =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-bold text-white ring-1 ring-white/50 transition hover:bg-white/10";
export const BUTTON_OUTLINE =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-bold text-navy ring-1 ring-neutral-300 transition hover:ring-gold";
