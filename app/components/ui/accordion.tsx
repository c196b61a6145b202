import { type ReactNode, useId, useState } from "react";
import { ChevronDown } from "./icons";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

/**
 * One item open at a time; the first is open initially and clicking the open item closes
 * it (spec, part 1 section 4). Each header is a button with aria-expanded and
 * aria-controls; each panel is a region named by its header. Remount it (`key`) to
 * reopen the first item, e.g. when the list is filtered.
 */
export function Accordion(props: {
  items: readonly AccordionItem[];
  /** The heading level of the item headers. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const base = useId();
  const [openId, setOpenId] = useState<string | null>(props.items[0]?.id ?? null);
  const Heading = `h${props.headingLevel ?? 3}` as "h3";
  return (
    <div
      className={`divide-y divide-neutral-200 rounded-card bg-white ring-1 ring-neutral-200 ${props.className ?? ""}`}
    >
      {props.items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} data-accordion-item data-open={open ? "true" : undefined}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-ink transition-colors hover:bg-sand/60 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-gold-600"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden
                  className={`size-5 shrink-0 text-gold-700 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-base leading-relaxed text-neutral-700"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
