import { type CSSProperties, type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "./icons";

/** Slide-change animation length: the original site's. */
export const SLIDE_SPEED_MS = 500;

/** Slides visible below 576 px, from 576, from 768 and from 992 px; never fewer on a wider screen. */
export type PerView = { base: number; sm: number; md: number; lg: number };

/** The nearby and related carousels: 4, 3, 2, 1 slides at 992, 768, 576, as on the original site. */
export const LISTING_PER_VIEW: PerView = { base: 1, sm: 2, md: 3, lg: 4 };

type Props = {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  perView: PerView;
  /** Each slide's name, e.g. "2 of 5". */
  slideLabel: (n: number, total: number) => string;
  /** Horizontal space between slides, in rem (default 1). */
  gapRem?: number;
  /** Slides that fill one rounded frame (banners) instead of standing apart as cards. */
  framed?: boolean;
  /** Previous and next buttons, with their names. */
  arrows?: { previous: string; next: string };
  /** One "go to" dot per reachable first slide, with the name of each. */
  dots?: { goTo: (n: number) => string };
  /** Advance every `everyMs` ms, back to the start after the end; the button's two names. */
  autoplay?: { everyMs: number; pause: string; play: string };
  "data-testid"?: string;
};

const BREAKPOINTS = ["base", "sm", "md", "lg"] as const;
const HIDDEN_FROM = { base: "hidden", sm: "sm:hidden", md: "md:hidden", lg: "lg:hidden" } as const;

/** The class hiding an element from the first breakpoint whose slides-per-view makes `hide` true. */
function hiddenFrom(perView: PerView, hide: (visible: number) => boolean): string {
  for (const bp of BREAKPOINTS) if (hide(perView[bp])) return HIDDEN_FROM[bp];
  return "";
}

const easeInOut = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)");

/**
 * The site's one carousel: a CSS scroll-snap track (slides are sized by CSS, so the server's
 * HTML already shows the right number at each breakpoint, and touch, trackpad and the arrow
 * keys on the focused track scroll it natively) plus a little script for the buttons, dots,
 * a 500 ms slide animation and autoplay. Right to left, the track scrolls the other way and
 * every position is mirrored. Domain-free: the caller gives the slides and every label.
 *
 * Autoplay moves only a carousel on screen, and holds while it is hovered or holds focus;
 * for visitors who prefer reduced motion it starts paused (the button starts it), and every
 * move is a jump instead of an animation.
 */
