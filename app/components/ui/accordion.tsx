import { type ReactNode, useId } from "react";
import { ChevronDown } from "./icons";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

/**
 * One item open at a time; the first is open initially and clicking the open item closes it,
 * as on the original site (decision 037). Each item is a native `<details>` of one exclusive
 * group (the same `name`), so the browser opens, closes and keeps one open without JavaScript,
 * announces each summary as expanded or collapsed, and opens an item whose text find-in-page
 * reaches. The summary holds the item's heading. Remount it (`key`) to reopen the first item,
 * e.g. when the list is filtered.
 */
export function Accordion(props: {
  items: readonly AccordionItem[];
  /** The heading level of the item headers. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const group = useId();
  const Heading = `h${props.headingLevel ?? 3}` as "h3";
  return (
    <div
      className={`divide-y divide-neutral-200 rounded-card bg-white ring-1 ring-neutral-200 ${props.className ?? ""}`}
    >
      {props.items.map((item, i) => (
        <details key={item.id} name={group} open={i === 0} data-accordion-item className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start transition-colors hover:bg-sand/60 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-gold-600 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold text-ink">{item.title}</Heading>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-gold-700 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-5 pb-5 text-base leading-relaxed text-neutral-700">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
