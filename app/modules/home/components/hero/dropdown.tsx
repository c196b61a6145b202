import { type ReactNode, useEffect, useRef } from "react";
import { useTakeEarlyInput } from "../../../../components/hydration";
import { ChevronDown } from "../../../../components/ui/icons";

/**
 * A popup built on <details>: it opens and closes without JavaScript, and once hydrated
 * it also closes on Escape (focus back on the toggle) and on a click outside.
 */
export function Dropdown(props: {
  label: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const { open, onOpenChange } = props;
  const ref = useRef<HTMLDetailsElement>(null);
  // Opened before the page hydrated: the state follows, so a pick, Escape or a click outside closes it.
  useTakeEarlyInput(() => {
    const shown = ref.current?.open;
    if (shown !== undefined && shown !== open) onOpenChange(shown);
  });
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current?.contains(event.target as Node)) return;
      // A typed price is taken on blur: blur it before its panel hides, or a hidden input keeps it.
      const active = document.activeElement;
      if (active instanceof HTMLElement && ref.current?.contains(active)) active.blur();
      onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, onOpenChange]);
  return (
    <details
      ref={ref}
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.preventDefault();
        onOpenChange(false);
        ref.current?.querySelector("summary")?.focus();
      }}
      className={`group relative ${props.className ?? ""}`}
    >
      <summary className="flex h-12 cursor-pointer list-none items-center justify-between gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-ink transition-colors hover:border-navy [&::-webkit-details-marker]:hidden">
        {/* Its own direction (decision 011): "500,000 – 2,000,000 €" stays whole on an Arabic page. */}
        <bdi className="truncate tabular">{props.label}</bdi>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-neutral-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div
        className={`absolute top-full z-30 mt-2 rounded-[12px] border border-neutral-200 bg-white p-3 shadow-soft ${props.panelClassName ?? "start-0 w-72"}`}
      >
        {props.children}
      </div>
    </details>
  );
}
