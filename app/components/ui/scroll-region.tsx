import type { ReactNode } from "react";

/**
 * A table that scrolls on its own (a chart's numbers, a wide table on a phone): a named region,
 * focusable so a keyboard can scroll it too.
 */
export function ScrollRegion(props: { label: string; className: string; children: ReactNode }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      aria-label={props.label}
      className={`rounded-lg border border-neutral-200 focus-visible:outline-2 focus-visible:outline-gold ${props.className}`}
    >
      {props.children}
    </section>
  );
}