export function Carousel(props: Props) {
  const { slides, perView, arrows, dots, autoplay } = props;
  const count = slides.length;
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const animating = useRef<number | null>(null);
  const activeRef = useRef(0);
  const hovered = useRef(false);
  const focused = useRef(false);
  const onScreen = useRef(false);
  const [active, setActive] = useState(0);
  const [edges, setEdges] = useState({ start: true, end: count <= perView.base });
  const [playing, setPlaying] = useState(autoplay !== undefined);
  useInertOffscreen(trackRef, count);

  /** Geometry read from the DOM: slide width, how many first slides can be reached, direction. */
  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null;
    if (!track || !first || first.offsetWidth === 0) return null;
    const width = first.offsetWidth;
    const visible = Math.max(1, Math.round(track.clientWidth / width));
    const rtl = getComputedStyle(track).direction === "rtl";
    return { track, width, rtl, positions: Math.max(1, count - visible + 1) };
  }, [count]);

  /** Brings the dots and the buttons in step with where the track is. */
  const sync = useCallback(() => {
    const m = measure();
    if (!m) return;
    const left = Math.abs(m.track.scrollLeft);
    const index = Math.min(m.positions - 1, Math.round(left / m.width));
    const start = left <= 2;
    const end = left + m.track.clientWidth >= m.track.scrollWidth - 2;
    activeRef.current = index;
    setActive(index);
    // Called on every scroll event: the same edges keep the same object, so nothing re-renders.
    setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
  }, [measure]);

  const goTo = useCallback(
    (index: number) => {
      const m = measure();
      if (!m) return;
      const { track, width } = m;
      const target = Math.max(0, Math.min(index, m.positions - 1));
      const to = (m.rtl ? -1 : 1) * Math.min(target * width, track.scrollWidth - track.clientWidth);
      activeRef.current = target;
      setActive(target);
      if (animating.current !== null) cancelAnimationFrame(animating.current);
      animating.current = null;
      const from = track.scrollLeft;
      if (reducedMotion().matches || from === to) {
        track.scrollLeft = to;
        sync();
        return;
      }
      // Snapping would fight the frame-by-frame scroll: it is off while the track moves.
      track.style.scrollSnapType = "none";
      const start = performance.now();
      const step = (time: number) => {
        const p = Math.min(1, (time - start) / SLIDE_SPEED_MS);
        track.scrollLeft = from + (to - from) * easeInOut(p);
        if (p < 1) {
          animating.current = requestAnimationFrame(step);
        } else {
          animating.current = null;
          track.style.scrollSnapType = "";
          sync();
        }
      };
      animating.current = requestAnimationFrame(step);
    },
    [measure, sync],
  );

  useEffect(() => {
    sync();
    window.addEventListener("resize", sync);
    return () => {
      window.removeEventListener("resize", sync);
      if (animating.current !== null) cancelAnimationFrame(animating.current);
    };
  }, [sync]);

  // Reduced motion pauses autoplay, at once and whenever the setting changes; the visitor may start it again.
  useEffect(() => {
    if (!autoplay) return;
    const query = reducedMotion();
    const pause = () => query.matches && setPlaying(false);
    pause();
    query.addEventListener("change", pause);
    return () => query.removeEventListener("change", pause);
  }, [autoplay]);

  // A carousel far down the page would keep the main thread busy (a frame-by-frame scroll
  // every second) for nobody to see.
  useEffect(() => {
    const root = rootRef.current;
    if (!autoplay || !root) return;
    const observer = new IntersectionObserver(([entry]) => {
      onScreen.current = entry?.isIntersecting ?? false;
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [autoplay]);

  const everyMs = autoplay?.everyMs;
  useEffect(() => {
    if (!everyMs || !playing) return;
    const id = window.setInterval(() => {
      if (hovered.current || focused.current || document.hidden || !onScreen.current) return;
      const m = measure();
      if (!m || m.positions <= 1) return;
      goTo(activeRef.current + 1 >= m.positions ? 0 : activeRef.current + 1);
    }, everyMs);
    return () => window.clearInterval(id);
  }, [everyMs, playing, goTo, measure]);

  const gap = props.gapRem ?? 1;
  const style = {
    "--pv": perView.base,
    "--pv-sm": perView.sm,
    "--pv-md": perView.md,
    "--pv-lg": perView.lg,
    "--gap": `${gap / 2}rem`,
  } as CSSProperties;
  // Where every slide fits, nothing moves: no buttons, no dots.
  const controls = count > perView.base && (arrows || dots || autoplay);
  const button =
    "grid size-11 shrink-0 place-items-center rounded-full border border-neutral-300 bg-white text-ink shadow-soft transition hover:border-navy hover:text-navy disabled:cursor-default disabled:opacity-40";

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={props.label}
      data-active={active}
      data-testid={props["data-testid"]}
      style={style}
      onMouseEnter={() => {
        hovered.current = true;
      }}
      onMouseLeave={() => {
        hovered.current = false;
      }}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) focused.current = false;
      }}
    >
      <div
        ref={trackRef}
        data-carousel-track
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        onScroll={() => {
          if (animating.current === null) sync();
        }}
        className={`flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600 [&::-webkit-scrollbar]:hidden ${
          props.framed
            ? "rounded-[var(--radius-card)] bg-navy shadow-[var(--shadow-soft)]"
            : // Room above and below for the cards' shadows, which the scrolling box would cut.
              "-mx-[var(--gap)] -mb-6 pt-1 pb-7"
        }`}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={props.slideLabel(i + 1, count)}
            data-carousel-slide
            className="flex shrink-0 grow-0 basis-[calc(100%/var(--pv))] snap-start px-[var(--gap)] sm:basis-[calc(100%/var(--pv-sm))] md:basis-[calc(100%/var(--pv-md))] lg:basis-[calc(100%/var(--pv-lg))]"
          >
            {slide}
          </div>
        ))}
      </div>
      {controls ? (
        <div
          className={`flex items-center gap-2 ${dots ? "mt-6 justify-center" : arrows ? "mt-5 justify-end" : "mt-2 justify-start"} ${hiddenFrom(perView, (visible) => count <= visible)}`}
        >
          {arrows ? (
            <button
              type="button"
              className={button}
              aria-label={arrows.previous}
              disabled={edges.start}
              onClick={() => goTo(activeRef.current - 1)}
            >
              <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
            </button>
          ) : null}
          {dots ? (
            <div className="flex items-center">
              {slides.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                  key={i}
                  type="button"
                  aria-label={dots.goTo(i + 1)}
                  aria-current={i === active ? "true" : undefined}
                  onClick={() => goTo(i)}
                  // A dot for each first slide that can be reached at this width.
                  className={`group flex h-11 min-w-6 items-center justify-center px-1 ${hiddenFrom(perView, (visible) => i > count - visible)}`}
                >
                  <span
                    className={`block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                      i === active ? "w-6 bg-gold" : "w-2 bg-neutral-300 group-hover:bg-neutral-400"
                    }`}
                  />
                </button>
              ))}
            </div>
          ) : null}
          {arrows ? (
            <button
              type="button"
              className={button}
              aria-label={arrows.next}
              disabled={edges.end}
              onClick={() => goTo(activeRef.current + 1)}
            >
              <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
            </button>
          ) : null}
          {autoplay ? (
            <button
              type="button"
              onClick={() => setPlaying((on) => !on)}
              aria-label={playing ? autoplay.pause : autoplay.play}
              className={`${arrows || dots ? "ms-2" : ""} grid size-11 shrink-0 place-items-center rounded-full text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-ink`}
            >
              {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * Slides scrolled out of the track's view are made inert: Tab skips them and screen readers
 * read what is shown (the buttons, dots, a swipe or the arrow keys on the track bring the
 * others in, and they come alive as they do). Before hydration every slide is reachable.
 */
function useInertOffscreen(track: RefObject<HTMLElement | null>, slides: number): void {
  useEffect(() => {
    const root = track.current;
    if (!root || slides === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) (entry.target as HTMLElement).inert = entry.intersectionRatio < 0.5;
      },
      { root, threshold: [0, 0.5, 1] },
    );
    for (const slide of root.children) observer.observe(slide);
    return () => {
      observer.disconnect();
      for (const slide of root.children) (slide as HTMLElement).inert = false;
    };
  }, [track, slides]);
}
