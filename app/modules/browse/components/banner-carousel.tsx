import { useEffect, useState } from "react";
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import type { BannerSlide } from "../browse.server";

/** How long a banner stays before the next one. */
export const BANNER_ROTATE_MS = 5000;

/**
 * The rotating banners of /property-search-list (spec, part 2 section 2): slides stacked
 * in one grid cell and cross-faded with CSS; a few lines of state rotate them. Rotation
 * pauses on hover and focus, can be paused with a button, and never starts on its own
 * for visitors who prefer reduced motion. Without JavaScript the first banner shows.
 */
export function BannerCarousel(props: { banners: BannerSlide[] }) {
  const { banners } = props;
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (query.matches) setPaused(true);
    const onChange = () => query.matches && setPaused(true);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (count < 2 || paused || held) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, held]);

  if (count === 0) {
    return (
      <p className="mt-8 rounded-[var(--radius-card)] bg-sand p-6 text-neutral-700" data-testid="banners-empty">
        {t("browse.banners.empty")}
      </p>
    );
  }

  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("browse.banners.label")}
      data-testid="banner-carousel"
      data-active={index}
      className="relative mt-8"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="grid h-72 overflow-hidden rounded-[var(--radius-card)] bg-navy shadow-[var(--shadow-soft)] md:h-64">
        {banners.map((b, i) => (
          <Slide key={b.id} banner={b} active={i === index} position={i + 1} count={count} />
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-2">
          <button type="button" onClick={() => go(index - 1)} aria-label={t("browse.banners.prev")} className={CONTROL}>
            <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
          </button>
          <ul className="flex items-center">
            {banners.map((b, i) => (
              <li key={b.id}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t("browse.banners.goTo", { n: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  className="grid size-11 place-items-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${i === index ? "w-6 bg-navy" : "w-2 bg-neutral-400"}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => go(index + 1)} aria-label={t("browse.banners.next")} className={CONTROL}>
            <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t("browse.banners.play") : t("browse.banners.pause")}
            data-testid="banner-toggle"
            className={CONTROL}
          >
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          </button>
        </div>
      ) : null}
    </section>
  );
}

const CONTROL = "grid size-11 place-items-center rounded-full text-navy ring-1 ring-neutral-300 hover:ring-navy";

function Slide(props: { banner: BannerSlide; active: boolean; position: number; count: number }) {
  const { banner: b, active } = props;
  const body = (
    <>
      {b.imageId ? (
        <img
          src={`/media/${b.imageId}`}
          alt=""
          width={1200}
          height={900}
          loading={props.position === 1 ? "eager" : "lazy"}
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover md:inset-y-0 md:start-auto md:end-0 md:w-1/2"
        />
      ) : null}
      <span
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/60 to-ink/20 md:bg-gradient-to-r md:from-navy md:via-navy md:via-50% md:to-transparent"
      />
      <div className="flex h-full flex-col justify-end p-6 md:w-1/2 md:justify-center md:p-10">
        {/* Stored text: lang="en" where it has no translation in the page's language. */}
        <p lang={storedLang(b, "text")} className="text-xl font-bold text-white md:text-2xl">
          {b.text}
        </p>
        {b.lines.length ? (
          <ul lang={storedLang(b, "lines")} className="mt-2 space-y-0.5 text-sm text-white/85">
            {b.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {b.bannerType === "Property Banner" && b.propertyId ? (
          <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-gold">
            {t("browse.banners.view")}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </span>
        ) : null}
      </div>
    </>
  );
  const cell = `relative isolate [grid-area:1/1] transition-opacity duration-700 motion-reduce:transition-none ${
    active ? "opacity-100" : "pointer-events-none opacity-0"
  }`;
  return (
    // The WAI-ARIA carousel pattern: each slide is a group with the "slide" role description.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${props.position} / ${props.count}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-banner-type={b.bannerType}
      className={cell}
    >
      {b.bannerType === "Property Banner" && b.propertyId ? (
        <Link to={lp(`/property/${b.propertyId}`)} className="block size-full">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}
