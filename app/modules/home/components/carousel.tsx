import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Pause, Play } from "../../../components/ui/icons";
import { useInertOffscreen } from "../../../components/ui/use-inert-offscreen";
import { t } from "../../../i18n/i18n";

/** Slide-change animation length (spec, part 1 section 9). */
export const CAROUSEL_SPEED_MS = 500;

type Props = {
  /** Accessible name of the carousel region. */
  label: string;
  /** Slides visible at once below 768 px (`base`) and from 768 px (`md`). */
  perView: { base: number; md: number };
  /** Advance every this many ms; never when the visitor prefers reduced motion. */
  autoplayMs?: number;
  /** Horizontal space between slides, in rem. */
  gapRem?: number;
  slides: ReactNode[];
  /** "light" dots on white or sand, "dark" on navy. */
  tone?: "light" | "dark";
  /** Show the "Go to slide N" dots (default true). */
  dots?: boolean;
};

const easeInOut = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

/**
 * A small carousel: a CSS scroll-snap track (slides are sized by CSS, so the server's
 * HTML already shows the right number of slides at the right width) plus a few lines of
 * script for the dots, a 500 ms slide animation and optional autoplay. One dot per
 * reachable first slide: `slides - perView + 1` of them, the rest hidden by CSS.
 */
export function Carousel({ label, perView, autoplayMs, gapRem = 1.5, slides, tone = "light", dots = true }: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const animating = useRef<number | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const onScreen = useRef(false);
  const [autoplay, setAutoplay] = useState<"on" | "paused" | "off">(autoplayMs ? "on" : "off");
  const count = slides.length;
  useInertOffscreen(trackRef, count);

  const select = useCallback((index: number) => {
    activeRef.current = index;
    setActive(index);
  }, []);

  /** Geometry read from the DOM: slide width and how many slides fit. */
  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null;
    if (!track || !first || first.offsetWidth === 0) return null;
    const width = first.offsetWidth;
    const visible = Math.max(1, Math.round(track.clientWidth / width));
    return { track, width, positions: Math.max(1, count - visible + 1) };
  }, [count]);

  const goTo = useCallback(
    (index: number, animate = true) => {
      const m = measure();
      if (!m) return;
      const { track, width } = m;
      const target = Math.min(index, m.positions - 1);
      const rtl = getComputedStyle(track).direction === "rtl";
      const to = (rtl ? -1 : 1) * Math.min(target * width, track.scrollWidth - track.clientWidth);
      select(target);
      if (animating.current !== null) cancelAnimationFrame(animating.current);
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const from = track.scrollLeft;
      if (!animate || reduce || from === to) {
        track.scrollLeft = to;
        return;
      }
      // Snapping would fight the frame-by-frame scroll: switch it off while moving.
      track.style.scrollSnapType = "none";
      const start = performance.now();
      const step = (time: number) => {
        const p = Math.min(1, (time - start) / CAROUSEL_SPEED_MS);
        track.scrollLeft = from + (to - from) * easeInOut(p);
        if (p < 1) {
          animating.current = requestAnimationFrame(step);
        } else {
          animating.current = null;
          track.style.scrollSnapType = "";
        }
      };
      animating.current = requestAnimationFrame(step);
    },
    [measure, select],
  );

  // Keep the active dot in step with swipes and keyboard scrolling.
  const onScroll = () => {
    if (animating.current !== null) return;
    const m = measure();
    if (!m) return;
    const index = Math.min(m.positions - 1, Math.round(Math.abs(m.track.scrollLeft) / m.width));
    if (index !== activeRef.current) select(index);
  };

  // Autoplay: off for reduced motion, paused while hovered or focused.
  useEffect(() => {
    if (!autoplayMs) return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const sync = () => setAutoplay((state) => (query.matches ? "off" : state === "off" ? "on" : state));
    sync();
    query.addEventListener("change", sync);
    return () => query.removeEventListener("change", sync);
  }, [autoplayMs]);

  // Autoplay moves only a carousel on screen: one far down the page would keep the main
  // thread busy (a frame-by-frame scroll every second) for nobody to see.
  useEffect(() => {
    const root = rootRef.current;
    if (!autoplayMs || !root) return;
    const observer = new IntersectionObserver(([entry]) => {
      onScreen.current = entry?.isIntersecting ?? false;
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [autoplayMs]);

  useEffect(() => {
    if (!autoplayMs || autoplay !== "on") return;
    const id = window.setInterval(() => {
      if (hovered.current || focused.current || document.hidden || !onScreen.current) return;
      const m = measure();
      if (!m || m.positions <= 1) return;
      goTo(activeRef.current + 1 >= m.positions ? 0 : activeRef.current + 1);
    }, autoplayMs);
    return () => window.clearInterval(id);
  }, [autoplayMs, autoplay, goTo, measure]);

  useEffect(
    () => () => {
      if (animating.current !== null) cancelAnimationFrame(animating.current);
    },
    [],
  );

  const style = { "--pv": perView.base, "--pv-md": perView.md, "--gap": `${gapRem / 2}rem` } as CSSProperties;
  const dotsBase = count - perView.base + 1;
  const dotsMd = count - perView.md + 1;
  const dark = tone === "dark";

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
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
      style={style}
    >
      <div
        ref={trackRef}
        data-carousel-track
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        onScroll={onScroll}
        className="-mx-[var(--gap)] -mb-6 flex snap-x pt-1 pb-7 snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-4 [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t("carousel.slide", { n: i + 1, total: count })}
            data-carousel-slide
            className="flex shrink-0 grow-0 basis-[calc(100%/var(--pv))] snap-start px-[var(--gap)] md:basis-[calc(100%/var(--pv-md))]"
          >
            {slide}
          </div>
        ))}
      </div>
      <div
        className={`flex items-center gap-1 ${dots ? "mt-6 justify-center" : "mt-2 justify-start"} ${dotsBase <= 1 ? "hidden" : dotsMd <= 1 ? "md:hidden" : ""}`}
      >
        {slides.map((_, i) => {
          if (!dots) return null;
          const current = i === active;
          const visibility = i >= dotsBase ? "hidden" : i >= dotsMd ? "md:hidden" : "";
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
              key={i}
              type="button"
              aria-label={t("carousel.goTo", { n: i + 1 })}
              aria-current={current ? "true" : undefined}
              onClick={() => goTo(i)}
              className={`group flex h-10 min-w-6 items-center justify-center px-1 ${visibility}`}
            >
              <span
                className={`block h-2 rounded-full transition-all duration-300 ${
                  current
                    ? "w-6 bg-gold"
                    : `w-2 ${dark ? "bg-white/40 group-hover:bg-white/70" : "bg-neutral-300 group-hover:bg-neutral-400"}`
                }`}
              />
            </button>
          );
        })}
        {autoplayMs && autoplay !== "off" ? (
          <button
            type="button"
            onClick={() => setAutoplay((state) => (state === "on" ? "paused" : "on"))}
            aria-label={autoplay === "on" ? t("carousel.pause") : t("carousel.play")}
            className={`ms-2 flex size-10 items-center justify-center rounded-full ${dark ? "text-white/80 hover:bg-white/10" : "text-neutral-500 hover:bg-neutral-100"}`}
          >
            {autoplay === "on" ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          </button>
        ) : null}
      </div>
    </section>
  );
}
