import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "./icons";
import { useInertOffscreen } from "./use-inert-offscreen";

/** Slide-change animation length (spec, part 1 section 9). */
export const SLIDE_SPEED_MS = 500;

/** Slides visible below 576 px, from 576, from 768 and from 992 px. */
export type PerView = { base: number; sm: number; md: number; lg: number };

/** The nearby and related carousels: 4, 3, 2, 1 slides at 992, 768, 576 (spec, part 1 section 9). */
export const LISTING_PER_VIEW: PerView = { base: 1, sm: 2, md: 3, lg: 4 };

const ease = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

/**
 * A scroll-snap carousel: slides are sized by CSS (the server's HTML already shows the
 * right number at each breakpoint), swipeable by touch, scrollable by keyboard, with
 * previous/next buttons that move one slide in 500 ms. Domain-free: the caller gives
 * the slides and the labels.
 */
export function Carousel(props: {
  label: string;
  slides: ReactNode[];
  perView: PerView;
  previousLabel: string;
  nextLabel: string;
  slideLabel: (n: number, total: number) => string;
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const frame = useRef<number | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  useInertOffscreen(trackRef, props.slides.length);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const left = Math.abs(track.scrollLeft);
    setEdges({ start: left <= 2, end: left + track.clientWidth >= track.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    update();
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("resize", update);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [update]);

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide) return;
    const rtl = getComputedStyle(track).direction === "rtl";
    const from = track.scrollLeft;
    const max = track.scrollWidth - track.clientWidth;
    const step = slide.offsetWidth * direction * (rtl ? -1 : 1);
    const to = rtl ? Math.max(-max, Math.min(0, from + step)) : Math.max(0, Math.min(max, from + step));
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      track.scrollLeft = to;
      return;
    }
    track.style.scrollSnapType = "none";
    const start = performance.now();
    const tick = (now: number) => {
      const p = Math.min(1, (now - start) / SLIDE_SPEED_MS);
      track.scrollLeft = from + (to - from) * ease(p);
      if (p < 1) frame.current = requestAnimationFrame(tick);
      else {
        frame.current = null;
        track.style.scrollSnapType = "";
        update();
      }
    };
    frame.current = requestAnimationFrame(tick);
  };

  const { perView: pv, slides } = props;
  const style = { "--pv": pv.base, "--pv-sm": pv.sm, "--pv-md": pv.md, "--pv-lg": pv.lg } as CSSProperties;
  const button =
    "grid size-11 place-items-center rounded-full border border-neutral-300 bg-white text-ink shadow-soft transition hover:border-navy hover:text-navy disabled:cursor-default disabled:opacity-40";
  const hideButtons =
    slides.length <= pv.base
      ? "hidden"
      : slides.length <= pv.sm
        ? "sm:hidden"
        : slides.length <= pv.md
          ? "md:hidden"
          : slides.length <= pv.lg
            ? "lg:hidden"
            : "";
  return (
    <section aria-roledescription="carousel" aria-label={props.label} style={style}>
      <div
        ref={trackRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        onScroll={() => {
          if (frame.current === null) update();
        }}
        data-carousel-track
        className="-mx-2 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain py-2 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600 [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={props.slideLabel(i + 1, slides.length)}
            data-carousel-slide
            className="flex shrink-0 grow-0 basis-[calc(100%/var(--pv))] snap-start px-2 sm:basis-[calc(100%/var(--pv-sm))] md:basis-[calc(100%/var(--pv-md))] lg:basis-[calc(100%/var(--pv-lg))]"
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={`mt-4 flex justify-end gap-2 ${hideButtons}`}>
        <button
          type="button"
          className={button}
          aria-label={props.previousLabel}
          disabled={edges.start}
          onClick={() => move(-1)}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <button
          type="button"
          className={button}
          aria-label={props.nextLabel}
          disabled={edges.end}
          onClick={() => move(1)}
        >
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </button>
      </div>
    </section>
  );
}
