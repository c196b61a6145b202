import type { ReactNode } from "react";
import { t } from "../../../i18n/i18n";
import { storedText } from "../../../i18n/stored";

/**
 * The hero of the listing pages: a generated location image behind the page's title.
 * The height is set per breakpoint, so nothing shifts while the image loads; it grows only
 * when the texts and the List | Map switch need more (long names, three-line subtitles).
 */
export function PageHero(props: {
  title: string;
  eyebrow?: string;
  subtitle?: string;
  imageId: string | null;
  /** Stored names (places, types) in the texts, marked as stored English text. */
  stored?: readonly string[];
  children?: ReactNode;
}) {
  const stored = props.stored ?? [];
  return (
    <section className="relative isolate flex min-h-64 items-end overflow-hidden bg-navy md:min-h-80">
      {props.imageId ? (
        <img
          src={`/media/${props.imageId}`}
          alt={t("browse.image.alt", { place: props.title })}
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      ) : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/55 to-ink/10" />
      <div className="container-page pt-6 pb-8 md:pb-12">
        {props.eyebrow ? (
          <p
            {...storedText(props.eyebrow, stored)}
            className="text-xs font-semibold uppercase tracking-[0.18em] text-gold"
          />
        ) : null}
        <h1 {...storedText(props.title, stored)} className="mt-2 text-3xl font-extrabold text-white md:text-4xl" />
        {props.subtitle ? (
          <p {...storedText(props.subtitle, stored)} className="mt-3 max-w-2xl text-base text-white/85 md:text-lg" />
        ) : null}
        {props.children}
      </div>
    </section>
  );
}
